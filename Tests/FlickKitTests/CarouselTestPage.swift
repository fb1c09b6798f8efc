import FlickCore
import FlickKit

/// A page for carousel tests: a name drawn on a colour, an optional title, and a record of
/// the gestures it received while filling the carousel (a scroll bumps its content version).
struct CarouselTestPage: CarouselPage, Equatable {
    var name: String
    var title: String?
    var contentVersion = 0
    var received: [String] = []

    /// A page titled "Page <name>", or without a title.
    init(_ name: String, untitled: Bool = false) {
        self.name = name
        title = untitled ? nil : "Page \(name)"
    }

    func scene(size: Size) -> SceneNode {
        .stack([.fill(Rect(size: size), .white),
                .text(TextNode(name, frame: Rect(size: size), font: FontSpec(size: 40), color: .black))])
    }

    mutating func handle(_ gesture: Gesture, size: Size, now: Double) -> Bool {
        switch gesture {
        case .scroll:
            received.append("scroll")
            contentVersion += 1
            return true
        case .key(let k):
            received.append("key " + k.description)
            return true
        case .tap:
            received.append("tap")
            return true
        default:
            return false
        }
    }
}
