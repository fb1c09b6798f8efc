import FlickCore

/// The unordered slide controller (seed: slides--unordered-slide-controller): scenes, made by
/// name from a `SceneRegistry`, that replace, cover and uncover each other sliding up, down,
/// left or right.
///
/// - `replace(with:direction:)`: the top scene slides out as the new one slides in; the old
///   one is gone afterwards. While covered, the top cover is what gets replaced.
/// - `cover(with:direction:)`: a new scene slides over the top one, which is kept under it;
///   covers form a stack of any depth. `uncover(direction:)` slides the top cover away.
/// - Drags replace interactively (the incoming scene, from `nextScene`, follows the pointer
///   along the drag's dominant axis and commits or cancels on release by distance and speed);
///   with ctrl held a drag covers the same way (the top scene stays put under the incoming one);
///   arrow keys replace, ctrl+arrow covers, BackSpace uncovers; a scroll gesture (the wheel,
///   a touchpad swipe) replaces once along its axis.
///
/// Every slide is interruptible: a press catches the latest one where it is, a drag then
/// carries on from there, and a new slide starts from wherever the scenes are. Slides take
/// `options.durationS` (0.5 s) along `options.curve` (ease-in-out); the `crossFade` style
/// dissolves instead of moving (reduced motion). Scenes are snapshots, drawn once per size.
public final class SlideController: Component {
    // MARK: Layout and feel (component-specific)
    /// The settle spring after a drag rests within this many px.
    static let settleRestPx: Double = 0.25
    /// Drawn when there is no scene.
    static let emptyBackground = Color(hex: 0x101216)

    // MARK: Public API
    public var options: SlideOptions
    public var registry: SceneRegistry
    /// Supplies the scene a drag or a key brings in (kind: replace, or cover for ctrl; direction; the current top scene);
    /// nil, or returning nil, leaves drags and arrow keys alone.
    public var nextScene: ((_ kind: SlideKind, _ direction: SlideDirection, _ top: SlideScene?) -> SlideScene?)?
    /// Called with the new stack whenever it changes (a slide starts or a drag commits or cancels).
    public var onChange: ((SlideStack) -> Void)?
    public private(set) var size = Size(1, 1)

    // MARK: Internal state
    /// Bottom to top: stacked scenes in stack order, with leaving and pending ones among them.
    var layers: [SlideLayer] = []
    var nextLayerID = 0
    /// The latest slide, while its scenes move, a press holds it or a drag follows it.
    var transition: SlideTransition?
    /// Catches the latest slide on a press, moves it with a drag and ends the drag (the
    /// swipeable is the controller itself, in screen units, hence `reversed`).
    let swipe = SwipeController(policy: .projection(longSwipes: false))
    /// The last wheel notch, and whether its scroll gesture already slid.
    var lastScrollTime = -Double.infinity
    var scrollSlid = false

    public init(registry: SceneRegistry = SceneRegistry(), options: SlideOptions = SlideOptions()) {
        self.registry = registry
        self.options = options
        swipe.swipeable = self
        swipe.reversed = true
    }

    /// The scenes in the stack (settled target: a slide on its way counts as done).
    public var stack: SlideStack { SlideStack(layers.filter { $0.role == .stacked }.map(\.scene)) }
    /// The base scene (the seed's `current`), named by `slides.current` even while covered.
    public var current: SlideScene? { stack.base }
    /// The top cover, if any.
    public var cover: SlideScene? { stack.cover }
    /// Number of covers.
    public var depth: Int { stack.depth }
    public var isDragging: Bool { swipe.isDragging }

    /// Shows `scene` at once as the only scene (the seed's `initCurrentWithNibName`).
    public func show(_ scene: SlideScene) {
        swipe.cancel()
        transition = nil
        layers = [makeLayer(scene, offset: .zero, role: .stacked, entered: nil, isCover: false)]
        notifyChange()
    }

    /// Shows the scene registered as `name` at once, or reports the unknown name.
    @discardableResult
    public func show(named name: String) -> Result<SlideScene, SceneRegistryError> {
        registry.make(name).map { scene in show(scene); return scene }
    }

    /// The top scene slides out `direction` as `scene` slides in; the old one is then gone.
    /// `animated: false` swaps at once (the seed's undefined direction).
    public func replace(with scene: SlideScene, direction: SlideDirection, animated: Bool = true, now: Double) {
        start(.replace, scene: scene, direction: direction, animated: animated, now: now)
    }

    @discardableResult
    public func replace(withSceneNamed name: String, direction: SlideDirection, animated: Bool = true,
                        now: Double) -> Result<SlideScene, SceneRegistryError> {
        registry.make(name).map { scene in replace(with: scene, direction: direction, animated: animated, now: now); return scene }
    }

    /// `scene` slides in `direction` over the top scene, which is kept under it.
    public func cover(with scene: SlideScene, direction: SlideDirection, animated: Bool = true, now: Double) {
        start(.cover, scene: scene, direction: direction, animated: animated, now: now)
    }

    @discardableResult
    public func cover(withSceneNamed name: String, direction: SlideDirection, animated: Bool = true,
                      now: Double) -> Result<SlideScene, SceneRegistryError> {
        registry.make(name).map { scene in cover(with: scene, direction: direction, animated: animated, now: now); return scene }
    }

    /// The top cover slides away `direction` (by default back the way it came), revealing the
    /// scene under it. Returns false when there is no cover.
    @discardableResult
    public func uncover(direction: SlideDirection? = nil, animated: Bool = true, now: Double) -> Bool {
        start(.uncover, scene: nil, direction: direction, animated: animated, now: now)
    }

    /// The slide under way (moving, held by a press or following a drag), or nil at rest.
    public var slideUnderWay: (kind: SlideKind, direction: SlideDirection)? { transition.map { ($0.kind, $0.direction) } }

    /// The latest slide's progress at `now`, 0 (before) ... 1 (done), or nil when no slide is under way.
    public func progress(at now: Double) -> Double? { transition.flatMap { progress(of: $0, at: now) } }

    /// True while a slide moves or a drag follows the pointer.
    public func isSliding(at now: Double) -> Bool { isDragging || layers.contains { $0.isMoving(at: now) } }

    // MARK: Component

    public func layout(size: Size, now: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? max(1, v) : 1 }
        self.size = Size(clean(size.width), clean(size.height))
    }

    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool { handleGesture(gesture, now: now) }

    /// Drops scenes that finished leaving and forgets a slide that has come to rest.
    public func advance(to now: Double) { prune(at: now) }

    public func scene(at now: Double) -> SceneNode { makeScene(at: now) }

    public func isAnimating(at now: Double) -> Bool { isSliding(at: now) }

    public var state: [String: String] { stack.state }
}
