import FlickCore
import FlickKit

/// One tab's navigation in the museum: a `PagedGrid` of collections and, above it, the
/// detail view of the collection opened from it (the seed's MuseumCollectionView with its
/// MuseumDetailView).
///
/// Opening (a click on a picture, or pinching it out) flies the picture from its tile's
/// rectangle to the detail's artwork while the detail fades in (`reveal` 0 → 1). Closing
/// (the back button, `Escape`, pinching in) flies it back to the tile, which the grid keeps
/// in view; a swipe to the right slides the detail away interactively and commits or
/// cancels on release by distance and speed. Every transition can be caught by a press.
public final class MuseumBrowser: Component {
    // MARK: Feel (component-specific)
    /// A back swipe released past this share of the width closes (slower than a flick).
    static let backSwipeCommitFraction: Double = 0.3
    /// The detail's bar and text fade in over the last part of the reveal, from this point.
    static let chromeFadeStart: Double = 0.45
    /// The detail's background is opaque from this reveal on.
    static let backgroundOpaqueAt: Double = 0.6
    /// Share of the close travelled when a pinch in reaches `Constants.pinchCloseScale`.
    static let pinchPreviewTravel: Double = 0.5
    /// A closing picture whose tile is gone shrinks to this share of its size, fading out.
    static let fallbackScale: Double = 0.25
    static let revealRestTolerance: Double = 0.0005
    /// Transitions this close to rest are drawn at rest, px.
    static let snapPx: Double = 0.5
    static let slideRestTolerancePx: Double = 0.25
    /// Darkening of the grid under a detail being swiped away, at the start of the swipe.
    static let slideDimAlpha: Double = 0.35
    static let slideShadow = Shadow(radius: 10, opacity: 0.5)

    // MARK: Public API
    public let tab: MuseumTab
    public let grid: PagedGrid
    public let detail: MuseumDetailView
    /// The collections this tab shows.
    public private(set) var collections: [MuseumCollection] = []
    /// Asked when drawing tiles and the detail's favorite button.
    public var isFavorite: (String) -> Bool = { _ in false }
    /// The detail's favorite button or `f`.
    public var onToggleFavorite: ((_ id: String, _ now: Double) -> Void)?
    /// What the browser was last laid out in, its size class made for its size. With reduced
    /// motion, the detail cross-fades in place instead of the picture flying from its tile.
    public private(set) var environment = ComponentEnvironment()
    /// The open collection (the settled target: set when opening starts, cleared when closing starts).
    public private(set) var openCollection: MuseumCollection?
    public private(set) var size = Size(1, 1)

    // MARK: Internal state
    /// The collection drawn in the detail layer (kept while it closes).
    var presented: MuseumCollection?
    /// 0 = picture in its tile, 1 = detail fully open.
    var reveal = AnimatedValue(0)
    /// The back swipe's progress (its `swipeProgress`), px: minus the detail's offset to the
    /// right (0 open, −width slid off).
    var slideProgress = AnimatedValue(0)
    /// Where the opening picture started (the tile's, or the pinched, rectangle).
    var openSource = Rect.zero
    var pinch: PagedGridPinch?
    /// A continuous pinch of the open detail's picture (`MuseumBrowser+FingerPinch`).
    var detailPinch: MuseumDetailPinch?
    /// After a continuous pinch let go: the picture flies from `flightFrom` (where the fingers
    /// left it) to where the transition ends, `flight` going 0 → 1 alongside the reveal.
    var flightFrom: Rect?
    var flight = AnimatedValue(1)
    /// Owns the back swipe and catching a moving transition (commit or cancel by speed, then distance).
    /// Routes the open detail's gestures.
    let router = ComponentRouter()
    let swipe = SwipeController(axis: .horizontal,
                                policy: .flickOrFraction(rest: 0, fraction: MuseumBrowser.backSwipeCommitFraction))

    public init(tab: MuseumTab, emptyMessage: String) {
        self.tab = tab
        grid = PagedGrid(emptyMessage: emptyMessage)
        detail = MuseumDetailView(backTitle: tab.title)
        grid.onOpen = { [weak self] index, frame, now in self?.open(index: index, from: frame, now: now) }
        detail.onBack = { [weak self] now in self?.close(now: now) }
        detail.onToggleFavorite = { [weak self] now in
            guard let self, let c = self.openCollection ?? self.presented else { return }
            self.onToggleFavorite?(c.id, now)
        }
        swipe.swipeable = self
        adoptChild(detail)
    }

    /// Replaces the list (tiles are rebuilt; a tile's version follows its favorite mark).
    public func setCollections(_ list: [MuseumCollection]) {
        collections = list
        grid.items = list.map { c in
            let favorite = isFavorite(c.id)
            return PagedGridItem(id: c.id, version: favorite ? 1 : 0, name: c.name) { tile in c.tileScene(tile, isFavorite: favorite) }
        }
        if let c = presented { detail.isFavorite = isFavorite(c.id) }
    }

    /// Opens collection `index` of this tab's list, the picture flying from `rect` (grid coordinates).
    public func open(index: Int, from rect: Rect, now: Double) {
        guard index >= 0, index < collections.count else { return }
        let c = collections[index]
        if presented?.id != c.id || slideProgress.value(at: now) != 0 {
            // A different picture (or one being swiped away): start from its tile.
            reveal.set(0)
            slideProgress.set(0)
        }
        presented = c
        openCollection = c
        flightFrom = nil
        detailPinch = nil
        detail.collection = c
        detail.isFavorite = isFavorite(c.id)
        openSource = rect
        reveal.animate(to: 1, at: now, spring: .settle, velocity: nil, tolerance: MuseumBrowser.revealRestTolerance)
    }

    /// Opens the collection with `id` from its tile (scrolling the grid to it first).
    public func open(id: String, now: Double) {
        guard let i = grid.index(ofItemID: id) else { return }
        grid.reveal(itemIndex: i, now: now)
        open(index: i, from: grid.pictureFrame(ofItem: i, at: now) ?? .zero, now: now)
    }

    /// Closes the detail: the picture flies back to its tile, on the page the grid shows it.
    public func close(now: Double) {
        guard let c = openCollection else { return }
        openCollection = nil
        flightFrom = nil
        detailPinch = nil
        swipe.cancel()
        if let i = grid.index(ofItemID: c.id) { grid.reveal(itemIndex: i, now: now) }
        if slideProgress.value(at: now) != 0 {
            slideProgress.animate(to: 0, at: now, spring: .settle, velocity: nil, tolerance: MuseumBrowser.slideRestTolerancePx)
        }
        reveal.animate(to: 0, at: now, spring: .settle, velocity: nil, tolerance: MuseumBrowser.revealRestTolerance)
    }

    /// Closes by sliding the detail off to the right (a committed back swipe), at `velocity` px/s.
    func closeBySliding(velocity: Double, now: Double) {
        guard let c = openCollection else { return }
        openCollection = nil
        if let i = grid.index(ofItemID: c.id) { grid.reveal(itemIndex: i, now: now) }
        slideProgress.animate(to: -size.width, at: now, spring: .settle, velocity: -velocity,
                              tolerance: MuseumBrowser.slideRestTolerancePx)
    }

    /// Back to fully open from wherever a caught or cancelled transition is; `velocity` is the
    /// detail's horizontal speed, px/s (right positive).
    func resumeOpen(now: Double, velocity: Double? = nil) {
        reveal.animate(to: 1, at: now, spring: .settle, velocity: nil, tolerance: MuseumBrowser.revealRestTolerance)
        if flightFrom != nil {
            flight.animate(to: 1, at: now, spring: .settle, velocity: nil, tolerance: MuseumBrowser.revealRestTolerance)
        }
        slideProgress.animate(to: 0, at: now, spring: .settle, velocity: velocity.map { -$0 },
                              tolerance: MuseumBrowser.slideRestTolerancePx)
    }

    /// Reveal progress at `now`: 0 grid only … 1 detail open.
    public func revealProgress(at now: Double) -> Double { reveal.value(at: now) }

    /// The detail's horizontal offset at `now`, px.
    public func slideOffset(at now: Double) -> Double { -slideProgress.value(at: now) }

    // MARK: Component

    /// Lays out in `environment`, which it hands its children.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        grid.layout(size: self.size, now: now, environment: environment)
        detail.layout(size: self.size, now: now, environment: environment)
    }

    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool { handleGesture(gesture, now: now) }

    public func advance(to now: Double) {
        grid.advance(to: now)
        endPinchIfOver(at: now)
        reveal.settle(at: now)
        slideProgress.settle(at: now)
        flight.settle(at: now)
        if flightFrom != nil, !flight.isAnimating(at: now), !reveal.isAnimating(at: now) { flightFrom = nil }
        finishClosing(at: now)
    }

    public func scene(at now: Double) -> SceneNode { makeScene(at: now) }

    /// True while anything moves, and while a pinch of ctrl+wheel steps on the detail is held
    /// (until `advance` ends it and the detail springs back open).
    public func isAnimating(at now: Double) -> Bool {
        grid.isAnimating(at: now) || reveal.isAnimating(at: now) || slideProgress.isAnimating(at: now) || swipe.isDragging
            || detailPinch != nil || pinch != nil || flight.isAnimating(at: now)
    }

    public func nextDeadline(after now: Double) -> Double? {
        [grid.nextDeadline(after: now), pinch.map { max(now, $0.endTime) }].compactMap { $0 }.min()
    }

    /// `museum.page`, `museum.columns`, `museum.rows`, `museum.pages` and `museum.detail` for this tab.
    public var state: [String: String] {
        ["museum.page": String(grid.currentPage), "museum.columns": String(grid.shape.columns),
         "museum.rows": String(grid.shape.rows), "museum.pages": String(grid.pageCount),
         "museum.detail": openCollection?.name ?? "none"]
    }

    /// Drops the detail layer once a close has finished.
    func finishClosing(at now: Double) {
        guard openCollection == nil, presented != nil, !swipe.isDragging, detailPinch == nil,
              !reveal.isAnimating(at: now), !slideProgress.isAnimating(at: now), !flight.isAnimating(at: now) else { return }
        if reveal.value(at: now) <= 0 || slideOffset(at: now) >= size.width {
            presented = nil
            reveal.set(0)
            slideProgress.set(0)
            flightFrom = nil
            grid.hiddenItemID = nil
        }
    }
}
