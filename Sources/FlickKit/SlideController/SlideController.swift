import FlickCore

/// The unordered slide controller (after `EnkiUnorderedController`): scenes, made by
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
/// dissolves instead of moving (reduced motion).
///
/// Scenes are any components: children of the controller (`container`,
/// `enclosing(SlideController.self)`), laid out at its size, advanced, and drawn with
/// `placedScene(in:size:at:)` (a scene at rest with a `contentVersion` is an image keyed by the
/// scene itself, drawn once per version and size). A scene goes by a name in the state: the one
/// given with it, else the name the registry made it under, else its `Titled.title`, else
/// "Untitled". The top scene, at rest, gets the clicks, hovers and keys the controller does not
/// use, and publishes its state with the controller's.
public final class SlideController: SwipingContainer, LazilyLaidOut {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    // MARK: Layout and feel (component-specific)
    /// The settle spring after a drag rests within this many px.
    static let settleRestPx: Double = 0.25
    /// Drawn when there is no scene.
    /// A scene without any name.
    public static let untitled = "Untitled"

    // MARK: Public API
    /// Look and motion; changes apply to the next slide.
    public var options: SlideOptions
    /// The scenes the controller can show, by name.
    public var registry: SceneRegistry
    /// Supplies the scene a drag or a key brings in (kind: replace, or cover for ctrl; direction; the current top scene,
    /// whose name is `name(of:)`); nil, or returning nil, leaves drags and arrow keys alone.
    public var nextScene: ((_ kind: SlideKind, _ direction: SlideDirection, _ top: (any Component)?) -> (any Component)?)?
    /// Called with the new stack whenever it changes (a slide starts or a drag commits or cancels).
    public var onChange: ((SlideStack) -> Void)?
    /// The size of the last layout, px.
    public private(set) var size = Size(1, 1)

    // MARK: Internal state
    /// Bottom to top: stacked scenes in stack order, with leaving and pending ones among them.
    var layers: [SlideLayer] = []
    var nextLayerID = 0
    /// The bottom of the stack, hidden at rest under `layers` (top first; see `bury(now:)`).
    var buried: SlideStackNode?
    /// The names of the buried scenes, bottom to top, by scene.
    var buriedNames: [ObjectIdentifier: [String]] = [:]
    /// The latest slide, while its scenes move, a press holds it or a drag follows it.
    var transition: SlideTransition?
    /// Catches the latest slide on a press, moves it with a drag and ends the drag (the
    /// swipeable is the controller itself, in screen units, hence `reversed`).
    let swipe = SwipeController(policy: .projection(longSwipes: false))
    /// The last wheel notch, and whether its scroll gesture already slid.
    var lastScrollTime = -Double.infinity
    var scrollSlid = false
    /// What the controller was last laid out in, its size class made for its size; its scenes
    /// are laid out in it. With reduced motion, slides cross-fade in place.
    public internal(set) var environment = ComponentEnvironment()
    /// Scenes added since the last layout, or every scene (`setNeedsLayout()`), laid out at the
    /// next gesture, frame or scene with its time (`layoutIfNeeded(now:)`).
    var pendingLayout = PendingLayout()
    /// Delivers to the resting top scene the presses the slides do not catch, and the drags
    /// no slide takes (their release, click and pan follow it there).
    let router = ComponentRouter()

    /// A controller showing no scene yet, with the scenes of `registry`.
    public init(registry: SceneRegistry = SceneRegistry(), options: SlideOptions = SlideOptions()) {
        self.registry = registry
        self.options = options
        swipe.swipeable = self
        swipe.reversed = true
    }

    /// The scenes in the stack (settled target: a slide on its way counts as done).
    public var stack: SlideStack {
        SlideStack(buried: buried, upper: layers.filter { $0.role == .stacked }.map { ($0.name, $0.scene) })
    }
    /// The base scene (EnkiUnorderedController's `current`), named by `slides.current` even while covered.
    public var current: (any Component)? { stack.base }
    /// The top cover, if any.
    public var cover: (any Component)? { stack.cover }
    /// Number of covers.
    public var depth: Int { stack.depth }
    /// True while a drag moves scenes.
    public var isDragging: Bool { swipe.isDragging }

    /// Shows `scene` at once as the only scene (EnkiUnorderedController's `initCurrentWithNibName`), named
    /// `name` (default: see `name(of:)`).
    public func show(_ scene: any Component, name: String? = nil) {
        swipe.cancel()
        transition = nil
        let old = takeBuried() + layers
        layers = [makeLayer(scene, name: name, offset: .zero, role: .stacked, entered: nil, isCover: false)]
        releaseGone(old)
        notifyChange()
    }

    /// Shows the scene registered as `name` at once, or reports the unknown name.
    @discardableResult
    public func show(named name: String) -> Result<any Component, SceneRegistryError> {
        registry.make(name).map { scene in show(scene, name: name); return scene }
    }

    /// The top scene slides out `direction` as `scene` (named `name`, default: see `name(of:)`)
    /// slides in; the old one is then gone. `animated: false` swaps at once (EnkiUnorderedController's
    /// undefined direction).
    public func replace(with scene: any Component, name: String? = nil, direction: SlideDirection,
                        animated: Bool = true, now: Double) {
        start(.replace, scene: scene, name: name, direction: direction, animated: animated, now: now)
    }

    /// Replaces the top scene with the scene registered as `name`, or reports the unknown name.
    @discardableResult
    public func replace(withSceneNamed name: String, direction: SlideDirection, animated: Bool = true,
                        now: Double) -> Result<any Component, SceneRegistryError> {
        registry.make(name).map { scene in
            replace(with: scene, name: name, direction: direction, animated: animated, now: now)
            return scene
        }
    }

    /// `scene` (named `name`, default: see `name(of:)`) slides in `direction` over the top
    /// scene, which is kept under it.
    public func cover(with scene: any Component, name: String? = nil, direction: SlideDirection,
                      animated: Bool = true, now: Double) {
        start(.cover, scene: scene, name: name, direction: direction, animated: animated, now: now)
    }

    /// Covers the top scene with the scene registered as `name`, or reports the unknown name.
    @discardableResult
    public func cover(withSceneNamed name: String, direction: SlideDirection, animated: Bool = true,
                      now: Double) -> Result<any Component, SceneRegistryError> {
        registry.make(name).map { scene in
            cover(with: scene, name: name, direction: direction, animated: animated, now: now)
            return scene
        }
    }

    /// The name `scene` goes by: the one it was shown under when the controller holds it; else
    /// the name the registry made it under; else its `Titled.title`; else "Untitled".
    public func name(of scene: any Component) -> String {
        if let layer = layers.last(where: { $0.scene === scene }) { return layer.name }
        if let name = buriedNames[ObjectIdentifier(scene)]?.last { return name }
        return registry.name(of: scene) ?? scene.displayTitle(or: SlideController.untitled)
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
    public func progress(now: Double) -> Double? { transition.flatMap { progress(of: $0, now: now) } }

    /// True while a slide moves or a drag follows the pointer.
    public func isSliding(now: Double) -> Bool { isDragging || layers.contains { $0.isMoving(now: now) } }

    // MARK: Component

    /// Lays out the controller in `environment`, which it hands its scenes.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Lays out the controller and every scene it holds at its size.
    public func layout(size: Size, now: Double) {
        pendingLayout.clear()
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        for scene in distinctScenes { scene.layout(size: self.size, now: now, environment: environment) }
    }

    /// Drags slide scenes; keys start slides; anything else goes to the scene on top.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        layoutIfNeeded(now: now)
        defer { layoutIfNeeded(now: now) }
        return handleGesture(gesture, now: now)
    }

    /// Drops scenes that finished leaving, forgets a slide that has come to rest, sets aside the
    /// scenes a deep stack hides (`bury(now:)`), and advances the scenes in play.
    public func advance(to now: Double) {
        layoutIfNeeded(now: now)
        prune(now: now)
        bury(now: now)
        for scene in distinctScenes { scene.advance(to: now) }
    }

    /// The visible scenes, bottom to top, at their places for `now`.
    public func scene(now: Double) -> SceneNode {
        layoutIfNeeded(now: now)
        return makeScene(now: now)
    }

    /// Marks the controller as needing layout: it and its scenes are laid out again at its size
    /// at the next gesture, frame or scene, with that moment's time.
    public func setNeedsLayout() { pendingLayout.invalidate() }

    /// Lays the controller and its scenes out again at its size (`layoutIfNeeded(now:)` after
    /// `setNeedsLayout()`).
    func layOutAgain(now: Double) { layout(size: size, now: now) }

    /// Lays out a scene added since the last layout at the controller's size.
    func layOutAdded(_ scene: any Component, now: Double) {
        scene.layout(size: size, now: now, environment: environment)
    }

    /// True while a slide moves, a drag follows the pointer or a scene animates.
    public func isAnimating(now: Double) -> Bool {
        isSliding(now: now) || distinctScenes.contains { $0.isAnimating(now: now) }
    }

    /// The earliest deadline of a scene.
    public func nextDeadline(now: Double) -> Double? {
        distinctScenes.compactMap { $0.nextDeadline(now: now) }.min()
    }

    /// `slides.current`, `slides.cover` and `slides.depth`, then the top scene's state
    /// (`PublishedState`: a nested controller's keys go under `slides[scene].`).
    public var state: [String: String] {
        let stack = self.stack
        return PublishedState.merge(own: stack.state, children: [("slides[scene]", stack.top?.state ?? [:])])
    }
}
