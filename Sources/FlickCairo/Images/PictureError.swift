/// Why a picture file could not be decoded, in words a person can act on (never "out of memory"
/// for a file that is simply not a picture).
public enum PictureError: Error, Equatable, CustomStringConvertible {
    /// No file at the path.
    case missing
    /// The file cannot be read (permissions, a folder, an I/O error); the reason says which.
    case unreadable(String)
    /// The file is not a picture in a format a loader knows.
    case notAPicture
    /// The format is known but this kind of file cannot be decoded (e.g. an animation's frames).
    case unsupportedFormat(String)
    /// The file ends early or is damaged.
    case truncated
    /// The picture is larger than can be decoded.
    case tooLarge(width: Int, height: Int)
    /// The name is not a file's (a folder, a named pipe, a device): nothing was read from it.
    case notAFile(String)
    /// The decode was stopped before it ended (it took too long, or nobody wanted it any more).
    case abandoned
    /// The decode did not finish within `seconds` and was given up.
    case tooSlow(seconds: Double)

    /// What went wrong, e.g. "not a picture (PNG, JPEG, WebP, GIF and TIFF can be read)".
    public var description: String {
        switch self {
        case .missing: return "no such file"
        case .unreadable(let reason): return "cannot read the file: \(reason)"
        case .notAPicture: return "not a picture (PNG, JPEG, WebP, GIF and TIFF can be read)"
        case .unsupportedFormat(let what): return "unsupported picture format (\(what))"
        case .truncated: return "the picture is truncated or damaged"
        case .tooLarge(let w, let h): return "the picture is too large to decode (\(w)x\(h) pixels)"
        case .notAFile(let kind): return "not a picture: it is \(kind), not a file"
        case .abandoned: return "the decode was stopped"
        case .tooSlow(let seconds):
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return "the picture did not decode within \(shown) s (a stalled disk or network?)"
        }
    }
}
