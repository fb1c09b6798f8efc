/// What a motion check found wrong, one message each: the checks collect here what a test
/// framework would assert, so they run under XCTest, Swift Testing or none.
public struct MotionFindings: Sendable {
    /// The failed expectations, in order.
    public private(set) var failures: [String] = []

    /// No findings yet.
    public init() {}

    /// Notes `message` unless `condition` holds.
    public mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    /// Notes `message` (with both values) unless `a` is within `accuracy` of `b`.
    public mutating func equal(_ a: Double, _ b: Double, accuracy: Double, _ message: @autoclosure () -> String) {
        if !(abs(a - b) <= accuracy) { failures.append("\(message()): \(a) is not \(b) (±\(accuracy))") }
    }
}
