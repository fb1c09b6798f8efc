/// A node's value as a number within a range (a slider's), for screen readers and accessibility
/// interfaces that read and set values (AT-SPI's Value): the current value, the bounds and the
/// step one increment moves by.
public struct SemanticsValueRange: Equatable, Sendable {
    /// The value now.
    public var current: Double
    /// The least value.
    public var minimum: Double
    /// The greatest value.
    public var maximum: Double
    /// How far one increment or decrement moves the value (0: any value within the range).
    public var step: Double

    /// `current` within `minimum`...`maximum`, moved `step` at a time.
    public init(current: Double, minimum: Double, maximum: Double, step: Double) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}
