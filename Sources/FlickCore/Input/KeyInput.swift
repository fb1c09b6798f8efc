/// A key press.
public struct KeyInput: Equatable, Sendable {
    public var key: KeyCombo
    /// Seconds on the app clock.
    public var time: Double

    public init(key: KeyCombo, time: Double) { self.key = key; self.time = time }
}
