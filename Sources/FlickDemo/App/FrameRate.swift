import FlickTracing

/// Parsing and validating `--fps N`.
public enum FrameRate {
    public static let range = 1...240
    public static let defaultFPS = 60

    public static func validate(_ fps: Int) throws -> Int {
        guard range.contains(fps) else {
            throw FlickError.usage("bad frame rate \(fps); use --fps with a whole number from \(range.lowerBound) to \(range.upperBound), e.g. 60")
        }
        return fps
    }
}
