import FlickCore
import FlickKit

/// A component for the runner's tests: the scene and the semantics nodes it is given, and the
/// taps it took (where), so a test sees what a pointer command pressed.
final class Fixture: Component {
    let containerLink: ContainerLink? = ContainerLink()
    private let draw: (Size) -> SceneNode
    private let nodes: (Size) -> [SemanticsNode]
    private(set) var size: Size = .zero
    /// Where each tap landed, in order.
    private(set) var taps: [Point] = []

    init(draw: @escaping (Size) -> SceneNode = { _ in .empty }, nodes: @escaping (Size) -> [SemanticsNode]) {
        self.draw = draw
        self.nodes = nodes
    }

    func layout(size: Size, now: Double) { self.size = size }

    func handle(_ gesture: Gesture, now: Double) -> Bool {
        if case .tap(let p, _, _, _) = gesture { taps.append(p); return true }
        return false
    }

    func scene(now: Double) -> SceneNode { draw(size) }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { ["taps": String(taps.count)] }
    var contentVersion: Int? { nil }
    func semantics(now: Double) -> [SemanticsNode] { nodes(size) }
}
