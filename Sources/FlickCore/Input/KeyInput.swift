/// A key press.
public struct KeyInput: Equatable, Sendable {
    /// The key and its modifiers.
    public var key: KeyCombo
    /// Seconds on the app clock.
    public var time: Double

    /// The key `key` going down at `time`.
    public init(key: KeyCombo, time: Double) { self.key = key; self.time = time }
}
