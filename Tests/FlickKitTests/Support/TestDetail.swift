import FlickTestSupport
import FlickCore
@testable import FlickKit

/// A `PagedGridDetail` for the browser tests: a picture rectangle in the middle, a colour per
/// shown item, and every key it took.
final class TestDetail: PagedGridDetail {
    /// Lets the browser record itself as the container (`container`).
    let containerLink: ContainerLink? = ContainerLink()
    private(set) var size = Size(1, 1)
    var shown: Int?
    var keys: [String] = []
    /// Keys it takes itself (the rest go back to the browser).
    var takes: Set<String> = []

    var pictureFrame: Rect { Rect(x: size.width / 4, y: size.height / 4, width: size.width / 2, height: size.height / 2) }
    var backgroundColor: Color { Color(hex: 0x101010) }

    func pictureNode(in frame: Rect, opacity: Double) -> SceneNode {
        .group(GroupNode([.fill(frame, Color(hex: 0x200000 + UInt32(shown ?? 0)))], opacity: opacity))
    }

    func layout(size: Size, now: Double) { self.size = size }
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard case .key(let k) = gesture else { return false }
        keys.append(k.name)
        return takes.contains(k.name)
    }
    func scene(now: Double) -> SceneNode { .empty }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { [:] }
}
