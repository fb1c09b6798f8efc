/// A picture drawn in `frame` as `contentMode` says (aspect-fill by default), clipped to the frame's
/// rounded corners: a file the renderer decodes (when the file is missing or not a picture it draws
/// a placeholder and warns once), or pixels decoded already (`Bitmap`).
public struct ImageNode: Equatable, Sendable {
    /// Where the pixels come from.
    public enum Source: Equatable, Sendable {
        /// A picture file (PNG, JPEG, WebP, GIF, TIFF …), decoded by the renderer on first use.
        case file(String)
        /// Decoded pixels.
        case bitmap(Bitmap)

        /// Files by path, bitmaps by identity.
        public static func == (a: Source, b: Source) -> Bool {
            switch (a, b) {
            case (.file(let p), .file(let q)): return p == q
            case (.bitmap(let x), .bitmap(let y)): return x === y
            default: return false
            }
        }
    }

    /// The pixels' source.
    public var source: Source
    /// Where the picture is drawn.
    public var frame: Rect
    /// The frame's corner radius, px.
    public var cornerRadius: Double
    /// How the picture fills the frame.
    public var contentMode: ContentMode

    /// The file `path` filling `frame` (aspect-fill) with rounded corners.
    public init(path: String, frame: Rect, cornerRadius: Double = 0, contentMode: ContentMode = .fill) {
        self.init(source: .file(path), frame: frame, cornerRadius: cornerRadius, contentMode: contentMode)
    }

    /// Decoded pixels drawn in `frame` as `contentMode` says.
    public init(bitmap: Bitmap, frame: Rect, cornerRadius: Double = 0, contentMode: ContentMode = .fill) {
        self.init(source: .bitmap(bitmap), frame: frame, cornerRadius: cornerRadius, contentMode: contentMode)
    }

    /// A picture from `source` in `frame`.
    public init(source: Source, frame: Rect, cornerRadius: Double = 0, contentMode: ContentMode = .fill) {
        self.source = source; self.frame = frame; self.cornerRadius = cornerRadius; self.contentMode = contentMode
    }

    /// The file's path, or "" for decoded pixels.
    public var path: String {
        if case .file(let p) = source { return p }
        return ""
    }
}
