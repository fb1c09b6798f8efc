/// Why a PNG file could not be written or read.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The buffer has no pixels or a stride cairo cannot use.
    case invalidBuffer(width: Int, height: Int, stride: Int)
    /// The file could not be written; `reason` says why.
    case cannotWrite(path: String, reason: String)
    /// The file could not be read as a PNG; `reason` says why.
    case cannotRead(path: String, reason: String)

    /// What went wrong, naming the file.
    public var description: String {
        switch self {
        case let .invalidBuffer(w, h, s):
            return "cannot use a \(w)x\(h) pixel buffer with stride \(s) as a PNG image"
        case let .cannotWrite(path, reason):
            return "cannot write PNG '\(path)' (\(reason))"
        case let .cannotRead(path, reason):
            return "cannot read PNG '\(path)' (\(reason))"
        }
    }
}
