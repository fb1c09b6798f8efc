import FlickCore

/// Anything that lays itself out, handles gestures, draws a scene and publishes state:
/// the unit every Flick component (swiper, carousel, deck, …) and control implements.
///
/// Coordinates are the component's own: (0,0) is its top-left corner. A container lists its
/// children and their frames (`RoutingContainer`) and its `ComponentRouter` hands each child its
/// gestures in the child's coordinates; it translates the child's scene to the same frame.
/// Sizes reach `layout(size:now:)` finite (`Size.finiteLayout`): containers make their own size
/// so there and hand children sizes derived from it.
/// Time is the injected clock's, in seconds; components never read a clock themselves.
///
/// Components nest: a container (a swiper's page slots, a deck's center and sides, …) holds
/// any `Component` as a child. It records the child with `adoptChild(_:)` so the child can find
/// it (`container`, `enclosing(_:)`), and draws it with `placedScene(in:size:at:)`, which reuses
/// a cached image of the child while the child says, through `contentVersion`, that its drawing
/// has not changed. What the tree lays out in (reduced motion, the UI scale, the size class, the
/// appearance) comes down the same way, at layout: `layout(size:now:environment:)`. Keyboard focus
/// is declared here too (`acceptsFocus`, `isFocused`, `focusChildren(now:)`, `moveFocus(backward:now:)`)
/// and walked once for every component by `FocusChain` and the router.
public protocol Component: AnyObject {
    /// Lays out for `size`. Called before the first frame and on every resize (relayout, never stretch).
    func layout(size: Size, now: Double)
    /// Lays out for `size` in `environment` (reduced motion, scale, size class, appearance): the
    /// host calls it for its root, a container for each child with its own environment, so the
    /// environment reaches every component down the tree. The default ignores the environment
    /// and calls `layout(size:now:)`; a component that reads it keeps it (its size class made
    /// for `size`) and passes it on to its children.
    func layout(size: Size, now: Double, environment: ComponentEnvironment)
    /// Handles one gesture; returns true when it consumed it.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool
    /// Processes timers due by `now` (e.g. a toolbar's auto-hide). Called before every frame and on deadlines.
    func advance(to now: Double)
    /// The scene at `now`.
    func scene(now: Double) -> SceneNode
    /// True while something moves, so the host keeps producing frames.
    func isAnimating(now: Double) -> Bool
    /// The next time `advance(to:)` has work while nothing animates, or nil (then nothing wakes the process).
    func nextDeadline(now: Double) -> Double?
    /// Published state values (docs/CONTRACTS.md §6): the settled target state, as strings.
    var state: [String: String] { get }
    /// The version of what the component draws while it is at rest, or nil (the default) when
    /// it cannot tell: then a container draws it live every frame.
    ///
    /// A component that returns a number promises that `scene(now:)` at rest draws the same
    /// pixels for the same number and size; it changes the number whenever that drawing changes
    /// (a tap count, a new text). Containers then draw it once into a snapshot keyed by the
    /// component itself and composite that image every frame (`placedScene(in:size:at:)`);
    /// while `isAnimating(now:)` is true it is drawn live whatever its version.
    var contentVersion: Int? { get }
    /// What the component shows, described for screen readers and tests: its semantics nodes with
    /// frames in its own coordinates (`SemanticsNode`). Built only when a host is asked for its tree,
    /// never per frame. By default nothing; a `RoutingContainer` gives its children's nodes.
    func semantics(now: Double) -> [SemanticsNode]
    /// Where the container holding this component records itself (`container`, `enclosing(_:)`),
    /// or nil (the default): a component that wants to find its container stores
    /// `let containerLink: ContainerLink? = ContainerLink()`.
    var containerLink: ContainerLink? { get }
    /// Lays the component out at `frame` of its container, in `environment` when one is known:
    /// by default at the frame's size (`layout(size:now:environment:)`); a control, which keeps its
    /// frame for its container's routing, takes the frame whole.
    func place(in frame: Rect, now: Double, environment: ComponentEnvironment?)
    /// The component drawn at `frame` of its container: by default `placedScene(in:size:at:)`
    /// (clipped to it, cached while at rest); a control is translated there unclipped, as its
    /// focus ring lies outside its frame.
    func framedScene(in frame: Rect, now: Double) -> SceneNode
    /// Whether Tab and a press may give this component the keyboard focus itself (a button, a
    /// switch). False by default: a container is no focus stop, its children are.
    var acceptsFocus: Bool { get }
    /// Whether this component holds the window's keyboard focus itself (it draws the ring and is
    /// `focused` in the semantics tree), or, for a component that keeps its focus to itself (no
    /// focus children), something inside it does. A part it draws itself is a `FocusStop` among
    /// its focus children instead, focused on its own. Set by the focus mechanism (`FocusChain`);
    /// false and ignored by default.
    var isFocused: Bool { get set }
    /// The children Tab walks through, in Tab order, frames in this component's coordinates (a
    /// press focuses the innermost focusable one under it). None by default: a component without
    /// them that is no focus stop keeps its focus to itself and is handed Tab as a key.
    func focusChildren(now: Double) -> [RoutedChild]
    /// Moves the keyboard focus one stop forward (Shift+Tab: `backward`) inside this component:
    /// true when it took or kept the focus, false when it has nothing (more) to focus, having let
    /// the focus go (the walk then goes on past it). By default `FocusChain.moveFocus(in:backward:now:)`.
    func moveFocus(backward: Bool, now: Double) -> Bool
}

extension Component {
    /// Ignores the environment by default: `layout(size:now:)`.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        layout(size: size, now: now)
    }
    /// Nothing to do by default.
    public func advance(to now: Double) {}
    /// No deadline by default.
    public func nextDeadline(now: Double) -> Double? { nil }
    /// Unknown by default: drawn live every frame.
    public var contentVersion: Int? { nil }
}
