/// The axis a swipe moves along.
public enum SwipeAxis: Sendable {
    /// Left and right.
    case horizontal
    /// Up and down.
    case vertical

    /// The part of `p` along this axis.
    public func component(of p: Point) -> Double {
        switch self {
        case .horizontal: return p.x
        case .vertical: return p.y
        }
    }
}
