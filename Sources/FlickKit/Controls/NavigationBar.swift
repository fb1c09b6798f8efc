import FlickCore

/// A top bar: a centred title between leading and trailing buttons (e.g. "☰" and "⚙", or
/// "‹ Back"). Each button keeps the width its frame had when it was added (44 px when it
/// had none); the bar places them at its ends, vertically inset. The bar itself takes no
/// focus; its buttons do.
public final class NavigationBar: Control {
    public static let heightPx: Double = 48
    /// Default button width, and the inset around buttons, px.
    static let itemWidthPx: Double = 44
    static let itemInsetPx: Double = 6
    static let titleFontPx: Double = 16
    public static let defaultBackground = Color(hex: 0x1E2128)

    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    public var leadingItems: [Button] { didSet { rememberWidths(); placeItems(); setNeedsDisplay() } }
    public var trailingItems: [Button] { didSet { rememberWidths(); placeItems(); setNeedsDisplay() } }
    public var background: Color { didSet { if background != oldValue { setNeedsDisplay() } } }
    private var widths: [ObjectIdentifier: Double] = [:]
    private let router = ControlRouter()

    public init(title: String, leading: [Button] = [], trailing: [Button] = [],
                background: Color = NavigationBar.defaultBackground, frame: Rect = .zero,
                style: ControlStyle = .standard) {
        self.title = title; leadingItems = leading; trailingItems = trailing; self.background = background
        super.init(name: "bar", frame: frame, style: style)
        rememberWidths()
        placeItems()
    }

    public override var acceptsFocus: Bool { false }

    public override var subcontrols: [Control] { leadingItems + trailingItems }

    private func rememberWidths() {
        for b in leadingItems + trailingItems where widths[ObjectIdentifier(b)] == nil {
            widths[ObjectIdentifier(b)] = b.frame.width > 0 ? b.frame.width : NavigationBar.itemWidthPx
        }
    }

    public override func didLayout() { placeItems() }

    func placeItems() {
        let inset = min(NavigationBar.itemInsetPx, size.height / 4)
        let h = max(0, size.height - 2 * inset)
        var x = inset
        for b in leadingItems {
            let w = min(widths[ObjectIdentifier(b)] ?? NavigationBar.itemWidthPx, max(0, size.width / 3))
            b.frame = Rect(x: x, y: inset, width: w, height: h)
            x += w + inset / 2
        }
        var right = size.width - inset
        for b in trailingItems.reversed() {
            let w = min(widths[ObjectIdentifier(b)] ?? NavigationBar.itemWidthPx, max(0, size.width / 3))
            b.frame = Rect(x: right - w, y: inset, width: w, height: h)
            right -= w + inset / 2
        }
    }

    /// The title's frame: centred, clear of the buttons on both sides.
    var titleFrame: Rect {
        let lead = (leadingItems.map(\.frame.maxX).max() ?? 0) + 8
        let trail = size.width - (trailingItems.map(\.frame.minX).min() ?? size.width) + 8
        let side = max(lead, trail)
        return Rect(x: side, y: 0, width: max(0, size.width - 2 * side), height: size.height)
    }

    public override func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .key: return false
        case .press(let p, _, _):
            let used = router.route(gesture, in: subcontrols, now: now)
            // A press on the bar itself belongs to the bar (a deck may pan from it).
            return used || Rect(size: size).contains(p)
        default:
            return router.route(gesture, in: subcontrols, now: now)
        }
    }

    /// Ends a held button press without a click (a parent took the pan).
    public func cancelItemPress() { router.cancel() }

    public override func claimsPan(at p: Point) -> Bool { ControlRouter.claimsPan(at: p, in: subcontrols) }

    public override func content(at now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        var nodes: [SceneNode] = [.fill(bounds, background),
                                  .fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), style.separator)]
        nodes.append(.text(TextNode(title, frame: titleFrame,
                                    font: FontSpec(family: style.fontFamily, size: NavigationBar.titleFontPx, weight: .bold),
                                    color: style.text, alignment: .center)))
        for b in subcontrols { nodes.append(.translated(b.frame.x, b.frame.y, [b.scene(at: now)])) }
        return nodes
    }
}
