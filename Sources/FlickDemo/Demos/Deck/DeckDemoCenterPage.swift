import Foundation
import FlickCore
import FlickKit

/// The deck demo's center page: the current section as an app shows it — its name, a line
/// about it and how to reach the drawers, then a search field ("Search", its state key
/// `Search.text`, focused by ctrl+f) over its entries (badges, names, details), which it filters as you type (a line
/// says so when none matches), or, in Photos, a grid of pictures. Clicking an entry or a picture
/// pushes its page (pushes stay inside the center). In the region panning mode, the region that pans the deck shows at the
/// bottom.
///
/// Its texts, rows and pictures share one column: inset from both edges by `marginFraction` of the
/// width, between `narrowMarginPx` (a small window keeps its room for text) and `marginPx` (more
/// than a ledge, so in a wide window the strip of the center beside an open side shows no cut-off
/// words), and at most `Constants.contentMaxWidthPx` wide, centred, as GNOME's clamp keeps a list
/// readable. It draws in the palette of the appearance it was last laid out in.
final class DeckDemoCenterPage: RoutingContainer {
    /// Side margin of the page's column (texts, rows and pictures) in a wide page: a ledge and a gap, px.
    static let marginPx: Double = Constants.deckLedgePx + 12
    /// Side margin in the narrowest page, px.
    static let narrowMarginPx: Double = 16
    /// Side margin as a fraction of the page's width, between the two above.
    static let marginFraction: Double = 0.06
    static let photoGapPx: Double = 10
    static let photoMinWidthPx: Double = 180
    /// Height of the panning region strip at the bottom, px.
    static let regionHeightPx: Double = 72

    let group: ControlGroup
    let title = Label("", emphasis: .bold)
    let blurb = Label("", emphasis: .secondary, maxLines: 2)
    /// Filters the entries as you type (`onSearch`); absent from a section without entries.
    let search = SearchField(placeholder: "Search")
    /// Shown instead of the rows when no entry matches the search.
    let noMatches = Label("", emphasis: .secondary, maxLines: 2)
    /// The search the rows are filtered by (what `onSearch` last gave).
    private(set) var query = ""
    private(set) var rows: [DeckDemoItemRow] = []
    private(set) var photos: [DeckDemoPhotoTile] = []
    var section = DeckDemoSection.all[0] { didSet { sectionChanged() } }
    /// Runs when an entry is clicked (its section and index).
    var onOpenItem: ((_ item: DeckDemoItem, _ now: Double) -> Void)?
    /// Runs when a picture is clicked.
    var onOpenPhoto: ((_ picture: PictureMotif, _ index: Int, _ now: Double) -> Void)?
    /// Whether to show the panning region.
    var showsRegion = false
    private(set) var size = Size(1, 1)
    /// What it was last laid out in: the palette it draws in.
    private(set) var environment = ComponentEnvironment()

    init() {
        title.fontSizePx = 26
        group = ControlGroup(background: Palette.dark.viewBackground)
        group.layoutHandler = { [unowned self] size in self.place(size) }
        search.answersFindShortcut = true
        search.onSearch = { [unowned self] query in self.filter(by: query) }
        sectionChanged()
    }

    /// Whether `item` matches `query`: every word of the query is in its title, line or detail,
    /// ignoring case and accents.
    static func matches(_ item: DeckDemoItem, query: String) -> Bool {
        let words = query.split(whereSeparator: \.isWhitespace)
        let haystack = [item.title, item.subtitle, item.detail].joined(separator: " ")
        return words.allSatisfy { haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    /// Shows the section's entries matching `query` (all of them for an empty one).
    func filter(by query: String) {
        guard query != self.query else { return }
        self.query = query
        rebuildRows()
    }

    /// The panning region in page coordinates.
    var regionFrame: Rect {
        let h = min(DeckDemoCenterPage.regionHeightPx, size.height / 4)
        return Rect(x: 0, y: size.height - h, width: size.width, height: h)
    }

    /// A new section starts with an empty search and all its entries.
    private func sectionChanged() {
        title.text = section.name
        blurb.text = section.blurb
        search.text = ""
        query = ""
        photos = section.pictures.enumerated().map { i, motif in
            DeckDemoPhotoTile(motif) { [unowned self] now in self.onOpenPhoto?(motif, i, now) }
        }
        rebuildRows()
    }

    /// The rows of the entries matching `query`, and the controls in order: the title, the line,
    /// the search (with entries), the rows or the no-match line, the pictures.
    private func rebuildRows() {
        rows = section.items.filter { DeckDemoCenterPage.matches($0, query: query) }.map { item in
            DeckDemoItemRow(item) { [unowned self] now in self.onOpenItem?(item, now) }
        }
        let searchable = !section.items.isEmpty
        let empty = searchable && rows.isEmpty
        noMatches.text = empty ? "No entries match “\(query)”" : ""
        group.controls = [title, blurb] + (searchable ? [search] : []) + rows + (empty ? [noMatches] : []) + photos
        applyColors()
        group.setNeedsLayout()
        group.setNeedsDisplay()
    }

    private func place(_ size: Size) -> Double {
        let column = DeckDemoCenterPage.column(width: size.width)
        let m = column.x, w = column.width
        title.frame = Rect(x: m, y: 20, width: w, height: 36)
        blurb.frame = Rect(x: m, y: 58, width: w, height: 40)
        var y = 108.0
        if !section.items.isEmpty {
            search.frame = Rect(x: m, y: y, width: w, height: Constants.defaultControlHeightPx)
            y += Constants.defaultControlHeightPx + 12
        }
        if !noMatches.text.isEmpty {
            noMatches.frame = Rect(x: m, y: y + 8, width: w, height: 40)
            y += 48
        }
        for row in rows {
            let pad = DeckDemoItemRow.paddingPx
            row.frame = Rect(x: m - pad, y: y, width: w + 2 * pad, height: DeckDemoItemRow.heightPx)
            y += DeckDemoItemRow.heightPx
        }
        if !photos.isEmpty {
            let gap = DeckDemoCenterPage.photoGapPx
            let columns = max(2, min(4, Int((w + gap) / (DeckDemoCenterPage.photoMinWidthPx + gap))))
            let cell = max(1, (w - gap * Double(columns - 1)) / Double(columns))
            let cellH = (cell * 0.75).rounded()
            for (i, tile) in photos.enumerated() {
                let col = i % columns, row = i / columns
                tile.frame = Rect(x: (m + Double(col) * (cell + gap)).rounded(), y: y + Double(row) * (cellH + gap),
                                  width: cell.rounded(), height: cellH)
            }
            y += Double((photos.count + columns - 1) / columns) * (cellH + gap)
        }
        return y + 24
    }

    /// The column's leading x and width in a page `width` px wide: inside the margins, at most
    /// `Constants.contentMaxWidthPx`, centred on whole pixels.
    static func column(width: Double) -> (x: Double, width: Double) {
        let margin = min(marginPx, max(narrowMarginPx, (width * marginFraction).rounded()))
        let w = max(0, min(width - 2 * margin, Constants.contentMaxWidthPx))
        return (max(0, ((width - w) / 2).rounded(.down)), w)
    }

    /// The page's colours in its environment's palette: the background, the title and blurb, the search
    /// field's, the no-match line's, the rows' and pictures' styles (the pictures keep their own
    /// colours).
    private func applyColors() {
        let p = environment.palette
        if group.background != p.viewBackground { group.background = p.viewBackground }
        title.color = p.text
        blurb.color = p.secondaryText
        search.apply(environment)
        noMatches.apply(environment)
        for row in rows { row.apply(environment) }
        for tile in photos { tile.apply(environment) }
    }

    // MARK: Component

    /// Lays out in `environment`, drawing in its palette from now on.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        let recolour = environment.appearance != self.environment.appearance
        self.environment = environment
        if recolour { applyColors() }
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        group.layout(size: self.size, now: now)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { group.handle(gesture, now: now) }

    func advance(to now: Double) { group.advance(to: now) }

    func scene(now: Double) -> SceneNode {
        guard showsRegion else { return group.scene(now: now) }
        let r = regionFrame, p = environment.palette
        return .group(GroupNode([
            group.scene(now: now),
            .fill(r, p.selection),
            .strokeRect(r.insetBy(1), p.accent, lineWidth: 2, cornerRadius: 0),
            .text(TextNode("Panning region: drag here to move the deck", frame: r,
                           font: FontSpec(size: 14, weight: .bold), color: p.accentText,
                           alignment: .center)),
        ], clip: Rect(size: size)))
    }

    func isAnimating(now: Double) -> Bool { group.isAnimating(now: now) }

    func nextDeadline(now: Double) -> Double? { group.nextDeadline(now: now) }

    /// The search field's text (`Search.text`) in a section with entries.
    var state: [String: String] { section.items.isEmpty ? [:] : search.state }

    /// Its controls' group, filling it: its pans and its semantics are the group's.
    func routedChildren(now: Double) -> [RoutedChild] { [RoutedChild(group, frame: Rect(size: size))] }

    /// Its controls' group, its one focus child (`FocusChain` walks the rows).
    func focusChildren(now: Double) -> [RoutedChild] { routedChildren(now: now) }
}
