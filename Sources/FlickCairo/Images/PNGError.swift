/// Why a PNG file could not be written or read.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The buffer has no pixels or a stride cairo cannot use.
    case invalidBuffer(width: Int, height: Int, stride: Int)
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)

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
