import FlickCore
import FlickKit

/// The deck demo's center: its navigation stack, with the stack's bar shown (on its own, `flick
/// --demo deck`) or hidden (inside the shell, whose bar then carries the demo's buttons: one bar,
/// not two). Hidden, the stack is laid out one bar taller and drawn moved up by the bar's height.
final class DeckDemoCenter: RoutingContainer, TopBarProviding {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    let containerLink: ContainerLink? = ContainerLink()
    let stack: NavigationStack
    /// Delivers pointer gestures to the stack where it is drawn.
    let router = ComponentRouter()
    /// False: the stack's bar is out of sight (the shell's bar stands for it).
    /// A change lays the stack out again at the next gesture, frame or scene.
    var showsBar = true { didSet { if showsBar != oldValue { needsLayout = true } } }
    private(set) var size = Size(1, 1)
    /// The stack is laid out again at the next gesture, frame or scene, with its time.
    private var needsLayout = false
    /// What the center was last laid out in, handed to the stack.
    private(set) var environment = ComponentEnvironment()

    init(_ stack: NavigationStack) {
        self.stack = stack
        adoptChild(stack)
    }

    /// How far the stack is moved up, px.
    var hiddenBarHeight: Double { showsBar ? 0 : NavigationBar.heightPx }

    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        needsLayout = false
        self.size = size
        environment = environment.fitting(size)
        stack.layout(size: Size(size.width, size.height + hiddenBarHeight), now: now, environment: environment)
    }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        layoutIfNeeded(now: now)
        if case .key = gesture { return stack.handle(gesture, now: now) }
        return router.route(gesture, in: routedChildren(now: now), now: now)
    }

    /// The stack, moved up by the hidden bar's height.
    func routedChildren(now: Double) -> [RoutedChild] {
        [RoutedChild(stack, frame: Rect(x: 0, y: -hiddenBarHeight, width: size.width, height: size.height + hiddenBarHeight))]
    }

    /// The stack, its one focus child: the deck sees where the focus is in it and gives it back
    /// there when a drawer closes (`FocusChain`).
    func focusChildren(now: Double) -> [RoutedChild] { routedChildren(now: now) }

    func advance(to now: Double) {
        layoutIfNeeded(now: now)
        stack.advance(to: now)
    }

    private func layoutIfNeeded(now: Double) {
        if needsLayout { layout(size: size, now: now) }
    }

    func scene(now: Double) -> SceneNode {
        layoutIfNeeded(now: now)
        let dy = hiddenBarHeight
        guard dy > 0 else { return stack.scene(now: now) }
        return .group(GroupNode([.translated(0, -dy, [stack.scene(now: now)])], clip: Rect(size: size)))
    }

    func isAnimating(now: Double) -> Bool { stack.isAnimating(now: now) }

    func nextDeadline(now: Double) -> Double? { stack.nextDeadline(now: now) }

    var state: [String: String] { stack.state }

    /// The stack's bar while it shows (the deck's top-bar panning mode pans from it), else none.
    var topBarFrame: Rect? { showsBar ? stack.topBarFrame : nil }
}
