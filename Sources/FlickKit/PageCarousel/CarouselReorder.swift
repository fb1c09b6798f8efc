import FlickCore

/// A page picked up to be moved (a long press, then a drag), in the row or in the grid: which
/// card it is, where the pointer holds it, and how picked up it looks (it grows a little and
/// settles back when put down). The carousel moves the page through its list where this says the
/// card's centre is; this owns only the gesture's own state.
struct CarouselReorder {
    /// The picked-up card's serial while it is held and while it settles back after the drop;
    /// nil when no card is picked up.
    private(set) var serial: Int?
    /// The card's index when it was picked up (a drop elsewhere is a move from there).
    private(set) var origin = 0
    /// Where the pointer holds the card now (carousel coordinates).
    private(set) var pointer = Point.zero
    /// 0...1: how picked up the card looks.
    private(set) var lift = AnimatedValue(0)
    /// Where the press went down (the row's vertical drag is measured from there).
    private var start = Point.zero
    /// The card's vertical offset when it was picked up in the row, px.
    private var liftBase: Double = 0
    /// The pointer's horizontal distance from the card's centre when picked up in the row, px.
    private var grabOffset: Double = 0
    /// The pointer's offset from the thumbnail's centre when picked up in the grid, px.
    private var grab = Point.zero
    /// A thumbnail's offset from its cell when it was put down in the grid, px (it slides home as
    /// `lift` falls).
    private var drop = Point.zero

    /// Picks up the card with `serial` at `index` in the row, the pointer at `point` and the card's
    /// centre at `cardMidX`, already lifted `liftBase` px off the row: it starts growing.
    mutating func pickUpInRow(serial: Int, index: Int, at point: Point, cardMidX: Double, liftBase: Double, now: Double) {
        pickUp(serial: serial, index: index, at: point, now: now)
        start = point
        grabOffset = point.x - cardMidX
        self.liftBase = liftBase
    }

    /// Picks up the thumbnail with `serial` at `index` in the grid, the pointer at `point` and the
    /// cell's centre at `cellCentre`: it starts growing and follows the pointer.
    mutating func pickUpInGrid(serial: Int, index: Int, at point: Point, cellCentre: Point, now: Double) {
        pickUp(serial: serial, index: index, at: point, now: now)
        grab = Point(point.x - cellCentre.x, point.y - cellCentre.y)
        drop = .zero
    }

    private mutating func pickUp(serial: Int, index: Int, at point: Point, now: Double) {
        self.serial = serial
        origin = index
        pointer = point
        lift.animate(to: 1, now: now, spring: .settle, tolerance: 0.001)
    }

    /// The pointer moved to `point` while holding the card.
    mutating func follow(_ point: Point) { pointer = point }

    /// Where the held card's centre is along the row (x, carousel coordinates): under the pointer,
    /// less where the pointer grabbed it.
    var rowCentreX: Double { pointer.x - grabOffset }

    /// How far the pointer has dragged the card off the row vertically, px (before any resistance).
    var rowLiftDrag: Double { liftBase + pointer.y - start.y }

    /// Where the held thumbnail's centre is in the grid (carousel coordinates).
    var gridCentre: Point { Point(pointer.x - grab.x, pointer.y - grab.y) }

    /// Puts the card down: it shrinks back to its size as it settles.
    mutating func putDown(now: Double) {
        lift.animate(to: 0, now: now, spring: .settle, tolerance: 0.001)
    }

    /// Puts the thumbnail down over the cell centred at `cellCentre`: it slides there from where
    /// it was let go as it shrinks back.
    mutating func putDownInGrid(cellCentre: Point, now: Double) {
        let c = gridCentre
        drop = Point(c.x - cellCentre.x, c.y - cellCentre.y)
        putDown(now: now)
    }

    /// The picked-up thumbnail's frame for `cell`: under the pointer while `held`, else sliding
    /// from where it was let go into `cell` as `shownLift` falls; grown by the lift.
    func gridFrame(cell: Rect, held: Bool, shownLift: Double) -> Rect {
        let frame: Rect
        if held {
            let c = gridCentre
            frame = Rect(x: c.x - cell.width / 2, y: c.y - cell.height / 2, width: cell.width, height: cell.height)
        } else {
            frame = cell.offsetBy(dx: drop.x * shownLift, dy: drop.y * shownLift)
        }
        return frame.scaled(by: 1 + CarouselStyle.liftedGrowth * shownLift)
    }

    /// How picked up the card looks as drawn (0...1; within 0.01 of its target it shows there).
    func shownLift(now: Double) -> Double {
        let v = lift.value(now: now)
        return min(1, max(0, abs(v - lift.target) < 0.01 ? lift.target : v))
    }

    /// The row's scroll while the held card is at `pointerX` in a carousel `width` px wide, pages/s:
    /// within `Constants.carouselReorderEdgeFraction` of a side it scrolls that way, faster nearer
    /// the edge (up to `Constants.carouselReorderScrollPagesPerS`); 0 elsewhere.
    static func edgeScrollSpeed(pointerX x: Double, width w: Double) -> Double {
        let edge = w * Constants.carouselReorderEdgeFraction
        guard edge > 0 else { return 0 }
        if x < edge { return -Constants.carouselReorderScrollPagesPerS * min(1, (edge - x) / edge) }
        if x > w - edge { return Constants.carouselReorderScrollPagesPerS * min(1, (x - (w - edge)) / edge) }
        return 0
    }

    /// The page with `serial` left the carousel: it is no longer the picked-up one.
    mutating func forget(serial removed: Int) {
        if serial == removed { serial = nil }
    }

    /// No card is picked up any more (every page was replaced).
    mutating func forget() { serial = nil }

    /// The pick-up is dropped without settling (the card shows at its size at once).
    mutating func abandon() { lift.set(0) }

    /// True while the card grows or shrinks.
    func isAnimating(now: Double) -> Bool { lift.isAnimating(now: now) }

    /// Drops the finished lift; once the card is no longer `held` and has settled back, no card
    /// is picked up.
    mutating func prune(held: Bool, now: Double) {
        lift.settle(now: now)
        if !held, serial != nil, !lift.isAnimating(now: now) { serial = nil }
    }
}
