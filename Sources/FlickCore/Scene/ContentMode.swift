/// How a picture fills the frame it is drawn in.
public enum ContentMode: String, CaseIterable, Sendable {
    /// Whole, as large as fits, centred: bands on two sides when the shapes differ.
    case fit
    /// Covering the frame, centred, the overflow cut off.
    case fill
    /// At its own size, centred (cut off where it is larger than the frame).
    case center
    /// As `center` while it fits, else as `fit`: never enlarged.
    case scaleDown

    /// The scale from the picture's pixels to the frame's for a picture of `picture` pixels in a
    /// frame of `frame` (1 for an empty picture or frame).
    public func scale(picture: Size, in frame: Size) -> Double {
        guard picture.width > 0, picture.height > 0, frame.width > 0, frame.height > 0 else { return 1 }
        let fit = min(frame.width / picture.width, frame.height / picture.height)
        switch self {
        case .fit: return fit
        case .fill: return max(frame.width / picture.width, frame.height / picture.height)
        case .center: return 1
        case .scaleDown: return min(1, fit)
        }
    }

    /// Where a picture of `picture` pixels lands in `frame`: its scaled size, centred.
    public func drawnRect(picture: Size, in frame: Rect) -> Rect {
        let s = scale(picture: picture, in: frame.size)
        return frame.centered(Size(picture.width * s, picture.height * s))
    }
}
