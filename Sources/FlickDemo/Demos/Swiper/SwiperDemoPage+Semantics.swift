import FlickCore
import FlickKit

extension SwiperDemoPage {
    /// The item's picture, named by the item and described by its subtitle, then its subtitle
    /// (where the caption has room for it) and the tap count ("3 taps") as text, each where it
    /// is drawn.
    func semantics(now: Double) -> [SemanticsNode] {
        let card = cardFrame(in: size)
        guard card.width >= 4, card.height >= 4 else { return [] }
        let (pic, strip, badge) = cardParts(card)
        var nodes = [SemanticsNode(role: .picture, name: item.name, description: item.subtitle, frame: pic)]
        if strip.height >= 1, !isCompact(caption: strip.height) {
            nodes.append(SemanticsNode(role: .text, name: item.subtitle,
                                       frame: Rect(x: strip.minX, y: strip.minY, width: max(0, badge.minX - strip.minX), height: strip.height)))
        }
        nodes.append(SemanticsNode(role: .text, name: badgeText(compact: false), frame: badge))
        return nodes
    }
}
