import FlickCore
import FlickKit

/// The slides demo's control bar along the bottom edge, one of the app's bars
/// (`Constants.barHeightPx`): the stack's status at the left, then Replace, Cover and Uncover,
/// each a button per direction (the arrow shows where the scenes travel) over the group's label
/// (`Constants.barLabelFontPx`, left out in a compact bar), and Random. Drawn as one snapshot in
/// the palette of the appearance it was last laid out in, redrawn only when a control or the
/// appearance changes. The bar is opaque: a scene sliding under it (an uncover downwards) never
/// shows through.
final class SlidesDemoBar: RoutingContainer {
    // MARK: Layout (px, at full size; a narrow window scales the controls down)
    /// Room at the bar's leading and trailing edges.
    static let paddingPx: Double = 12
    /// A group's label under its buttons, and the gap above it.
    static let headerHeightPx: Double = (Constants.barLabelFontPx * 1.3).rounded(.up)
    static let headerGapPx: Double = 1
    static let buttonHeightPx: Double = 28
    static let arrowWidthPx: Double = 40
    static let arrowGapPx: Double = 4
    static let groupGapPx: Double = 18
    static let randomWidthPx: Double = 96
    static let arrowIconPx: Double = 16
    /// The status text needs at least this much room, else it is left out.
    static let statusMinWidthPx: Double = 120
    static let statusMaxWidthPx: Double = 260
    static let directions: [SlideDirection] = [.left, .right, .up, .down]
    /// A narrow bar: labels shrink to fit their group (not below `headerFontMinPx`), arrow icons
    /// keep at least `arrowIconMinPx`, and Random shows its die alone
    /// when its word no longer fits (below `randomTextMinScale`). Widths use an estimate of the
    /// bold face's mean advance, `headerCharWidthEm`. No button gets smaller than `minHitPx` square
    /// (nor a header lower than `headerMinHeightPx`): when the groups no longer fit in one row at
    /// that size they wrap into more rows, `rowGapPx` apart, and the bar grows.
    static let headerFontMinPx: Double = 8
    static let headerCharWidthEm: Double = 0.9
    static let arrowIconMinPx: Double = 12
    static let minHitPx: Double = 24
    static let headerMinHeightPx: Double = 12
    static let rowGapPx: Double = 8
    static let randomTextMinScale: Double = 0.7
    static let randomTitle = "Random"

    /// A slide button was clicked: kind, direction, time.
    var onSlide: ((SlideKind, SlideDirection, Double) -> Void)?
    /// Random was clicked.
    var onRandom: ((Double) -> Void)?

    /// The controls' style and the bar's colours, of the appearance it was last laid out in.
    private(set) var style = ControlStyle.standard
    private(set) var palette = Palette.dark
    /// True in a compact view (`SizeClass.compact`): no labels under the buttons, a compact bar.
    private(set) var isCompact = false
    let statusTitle = Label("", emphasis: .bold)
    let statusDetail = Label("", emphasis: .secondary)
    let headers = ["Replace", "Cover", "Uncover"].map { Label($0, emphasis: .secondary, alignment: .center) }
    private(set) var buttons: [SlideKind: [Button]] = [:]
    let randomButton = Button("Random")
    private(set) var size = Size(1, 1)
    /// Whether the status fits (narrow windows leave it out).
    private(set) var showsStatus = true

    /// Delivers clicks, hovers and keys to the controls, and focuses the button pressed.
    private let router = ComponentRouter()
    private var signature: [Int] = []
    private var version = 0

    init() {
        for kind in SlideKind.allCases {
            buttons[kind] = SlidesDemoBar.directions.map { dir in
                let b = Button(icon: SlidesDemoBar.icon(dir), name: "\(kind.rawValue.capitalized) \(dir.rawValue)",
                               kind: .standard, iconSizePx: SlidesDemoBar.arrowIconPx)
                b.action = { [weak self] now in self?.onSlide?(kind, dir, now) }
                b.tooltip = SlidesDemoBar.tooltip(kind, dir)
                return b
            }
        }
        randomButton.action = { [weak self] now in self?.onRandom?(now) }
        randomButton.tooltip = "Replace with a random scene (r)"
        setStack(SlideStack())
    }

    /// Every control, status and headers included.
    /// The arrow on a slide button: where the scenes travel.
    static func icon(_ direction: SlideDirection) -> Icon {
        switch direction {
        case .left: return .arrowLeft
        case .right: return .arrowRight
        case .up: return .arrowUp
        case .down: return .arrowDown
        }
    }

    /// The tooltip of a slide button: what it does and the key that does the same.
    static func tooltip(_ kind: SlideKind, _ direction: SlideDirection) -> String {
        let key = direction.rawValue.prefix(1).uppercased() + direction.rawValue.dropFirst()
        switch kind {
        case .replace: return "Replace, moving \(direction.rawValue) (\(key))"
        case .cover: return "Cover, moving \(direction.rawValue) (ctrl+\(key))"
        case .uncover: return "Uncover, moving \(direction.rawValue) (BackSpace: the way it came)"
        }
    }

    var controls: [Control] {
        var all: [Control] = [statusTitle, statusDetail] + headers
        for kind in SlideKind.allCases { all += buttons[kind] ?? [] }
        return all + [randomButton]
    }

    /// The button for `kind` sliding `direction`.
    func button(_ kind: SlideKind, _ direction: SlideDirection) -> Button? {
        buttons[kind]?[SlidesDemoBar.directions.firstIndex(of: direction) ?? 0]
    }

    /// Names the scene on screen (the top cover while there is one) and what lies under it;
    /// uncover buttons are enabled only while there is a cover.
    func setStack(_ stack: SlideStack) {
        let base = stack.baseName ?? "No scene"
        statusTitle.text = stack.coverName ?? base
        switch stack.depth {
        case 0: statusDetail.text = "no covers"
        case 1: statusDetail.text = "covering \(base)"
        default: statusDetail.text = "covering \(base) · \(stack.depth) deep"
        }
        for b in buttons[.uncover] ?? [] { b.isEnabled = stack.depth > 0 }
    }

    /// The bar's height for a view of `size` (`compact`: a compact view's): its rows of
    /// controls, at most half the view.
    static func height(for size: Size, compact: Bool = false) -> Double {
        min(size.height / 2, Metrics(width: size.width, compact: compact).height)
    }

    /// The sizes of the bar's parts for a bar `width` wide: the controls scaled down to fit (`scale`)
    /// but no button below `minHitPx`, and the groups (Replace, Cover, Uncover, then Random) in
    /// as many rows as that takes; `compact` leaves the labels out.
    struct Metrics {
        let scale: Double
        let padding: Double
        let compact: Bool
        let headerHeight: Double
        let headerGap: Double
        let buttonHeight: Double
        let arrowWidth: Double
        let arrowGap: Double
        let groupGap: Double
        let randomWidth: Double
        /// Each row's items: 0, 1 and 2 the slide groups, 3 Random.
        let rows: [[Int]]

        init(width: Double, compact: Bool = false) {
            let k = SlidesDemoBar.scale(for: width)
            scale = k
            self.compact = compact
            padding = SlidesDemoBar.paddingPx * min(1, max(k * 2, 0.5))
            headerHeight = compact ? 0 : max(SlidesDemoBar.headerMinHeightPx, SlidesDemoBar.headerHeightPx * k)
            headerGap = compact ? 0 : SlidesDemoBar.headerGapPx
            buttonHeight = max(SlidesDemoBar.minHitPx, SlidesDemoBar.buttonHeightPx * k)
            arrowWidth = max(SlidesDemoBar.minHitPx, SlidesDemoBar.arrowWidthPx * k)
            arrowGap = max(2, SlidesDemoBar.arrowGapPx * k)
            groupGap = max(SlidesDemoBar.rowGapPx, SlidesDemoBar.groupGapPx * k)
            randomWidth = max(SlidesDemoBar.minHitPx * 1.5, SlidesDemoBar.randomWidthPx * k)
            let groupWidth = 4 * arrowWidth + 3 * arrowGap
            let widths = [groupWidth, groupWidth, groupWidth, randomWidth]
            let room = width - 2 * padding
            var rows: [[Int]] = [[]]
            var used = 0.0
            for (i, w) in widths.enumerated() {
                let needed = rows[rows.count - 1].isEmpty ? w : used + groupGap + w
                if needed > room && !rows[rows.count - 1].isEmpty {
                    rows.append([i])
                    used = w
                } else {
                    rows[rows.count - 1].append(i)
                    used = needed
                }
            }
            self.rows = rows
        }

        var groupWidth: Double { 4 * arrowWidth + 3 * arrowGap }
        /// A row's height: buttons over their labels.
        var rowHeight: Double { buttonHeight + headerGap + headerHeight }
        /// The width of the items of `row` side by side.
        func width(of row: [Int]) -> Double {
            row.map { $0 < 3 ? groupWidth : randomWidth }.reduce(0, +) + groupGap * Double(max(0, row.count - 1))
        }
        /// The bar's height: one of the app's bars, taller only when the rows need it.
        var height: Double {
            let n = Double(rows.count)
            let rowsHeight = n * rowHeight + (n - 1) * SlidesDemoBar.rowGapPx
            let bar = compact ? Constants.compactBarHeightPx : Constants.barHeightPx
            return n == 1 ? max(bar, rowsHeight) : rowsHeight + 2 * SlidesDemoBar.rowGapPx
        }
    }

    /// Width the controls need at full size (three groups of four and Random).
    static var controlsWidthPx: Double {
        let group = 4 * arrowWidthPx + 3 * arrowGapPx
        return 3 * group + 3 * groupGapPx + randomWidthPx
    }

    /// Scale of the controls for a bar `width` wide (1 when they fit).
    static func scale(for width: Double) -> Double {
        let k = (width - 2 * paddingPx) / controlsWidthPx
        return k.isFinite ? max(0, min(1, k)) : 0
    }

    // MARK: Component

    /// Lays out in `environment`: its size class (a compact bar) and its palette.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        isCompact = environment.sizeClass.isCompact
        if environment.palette != palette {
            palette = environment.palette
            style = environment.controlStyle
            for c in controls { c.apply(environment) }
            version += 1
        }
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        self.size = size
        let m = Metrics(width: size.width, compact: isCompact)
        let k = m.scale, pad = m.padding
        let oneRow = m.rows.count == 1
        let controlsWidth = m.width(of: m.rows[0])
        let free = size.width - 2 * pad - controlsWidth
        showsStatus = oneRow && free >= SlidesDemoBar.statusMinWidthPx
        let statusWidth = showsStatus ? min(SlidesDemoBar.statusMaxWidthPx, free - SlidesDemoBar.groupGapPx) : 0
        let blockH = Double(m.rows.count) * m.rowHeight + Double(m.rows.count - 1) * SlidesDemoBar.rowGapPx
        var top = ((size.height - blockH) / 2).rounded()
        for row in m.rows {
            let rowWidth = m.width(of: row)
            var x = (showsStatus ? size.width - pad - rowWidth : (size.width - rowWidth) / 2).rounded()
            let buttonY = top, headerY = top + m.buttonHeight + m.headerGap
            for item in row {
                if item < 3 {
                    let kind = SlideKind.allCases[item]
                    headers[item].frame = Rect(x: x, y: headerY, width: m.groupWidth, height: m.headerHeight)
                    for (i, b) in (buttons[kind] ?? []).enumerated() {
                        b.frame = Rect(x: x + Double(i) * (m.arrowWidth + m.arrowGap), y: buttonY,
                                       width: m.arrowWidth, height: m.buttonHeight)
                        b.fontSizePx = max(SlidesDemoBar.arrowIconMinPx, SlidesDemoBar.arrowIconPx * k)
                    }
                    x += m.groupWidth + m.groupGap
                } else {
                    randomButton.frame = Rect(x: x, y: buttonY, width: m.randomWidth, height: m.buttonHeight)
                    x += m.randomWidth + m.groupGap
                }
            }
            top += m.rowHeight + SlidesDemoBar.rowGapPx
        }
        let compactRandom = k < SlidesDemoBar.randomTextMinScale
        randomButton.icon = compactRandom ? .random : .none
        randomButton.showsTitle = !compactRandom
        randomButton.fontSizePx = compactRandom ? max(SlidesDemoBar.arrowIconMinPx, SlidesDemoBar.arrowIconPx * k) : nil
        let longest = Double(headers.map(\.text.count).max() ?? 1)
        let headerFont = min(Constants.barLabelFontPx, m.groupWidth / (longest * SlidesDemoBar.headerCharWidthEm))
        for h in headers { h.fontSizePx = max(SlidesDemoBar.headerFontMinPx, headerFont) }
        let lineH = min(style.fontSizePx * 1.5, size.height / 2)
        statusTitle.frame = Rect(x: pad, y: size.height / 2 - lineH, width: max(0, statusWidth), height: lineH)
        statusDetail.frame = Rect(x: pad, y: size.height / 2, width: max(0, statusWidth), height: lineH)
    }

    /// Clicks go to the control under the press (through the router), which takes the focus;
    /// hovering highlights; the bar takes every press on it. Tab moves the focus through the
    /// buttons and lets it go past the last; Space and Return press the focused one.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press(let p, _, _):
            router.route(gesture, in: routedChildren(now: now), now: now)
            return Rect(size: size).contains(p)
        case .key(let key):
            return handleKey(key, now: now)
        case .release, .tap, .panBegin, .panUpdate, .panEnd:
            router.route(gesture, in: routedChildren(now: now), now: now)
            return true
        case .hover, .leave:
            router.route(gesture, in: routedChildren(now: now), now: now)
            return false
        case .cancel:
            return router.route(gesture, in: routedChildren(now: now), now: now)
        case .longPress, .scroll, .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return false
        }
    }

    /// Tab and Shift+Tab through the buttons (false past the last: the focus goes on); other keys
    /// to the focused button.
    private func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        return router.route(.key(key), in: routedChildren(now: now), now: now)
    }

    /// The buttons (the groups left to right, then Random; not the labels), at their frames.
    func routedChildren(now: Double) -> [RoutedChild] {
        (SlideKind.allCases.flatMap { buttons[$0] ?? [] } + [randomButton]).map { RoutedChild($0, frame: $0.frame) }
    }

    /// The buttons in Tab order (`FocusChain` walks them).
    func focusChildren(now: Double) -> [RoutedChild] { routedChildren(now: now) }

    func scene(now: Double) -> SceneNode {
        let shown = showsStatus ? controls : Array(controls.dropFirst(2))
        let current = shown.map(\.revision) + [showsStatus ? 1 : 0]
        if current != signature {
            signature = current
            version += 1
        }
        let barSize = size, background = palette.barBackground, line = palette.barEdge
        return .snapshot(SnapshotNode(key: SnapshotKey(self), version: version, size: size,
                                      frame: Rect(size: size)) {
            var nodes: [SceneNode] = [.fill(Rect(size: barSize), background),
                                      .fill(Rect(x: 0, y: 0, width: barSize.width, height: 1), line)]
            for c in shown where c.frame.width > 0 && c.frame.height > 0 {
                nodes.append(.translated(c.frame.x, c.frame.y, [c.scene(now: now)]))
            }
            return .stack(nodes)
        })
    }

    func isAnimating(now: Double) -> Bool { false }

    var state: [String: String] { [:] }

    /// A toolbar named "Slide actions" holding, in reading order, the status (the scene on top
    /// and what it covers, as text, while it shows), a group per kind of slide named by its
    /// header ("Replace") holding its four buttons, then Random; each where it is drawn.
    func semantics(now: Double) -> [SemanticsNode] {
        func placed(_ c: Control) -> [SemanticsNode] {
            guard c.frame.width > 0, c.frame.height > 0 else { return [] }
            return c.semantics(now: now).map { $0.offsetBy(c.frame.origin) }
        }
        var nodes = showsStatus ? placed(statusTitle) + placed(statusDetail) : []
        for (i, kind) in SlideKind.allCases.enumerated() {
            let group = buttons[kind] ?? []
            let frames = ([headers[i]] + group).map(\.frame).filter { $0.width > 0 && $0.height > 0 }
            guard let first = frames.first else { continue }
            let union = frames.dropFirst().reduce(first) { r, f in
                let x = min(r.minX, f.minX), y = min(r.minY, f.minY)
                return Rect(x: x, y: y, width: max(r.maxX, f.maxX) - x, height: max(r.maxY, f.maxY) - y)
            }
            nodes.append(SemanticsNode(role: .group, name: headers[i].text, frame: union, children: group.flatMap(placed)))
        }
        return [SemanticsNode(role: .toolbar, name: "Slide actions", frame: Rect(size: size),
                              children: nodes + placed(randomButton))]
    }
}
