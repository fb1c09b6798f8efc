import FlickCore
import FlickKit

/// The deck demo's center: its navigation stack, with the stack's bar shown (on its own, `flick
/// --demo deck`) or hidden (inside the shell, whose bar then carries the demo's buttons: one bar,
/// not two). Hidden, the stack is laid out one bar taller and drawn moved up by the bar's height.
final class DeckDemoCenter: RoutingContainer, PanClaiming, TopBarProviding {
    let stack: NavigationStack
    /// Delivers pointer gestures to the stack where it is drawn.
    let router = ComponentRouter()
    /// False: the stack's bar is out of sight (the shell's bar stands for it).
    var showsBar = true { didSet { if showsBar != oldValue { layout(size: size, now: lastNow) } } }
    private(set) var size = Size(1, 1)
    private var lastNow: Double = 0

    init(_ stack: NavigationStack) {
        self.stack = stack
        adoptChild(stack)
    }

    /// How far the stack is moved up, px.
    var hiddenBarHeight: Double { showsBar ? 0 : NavigationBar.heightPx }

    func layout(size: Size, now: Double) {
        lastNow = now
        self.size = size
        stack.layout(size: Size(size.width, size.height + hiddenBarHeight), now: now)
    }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        lastNow = now
        if case .key = gesture { return stack.handle(gesture, now: now) }
        return router.route(gesture, in: routedChildren(at: now), now: now)
    }

    /// The stack, moved up by the hidden bar's height.
    func routedChildren(at now: Double) -> [RoutedChild] {
        [RoutedChild(stack, frame: Rect(x: 0, y: -hiddenBarHeight, width: size.width, height: size.height + hiddenBarHeight))]
    }

    func advance(to now: Double) {
        lastNow = now
        stack.advance(to: now)
    }

    func scene(at now: Double) -> SceneNode {
        let dy = hiddenBarHeight
        guard dy > 0 else { return stack.scene(at: now) }
        return .group(GroupNode([.translated(0, -dy, [stack.scene(at: now)])], clip: Rect(size: size)))
    }

    func isAnimating(at now: Double) -> Bool { stack.isAnimating(at: now) }

    func nextDeadline(after now: Double) -> Double? { stack.nextDeadline(after: now) }

    var state: [String: String] { stack.state }

    /// The stack's bar while it shows (the deck's top-bar panning mode pans from it), else none.
    var topBarFrame: Rect? { showsBar ? stack.topBarFrame : nil }
}
