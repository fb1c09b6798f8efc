import FlickCore
@testable import FlickKit

/// A leaf that remembers every environment it was laid out in, and when.
final class EnvironmentProbe: Component {
    private(set) var environments: [ComponentEnvironment] = []
    private(set) var size = Size(0, 0)
    /// The time of every layout.
    private(set) var layoutTimes: [Double] = []

    func layout(size: Size, now: Double) {
        self.size = size
        layoutTimes.append(now)
    }
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        environments.append(environment)
        layout(size: size, now: now)
    }
    func handle(_ gesture: Gesture, now: Double) -> Bool { false }
    func scene(now: Double) -> SceneNode { .empty }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { [:] }

    /// The environment of the last layout, if any.
    var environment: ComponentEnvironment? { environments.last }
}
