import FlickCore
import FlickKit

/// What the shell shows for a demo this build does not have yet: its title, "Coming soon" and
/// what it will show. Drawn once into a snapshot; takes no input.
final class ShellComingSoonPage: Component {
    static let background = Color(hex: 0x16181D)

    let entry: ShellEntry
    private(set) var size = Size(1, 1)

    init(_ entry: ShellEntry) {
        self.entry = entry
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { false }

    func scene(at now: Double) -> SceneNode {
        let s = size, e = entry
        return .snapshot(SnapshotNode(key: SnapshotKey(self), version: 0, size: s, frame: Rect(size: s)) {
            let w = min(s.width - 40, 560)
            let x = (s.width - w) / 2, y = s.height / 2 - 70
            return .stack([
                .fill(Rect(size: s), ShellComingSoonPage.background),
                .text(TextNode(e.title, frame: Rect(x: x, y: y, width: w, height: 40),
                               font: FontSpec(size: 28, weight: .bold), color: .white, alignment: .center)),
                .text(TextNode("Coming soon", frame: Rect(x: x, y: y + 44, width: w, height: 28),
                               font: FontSpec(size: 17), color: Color(hex: 0x78AEED), alignment: .center)),
                .text(TextNode(e.blurb, frame: Rect(x: x, y: y + 84, width: w, height: 48),
                               font: FontSpec(size: 14), color: Color(hex: 0xA3A8B3), alignment: .center, maxLines: 2)),
            ])
        })
    }

    func isAnimating(at now: Double) -> Bool { false }

    var state: [String: String] { [:] }
}
