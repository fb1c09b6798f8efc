/// The arithmetic of a two-finger pinch.
enum PinchGeometry {
    /// The point halfway between `a` and `b`.
    static func midpoint(_ a: Point, _ b: Point) -> Point { Point((a.x + b.x) / 2, (a.y + b.y) / 2) }

    /// The spread `distance / startDistance`, within `Constants.minPinchScale`...`Constants.maxPinchScale`
    /// (1 when it cannot be measured).
    static func scale(_ distance: Double, _ startDistance: Double) -> Double {
        guard startDistance > 0, distance.isFinite else { return 1 }
        return min(max(distance / startDistance, Constants.minPinchScale), Constants.maxPinchScale)
    }
}
