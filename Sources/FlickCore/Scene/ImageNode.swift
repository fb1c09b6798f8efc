/// A picture file (PNG) drawn to fill `frame` (aspect-fill, centred, clipped).
/// When the file is missing or corrupt the renderer draws a placeholder and warns once.
public struct ImageNode: Equatable, Sendable {
    public var path: String
    public var frame: Rect
    public var cornerRadius: Double

    public init(path: String, frame: Rect, cornerRadius: Double = 0) {
        self.path = path; self.frame = frame; self.cornerRadius = cornerRadius
    }
}
