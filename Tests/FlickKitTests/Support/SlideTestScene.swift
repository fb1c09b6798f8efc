import FlickCore
import FlickKit

/// A scene for slide tests: a colour field titled by its name (`Titled`), drawn once per size,
/// recording the gestures it receives (using none unless told) and the sizes it is laid out at.
final class SlideTestScene: Component, Titled {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    let containerLink: ContainerLink? = ContainerLink()
    let name: String
    let color: Color
    var received: [String] = []
    var layouts: [Size] = []
    /// Whether it says it used what it received (by default it records and uses nothing).
    var consumes = false

    init(_ name: String, color: Color = .white) {
        self.name = name
        self.color = color
    }

    var title: String? { name }
    var size: Size { layouts.last ?? .zero }

    func layout(size: Size, now: Double) { layouts.append(size) }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press: received.append("press")
        case .release: received.append("release")
        case .tap: received.append("tap")
        case .key(let k): received.append("key " + k.description)
        case .panBegin: received.append("pan")
        case .cancel: received.append("cancel")
        default: return false
        }
        return consumes
    }

    func scene(now: Double) -> SceneNode { .fill(Rect(size: size), color) }

    func isAnimating(now: Double) -> Bool { false }

    var state: [String: String] { [:] }

    var contentVersion: Int? { 0 }
}
