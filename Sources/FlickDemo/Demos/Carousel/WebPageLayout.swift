import FlickCore
import FlickKit

/// Where a fake web page's parts go at one size, shared by drawing and scrolling: the fixed
/// address bar, then the scrolling document (site header, the article's blocks, a footer).
/// Document coordinates start at the top of the scrolling area. Text heights are estimated
/// from the character count (the text is drawn with at most that many lines).
struct WebPageLayout {
    static let addressBarPx: Double = 52
    static let headerPx: Double = 60
    static let footerPx: Double = 56
    static let columnMaxPx: Double = 820
    static let sidePaddingPx: Double = 28
    static let blockGapPx: Double = 18
    static let topPaddingPx: Double = 26
    /// Average glyph width of DejaVu Sans and DejaVu Sans Bold, em (for the line estimate).
    static let glyphWidthEm: Double = 0.56
    static let boldGlyphWidthEm: Double = 0.6

    /// Font sizes at scale 1, px.
    static let headlinePx: Double = 32
    static let bylinePx: Double = 13
    static let headingPx: Double = 22
    static let paragraphPx: Double = 16
    static let quotePx: Double = 19
    static let captionPx: Double = 13
    static let lineSpacing: Double = 1.4

    let size: Size
    /// Text and spacing scale: smaller windows draw smaller pages (0.6...1).
    let scale: Double
    let addressBar: Rect
    /// The article column (document coordinates).
    let column: Rect
    /// Each block and its frame (document coordinates).
    let blocks: [(block: WebPageBlock, frame: Rect)]
    /// Total document height, px.
    let documentHeight: Double

    init(content: WebPageContent?, size: Size) {
        let w = size.width.isFinite ? max(1, size.width) : 1, h = size.height.isFinite ? max(1, size.height) : 1
        self.size = Size(w, h)
        scale = min(1, max(0.6, w / 800))
        addressBar = Rect(x: 0, y: 0, width: w, height: min(h, WebPageLayout.addressBarPx * scale))
        let pad = min(WebPageLayout.sidePaddingPx * scale, w * 0.06)
        let colWidth = max(1, min(WebPageLayout.columnMaxPx, w - 2 * pad))
        var y = (content == nil ? 0 : WebPageLayout.headerPx * scale) + WebPageLayout.topPaddingPx * scale
        column = Rect(x: (w - colWidth) / 2, y: y, width: colWidth, height: 0)
        var placed: [(WebPageBlock, Rect)] = []
        for block in content?.blocks ?? [] {
            let height = WebPageLayout.height(of: block, width: colWidth, scale: scale)
            placed.append((block, Rect(x: column.x, y: y, width: colWidth, height: height)))
            y += height + WebPageLayout.blockGapPx * scale
        }
        blocks = placed
        documentHeight = content == nil ? max(0, h - addressBar.height) : y + WebPageLayout.footerPx * scale
    }

    /// Height of the scrolling area (below the address bar).
    var viewportHeight: Double { max(0, size.height - addressBar.height) }

    /// The farthest the document scrolls, px.
    var maxScroll: Double { max(0, documentHeight - viewportHeight) }

    /// Lines `text` needs in `width` at `font` px (at least one).
    static func lines(_ text: String, font: Double, width: Double, bold: Bool = false) -> Int {
        let perLine = max(1, Int(width / max(1, font * (bold ? boldGlyphWidthEm : glyphWidthEm))))
        return max(1, (text.count + perLine - 1) / perLine)
    }

    static func textHeight(_ text: String, font: Double, width: Double, bold: Bool = false) -> Double {
        Double(lines(text, font: font, width: width, bold: bold)) * font * lineSpacing
    }

    /// The picture height for a column `width` (wide pictures) or a gallery tile width.
    static func pictureHeight(width: Double, scale: Double) -> Double { min(320 * scale, width * 0.42) }

    static func galleryTile(width: Double, scale: Double) -> Size {
        let gap = 12 * scale
        let tile = max(1, (width - 2 * gap) / 3)
        return Size(tile, tile * 0.66)
    }

    static func height(of block: WebPageBlock, width: Double, scale: Double) -> Double {
        switch block {
        case .headline(let t): return textHeight(t, font: headlinePx * scale, width: width, bold: true)
        case .byline: return bylinePx * scale * lineSpacing
        case .heading(let t): return textHeight(t, font: headingPx * scale, width: width, bold: true)
        case .paragraph(let t): return textHeight(t, font: paragraphPx * scale, width: width)
        case .picture(_, let caption):
            return pictureHeight(width: width, scale: scale) + (caption == nil ? 0 : (captionPx * lineSpacing + 6) * scale)
        case .gallery: return galleryTile(width: width, scale: scale).height
        case .quote(let t): return textHeight(t, font: quotePx * scale, width: width - 24 * scale, bold: true) + 8 * scale
        case .list(let items):
            return items.reduce(0) { $0 + textHeight($1, font: paragraphPx * scale, width: width - 24 * scale) }
        }
    }
}
