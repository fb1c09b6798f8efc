import FlickCore
import FlickHost
import FlickKit

/// A root component for host tests: records what reaches it, moves until `motionEnd`, asks to
/// be woken at `deadline`, and fills its laid-out size with `color`.
final class ProbeComponent: Component {
    var color = Color(hex: 0x2050C0)
    /// Component time until which it animates (nil: never).
    var motionEnd: Double?
    /// Component time it wants `advance(to:)` at (nil: none).
    var deadline: Double?
    /// The colour it takes when an advance reaches `deadline` (then the deadline is spent).
    var colorAtDeadline: Color?
    private(set) var size: Size = .zero
    private(set) var layouts: [Size] = []
    /// The environments it was laid out in, with the component time of each layout.
    private(set) var environments: [(ComponentEnvironment, Double)] = []
    /// Gestures with the component time they came at.
    private(set) var gestures: [(Gesture, Double)] = []
    private(set) var advances: [Double] = []
    private(set) var sceneTimes: [Double] = []
    /// What `handle` answers (a layer that takes nothing yet says false).
    var usesGestures = true

    func layout(size: Size, now: Double) {
        self.size = size
        layouts.append(size)
    }

    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        environments.append((environment, now))
        layout(size: size, now: now)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool {
        gestures.append((gesture, now))
        return usesGestures
    }

    func advance(to now: Double) {
        advances.append(now)
        if let d = deadline, now >= d, let c = colorAtDeadline {
            color = c
            deadline = nil
        }
    }

    func scene(now: Double) -> SceneNode {
        sceneTimes.append(now)
        return .fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color)
    }

    func isAnimating(now: Double) -> Bool { motionEnd.map { now < $0 } ?? false }

    func nextDeadline(now: Double) -> Double? { deadline.flatMap { $0 > now ? $0 : nil } }

    var state: [String: String] { [:] }

    /// The kinds of the gestures received, e.g. ["press", "release", "tap"].
    var kinds: [String] {
        gestures.map { g, _ in
            switch g {
            case .press: return "press"
            case .release: return "release"
            case .tap: return "tap"
            case .longPress: return "longPress"
            case .panBegin: return "panBegin"
            case .panUpdate: return "panUpdate"
            case .panEnd: return "panEnd"
            case .hover: return "hover"
            case .leave: return "leave"
            case .scroll: return "scroll"
            case .pinch: return "pinch"
            case .pinchBegin: return "pinchBegin"
            case .pinchUpdate: return "pinchUpdate"
            case .pinchEnd: return "pinchEnd"
            case .key: return "key"
            case .cancel: return "cancel"
            }
        }
    }
}
