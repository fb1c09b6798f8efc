import FlickCore
import FlickKit

extension SwiperDemoPage {
    /// The item's picture, named by the item, and its subtitle; the tap count once tapped.
    func semantics(now: Double) -> [SemanticsNode] {
        let bounds = Rect(size: size)
        var nodes = [SemanticsNode(role: .picture, name: item.name, description: item.subtitle, frame: bounds)]
        if tapCount > 0 {
            nodes.append(SemanticsNode(role: .text, name: tapCount == 1 ? "Tapped once" : "Tapped \(tapCount) times",
                                       frame: bounds))
        }
        return nodes
    }
}
