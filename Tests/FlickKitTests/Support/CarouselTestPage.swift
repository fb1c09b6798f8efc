import FlickCore
import FlickKit

/// A page for carousel tests: a name drawn on a colour, an optional title (`Titled`), and a
/// record of the gestures it received while filling the carousel (a scroll bumps its content
/// version). It can claim pans (`claimsPans`) and animate until a time, like a page that pans
/// and moves by itself (a swiper).
final class CarouselTestPage: Component, Titled, PanClaiming {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    let containerLink: ContainerLink? = ContainerLink()
    var name: String
    var title: String?
    var version = 0
    var received: [String] = []
    /// Sizes it was laid out at, in order.
    var layouts: [Size] = []
    /// Times it was advanced to.
    var advances: [Double] = []
    /// Claims every pan (as a swiper page would claim its horizontal drags).
    var claimsPans = false
    /// Animates until this time (drawn live meanwhile).
    var animatingUntil = -Double.infinity
    /// Published as `page.name`.
    var publishesState = false
    /// Has no content version: drawn live every frame.
    var isVersioned = true

    /// A page titled "Page <name>", or without a title.
    init(_ name: String, untitled: Bool = false) {
        self.name = name
        title = untitled ? nil : "Page \(name)"
    }

    var size: Size { layouts.last ?? .zero }

    func layout(size: Size, now: Double) { layouts.append(size) }

    func advance(to now: Double) { advances.append(now) }

    func scene(now: Double) -> SceneNode {
        .stack([.fill(Rect(size: size), .white),
                .text(TextNode(name, frame: Rect(size: size), font: FontSpec(size: 40), color: .black))])
    }

    func isAnimating(now: Double) -> Bool { now < animatingUntil }

    var state: [String: String] { publishesState ? ["page.name": name] : [:] }

    var contentVersion: Int? { isVersioned ? version : nil }

    func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool { claimsPans }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .scroll:
            received.append("scroll")
            version += 1
            return true
        case .key(let k):
            // Plain keys (a page scrolling by keys), not Tab nor a shortcut with ctrl or alt.
            guard k.modifiers.subtracting(.shift).isEmpty, !ComponentRouter.isTab(k) else { return false }
            received.append("key " + k.description)
            return true
        case .tap:
            received.append("tap")
            return true
        case .panBegin:
            received.append("pan")
            return true
        default:
            return false
        }
    }
}
