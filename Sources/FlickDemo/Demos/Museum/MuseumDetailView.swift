import FlickCore
import FlickKit

/// A collection's detail view (MuseumApp's MuseumDetailView): a navigation bar with a back
/// button, the collection's name and a favorite toggle, then the artwork large and the text
/// (name, region, description).
///
/// It draws its chrome (bar and text); the artwork is drawn by its owner with `artNode(in:)`
/// so a transition can fly it between the grid tile's rectangle and `layout.art`. Keys:
/// `Escape`, `BackSpace` or `alt+Left` go back; `f` toggles the favorite. Inside the shell the
/// shell's bar stands for its bar (`showsBar` false): the title, "‹ Back" and the favorite button
/// join the shell's. Its chrome is drawn in the palette of the appearance it was last laid out in
/// (the region and a favorite in the accent); the artwork keeps its colours.
final class MuseumDetailView: RoutingContainer {
    static let nameFontPx: Double = 28
    static let regionFontPx: Double = 15
    static let summaryFontPx: Double = 16
    static let hintFontPx: Double = 12
    /// The smallest the name, the region and the description get in a short column, px: the
    /// name stays a heading, the others the style's body text (`Constants.bodyFontPx`).
    static let nameMinFontPx: Double = 18
    static let bodyMinFontPx: Double = Constants.bodyFontPx
    static let backButtonWidthPx: Double = 150
    static let favoriteButtonWidthPx: Double = 132
    /// Vertical rhythm of the text column, px.
    static let paragraphGapPx: Double = 14
    /// A text column lower than this scales its type and gaps down (not below `textMinScale`, nor
    /// the type below `nameMinFontPx` and `bodyMinFontPx`) and leaves the hint out when it would
    /// take the description's room, so a small window still shows the description, px.
    static let fullTextHeightPx: Double = 300
    static let textMinScale: Double = 0.55
    /// The fewest description lines the hint leaves room for.
    static let summaryMinLines = 3

    /// The collection shown (nil before the first open).
    var collection: MuseumCollection? {
        didSet {
            guard collection != oldValue else { return }
            bar.title = collection?.name ?? ""
            textVersion &+= 1
        }
    }
    var isFavorite = false {
        didSet { if isFavorite != oldValue { updateFavoriteButton() } }
    }
    /// What the back button says it returns to ("Collections", "Favorites").
    var backTitle: String {
        didSet { backButton.title = backTitle }
    }
    /// False: the view has no bar of its own (the shell's shows its title and buttons).
    var showsBar = true {
        didSet { if showsBar != oldValue { layout(size: size, now: 0) } }
    }
    /// Back button, `Escape`, `BackSpace`, `alt+Left`.
    var onBack: ((_ now: Double) -> Void)?
    /// The favorite button or `f`.
    var onToggleFavorite: ((_ now: Double) -> Void)?

    public private(set) var size = Size(1, 1)
    private(set) var layout = MuseumDetailLayout(size: Size(1, 1))
    let bar: NavigationBar
    /// Delivers pointer gestures to the bar.
    let router = ComponentRouter()
    let backButton: Button
    let favoriteButton: Button
    /// Bumps whenever the text column changes (its snapshot's version).
    var textVersion = 0
    /// What it was last laid out in (its palette).
    public private(set) var environment = ComponentEnvironment()

    public init(backTitle: String = "Collections") {
        self.backTitle = backTitle
        backButton = Button(backTitle, kind: .plain, icon: .back,
                            frame: Rect(x: 0, y: 0, width: MuseumDetailView.backButtonWidthPx, height: 36))
        favoriteButton = Button("Favorite", kind: .plain, icon: .favorite,
                                frame: Rect(x: 0, y: 0, width: MuseumDetailView.favoriteButtonWidthPx, height: 36))
        bar = NavigationBar(title: "", leading: [backButton], trailing: [favoriteButton])
        backButton.name = "Back"
        favoriteButton.name = "Favorite"
        backButton.tooltip = "Back (Escape)"
        favoriteButton.tooltip = "Favorite (f)"
        backButton.action = { [weak self] now in self?.onBack?(now) }
        favoriteButton.action = { [weak self] now in self?.onToggleFavorite?(now) }
    }

    func updateFavoriteButton() {
        favoriteButton.icon = isFavorite ? .favoriteFilled : .favorite
        var style = environment.controlStyle
        if isFavorite { style.text = environment.palette.accentText }
        favoriteButton.style = style
    }

    // MARK: Component

    /// Lays out in `environment`, drawing in its palette from now on.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        if environment.appearance != self.environment.appearance {
            self.environment = environment
            textVersion &+= 1
            updateFavoriteButton()
        }
        self.environment = environment
        bar.apply(environment)
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        layout = MuseumDetailLayout(size: size, showsBar: showsBar)
        self.size = layout.size
        bar.frame = layout.bar
    }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .key(let key):
            if key.matches("Escape") || key.matches("BackSpace") || key.matches("Left", [.alt]) {
                onBack?(now)
                return true
            }
            if key.matches("f") {
                onToggleFavorite?(now)
                return true
            }
            // Return and space go to the focused button (Back, Favorite).
            return router.route(gesture, in: routedChildren(now: now), now: now)
        default:
            return router.route(gesture, in: routedChildren(now: now), now: now)
        }
    }

    /// The bar while it shows (the text and artwork take no input).
    func routedChildren(now: Double) -> [RoutedChild] { showsBar ? [RoutedChild(bar, frame: bar.frame)] : [] }

    /// The bar while it shows: Tab reaches Back and Favorite (`FocusChain`).
    func focusChildren(now: Double) -> [RoutedChild] { routedChildren(now: now) }

    /// The view's chrome, bar and text, over nothing: its owner draws the background and the
    /// artwork (both fly and fade on their own during a transition) and places this with
    /// `placedScene`.
    func scene(now: Double) -> SceneNode { .stack(chromeNodes(now: now)) }

    func isAnimating(now: Double) -> Bool { false }

    public var state: [String: String] { [:] }

    // MARK: Drawing

    /// The bar (while it shows) and the text column (the text is a snapshot, drawn once per
    /// collection and size).
    func chromeNodes(now: Double) -> [SceneNode] {
        var nodes: [SceneNode] = showsBar ? [bar.placedScene(at: bar.frame.origin, now: now)] : []
        let t = layout.text
        if let c = collection, t.width >= 1, t.height >= 1 {
            let textSize = Size(t.width.rounded(), t.height.rounded())
            let palette = environment.palette, indent = layout.textIndent
            nodes.append(.snapshot(SnapshotNode(key: SnapshotKey(self, part: "text"), version: textVersion, size: textSize,
                                                frame: Rect(origin: t.origin, size: textSize)) {
                MuseumDetailView.textScene(c, size: textSize, indent: indent, palette: palette)
            }))
        }
        return nodes
    }

    /// The artwork of the shown collection drawn into `frame` (a snapshot at the detail's art size).
    func artNode(in frame: Rect, opacity: Double = 1) -> SceneNode {
        guard let c = collection else { return .empty }
        let s = Size(max(1, layout.art.width), max(1, layout.art.height))
        return .snapshot(SnapshotNode(key: SnapshotKey(self, part: "art.\(c.id)"), version: 0, size: s, frame: frame, opacity: opacity,
                                      shadow: Shadow(radius: 18, opacity: 0.5, offset: Point(0, 6))) {
            c.art.scene(in: Rect(size: s))
        })
    }

    /// Where the text column puts its parts in `size`: the name (two lines), the region, a
    /// rule, the description, and a hint at the bottom, or none where it would leave the
    /// description fewer than `summaryMinLines` lines; in a short column smaller by `scale`
    /// (`fullTextHeightPx`), never below the style's sizes. With an `indent` (the compact
    /// arrangement's artwork at the top left), the name (at `nameMinFontPx`) and the region sit
    /// beside it and the description under it, without the hint.
    struct TextParts {
        var scale: Double
        var nameFontPx: Double
        var regionFontPx: Double
        var summaryFontPx: Double
        var regionLines: Int
        var name: Rect
        var region: Rect
        var rule: Rect
        var summary: Rect
        var summaryLines: Int
        var hint: Rect?
    }

    /// The hint under the description.
    static let hint = "Favorite (f) marks a favorite · Esc, or a swipe to the right, goes back"

    /// The text column's parts in `size`, the name and region clear of `indent` at its top left.
    static func textParts(size: Size, indent: Size = Size(0, 0)) -> TextParts {
        let w = size.width
        let k = max(textMinScale, min(1, size.height / fullTextHeightPx))
        // Beside the compact arrangement's artwork the name takes the heading's least size.
        let compact = indent.width > 0
        let nameFont = compact ? nameMinFontPx : max(nameMinFontPx, nameFontPx * k)
        let regionFont = max(bodyMinFontPx, regionFontPx * k)
        let summaryFont = max(bodyMinFontPx, summaryFontPx * k)
        let gap = paragraphGapPx * k
        // Beside the artwork the region may wrap too ("British Columbia / and Alaska").
        let regionLines = compact ? 2 : 1
        let nameH = nameFont * 1.3 * 2, regionH = regionFont * 1.6 * Double(regionLines)
        let name = Rect(x: indent.width, y: 0, width: max(0, w - indent.width), height: nameH)
        let region = Rect(x: indent.width, y: name.maxY, width: name.width, height: regionH)
        let rule = Rect(x: 0, y: max(region.maxY + gap, indent.height), width: min(w, 120), height: 1)
        let y = rule.minY + gap
        let lineH = summaryFont * 1.45
        let hintH = hintFontPx * 1.6
        // The hint is left out where it would take the description's room, and beside the compact
        // arrangement's artwork, whose column is too narrow for its line.
        let showsHint = !compact && size.height - y - hintH - gap >= Double(summaryMinLines) * lineH
        let summaryH = max(0, size.height - y - (showsHint ? hintH + gap : 0))
        return TextParts(scale: k, nameFontPx: nameFont, regionFontPx: regionFont, summaryFontPx: summaryFont,
                         regionLines: regionLines, name: name, region: region, rule: rule, summary: Rect(x: 0, y: y, width: w, height: summaryH),
                         summaryLines: max(1, Int(summaryH / lineH)),
                         hint: showsHint ? Rect(x: 0, y: size.height - hintH, width: w, height: hintH) : nil)
    }

    /// Name, region, a rule, the description, and a hint at the bottom where `textParts` puts
    /// them. Drawn in `palette`.
    static func textScene(_ c: MuseumCollection, size: Size, indent: Size = Size(0, 0), palette: Palette = .dark) -> SceneNode {
        let parts = textParts(size: size, indent: indent)
        var nodes: [SceneNode] = []
        nodes.append(.text(TextNode(c.name, frame: parts.name, font: FontSpec(size: parts.nameFontPx, weight: .bold),
                                    color: palette.text, maxLines: 2, centeredVertically: false)))
        nodes.append(.text(TextNode(c.region, frame: parts.region, font: FontSpec(size: parts.regionFontPx), color: palette.accentText,
                                    maxLines: parts.regionLines, centeredVertically: parts.regionLines == 1)))
        nodes.append(.fill(parts.rule, palette.separator))
        nodes.append(.text(TextNode(c.summary, frame: parts.summary, font: FontSpec(size: parts.summaryFontPx), color: palette.text,
                                    maxLines: parts.summaryLines, centeredVertically: false)))
        if let hint = parts.hint {
            nodes.append(.text(TextNode(MuseumDetailView.hint, frame: hint, font: FontSpec(size: hintFontPx),
                                        color: palette.secondaryText)))
        }
        return .stack(nodes)
    }

    /// The text column's nodes in the view's coordinates: the name (a heading), the region,
    /// the description and the hint (text), where they are drawn; none while no collection shows.
    func textSemantics() -> [SemanticsNode] {
        let t = layout.text
        guard let c = collection, t.width >= 1, t.height >= 1 else { return [] }
        let parts = MuseumDetailView.textParts(size: Size(t.width.rounded(), t.height.rounded()), indent: layout.textIndent)
        let texts: [(SemanticsRole, String, Rect?)] = [(.heading, c.name, parts.name), (.text, c.region, parts.region),
                                                       (.text, c.summary, parts.summary), (.text, MuseumDetailView.hint, parts.hint)]
        return texts.compactMap { role, text, frame in
            frame.map { SemanticsNode(role: role, name: text, frame: $0.offsetBy(dx: t.minX, dy: t.minY)) }
        }
    }
}

/// The museum's detail in FlickKit's `PagedGridBrowser`: the artwork flies into `layout.art`.
extension MuseumDetailView: PagedGridDetail {
    /// The artwork's rectangle.
    var pictureFrame: Rect { layout.art }

    /// The artwork of the shown collection in `frame`.
    func pictureNode(in frame: Rect, opacity: Double) -> SceneNode { artNode(in: frame, opacity: opacity) }

    /// The detail's background: the palette's window colour.
    var backgroundColor: Color { environment.palette.windowBackground }
}
