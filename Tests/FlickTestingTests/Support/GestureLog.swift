import FlickCore
import FlickKit

/// A component that keeps every gesture it gets with the time it came, moves for a while after
/// `animate(for:)`, and names a deadline: enough to see what a tester sends and when.
final class GestureLog: Component {
    private(set) var received: [(gesture: Gesture, now: Double)] = []
    private(set) var advancedTo: [Double] = []
    private(set) var laidOut: (size: Size, now: Double)?
    private(set) var environment: ComponentEnvironment?
    /// Moving until this time.
    var animatingUntil = -Double.infinity
    /// The time `advance` has work at, if any (cleared once reached).
    var deadline: Double?
    /// Whether it takes the gestures it gets.
    var takes = true

    var gestures: [Gesture] { received.map(\.gesture) }

    func animate(for seconds: Double, from now: Double) { animatingUntil = now + seconds }

    func layout(size: Size, now: Double) { laidOut = (size, now) }
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool {
        received.append((gesture, now))
        return takes
    }

    func advance(to now: Double) {
        advancedTo.append(now)
        if let d = deadline, now >= d { deadline = nil }
    }

    func scene(now: Double) -> SceneNode { .fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(hex: 0x336699)) }
    func isAnimating(now: Double) -> Bool { now < animatingUntil }
    func nextDeadline(now: Double) -> Double? { deadline.flatMap { $0 > now ? $0 : nil } }
    var state: [String: String] { ["log.count": "\(received.count)"] }
}
