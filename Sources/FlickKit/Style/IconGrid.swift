import FlickCore

/// An icon's design grid laid over the square it is drawn in: units to pixels, with lines and
/// edges moved onto whole pixels symmetrically about the square's centre, so an icon stays crisp
/// and a symmetric design stays symmetric.
struct IconGrid: Equatable, Sendable {
    /// How a point is moved onto the pixel grid.
    enum Snap {
        /// Not at all (curved outlines: a gear's teeth, a star's points).
        case none
        /// To a whole pixel (the edges of a filled shape).
        case edge
        /// To where a stroke `strokePx` wide covers whole pixels.
        case stroke
    }

    /// The square the icon fills, its corner on a whole pixel; its side is odd when the stroke's
    /// width is (so a line through the middle covers whole pixels too).
    let square: Rect
    /// Pixels per grid unit.
    let unitPx: Double
    /// A stroke's width: `Icon.strokeUnits` in pixels, rounded down to a whole pixel (at least 1).
    let strokePx: Double

    /// The grid over the largest square centred in `box` whose side has the parity of the stroke
    /// (nil when it would be under 4 px).
    init?(box: Rect) {
        let fits = min(box.width, box.height)
        guard fits.isFinite, box.minX.isFinite, box.minY.isFinite, fits >= 4 else { return nil }
        let whole = fits.rounded(.down)
        strokePx = max(1, (Icon.strokeUnits * whole / Icon.gridUnits).rounded(.down))
        let side = Int(whole - strokePx) % 2 == 0 ? whole : whole - 1
        square = Rect(x: (box.midX - side / 2).rounded(), y: (box.midY - side / 2).rounded(), width: side, height: side)
        unitPx = side / Icon.gridUnits
    }

    /// `p` in pixels, snapped as `snap` says.
    func point(_ p: IconPoint, snap: Snap) -> Point {
        let c = Icon.gridUnits / 2
        return Point(square.midX + offset((p.x - c) * unitPx, snap), square.midY + offset((p.y - c) * unitPx, snap))
    }

    /// A distance `d` from the centre moved onto the pixel grid, the same either side: a stroke's
    /// centre line a whole number of pixels from the centre (the side's parity is the stroke's), a
    /// fill's edge onto a pixel edge.
    private func offset(_ d: Double, _ snap: Snap) -> Double {
        let sign: Double = d < 0 ? -1 : 1, a = abs(d)
        let oddSide = Int(square.width) % 2 == 1
        switch snap {
        case .none: return d
        case .stroke: return sign * a.rounded()
        case .edge: return oddSide ? sign * ((a - 0.5).rounded() + 0.5) : sign * a.rounded()
        }
    }
}
