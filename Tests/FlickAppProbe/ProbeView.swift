import FlickApp

/// The probe's component: fills its size with blue, or red after an odd number of taps, and
/// reports what reaches it: `layout WxH`, `drawn` (its first scene), `tap X Y N`,
/// `pan-end DX DY`, `key NAME`.
final class ProbeView: Component {
    static let colors = [Color(hex: 0x2050C0), Color(hex: 0xD03030)]
    private var size = Size.zero
    private var taps = 0
    private var drawn = false

    func layout(size: Size, now: Double) {
        self.size = size
        ProbeOutput.line("layout \(Int(size.width))x\(Int(size.height))")
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .tap(let p, _, _, _):
            taps += 1
            ProbeOutput.line("tap \(Int(p.x)) \(Int(p.y)) \(taps)")
        case .panEnd(let pan):
            ProbeOutput.line("pan-end \(Int(pan.location.x - pan.start.x)) \(Int(pan.location.y - pan.start.y))")
        case .key(let key):
            ProbeOutput.line("key \(key)")
        default:
            return false
        }
        return true
    }

    func scene(now: Double) -> SceneNode {
        if !drawn {
            drawn = true
            ProbeOutput.line("drawn")
        }
        return .fill(Rect(x: 0, y: 0, width: size.width, height: size.height), ProbeView.colors[taps % 2])
    }

    func isAnimating(now: Double) -> Bool { false }

    var state: [String: String] { [:] }
}
