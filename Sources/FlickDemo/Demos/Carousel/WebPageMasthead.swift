import FlickCore

/// A fake web page's header row: the site's name at the column's start and, right-aligned, the
/// navigation's links that fit whole beside it: a narrow page drops links from the end rather
/// than cutting the name short.
/// Widths are estimated as `WebPageLayout` estimates lines.
struct WebPageMasthead {
    /// The site name's font size at scale 1, px (bold).
    static let namePx: Double = 24
    /// The links' font size at scale 1, px.
    static let linkPx: Double = 14
    /// What separates two links.
    static let separator = "    "
    /// The least room between the name and the links, px at scale 1.
    static let gapPx: Double = 16
    /// A link's letter width for the fit, em: more than DejaVu Sans's average, so a link judged to
    /// fit is never cut short.
    static let linkGlyphWidthEm: Double = 0.64
    /// DejaVu Sans's space, em.
    static let spaceWidthEm: Double = 0.32

    /// The site name's frame (document coordinates): the column, the name drawn from its start.
    let nameFrame: Rect
    /// The links shown, in order (a prefix of the navigation).
    let links: [String]
    /// The frame the links are drawn in, right-aligned at the column's end (empty when none shows).
    let linksFrame: Rect

    init(siteName: String, navigation: [String], column: Rect, height: Double, scale s: Double) {
        let nameEnd = column.minX + Double(siteName.count) * Self.namePx * s * WebPageLayout.boldGlyphWidthEm + Self.gapPx * s
        func linksWidth(_ links: [String]) -> Double {
            let letters = links.reduce(0) { $0 + $1.count }, spaces = max(0, links.count - 1) * Self.separator.count
            return (Double(letters) * Self.linkGlyphWidthEm + Double(spaces) * Self.spaceWidthEm) * Self.linkPx * s
        }
        var shown: [String] = []
        for link in navigation {
            guard nameEnd + linksWidth(shown + [link]) <= column.maxX else { break }
            shown.append(link)
        }
        links = shown
        // The name is drawn from the column's start in the whole column and the links from its
        // estimated end, right-aligned; the links' generous estimate keeps them clear of the
        // name, and the name is never cut short of the column.
        nameFrame = Rect(x: column.minX, y: 0, width: column.width, height: height)
        linksFrame = Rect(x: min(nameEnd, column.maxX), y: 0, width: max(0, column.maxX - nameEnd), height: height)
    }
}
