/// A point on an icon's 16-unit design grid (`Icon.gridUnits`): (0, 0) is the top left corner.
struct IconPoint: Equatable, Sendable {
    /// Units from the left edge.
    var x: Double
    /// Units from the top edge.
    var y: Double

    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    /// The point turned a quarter turn clockwise `turns` times about the grid's centre.
    func turned(_ turns: Int) -> IconPoint {
        let c = Icon.gridUnits / 2
        var p = self
        for _ in 0..<((turns % 4) + 4) % 4 { p = IconPoint(c - (p.y - c), c + (p.x - c)) }
        return p
    }
}
