import FlickCore

/// A `PagedGrid` and, above it, the detail view of the item opened from it, with the tile-to-detail
/// flight (MuseumApp's MuseumCollectionView with its MuseumDetailView, as a library feature): the app
/// gives the grid and a `PagedGridDetail`, fills the detail in `onWillOpen`, and the browser flies
/// the item's picture between its tile and the detail.
///
/// Opening (a click on a picture, Return on the focused one, or pinching it out: the browser takes
/// the grid's `onOpen`) flies the picture from its tile's rectangle to the detail's `pictureFrame`
/// while the detail fades in (`reveal` 0 → 1). Closing (`close(now:)`, the detail's back keys,
/// pinching in) flies it back to the tile, which the grid keeps in view; a swipe to the right slides
/// the detail away interactively and commits or cancels on release by distance and speed. Every
/// transition can be caught by a press. With reduced motion nothing flies: the grid fades out,
/// then the detail fades in place (and the reverse), never both at once.
public final class PagedGridBrowser: Component, PanClaiming {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    // MARK: Feel (component-specific)
    /// A back swipe released past this share of the width closes (slower than a flick).
    public static let backSwipeCommitFraction: Double = 0.3
    /// The detail's bar and text fade in over the last part of the reveal, from this point.
    public static let chromeFadeStart: Double = 0.45
    /// The detail's background is opaque from this reveal on.
    public static let backgroundOpaqueAt: Double = 0.6
    /// Share of the close travelled when a pinch in reaches `Constants.pinchCloseScale`.
    public static let pinchPreviewTravel: Double = 0.5
    /// A closing picture whose tile is gone shrinks to this share of its size, fading out.
    public static let fallbackScale: Double = 0.25
    /// The reveal's spring rests within this of its target.
    public static let revealRestTolerance: Double = 0.0005
    /// Transitions this close to rest are drawn at rest, px.
    public static let snapPx: Double = 0.5
    /// The back swipe's spring rests within this of its target, px.
    public static let slideRestTolerancePx: Double = 0.25
    /// Darkening of the grid under a detail being swiped away, at the start of the swipe.
    public static let slideDimAlpha: Double = 0.35
    /// The shadow at the left edge of a detail being swiped away.
    public static let slideShadow = Shadow(radius: 10, opacity: 0.5)

    // MARK: Public API
    /// The grid of items (its `onOpen` is the browser's).
    public let grid: PagedGrid
    /// The detail view opened over the grid.
    public let detail: any PagedGridDetail
    /// Called as item `index` opens, before its flight starts: fill the detail with it here.
    public var onWillOpen: ((_ index: Int, _ now: Double) -> Void)?
    /// Called as the open item starts to close, whatever closes it (`close(now:)`, a key, a pinch
    /// in, a back swipe): its id.
    public var onWillClose: ((_ id: String, _ now: Double) -> Void)?
    /// Called once a closed detail is gone from the screen (the picture back in its tile): its id.
    public var onDidClose: ((_ id: String) -> Void)?
    /// What the browser was last laid out in, its size class made for its size. With reduced
    /// motion, the grid fades out, then the detail in, instead of the picture flying from its tile.
    public private(set) var environment = ComponentEnvironment()
    /// The open item's id (the settled target: set when opening starts, cleared when closing starts).
    public private(set) var openItemID: String?
    /// The size laid out, px.
    public private(set) var size = Size(1, 1)

    // MARK: Internal state
    /// The item drawn in the detail layer (kept while it closes).
    public private(set) var presentedItemID: String?
    /// 0 = picture in its tile, 1 = detail fully open.
    var reveal = AnimatedValue(0)
    /// The back swipe's progress (its `swipeProgress`), px: minus the detail's offset to the
    /// right (0 open, −width slid off).
    var slideProgress = AnimatedValue(0)
    /// Where the opening picture started (the tile's, or the pinched, rectangle).
    var openSource = Rect.zero
    var pinch: PagedGridPinch?
    /// A continuous pinch of the open detail's picture (`PagedGridBrowser+FingerPinch`).
    var detailPinch: PagedGridDetailPinch?
    /// A continuous pinch that began over a part of the open detail that may claim it (a zoom
    /// view), held until the fingers move and the claim can be asked.
    var heldPinchBegin: PinchInfo?
    /// The open detail claimed the continuous pinch under way: the rest of it goes to the detail.
    var detailHasPinch = false
    /// After a continuous pinch let go: the picture flies from `flightFrom` (where the fingers
    /// left it) to where the transition ends, `flight` going 0 → 1 alongside the reveal.
    var flightFrom: Rect?
    var flight = AnimatedValue(1)
    /// Routes the open detail's gestures.
    let router = ComponentRouter()
    /// Owns the back swipe and catching a moving transition (commit or cancel by speed, then distance).
    let swipe = SwipeController(axis: .horizontal,
                                policy: .flickOrFraction(rest: 0, fraction: PagedGridBrowser.backSwipeCommitFraction))

    /// A browser over `grid` opening `detail`; both become its children.
    public init(grid: PagedGrid, detail: any PagedGridDetail) {
        self.grid = grid
        self.detail = detail
        grid.onOpen = { [weak self] index, frame, now in self?.open(index: index, from: frame, now: now) }
        swipe.swipeable = self
        adoptChild(grid)
        adoptChild(detail)
    }

    /// Opens item `index` of the grid, the picture flying from `rect` (browser coordinates).
    public func open(index: Int, from rect: Rect, now: Double) {
        guard index >= 0, index < grid.items.count else { return }
        let id = grid.items[index].id
        if presentedItemID != id || slideProgress.value(now: now) != 0 {
            // A different picture (or one being swiped away): start from its tile.
            reveal.set(0)
            slideProgress.set(0)
        }
        presentedItemID = id
        openItemID = id
        flightFrom = nil
        detailPinch = nil
        onWillOpen?(index, now)
        focusEntersDetail(now: now)
        openSource = rect
        reveal.animate(to: 1, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
    }

    /// Opens the item with `id` from its tile (paging the grid to it first).
    public func open(id: String, now: Double) {
        guard let i = grid.index(ofItemID: id) else { return }
        grid.reveal(itemIndex: i, now: now)
        open(index: i, from: grid.pictureFrame(ofItem: i, now: now) ?? .zero, now: now)
    }

    /// Closes the detail: the picture flies back to its tile, on the page the grid shows it.
    public func close(now: Double) {
        guard let id = openItemID else { return }
        openItemID = nil
        flightFrom = nil
        detailPinch = nil
        swipe.cancel()
        onWillClose?(id, now)
        focusLeavesDetail(itemID: id, now: now)
        if let i = grid.index(ofItemID: id) { grid.reveal(itemIndex: i, now: now) }
        if slideProgress.value(now: now) != 0 {
            slideProgress.animate(to: 0, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.slideRestTolerancePx)
        }
        reveal.animate(to: 0, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
    }

    /// Closes by sliding the detail off to the right (a committed back swipe), at `velocity` px/s.
    func closeBySliding(velocity: Double, now: Double) {
        guard let id = openItemID else { return }
        openItemID = nil
        onWillClose?(id, now)
        focusLeavesDetail(itemID: id, now: now)
        if let i = grid.index(ofItemID: id) { grid.reveal(itemIndex: i, now: now) }
        slideProgress.animate(to: -size.width, now: now, spring: .settle, velocity: -velocity,
                              tolerance: PagedGridBrowser.slideRestTolerancePx)
    }

    /// Back to fully open from wherever a caught or cancelled transition is; `velocity` is the
    /// detail's horizontal speed, px/s (right positive).
    func resumeOpen(now: Double, velocity: Double? = nil) {
        reveal.animate(to: 1, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
        if flightFrom != nil {
            flight.animate(to: 1, now: now, spring: .settle, velocity: nil, tolerance: PagedGridBrowser.revealRestTolerance)
        }
        slideProgress.animate(to: 0, now: now, spring: .settle, velocity: velocity.map { -$0 },
                              tolerance: PagedGridBrowser.slideRestTolerancePx)
    }

    /// Reveal progress at `now`: 0 grid only … 1 detail open.
    public func revealProgress(now: Double) -> Double { reveal.value(now: now) }

    /// The detail's horizontal offset at `now`, px.
    public func slideOffset(now: Double) -> Double { -slideProgress.value(now: now) }

    // MARK: Component

    /// Lays out in `environment`, which it hands its children.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Lays the grid and the detail out at `size`.
    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        grid.layout(size: self.size, now: now, environment: environment)
        detail.layout(size: self.size, now: now, environment: environment)
    }

    /// While a detail is open it takes the gestures (its keys, its bar, the back swipe, pinching
    /// in); otherwise the grid does.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool { handleGesture(gesture, now: now) }

    /// Advances the grid and the transition, and drops the detail layer once a close has finished.
    public func advance(to now: Double) {
        grid.advance(to: now)
        endPinchIfOver(now: now)
        reveal.settle(now: now)
        slideProgress.settle(now: now)
        flight.settle(now: now)
        if flightFrom != nil, !flight.isAnimating(now: now), !reveal.isAnimating(now: now) { flightFrom = nil }
        finishClosing(now: now)
    }

    /// The grid, then the detail layer with the flying picture.
    public func scene(now: Double) -> SceneNode { makeScene(now: now) }

    /// True while the grid moves, a transition runs or a swipe or pinch is under way (a held
    /// ctrl+wheel pinch too, until `advance` ends it and the detail springs back open).
    public func isAnimating(now: Double) -> Bool {
        grid.isAnimating(now: now) || reveal.isAnimating(now: now) || slideProgress.isAnimating(now: now) || swipe.isDragging
            || detailPinch != nil || pinch != nil || flight.isAnimating(now: now)
    }

    /// The grid's deadline, or the end of a pinch made of steps.
    public func nextDeadline(now: Double) -> Double? {
        [grid.nextDeadline(now: now), pinch.map { max(now, $0.endTime) }].compactMap { $0 }.min()
    }

    /// The grid's state (an owner publishes its own keys for the detail).
    public var state: [String: String] { grid.state }

    /// Every pan over an open detail (its back swipe, or nothing), and vertical ones over the grid
    /// (paging): an enclosing swipe leaves them to the browser.
    public func claimsPan(_ pan: PanInfo, along axis: SwipeAxis, now: Double) -> Bool {
        openItemID != nil || axis == .vertical
    }

    /// Drops the detail layer once a close has finished.
    func finishClosing(now: Double) {
        guard openItemID == nil, let id = presentedItemID, !swipe.isDragging, detailPinch == nil,
              !reveal.isAnimating(now: now), !slideProgress.isAnimating(now: now), !flight.isAnimating(now: now) else { return }
        if reveal.value(now: now) <= 0 || slideOffset(now: now) >= size.width {
            presentedItemID = nil
            reveal.set(0)
            slideProgress.set(0)
            flightFrom = nil
            grid.hiddenItemID = nil
            onDidClose?(id)
        }
    }
}
