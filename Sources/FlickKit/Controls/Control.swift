import FlickCore

/// The base of Flick's small reusable controls (`Button`, `Switch`, `SegmentedControl`,
/// `Slider`, `ListRow`, `Label`, `NavigationBar`): a `Component` that its parent places at
/// `frame`, operable by mouse and keyboard.
///
/// Coordinates are the control's own, as for every component: a parent routes gestures to it
/// through a `ComponentRouter` (`RoutedChild(control, frame: control.frame)`) and translates
/// `scene(now:)` by the frame's origin (`ControlGroup` does both). Keyboard focus is the one
/// mechanism of every component (`FocusChain`): a control is a focus stop while it
/// `acceptsFocus`, its subcontrols come after it in Tab order, and a press focuses the innermost
/// of them under it. The base tracks the press
/// (`isPressed` while the button is held inside), the hover, and focus; a click, or Space or
/// Return while focused, calls `activate(now:)`. Subclasses draw in `content(now:)` and bump
/// `revision` (through `setNeedsDisplay()`) on every visual change, so a parent can cache
/// their drawing until it changes.
open class Control: Component, SizeProviding {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// Where the parent placed the control, in the parent's coordinates; setting it lays the control out.
    public var frame: Rect {
        didSet {
            if frame != oldValue {
                size = Control.sanitized(frame.size)
                didLayout()
                setNeedsDisplay()
            }
        }
    }
    /// The control's own size (the frame's, never negative or NaN).
    public private(set) var size: Size = .zero
    /// Colours, fonts and metrics; changing it redraws the control. Until the app sets one (here
    /// or in the initializer), it is the control style of the environment the control was last laid
    /// out in (`ComponentEnvironment.controlStyle`), so the control follows light and dark; a style
    /// the app set is kept whatever the environment.
    public var style: ControlStyle {
        get { assignedStyle ?? environmentStyle }
        set {
            let old = style
            assignedStyle = newValue
            if newValue != old { setNeedsDisplay() }
        }
    }
    /// The style the app set, or nil: the environment's.
    public private(set) var assignedStyle: ControlStyle?
    /// The control style of the environment last applied (`apply(_:)`).
    private var environmentStyle = ControlStyle.standard
    /// The appearance of the environment last applied (`apply(_:)`): the palette for what a
    /// control draws beyond its style's roles.
    public private(set) var appearance = Appearance.dark
    /// The environment last applied (`apply(_:)`), nil before the first: a control that gains
    /// subcontrols later hands it to them.
    public private(set) var appliedEnvironment: ComponentEnvironment?
    /// A disabled control takes no input and is skipped by Tab.
    public var isEnabled = true { didSet { if isEnabled != oldValue { if !isEnabled { cancelPress() }; setNeedsDisplay() } } }
    /// Whether the control has keyboard focus (set by the focus mechanism, `FocusChain`); draws the focus ring.
    public var isFocused = false { didSet { if isFocused != oldValue { setNeedsDisplay() } } }
    /// True while a press that began on the control is held over it.
    public private(set) var isPressed = false
    /// True while the pointer hovers over the control with no button held.
    public private(set) var isHovered = false
    /// Bumped on every visual change: a parent may cache the drawing while it stays the same.
    /// A focused control's includes the window's `FocusVisibility.generation`, so its ring
    /// comes and goes with focus visibility.
    public var revision: Int { isFocused ? drawRevision &+ FocusRing.generation &* 1_000_003 : drawRevision }
    /// Bumped by `setNeedsDisplay()`.
    private var drawRevision = 0
    /// A short name for the control (tests and traces use it).
    public var name: String
    /// What the control does, shown in a tooltip after the pointer rests on it (nil: no tooltip).
    public var tooltip: String?
    /// The label on screen that names the control (a field's "Name" beside it), or nil: its
    /// semantics node is `labelled-by` the label's, which screen readers follow.
    public weak var labelledBy: Label?
    /// Further links from the control's semantics node to other nodes, by their identifiers (a
    /// button that opens a drawer is its `controller-for`).
    public var relations: [SemanticsRelation] = []

    /// A press began on the control and has not ended in a tap or a cancel yet.
    private var tracking = false
    /// The control took the current pan (`handlesDrag(startingAt:)`).
    private var dragging = false

    /// A control named `name` (for tests and traces) placed at `frame` in its parent, drawn with
    /// `style` (nil: the control style of the environment it is laid out in).
    public init(name: String = "", frame: Rect = .zero, style: ControlStyle? = nil) {
        self.name = name
        self.frame = frame
        self.assignedStyle = style
        size = Control.sanitized(frame.size)
    }

    /// Takes `environment`'s appearance and control style (used while the app set no `style`),
    /// redrawing on a change, and hands it to the subcontrols. A parent that places controls by
    /// their frames (`ControlGroup`, `Stack`) calls it at its own layout.
    open func apply(_ environment: ComponentEnvironment) {
        appliedEnvironment = environment
        let newStyle = environment.controlStyle
        if newStyle != environmentStyle || environment.appearance != appearance {
            environmentStyle = newStyle
            appearance = environment.appearance
            setNeedsDisplay()
        }
        for c in subcontrols { c.apply(environment) }
    }

    /// The colours of the appearance last applied.
    public var palette: Palette { Palette(for: appearance) }

    /// Marks the drawing as changed.
    public func setNeedsDisplay() { drawRevision &+= 1 }

    /// Whether Tab stops on the control (enabled, interactive controls).
    open var acceptsFocus: Bool { isEnabled }

    /// None by default (a container draws a control live); a control that can tell when its
    /// drawing at rest changes returns a version (`Component.contentVersion`).
    open var contentVersion: Int? { nil }

    /// Controls inside this one (a list row's accessory), in Tab order after it.
    open var subcontrols: [Control] { [] }

    /// The subcontrols at their frames: Tab reaches them after the control, and a press on one
    /// focuses it rather than the control.
    open func focusChildren(now: Double) -> [RoutedChild] {
        subcontrols.map { RoutedChild($0, frame: $0.frame) }
    }

    /// This control's revision combined with its subcontrols' (changes whenever any of them redraws).
    public var treeRevision: Int {
        subcontrols.reduce(revision) { $0 &* 31 &+ $1.treeRevision }
    }

    /// Whether the control handles a drag starting at `p` (control coordinates) itself, e.g. a
    /// slider's knob drag; otherwise the pan cancels the press and goes to the parent. The
    /// control's pan claim (`PanClaiming`) follows from it while the control is enabled.
    open func handlesDrag(startingAt p: Point) -> Bool { false }

    // MARK: Hooks for subclasses

    /// Called after the size changed.
    open func didLayout() {}
    /// The size the control would like across `width` px (`SizeProviding`): by default the whole
    /// width and `Constants.defaultControlHeightPx`; subclasses state their own.
    open func preferredSize(for width: Double) -> Size {
        Size(width.isFinite ? max(0, width) : 0, Constants.defaultControlHeightPx)
    }
    /// Space/Return while focused, and (through `clicked(at:now:)`) a click.
    open func activate(now: Double) {}
    /// A click at `p` (control coordinates); the default activates.
    open func clicked(at p: Point, now: Double) { activate(now: now) }
    /// A press went down on the control at `p`.
    open func pressBegan(at p: Point, now: Double) {}
    /// A pan the control claimed (`handlesDrag(startingAt:)`) began (`info` in control coordinates).
    open func dragBegan(_ info: PanInfo, now: Double) {}
    /// The claimed pan moved (`info` in control coordinates).
    open func dragMoved(_ info: PanInfo, now: Double) {}
    /// The claimed pan ended: the button was released (`info.velocity` is the release velocity).
    open func dragEnded(_ info: PanInfo, now: Double) {}
    /// A key while focused; the default activates on Space and Return.
    open func keyPressed(_ key: KeyCombo, now: Double) -> Bool {
        guard key.matches("space") || key.matches("Return") else { return false }
        activate(now: now)
        return true
    }
    /// A wheel turn over the control; false lets the parent scroll.
    open func scrolled(by delta: Point, now: Double) -> Bool { false }
    /// The control's drawing in its own coordinates (without the focus ring).
    open func content(now: Double) -> [SceneNode] { [] }

    // MARK: Component

    /// Keeps the frame's origin and takes `size`: a parent that lays a control out like
    /// any component resizes it in place.
    open func layout(size: Size, now: Double) {
        frame = Rect(origin: frame.origin, size: size)
    }

    /// Takes `environment` when one is given (`apply(_:)`), then `frame`: a control keeps where
    /// its container placed it.
    open func place(in frame: Rect, now: Double, environment: ComponentEnvironment?) {
        if let environment { apply(environment) }
        self.frame = frame
    }

    /// Its scene translated to `frame`, unclipped: the focus ring lies outside the frame.
    open func framedScene(in frame: Rect, now: Double) -> SceneNode {
        .translated(frame.x, frame.y, [scene(now: now)])
    }

    /// Applies `environment` (`apply(_:)`), then lays out at `size`.
    open func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        apply(environment)
        layout(size: size, now: now)
    }

    /// The base behaviour every control shares: a left press inside starts tracking (`isPressed`),
    /// a tap that ends it over the control clicks (`clicked(at:now:)`), a pan goes to the control
    /// when `handlesDrag(startingAt:)` says so and otherwise cancels the press, hover and leave update
    /// `isHovered` (and report the `tooltip` of a hovered control), a scroll over it goes to `scrolled(by:now:)` and a key while focused to
    /// `keyPressed(_:now:)`. Returns whether the control used the gesture.
    @discardableResult
    open func handle(_ gesture: Gesture, now: Double) -> Bool {
        let bounds = Rect(size: size)
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1, isEnabled, bounds.contains(p) else { return false }
            tracking = true
            dragging = false
            setPressed(true)
            pressBegan(at: p, now: now)
            return true
        case .release(_, let button):
            guard button == 1, tracking else { return false }
            setPressed(false)
            return true
        case .tap(let p, _, let button, _):
            guard button == 1, tracking else { return false }
            tracking = false
            if isEnabled, bounds.contains(p) { clicked(at: p, now: now) }
            return true
        case .panBegin(let info):
            guard tracking else { return false }
            if handlesDrag(startingAt: info.start) {
                dragging = true
                dragBegan(info, now: now)
                return true
            }
            cancelPress()
            return false
        case .panUpdate(let info):
            guard dragging else { return false }
            dragMoved(info, now: now)
            return true
        case .panEnd(let info):
            guard dragging else { return false }
            dragging = false
            tracking = false
            setPressed(false)
            dragEnded(info, now: now)
            return true
        case .hover(let p):
            setHovered(bounds.contains(p))
            return false
        case .leave:
            setHovered(false)
            if !dragging { cancelPress() }
            return false
        case .cancel:
            let held = tracking
            cancelPress()
            return held
        case .scroll(let p, let delta, _):
            guard isEnabled, bounds.contains(p) else { return false }
            return scrolled(by: delta, now: now)
        case .key(let key):
            guard isFocused, isEnabled else { return false }
            return keyPressed(key, now: now)
        case .longPress, .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return false
        }
    }

    /// Nothing to do by default; a control with a timed animation settles it here.
    open func advance(to now: Double) {}

    /// The control's `content(now:)`, with the focus ring around `focusRect` while it is focused and
    /// enabled and focus is visible (`FocusRing`).
    public func scene(now: Double) -> SceneNode {
        guard size.width > 0, size.height > 0 else { return .empty }
        var nodes = content(now: now)
        if isFocused && isEnabled {
            nodes.append(FocusRing.scene(around: focusRect, style: style, cornerRadius: focusCornerRadius))
        }
        return .stack(nodes)
    }

    /// What the focus ring surrounds (control coordinates; default: the bounds).
    open var focusRect: Rect { Rect(size: size) }
    /// The focus ring's corner radius (default: the style's corner radius).
    open var focusCornerRadius: Double { style.cornerRadiusPx }

    /// Whether the control moves at `now` (a sliding knob or highlight); false by default.
    open func isAnimating(now: Double) -> Bool { false }

    /// No deadline by default.
    open func nextDeadline(now: Double) -> Double? { nil }

    /// Controls publish no state of their own; their owners do.
    open var state: [String: String] { [:] }

    // MARK: Helpers

    /// Ends a held press without a click (a parent took the pan, the pointer left).
    public func cancelPress() {
        tracking = false
        dragging = false
        setPressed(false)
    }

    private func setPressed(_ pressed: Bool) {
        guard isPressed != pressed else { return }
        isPressed = pressed
        setNeedsDisplay()
    }

    private func setHovered(_ hovered: Bool) {
        guard isHovered != hovered else { return }
        isHovered = hovered
        setNeedsDisplay()
    }

    static func sanitized(_ s: Size) -> Size {
        func clean(_ v: Double) -> Double { v.isFinite ? min(max(0, v), 100_000) : 0 }
        return Size(clean(s.width), clean(s.height))
    }

    // MARK: Semantics

    /// The role the control's semantics node has (`semantics(now:)`); a push button by default.
    open var semanticsRole: SemanticsRole { .button }

    /// The states every control shares: focusable (Tab reaches it), focused, disabled.
    public var baseSemanticsStates: SemanticsStates {
        var states: SemanticsStates = []
        if acceptsFocus { states.insert(.focusable) }
        if isFocused { states.insert(.focused) }
        if !isEnabled { states.insert(.disabled) }
        return states
    }

    /// The relations every control's node has: `labelled-by` its `labelledBy` label, if any,
    /// then its `relations`.
    public var baseSemanticsRelations: [SemanticsRelation] {
        (labelledBy.map { [SemanticsRelation(.labelledBy, $0.semanticsIdentifier)] } ?? []) + relations
    }

    /// One node for the control (frame: its bounds), named `name`, described by its `tooltip` (shown
    /// on hover while enabled),
    /// taking `activate` (what a click does) while enabled, with its subcontrols as children and
    /// its `labelled-by` relation. Subclasses add their value, states and actions.
    open func semantics(now: Double) -> [SemanticsNode] {
        let children = subcontrols.flatMap { c in c.semantics(now: now).map { $0.offsetBy(c.frame.origin) } }
        var node = SemanticsNode(role: semanticsRole, name: name, description: tooltip, tooltip: isEnabled ? tooltip : nil,
                                 states: baseSemanticsStates,
                                 frame: Rect(size: size), actions: isEnabled ? [.activate] : [], children: children,
                                 actionHandler: { [weak self] action, now in
                                     guard let self, self.isEnabled, action == .activate else { return false }
                                     self.activate(now: now)
                                     return true
                                 })
        node.relations = baseSemanticsRelations
        return [node]
    }
}
