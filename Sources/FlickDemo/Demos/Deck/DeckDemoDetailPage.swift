import FlickCore
import FlickKit

/// A page the deck demo pushes inside its center: an entry (its badge, name, line and detail)
/// or a picture, large, with a Back button of its own (inside the shell the stack's bar, and its
/// Back, are out of sight; BackSpace pops too).
final class DeckDemoDetailPage: RoutingContainer, PanClaiming {
    let group: ControlGroup
    private(set) var size = Size(1, 1)

    /// The page of `item`.
    convenience init(item: DeckDemoItem, back: @escaping (Double) -> Void) {
        self.init(title: item.title, subtitle: "\(item.subtitle) · \(item.detail)", badge: item, picture: nil, back: back)
    }

    /// The page of a picture titled `title`.
    convenience init(picture: PictureMotif, title: String, back: @escaping (Double) -> Void) {
        self.init(title: title, subtitle: picture.rawValue.capitalized, badge: nil, picture: picture, back: back)
    }

    private init(title: String, subtitle: String, badge: DeckDemoItem?, picture: PictureMotif?, back: @escaping (Double) -> Void) {
        let backButton = Button("‹ Back", kind: .plain, action: back)
        backButton.name = "Back"
        let heading = Label(title, emphasis: .bold)
        heading.fontSizePx = 26
        heading.color = .white
        let line = Label(subtitle, emphasis: .secondary, maxLines: 2)
        let m = DeckDemoCenterPage.marginPx
        group = ControlGroup(controls: [backButton, heading, line], background: DeckDemoCenterPage.pageColor)
        group.layoutHandler = { size in
            let w = max(0, size.width - 2 * m)
            backButton.frame = Rect(x: m - 8, y: 12, width: 84, height: 32)
            let top = badge == nil ? 56.0 : 132.0
            heading.frame = Rect(x: m, y: top, width: w, height: 36)
            line.frame = Rect(x: m, y: top + 38, width: w, height: 40)
            return top + 90 + (picture == nil ? 0 : min(w * 0.6, max(0, size.height - top - 110)))
        }
        group.decoration = { size in
            var nodes: [SceneNode] = []
            if let badge {
                let r = Rect(x: m, y: 56, width: 64, height: 64)
                nodes.append(.fill(r, badge.tint, cornerRadius: 32))
                nodes.append(.text(TextNode(badge.initial, frame: r, font: FontSpec(size: 28, weight: .bold),
                                            color: .white, alignment: .center)))
            }
            if let picture {
                let w = max(0, size.width - 2 * m)
                let h = max(0, min(w * 0.6, size.height - 56 - 110 - 24))
                let frame = Rect(x: m, y: 56 + 90, width: w, height: h)
                nodes.append(.group(GroupNode([Picture(picture).scene(in: frame)], clip: frame)))
            }
            return nodes
        }
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        group.layout(size: self.size, now: now)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { group.handle(gesture, now: now) }
    func advance(to now: Double) { group.advance(to: now) }
    func scene(at now: Double) -> SceneNode { group.scene(at: now) }
    func isAnimating(at now: Double) -> Bool { group.isAnimating(at: now) }
    var state: [String: String] { [:] }
    /// Its controls' group, filling it: its pans and its semantics are the group's.
    func routedChildren(at now: Double) -> [RoutedChild] { [RoutedChild(group, frame: Rect(size: size))] }
}
