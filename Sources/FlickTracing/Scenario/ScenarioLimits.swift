import FlickCore
/// The documented ranges of scenario values (README, "Scenarios"). The parser rejects values
/// outside them with `FILE:LINE:` and exit 2, so everything a scenario feeds the app is finite
/// and bounded: no command can overflow a conversion or run for hours of virtual time.
public enum ScenarioLimits {
    /// Pointer coordinates X and Y, window pixels (points off the window are allowed).
    public static let coordinatePx: ClosedRange<Double> = -100_000...100_000
    /// Durations of `wait`, `drag`, `hold`, `pinch` and `swipe`, ms of virtual time (ten minutes).
    public static let durationMs: ClosedRange<Double> = 0...600_000
    /// Wheel notches DX and DY of one `scroll`.
    public static let scrollNotches: ClosedRange<Int> = -1_000...1_000
    /// Finger ids of `touch` (ten fingers, `Constants.maxTouches`).
    public static let touchIDs: ClosedRange<Int> = 1...10
    /// The final SCALE of a `pinch` (`Constants.minPinchScale`...`Constants.maxPinchScale`).
    public static let pinchScale: ClosedRange<Double> = 0.01...100
    /// The fingers' travel DX and DY of one `swipe`, px.
    public static let swipePx: ClosedRange<Double> = -100_000...100_000
    /// Most virtual time one scenario may run, ms (an hour): its durations must add up to no
    /// more (a syntax error, exit 2), and the runner stops one whose `settle` lines take it past
    /// (exit 1). An 8 MB file of `wait 600000` lines would otherwise ask for weeks.
    public static let totalVirtualTimeMs: Double = 3_600_000
    /// Largest scenario file, bytes (scenarios are typically a few kilobytes).
    public static let fileBytes = 8 * 1024 * 1024
    /// Most characters (grapheme clusters) one `type` line may type: one key press each.
    public static let typedCharacters = 10_000
    /// Longest shot name, bytes: `NAME.png` must fit a 255-byte file name.
    public static let shotNameBytes = 251
    /// Largest N of a locator's `nth N` (a window never shows more elements of one name).
    public static let nthIndex = 10_000
    /// Most wheel notches a pointer command sends to scroll a partly hidden element into view
    /// before it fails as an element out of view.
    public static let scrollIntoViewNotches = 100
}
