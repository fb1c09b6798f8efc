import FlickCore

/// Which way scenes travel in a slide (`EnkiUnorderedController`'s `slideDirection`): `.left` moves the scenes
/// leftwards, so the incoming one enters from the right edge (as a drag to the left does).
public enum SlideDirection: String, CaseIterable, Sendable {
    /// The four ways a slide can travel.
    case up, down, left, right

    /// The unit of travel in screen axes (y down): left is (-1, 0), up is (0, -1).
    public var vector: Point {
        switch self {
        case .up: return Point(0, -1)
        case .down: return Point(0, 1)
        case .left: return Point(-1, 0)
        case .right: return Point(1, 0)
        }
    }

    /// True for left and right.
    public var isHorizontal: Bool { self == .left || self == .right }

    /// The screen axis a slide in this direction moves along.
    var swipeAxis: SwipeAxis { isHorizontal ? .horizontal : .vertical }

    /// +1 when this direction points towards positive screen coordinates (right, down), else -1:
    /// travel in this direction is `sign` × the screen offset along its axis.
    var sign: Double { isHorizontal ? vector.x : vector.y }

    /// The way back (an uncover's default reverses the cover's direction).
    public var opposite: SlideDirection {
        switch self {
        case .up: return .down
        case .down: return .up
        case .left: return .right
        case .right: return .left
        }
    }

    /// Travel along this direction's axis, signed so that motion in this direction is positive.
    public func component(of p: Point) -> Double { p.x * vector.x + p.y * vector.y }

    /// The direction an arrow key names (`Left`, `Up`, …; the keypad's `KP_Up` too), or nil.
    public init?(arrowKey name: String) {
        switch KeyCombo(name).name {
        case "Up": self = .up
        case "Down": self = .down
        case "Left": self = .left
        case "Right": self = .right
        default: return nil
        }
    }

    /// The direction of a drag that moved by `translation` (its dominant axis; ties go horizontal),
    /// or nil for no motion. Gestures arrive finite; the guard is for any other caller's point.
    public init?(dominantOf translation: Point) {
        let ax = abs(translation.x), ay = abs(translation.y)
        guard ax.isFinite, ay.isFinite, ax > 0 || ay > 0 else { return nil }
        if ax >= ay { self = translation.x < 0 ? .left : .right } else { self = translation.y < 0 ? .up : .down }
    }

    /// An arrow for labels: ← ↑ → ↓.
    public var arrow: String {
        switch self {
        case .up: return "\u{2191}"
        case .down: return "\u{2193}"
        case .left: return "\u{2190}"
        case .right: return "\u{2192}"
        }
    }
}
