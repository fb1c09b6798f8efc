import FlickCore
import FlickKit

/// Pure geometry of the detail view for a size: the navigation bar on top (none when the shell's
/// bar stands for it), then the artwork
/// (at the grid's picture aspect, so the open and close transitions scale it evenly) beside
/// the text when wider than tall, above it when taller than wide. In a body narrower than
/// `compactBelowWidthPx` (and wider than tall), the artwork sits small at the top left with the
/// name and region beside it, and the text runs under it across the body (`textIndent`), so the
/// text keeps the style's sizes in the smallest window.
struct MuseumDetailLayout: Equatable, Sendable {
    /// A body narrower than this (and wider than tall) takes the compact arrangement, px.
    static let compactBelowWidthPx: Double = 560
    /// The compact arrangement's artwork: this share of the body's width.
    static let compactArtWidthFraction: Double = 0.36
    /// Space around the body, px (at most `marginMaxFraction` of the shorter side).
    static let marginPx: Double = 28
    static let marginMaxFraction: Double = 0.05
    /// Gap between the artwork and the text, px.
    static let gapPx: Double = 28
    /// Share of the body's width the artwork may take in landscape, and of its height in portrait.
    static let artWidthFraction: Double = 0.58
    static let artHeightFraction: Double = 0.55

    public let size: Size
    let bar: Rect
    let art: Rect
    public let text: Rect
    /// The corner of `text` (at its top left) the artwork and its gap take, which the name and the
    /// region keep beside and the description under: zero but in the compact arrangement.
    let textIndent: Size

    /// The geometry for `size`, with the bar on top unless `showsBar` is false.
    public init(size: Size, showsBar: Bool = true) {
        self.size = size.finiteLayout
        let w = self.size.width, h = self.size.height
        bar = Rect(x: 0, y: 0, width: w, height: showsBar ? min(NavigationBar.heightPx, h / 3) : 0)
        let margin = min(MuseumDetailLayout.marginPx, min(w, h) * MuseumDetailLayout.marginMaxFraction)
        let body = Rect(x: margin, y: bar.maxY + margin, width: max(0, w - 2 * margin),
                        height: max(0, h - bar.maxY - 2 * margin))
        let gap = min(MuseumDetailLayout.gapPx, margin)
        let aspect = PagedGridLayout.pictureAspect
        textIndent = h <= w && body.width < MuseumDetailLayout.compactBelowWidthPx
            ? Size((body.width * MuseumDetailLayout.compactArtWidthFraction).rounded() + gap,
                   (body.width * MuseumDetailLayout.compactArtWidthFraction / aspect).rounded() + gap)
            : Size(0, 0)
        if textIndent.width > 0 {
            let aw = textIndent.width - gap, ah = textIndent.height - gap
            art = Rect(x: body.minX.rounded(), y: body.minY.rounded(), width: aw, height: ah)
            text = Rect(x: art.minX, y: art.minY, width: body.width, height: max(0, body.maxY - art.minY))
        } else if h > w {
            var aw = body.width, ah = aw / aspect
            let maxH = body.height * MuseumDetailLayout.artHeightFraction
            if ah > maxH { ah = maxH; aw = ah * aspect }
            art = Rect(x: (body.minX + (body.width - aw) / 2).rounded(), y: body.minY.rounded(),
                       width: aw.rounded(), height: ah.rounded())
            text = Rect(x: body.minX, y: art.maxY + gap, width: body.width, height: max(0, body.maxY - art.maxY - gap))
        } else {
            var aw = body.width * MuseumDetailLayout.artWidthFraction, ah = aw / aspect
            if ah > body.height { ah = body.height; aw = ah * aspect }
            art = Rect(x: body.minX.rounded(), y: (body.minY + (body.height - ah) / 2).rounded(),
                       width: aw.rounded(), height: ah.rounded())
            // The text column starts level with the artwork's top edge.
            text = Rect(x: art.maxX + gap, y: art.minY, width: max(0, body.maxX - art.maxX - gap),
                        height: max(0, body.maxY - art.minY))
        }
    }
}
