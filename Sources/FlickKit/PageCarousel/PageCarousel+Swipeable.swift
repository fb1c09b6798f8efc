import FlickCore

/// The row of cards is one swipe: progress in pages, one card pitch per page, a snap point
/// per page. Past the first and last card the swipe's default rubber band, whose dimension is
/// one unit of progress: the card pitch, not the viewport width of docs/ARCHITECTURE.md, "Feel"
/// (a decision, see there): the row's unit is one card, so an end card pulled all the way stops
/// short of its neighbour's place.
extension PageCarousel: Swipeable {
    /// Pixels per page: the card pitch.
    public var swipeDistance: Double { geometry.pitch }

    /// The pages a swipe may end on: those within two flings of where the row rests, and the
    /// first and last pages (so the rubber band sits at the real ends). A drag alone never
    /// travels a fling's worth of pages and the policy caps a fling at
    /// `Constants.carouselMaxPagesPerFling`, so the window only keeps a swipe's cost independent
    /// of the page count.
    public var swipeSnapPoints: [Double]? {
        let last = entries.count - 1
        let c = min(max(Int(position.target.rounded()), 0), last)
        let r = 2 * Constants.carouselMaxPagesPerFling
        var points = (max(0, c - r)...min(last, c + r)).map(Double.init)
        if points.first != 0 { points.insert(0, at: 0) }
        if points.last != Double(last) { points.append(Double(last)) }
        return points
    }

    /// The row's position, pages (the centre of the row).
    public var swipeProgress: AnimatedValue {
        get { position }
        set { position = newValue }
    }

    /// A cancelled swipe returns to the selected page.
    public var swipeCancelProgress: Double { Double(selectedIndex) }

    /// Springs to the page carrying `velocity` (pages/s) and makes it the selection.
    public func swipeSettle(to target: Double, velocity: Double, now: Double) {
        let page = clampIndex(Int(target.rounded()))
        position.animate(to: Double(page), now: now, spring: .settle, velocity: velocity, tolerance: positionTolerance)
        commitSelection(page)
    }

    /// The row's end rule: libadwaita's projection, long swipes per the options, at most
    /// `Constants.carouselMaxPagesPerFling` pages a fling.
    var rowPolicy: SwipeEndPolicy {
        .projection(longSwipes: options.allowsLongSwipes, maxTravel: Double(Constants.carouselMaxPagesPerFling))
    }
}
