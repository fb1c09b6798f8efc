import FlickCore
@testable import FlickKit

/// A page for the swiper tests: an id and a name drawn as text, and a tap count. Clicks with
/// the first button count; every gesture it gets is logged (in its own coordinates).
final class SwiperTestPage: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    let containerLink: ContainerLink? = ContainerLink()
    let id: String
    let name: String
    private(set) var tapCount = 0
    private(set) var size = Size(1, 1)
    private(set) var layouts = 0
    private(set) var received: [Gesture] = []
    /// While set, the page says it animates (it is then drawn live).
    var animatingUntil: Double?
    /// When false the page has no content version (drawn live every frame).
    var isVersioned = true
    /// The page's own deadline (nil: none).
    var deadline: Double?
    /// The last time the page was advanced to.
    private(set) var advancedTo: Double?

    init(id: String, name: String) { self.id = id; self.name = name }

    func layout(size: Size, now: Double) { self.size = size; layouts += 1 }

    func handle(_ gesture: Gesture, now: Double) -> Bool {
        received.append(gesture)
        guard case .tap(_, _, let button, _) = gesture, button == 1 else { return false }
        tapCount += 1
        return true
    }

    func scene(now: Double) -> SceneNode {
        .stack([.fill(Rect(size: size), Color(hex: 0x202020)),
                .text(TextNode(id, frame: Rect(x: 10, y: 10, width: 100, height: 30), font: FontSpec(size: 20), color: .white)),
                .text(TextNode(name, frame: Rect(x: 10, y: 40, width: 100, height: 30), font: FontSpec(size: 14), color: .white)),
                .text(TextNode("Taps: \(tapCount)", frame: Rect(x: 10, y: 70, width: 100, height: 30),
                               font: FontSpec(size: 12), color: .white))])
    }

    func isAnimating(now: Double) -> Bool { animatingUntil.map { now < $0 } ?? false }

    func advance(to now: Double) { advancedTo = now }

    func nextDeadline(now: Double) -> Double? { deadline }

    var state: [String: String] { ["swiper.taps": String(tapCount)] }

    var contentVersion: Int? { isVersioned ? tapCount : nil }
}
