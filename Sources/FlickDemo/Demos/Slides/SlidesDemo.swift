import FlickCore
import FlickKit

/// The slides demo: a `SlideController` over the demo's named scenes, above a control bar along
/// the bottom (replace, cover and uncover in each direction, and Random), so a scene's title and
/// caption are never under the bar, however many rows it takes.
///
/// Drags and arrow keys walk the scenes in order: travelling left or up brings the next scene,
/// right or down the previous one; ctrl+arrow covers with it, BackSpace uncovers, `r` is Random.
/// Random replaces with a random other scene in a random direction (a seeded generator, so
/// recordings are identical every run).
final class SlidesDemo: RoutingContainer {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    let containerLink: ContainerLink? = ContainerLink()
    /// The scene shown first.
    static let firstScene = "Coral"
    /// The most covers the demo stacks (README, "Controls (slides)"): a cover more is not made,
    /// and a saved session keeps them all (no more than `SlideController.restorableDepthLimit`).
    static let maxCovers = 100
    /// Where a restored session that had to drop covers says so (stderr by default).
    var warn: (String) -> Void = SlidesDemo.warnOnStandardError

    let controller: SlideController
    let bar = SlidesDemoBar()
    /// The Random button's seed (the same scenes every run).
    static let randomSeed: UInt64 = 0x5EED_0005_11DE_5001
    var random = SeededRandom(seed: SlidesDemo.randomSeed)
    public private(set) var size = Size(1, 1)
    /// The press went to the bar (its release, tap or pan follow it there).
    /// Delivers pointer gestures to the bar and the controller.
    private let router = ComponentRouter()

    /// What the demo was last laid out in, handed to the controller (with reduced motion, slides
    /// cross-fade in place instead of travelling) and the bar.
    public private(set) var environment = ComponentEnvironment()

    public init() {
        controller = SlideController(registry: SlidesDemoScenes.registry())
        controller.nextScene = { [weak self] kind, direction, top in
            guard let self, kind != .cover || self.canCover else { return nil }
            return self.scene(after: top, direction)
        }
        controller.onChange = { [weak self] stack in self?.bar.setStack(stack) }
        bar.onSlide = { [weak self] kind, direction, now in self?.slide(kind, direction, now: now) }
        bar.onRandom = { [weak self] now in self?.randomReplace(now: now) }
        controller.show(named: SlidesDemo.firstScene)
        adoptChild(controller)
    }

    /// The demo as the `--demo slides` component.
    public static func make() -> SlidesDemo { SlidesDemo() }

    /// The scene a slide `direction` brings after `top`: the next one in order travelling left or up,
    /// the previous one travelling right or down.
    func scene(after top: (any Component)?, _ direction: SlideDirection) -> (any Component)? {
        let names = SlidesDemoScenes.names
        let i = top.flatMap { names.firstIndex(of: controller.name(of: $0)) } ?? -1
        let step = direction == .left || direction == .up ? 1 : -1
        let next = ((i + step) % names.count + names.count) % names.count
        return try? controller.registry.make(names[next]).get()
    }

    /// A button's slide: replace or cover with the scene `direction` walks to, or uncover.
    func slide(_ kind: SlideKind, _ direction: SlideDirection, now: Double) {
        switch kind {
        case .uncover:
            controller.uncover(direction: direction, now: now)
        case .replace, .cover:
            guard kind != .cover || canCover, let scene = scene(after: controller.stack.top, direction) else { return }
            if kind == .replace {
                controller.replace(with: scene, direction: direction, now: now)
            } else {
                controller.cover(with: scene, direction: direction, now: now)
            }
        }
    }

    /// True while the stack has room for a cover more (`maxCovers`).
    var canCover: Bool { controller.depth < SlidesDemo.maxCovers }

    /// Random: a scene not in the stack (once every scene is, one neither on top nor at the
    /// bottom), in a random direction (EnkiUnorderedController's sample app), so a cover never
    /// shows the scene it covers ("Coral" over "Coral").
    func randomReplace(now: Double) {
        let stacked = controller.stack.names
        let unused = SlidesDemoScenes.names.filter { !stacked.contains($0) }
        let names = unused.isEmpty ? SlidesDemoScenes.names.filter { $0 != stacked.last && $0 != stacked.first } : unused
        let name = names[random.index(below: names.count)]
        let direction = SlideDirection.allCases[random.index(below: SlideDirection.allCases.count)]
        controller.replace(withSceneNamed: name, direction: direction, now: now)
    }

    var barFrame: Rect {
        let h = SlidesDemoBar.height(for: size, compact: environment.sizeClass.isCompact)
        return Rect(x: 0, y: size.height - h, width: size.width, height: h)
    }

    /// The controller's frame: the view above the bar (at least 1 px high).
    var sceneFrame: Rect {
        Rect(x: 0, y: 0, width: size.width, height: max(1, barFrame.minY))
    }

    // MARK: Component

    /// Lays out in `environment`, which it hands its children.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        controller.layout(size: sceneFrame.size, now: now, environment: environment)
        bar.layout(size: barFrame.size, now: now, environment: environment)
    }

    /// Tab moves the focus through the bar's buttons and keys go to the focused one first; `r`
    /// slides a random scene in; other keys, scrolls and pinches go to the controller;
    /// presses, hovers and what follows a press go through the router to the bar or the controller.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .key(let key):
            if bar.handle(gesture, now: now) { return true }
            if key.matches("r") {
                randomReplace(now: now)
                return true
            }
            return controller.handle(gesture, now: now)
        case .scroll, .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return controller.handle(gesture, now: now)
        default:
            return router.route(gesture, in: routedChildren(now: now), now: now)
        }
    }

    /// The bar, then the controller above it.
    func routedChildren(now: Double) -> [RoutedChild] {
        [RoutedChild(bar, frame: barFrame), RoutedChild(controller, frame: sceneFrame)]
    }

    func advance(to now: Double) { controller.advance(to: now) }

    func scene(now: Double) -> SceneNode {
        let f = barFrame
        let scenes = SceneNode.group(GroupNode([controller.scene(now: now)], clip: sceneFrame))
        return .group(GroupNode([scenes, .translated(f.x, f.y, [bar.scene(now: now)])],
                                clip: Rect(size: size)))
    }

    func isAnimating(now: Double) -> Bool { controller.isAnimating(now: now) }

    public var state: [String: String] { controller.state }
}
