import FlickCore

/// A translucent bar with an optional title and a row of `ToolbarButton`s that fades in
/// and out (Kindle-style overlay toolbars). Its owner decides when to show or hide it.
///
/// Layout: buttons share the width evenly (each at most `buttonMaxWidthPx`), centred when
/// there is no title; with a title the buttons sit at the trailing end and the title takes
/// the rest. Only a shown bar takes clicks; it consumes every click inside its bounds.
public final class Toolbar: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// Bar height for its owner's layout, px (`Constants.barHeightPx`).
    public static let heightPx: Double = Constants.barHeightPx
    /// Bar height in a small window, px (`Constants.compactBarHeightPx`): the buttons show their icons alone.
    public static let compactHeightPx: Double = Constants.compactBarHeightPx
    /// An owner lower than this uses `compactHeightPx`, px.
    @available(*, deprecated, renamed: "SizeClass.compactBelowHeightPx")
    public static let compactBelowHeightPx: Double = SizeClass.compactBelowHeightPx
    static let buttonMaxWidthPx: Double = 96
    static let paddingPx: Double = 12
    /// The title is laid out by its line box (ascent + descent), which centres DejaVu Sans's
    /// capitals 0.0185 em above the middle (ascent 0.928 em, descent 0.236 em, cap height
    /// 0.729 em); the title moves down by that much so its capitals sit on the bar's centre.
    static let titleOpticalOffsetEm: Double = 0.0185

    /// Where the bar's hairline goes (nil: none): the edge facing the content.
    public var edgeLine: ToolbarEdge?

    /// Text at the leading end (nil: the buttons are centred instead).
    public var title: String?
    /// The buttons, left to right.
    public var buttons: [ToolbarButton] { didSet { syncButtonStops() } }
    /// The size laid out.
    public private(set) var size: Size = .zero
    /// Target visibility (a fade may still be running).
    public private(set) var isShown = false
    /// Index of the button under a held press.
    public private(set) var pressedButton: Int?
    /// The buttons' focus stops, one per button (`Toolbar+Focus`).
    var buttonStops: [FocusStop] = []
    private var fade = AnimatedValue(0)
    /// The appearance it was last laid out in: its colours are that palette's.
    public private(set) var appearance = Appearance.dark

    /// A hidden bar with an optional `title` and `buttons`.
    public init(title: String? = nil, buttons: [ToolbarButton] = []) {
        self.title = title; self.buttons = buttons
        syncButtonStops()
    }

    /// Fades in or out over `Constants.toolbarFadeS` (shorter when a fade is reversed mid-way).
    public func setShown(_ shown: Bool, now: Double, animated: Bool = true) {
        isShown = shown
        if !shown {
            pressedButton = nil
            // A hidden bar's buttons take no focus, and keep none.
            for stop in buttonStops where stop.isFocused { stop.isFocused = false }
        }
        let to: Double = shown ? 1 : 0
        guard animated else { fade.set(to); return }
        let from = fade.value(now: now)
        fade.animate(to: to, now: now, duration: Constants.toolbarFadeS * abs(to - from), curve: .easeInOut)
    }

    /// 0 (hidden) ... 1 (shown) at `now`.
    public func opacity(now: Double) -> Double { min(1, max(0, fade.value(now: now))) }

    /// The frame of button `i` in the bar's coordinates.
    public func buttonFrame(_ i: Int) -> Rect {
        let n = Double(buttons.count)
        guard n > 0, i >= 0, i < buttons.count else { return .zero }
        let w = min(Toolbar.buttonMaxWidthPx, size.width / n)
        let total = w * n
        let x0 = title == nil ? (size.width - total) / 2 : size.width - total - Toolbar.paddingPx
        return Rect(x: x0 + Double(i) * w, y: 0, width: w, height: size.height)
    }

    /// The button at `p` (bar coordinates), if any.
    public func buttonIndex(at p: Point) -> Int? {
        buttons.indices.first { buttonFrame($0).contains(p) }
    }

    // MARK: Component

    /// Takes `size`; the buttons are placed from it when drawn.
    public func layout(size: Size, now: Double) { self.size = size }

    /// Takes `size` and the appearance of `environment`.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        appearance = environment.appearance
        layout(size: size, now: now)
    }

    /// While shown, takes every left click inside the bar and runs the clicked button's action
    /// (when enabled; the press focused it through its owner's router, `FocusChain`), moves the
    /// keyboard focus with Tab and presses the focused button with Space or Return
    /// (`Toolbar+Focus`), and reports the tooltip of a hovered button; a hidden bar takes nothing.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        let bounds = Rect(size: size)
        guard isShown else { pressedButton = nil; return false }
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1, bounds.contains(p) else { return false }
            pressedButton = buttonIndex(at: p)
            return true
        case .release(let p, _):
            pressedButton = nil
            return bounds.contains(p)
        case .tap(let p, _, let button, _):
            guard button == 1, bounds.contains(p) else { return false }
            if let i = buttonIndex(at: p), buttons[i].isEnabled { buttons[i].action(now) }
            return true
        case .key(let key):
            return handleKey(key, now: now)
        case .panBegin, .leave, .cancel:
            pressedButton = nil
            return false
        default:
            return false
        }
    }

    /// The translucent bar, its title and buttons, faded by `opacity(now:)`.
    public func scene(now: Double) -> SceneNode {
        let o = opacity(now: now)
        guard o > 0, size.width > 0, size.height > 0 else { return .empty }
        let palette = Palette(for: appearance)
        var nodes: [SceneNode] = [.fill(Rect(size: size), palette.overlayBarBackground)]
        if let title {
            let trailing = buttons.isEmpty ? Toolbar.paddingPx : size.width - buttonFrame(0).minX + Toolbar.paddingPx
            let frame = titleFrame(trailing: trailing)
            nodes.append(.text(TextNode(title, frame: frame,
                                        font: FontSpec(family: Constants.fontFamily, size: Constants.titleFontPx, weight: .bold),
                                        color: palette.text, alignment: buttons.isEmpty ? .center : .leading)))
        }
        for (i, b) in buttons.enumerated() {
            nodes.append(b.scene(in: buttonFrame(i), highlighted: i == pressedButton, palette: palette))
        }
        nodes.append(focusRingScene())
        switch edgeLine {
        case .bottom?: nodes.append(.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), palette.barEdge))
        case .top?: nodes.append(.fill(Rect(x: 0, y: 0, width: size.width, height: 1), palette.barEdge))
        case nil: break
        }
        return .group(GroupNode(nodes, opacity: o, clip: Rect(size: size)))
    }

    /// The title's box: the bar's height, moved down by `titleOpticalOffsetEm` so the capitals are
    /// centred, between the leading padding and `trailing` px from the right edge.
    func titleFrame(trailing: Double) -> Rect {
        Rect(x: Toolbar.paddingPx, y: Constants.titleFontPx * Toolbar.titleOpticalOffsetEm,
             width: max(0, size.width - Toolbar.paddingPx - trailing), height: size.height)
    }

    /// True while the bar fades.
    public func isAnimating(now: Double) -> Bool { fade.isAnimating(now: now) }

    /// A toolbar publishes no state; its owner does.
    public var state: [String: String] { [:] }
}
