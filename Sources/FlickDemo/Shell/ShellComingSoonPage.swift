import FlickCore
import FlickKit

/// What the shell shows for a demo this build does not have yet: its title, "Coming soon" and
/// what it will show, in the palette of the appearance it was laid out in. Drawn once per
/// appearance into a snapshot; takes no input.
final class ShellComingSoonPage: Component {
    let entry: ShellEntry
    private(set) var size = Size(1, 1)
    /// What it was last laid out in.
    private(set) var environment = ComponentEnvironment()

    init(_ entry: ShellEntry) {
        self.entry = entry
    }

    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { false }

    func scene(at now: Double) -> SceneNode {
        let s = size, e = entry, p = environment.palette
        let version = environment.appearance == .light ? 1 : 0
        return .snapshot(SnapshotNode(key: SnapshotKey(self), version: version, size: s, frame: Rect(size: s)) {
            let w = min(s.width - 40, 560)
            let x = (s.width - w) / 2, y = s.height / 2 - 70
            return .stack([
                .fill(Rect(size: s), p.viewBackground),
                .text(TextNode(e.title, frame: Rect(x: x, y: y, width: w, height: 40),
                               font: FontSpec(size: 28, weight: .bold), color: p.text, alignment: .center)),
                .text(TextNode("Coming soon", frame: Rect(x: x, y: y + 44, width: w, height: 28),
                               font: FontSpec(size: 17), color: p.accentText, alignment: .center)),
                .text(TextNode(e.blurb, frame: Rect(x: x, y: y + 84, width: w, height: 48),
                               font: FontSpec(size: 14), color: p.secondaryText, alignment: .center, maxLines: 2)),
            ])
        })
    }

    func isAnimating(at now: Double) -> Bool { false }

    var state: [String: String] { [:] }
}
