import FlickCore

/// Parsing and validating `--size WxH` (and the scenario's `size W H`).
public enum WindowSize {
    /// Largest side accepted, px.
    public static let maximumSide = 16384
    /// Largest area accepted, pixels: 7680x4320 (8K UHD) and a little more. A frame takes 4 bytes a
    /// pixel and the app keeps several (frame buffers, page snapshots), so this bounds memory to
    /// hundreds of megabytes rather than gigabytes.
    public static let maximumPixels = 33_554_432

    public static let defaultSize = Size(1024, 700)

    /// "1024x700" → Size; throws a usage error naming the valid form otherwise.
    public static func parse(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...maximumSide).contains(w), (1...maximumSide).contains(h) else {
            throw FlickError.usage(
                "bad size \(Quoted.text(text)); use WIDTHxHEIGHT in pixels, each 1 to \(maximumSide), e.g. 1024x700")
        }
        if let problem = problem(width: w, height: h) {
            throw FlickError.usage("size \(w)x\(h) is too large; \(problem) (WIDTHxHEIGHT, e.g. 1024x700)")
        }
        return Size(Double(w), Double(h))
    }

    /// What is wrong with a window size, or nil when it is accepted.
    public static func problem(width: Int, height: Int) -> String? {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            return "each side 1 to \(maximumSide)"
        }
        guard width * height <= maximumPixels else {
            return "at most \(maximumPixels) pixels in all (e.g. 7680x4320), which keeps memory to hundreds of megabytes"
        }
        return nil
    }
}
