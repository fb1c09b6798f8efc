import FlickCore
import FlickKit

extension MuseumCollection {
    /// The name's and the region's sizes where the caption has room, px (bold name).
    static let tileNameFontPx: Double = Constants.bodyFontPx
    static let tileRegionFontPx: Double = Constants.smallFontPx
    /// The most lines a tile's name wraps onto before it ends in an ellipsis.
    static let tileNameMaxLines = 2
    /// The caption strip under a tile's picture, px: two lines of name and one of region.
    static let tileCaptionHeightPx: Double = 52
    /// The smallest tile the grid keeps, px (`PagedGrid.minimumCellPx`): the grid's columns then
    /// come out at least about 140 px across, where every collection's name wraps onto two lines
    /// whole at the body size ("Greek and Roman / Antiquities"); a smaller window takes fewer,
    /// larger tiles (two in a 360x360 window).
    static let tileMinimumCellPx: Double = 150
    /// A line's height as a multiple of its font size where the host cannot measure (DejaVu Sans).
    static let tileLineHeightEm: Double = 1.17
    /// DejaVu Sans's mean advance, em, where the host cannot measure.
    static let tileCharWidthEm: Double = 0.6

    /// The collection's grid tile: its picture in the tile's picture rectangle with a soft
    /// shadow and a hairline, a star in the accent when it is a favorite, and under it the name, wrapped
    /// on up to `tileNameMaxLines` lines (`measure`, the host's Pango measure, says where it
    /// breaks; an estimate without one) and ellipsized only after the last, then the region. The
    /// caption keeps the style's sizes (`tileNameFontPx`, `tileRegionFontPx`): a strip too low for
    /// them drops the region, then name lines, and never shrinks the type. The caption is drawn in
    /// `palette`; the picture keeps its colours.
    func tileScene(_ tile: PagedGridTile, isFavorite: Bool, palette: Palette = .dark,
                          measure: ((_ text: String, _ font: FontSpec, _ maxWidth: Double) -> Size?)? = nil) -> SceneNode {
        let pic = tile.picture
        guard pic.width >= 1, pic.height >= 1 else { return .empty }
        var nodes: [SceneNode] = [.shadow(pic, Shadow(radius: 8, opacity: 0.45, offset: Point(0, 3)), cornerRadius: 0),
                                  art.scene(in: pic),
                                  .strokeRect(pic.insetBy(0.5), palette.cardBorder, lineWidth: 1, cornerRadius: 0)]
        if isFavorite {
            let d = min(26, pic.width * 0.16, pic.height * 0.2)
            let badge = Rect(x: pic.maxX - d - 6, y: pic.minY + 6, width: d, height: d)
            nodes.append(.ellipse(badge, .solid(Color.black.withAlpha(0.55))))
            let star = MuseumArt.star(0.5, 0.53, 0.36, 0.15, count: 5)
            nodes.append(Picture.polygon(badge, star, .solid(palette.accentText)))
        }
        nodes += captionScene(in: tile.caption, palette: palette, measure: measure)
        return .stack(nodes)
    }

    /// The name (up to two lines) and the region under it, in the caption strip `cap`.
    func captionScene(in cap: Rect, palette: Palette,
                      measure: ((_ text: String, _ font: FontSpec, _ maxWidth: Double) -> Size?)?) -> [SceneNode] {
        let top = 3.0
        // A line's height per px of font: the host's measure, or DejaVu Sans's.
        let probe = FontSpec(size: MuseumCollection.tileNameFontPx, weight: .bold)
        let measuredEm = (measure?("Ag", probe, max(1, cap.width))?.height).map { $0 / probe.size }
        let em = measuredEm.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? MuseumCollection.tileLineHeightEm
        let nameFont = FontSpec(size: MuseumCollection.tileNameFontPx, weight: .bold)
        let regionFont = FontSpec(size: MuseumCollection.tileRegionFontPx)
        let lineH = nameFont.size * em
        // The name's lines as they wrap (at most `tileNameMaxLines`), then as many as the strip holds.
        let wrapped: Int
        if let measured = measure?(name, nameFont, cap.width), measured.height > 0 {
            wrapped = Int(max(1, (measured.height / lineH).rounded()))
        } else {
            let estimate = Double(name.count) * nameFont.size * MuseumCollection.tileCharWidthEm
            wrapped = estimate > cap.width ? MuseumCollection.tileNameMaxLines : 1
        }
        let room = Int(((cap.height - top) / lineH + 0.05).rounded(.down))
        let lines = min(wrapped, MuseumCollection.tileNameMaxLines, room)
        guard lines >= 1, cap.width >= 1 else { return [] }
        let nameH = Double(lines) * lineH
        var nodes: [SceneNode] = [
            .text(TextNode(name, frame: Rect(x: cap.minX, y: cap.minY + top, width: cap.width, height: nameH),
                           font: nameFont, color: palette.text, maxLines: lines)),
        ]
        let regionY = cap.minY + top + nameH
        let regionH = regionFont.size * em
        if regionY + regionH <= cap.maxY + 1 {
            nodes.append(.text(TextNode(region, frame: Rect(x: cap.minX, y: regionY, width: cap.width, height: regionH),
                                        font: regionFont, color: palette.secondaryText)))
        }
        return nodes
    }
}
