/// Sorted snap points, or the unbounded integer lattice.
struct SnapPoints {
    let points: [Double]?

    init(_ points: [Double]?) { self.points = points }

    var isEmpty: Bool { points?.isEmpty ?? false }

    /// The closest point to `p` (the lower one on a tie).
    func nearest(to p: Double) -> Double {
        guard let s = points else { return (p - 0.5).rounded(.up) }
        guard var best = s.first else { return p }
        for x in s where abs(x - p) < abs(best - p) { best = x }
        return best
    }

    /// The first point strictly above `p` (the last one if none).
    func next(above p: Double) -> Double {
        guard let s = points else { return p.rounded(.down) + 1 }
        return s.first(where: { $0 > p }) ?? s.last ?? p
    }

    /// The last point strictly below `p` (the first one if none).
    func next(below p: Double) -> Double {
        guard let s = points else { return p.rounded(.up) - 1 }
        return s.last(where: { $0 < p }) ?? s.first ?? p
    }

    /// `p` within the first and last points.
    func clamped(_ p: Double) -> Double {
        guard let s = points, let lo = s.first, let hi = s.last else { return p }
        return min(max(p, lo), hi)
    }
}
