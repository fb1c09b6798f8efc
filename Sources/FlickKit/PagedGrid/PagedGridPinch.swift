import FlickCore

/// One pinch made of discrete steps (ctrl+wheel notches, the +/- keys): the scale so far, the
/// item under the pointer where it began, and when the last step came. There is no "fingers
/// lifted" event for these, so a pause of `Constants.pinchEndGapS` ends the pinch.
struct PagedGridPinch: Equatable, Sendable {
    /// Bounds on the accumulated scale (a very long pinch stays finite).
    static let minScale: Double = 0.05
    static let maxScale: Double = 20

    /// The item pinched (nil when the pinch began between pictures).
    var index: Int?
    /// Where the pinch began, in the pinched item's picture coordinates (the zoom's fixed point).
    var anchor: Point
    /// Product of every step's scale so far.
    private(set) var scale: Double = 1
    /// Time of the last step, seconds.
    private(set) var lastStep: Double
    /// Set once the pinch crossed a threshold and opened or closed something: the rest of the
    /// same pinch does nothing more.
    var isSpent = false

    /// A pinch that began at `now` on item `index` (nil: between pictures), fixed at `anchor`.
    init(index: Int?, anchor: Point, now: Double) {
        self.index = index; self.anchor = anchor; lastStep = now
    }

    /// Multiplies in one step (non-finite or non-positive steps are ignored).
    mutating func step(_ factor: Double, now: Double) {
        lastStep = max(lastStep, now)
        guard factor.isFinite, factor > 0 else { return }
        scale = min(max(scale * factor, PagedGridPinch.minScale), PagedGridPinch.maxScale)
    }

    /// When the pinch counts as ended if no further step comes.
    var endTime: Double { lastStep + Constants.pinchEndGapS }

    /// Whether the pinch has ended by `now` (no step for `Constants.pinchEndGapS`).
    func isOver(now: Double) -> Bool { now >= endTime }
}
