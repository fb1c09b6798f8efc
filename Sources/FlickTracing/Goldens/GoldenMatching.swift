import FlickCore
/// How a scenario's `match NAME` lines compare frames (`flick record --goldens DIR`): against
/// DIR/NAME.png, a pixel counting as equal while no channel differs by more than `tolerance`
/// (0 to 255), the frame matching while at most `maxDiffPixels` pixels differ; or, with
/// `update`, writing DIR/NAME.png instead of comparing.
public struct GoldenMatching: Equatable, Sendable {
    /// The goldens' folder, or nil when the run has none (a `match` line is then bad usage).
    public var directory: String?
    /// Write the goldens instead of comparing.
    public var update: Bool
    /// The largest per-channel difference still counted as equal.
    public var tolerance: Int
    /// The most differing pixels a matching frame may have.
    public var maxDiffPixels: Int

    /// Exact matching against `directory` (nil: no goldens).
    public init(directory: String? = nil, update: Bool = false, tolerance: Int = 0, maxDiffPixels: Int = 0) {
        self.directory = directory
        self.update = update
        self.tolerance = tolerance
        self.maxDiffPixels = maxDiffPixels
    }
}
