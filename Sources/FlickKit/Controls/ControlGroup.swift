import FlickCore

/// A panel of controls with keyboard focus and vertical scrolling.
///
/// It lays the controls out through `layoutHandler`, routes gestures to them
/// (`ComponentRouter`, which also focuses the control a press lands on), moves keyboard focus
/// with Tab and Shift+Tab (`FocusChain`, the controls in order, subcontrols after their own), scrolls
/// vertically when the content is taller than the panel (wheel, vertical drag with momentum,
/// Up/Down/Page keys when no control takes them, focus kept in view; with a control focused,
/// Up and Down move the focus), and draws through a
/// snapshot re-rendered only when a control changes.
///
/// Horizontal pans that no control claims are not used (`handle` returns false), so a deck
/// around the panel can take them; the router asks its controls for their claim before a pan
/// begins (`ComponentRouter.claimsPan(_:along:in:now:)`).
public final class ControlGroup: RoutingContainer {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// Extra space under the last control when scrolling, px.
    static let bottomPaddingPx: Double = 16
    /// Height of the cached bands the content is drawn in, px.
    static let tileHeightPx: Double = 192
    /// How far a control may draw outside its frame (the focus ring), px.
    static let ringMarginPx: Double = 6
    /// Keyboard scroll step (Up/Down), px.
    static let keyScrollPx: Double = 48

    /// The controls, frames in content coordinates (y grows down the scrollable content).
    public var controls: [Control] {
        didSet {
            for old in oldValue where !controls.contains(where: { $0 === old }) {
                FocusChain.clearFocus(in: old, now: 0)
            }
            for c in controls { c.apply(environment) }
            contentChanged()
        }
    }
    /// What it was last laid out in (`layout(size:now:environment:)`): its controls follow its
    /// appearance, and so does the scroll indicator.
    public private(set) var environment = ComponentEnvironment()
    /// Places the controls for a size and returns the content height (nil: the lowest frame).
    public var layoutHandler: ((_ size: Size) -> Double?)?
    /// Fill behind the controls (nil: transparent). An opaque one lets the cached drawing be copied, not blended.
    public var background: Color? { didSet { contentChanged() } }
    /// Drawn over the background and under the controls, in content coordinates (a coloured band).
    /// Call `setNeedsDisplay()` when what it draws changes.
    public var decoration: ((_ contentSize: Size) -> [SceneNode])? { didSet { contentChanged() } }
    /// Whether content taller than the panel scrolls (true) or is cut off at the bottom.
    public var scrollsVertically: Bool {
        get { scroller.isEnabled }
        set { scroller.isEnabled = newValue }
    }
    /// The size laid out (at least 1x1).
    public private(set) var size: Size = Size(1, 1)
    /// The height of the content, from the last layout (what scrolls when it is taller than `size`).
    public private(set) var contentHeight: Double = 0
    /// The control with keyboard focus (a subcontrol too), or nil.
    public var focusedControl: Control? {
        func search(_ list: [Control]) -> Control? {
            for c in list {
                if let found = search(c.subcontrols) { return found }
                if c.isFocused { return c }
            }
            return nil
        }
        return search(controls)
    }

    let router = ComponentRouter()
    /// The content's scrolling: the offset, drags, momentum and the overlay scroll indicator.
    var scroller = ScrollModel()
    var layoutVersion = 0

    /// A panel of `controls` over `background` (nil: transparent), placed by `layoutHandler`
    /// (nil: the controls keep the frames they have).
    public init(controls: [Control] = [], background: Color? = nil,
                layoutHandler: ((_ size: Size) -> Double?)? = nil) {
        self.controls = controls
        self.background = background
        self.layoutHandler = layoutHandler
    }

    /// Re-runs the layout (after controls were added or their content changed size).
    public func setNeedsLayout(now: Double = 0) { layout(size: size, now: now) }

    /// Moves focus to `control` (nil clears it) and scrolls it into view.
    public func focus(_ control: Control?, now: Double = 0) {
        FocusChain.focus(control, among: controls, now: now)
        if let control { scrollToVisible(control, now: now) }
    }

    /// The scroll offset at `now` (0 = top).
    public func scrollOffset(now: Double) -> Double { scroller.offset(now: now) }

    /// The largest scroll offset.
    public var maxScroll: Double { scroller.maxOffset }

    /// Jumps or springs to `offset` (clamped).
    public func scroll(to offset: Double, animated: Bool, now: Double) {
        scroller.scroll(to: offset, animated: animated, now: now)
    }

    /// Marks the drawing as changed (for `decoration`; controls report their own changes).
    public func setNeedsDisplay() { contentChanged() }

    func contentChanged() { layoutVersion &+= 1 }

    // MARK: Component

    /// Takes `size`, runs `layoutHandler` (which places the controls and gives the content height)
    /// and keeps the scroll offset within the new range.
    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        let lowest = controls.map(\.frame.maxY).max() ?? 0
        let reported = layoutHandler?(self.size)
        let lowestAfter = controls.map(\.frame.maxY).max() ?? lowest
        let h = reported ?? (lowestAfter + ControlGroup.bottomPaddingPx)
        contentHeight = h.isFinite ? max(0, h) : 0
        scroller.setLengths(viewport: self.size.height, content: contentHeight)
        scroller.keepInRange(now: now)
        contentChanged()
    }

    /// Hands `environment` to every control (`Control.apply(_:)`), redraws when the appearance
    /// changed (the `decoration` may read it), then lays out at `size`.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        let changed = environment.appearance != self.environment.appearance
        self.environment = environment
        for c in controls { c.apply(environment) }
        if changed { contentChanged() }
        layout(size: size, now: now)
    }

    /// Routes the gesture: pointer gestures to the control under the press (in content
    /// coordinates), Tab and Shift+Tab to the focus chain, keys to the focused control, and
    /// what no control takes to the panel's own vertical scrolling. Returns false for horizontal
    /// pans no control claims, so a container can have them.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool { handleGesture(gesture, now: now) }

    /// Settles the scroll, shows or fades the scroll indicator, and advances every control.
    public func advance(to now: Double) {
        scroller.advance(to: now)
        for c in controls { c.advance(to: now) }
    }

    /// The background, the decoration and the controls at the scroll offset, drawn from cached
    /// bands that are drawn again only when a control changes.
    public func scene(now: Double) -> SceneNode { makeScene(now: now) }

    /// True while the content scrolls, the scroll indicator fades or a control moves.
    public func isAnimating(now: Double) -> Bool {
        scroller.isAnimating(now: now) || controls.contains { $0.isAnimating(now: now) }
    }

    /// True while the content moves (a spring, or a drag).
    func isScrolling(now: Double) -> Bool { scroller.isMoving(now: now) }

    /// When the scroll indicator starts fading, or a control's deadline, whichever is first.
    public func nextDeadline(now: Double) -> Double? {
        ([scroller.nextDeadline(now: now)] + controls.map { $0.nextDeadline(now: now) }).compactMap { $0 }.min()
    }

    /// Its controls' state, merged (`PublishedState`: a key two controls publish is kept under the
    /// later one's slot, `controls[INDEX].KEY`), so a text field's `NAME.text` reaches the root.
    public var state: [String: String] {
        PublishedState.merge(own: [:], children: controls.enumerated().map { ("controls[\($0.offset)]", $0.element.state) })
    }

    // MARK: RoutingContainer, focus

    /// The controls in Tab order (their order in `controls`), where the scroll offset shows them.
    public func focusChildren(now: Double) -> [RoutedChild] { routedChildren(now: now).reversed() }

    /// Tab through the controls (`FocusChain`); past the last the group lets the focus go.
    public func moveFocus(backward: Bool, now: Double) -> Bool {
        let moved = router.moveFocus(in: focusChildren(now: now), backward: backward, wraps: false, now: now)
        if let f = focusedControl { scrollToVisible(f, now: now) }
        return moved
    }

    /// The controls, last (topmost) first, where the scroll offset shows them (panel coordinates).
    public func routedChildren(now: Double) -> [RoutedChild] {
        let y = scroller.offset(now: now)
        return controls.reversed().map { RoutedChild($0, frame: Rect(x: $0.frame.x, y: $0.frame.y - y, width: $0.frame.width, height: $0.frame.height)) }
    }

    // MARK: Geometry

    /// The frame of `control` (a top-level control or a subcontrol) in content coordinates.
    func contentFrame(of control: Control) -> Rect? {
        func search(_ list: [Control], origin: Point) -> Rect? {
            for c in list {
                let f = c.frame.offsetBy(dx: origin.x, dy: origin.y)
                if c === control { return f }
                if let r = search(c.subcontrols, origin: f.origin) { return r }
            }
            return nil
        }
        return search(controls, origin: .zero)
    }

    /// Scrolls the least amount that shows `control` whole.
    func scrollToVisible(_ control: Control, now: Double) {
        guard maxScroll > 0, let f = contentFrame(of: control) else { return }
        let top = scroller.target, margin = 8.0
        if f.minY - margin < top {
            scroll(to: f.minY - margin, animated: true, now: now)
        } else if f.maxY + margin > top + size.height {
            scroll(to: f.maxY + margin - size.height, animated: true, now: now)
        }
    }
}
