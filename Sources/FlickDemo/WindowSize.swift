import FlickCore

/// Parsing and validating `--size WxH`.
public enum WindowSize {
    /// Largest side accepted on the command line, px.
    public static let maximumSide = 16384

    public static let defaultSize = Size(1024, 700)

    /// "1024x700" → Size; throws a usage error naming the valid form otherwise.
    public static func parse(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...maximumSide).contains(w), (1...maximumSide).contains(h) else {
            throw FlickError.usage(
                "bad size '\(text)'; use WIDTHxHEIGHT in pixels, each 1 to \(maximumSide), e.g. 1024x700")
        }
        return Size(Double(w), Double(h))
    }
}
