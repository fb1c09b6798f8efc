import FlickCore

/// The Mobile Safari page switcher (after `LSPageViewController` and libadwaita's `AdwCarousel`
/// with `AdwTabOverview`).
///
/// Not presenting, the selected page fills the carousel and gets the gestures. Presenting
/// (`present`, ctrl+shift+o, a pinch in), the page shrinks into its card while its neighbours slide
/// in from the sides: a row of cards on a gradient, neighbours at 0.4 opacity, the title
/// above and page dots (or "3 of 57") below, a close button on the selected card. The row
/// follows drags with rubber-band ends and settles by projection (long swipes optional);
/// clicks, wheel and keys move it; a click on the selected card (Return, a pinch
/// out) zooms it back, and Escape zooms back into the page the presentation came from. Cards close (button, ctrl+w, Delete, dragged or flung up) with their
/// neighbours closing the gap; closing the last one leaves a blank page; ctrl+shift+t reopens,
/// and a press on a closing card still in view catches it back (dragging on from there).
/// A new page (ctrl+t) travels, fades in and zooms, as in Mobile Safari. Long press and drag
/// reorders. Every animation is interruptible, and input is never queued behind one.
///
/// Pages are any components, made by the app (`pages`, `newPage`): children of the carousel
/// (`container`, `enclosing(PageCarousel.self)`), laid out at the carousel's size when they are
/// first shown at it, advanced while they show, and drawn with `placedScene(in:size:at:)`: a page
/// at rest with a `contentVersion` is drawn once into an image keyed by the page itself (once at
/// full size, once at card size) and only composited as it moves; anything else is drawn live.
/// The title above the row is the page's `Titled.title` ("Untitled" without one). While a page
/// fills the carousel (not presenting) it gets the gestures, in its own coordinates, and its
/// state is published with the carousel's; a page that claims a pan (`PanClaiming`, e.g. a
/// swiper) keeps it from a container around the carousel.
///
/// Changes through the API animate while presenting and are immediate otherwise. Only the
/// cards in view are built (and their pages laid out and advanced) each frame, whatever the
/// page count.
public final class PageCarousel: RoutingContainer, PanClaiming, LazilyLaidOut {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    // MARK: Public API

    /// Look and behaviour; changing them moves the cards at once and lays the carousel's parts
    /// out again before its next gesture, frame or scene.
    public var options: CarouselOptions {
        didSet {
            updateGeometry()
            setNeedsLayout()
        }
    }
    /// Makes a page for "new page" (ctrl+t) and the blank page left after closing the last one.
    public var newPage: () -> any Component
    /// The presentation finished showing (after its entrance animation).
    public var onPresented: (() -> Void)?
    /// The presentation finished zooming back into the selected page.
    public var onDismissed: (() -> Void)?
    /// The selected page changed (by index or by page), with its new index.
    public var onSelected: ((Int) -> Void)?
    /// A page was closed, with the index it had.
    public var onClosed: ((any Component, Int) -> Void)?
    /// A page was added or reopened, with its index.
    public var onAdded: ((any Component, Int) -> Void)?
    /// A page was moved (reordered) from one index to another.
    public var onMoved: ((Int, Int) -> Void)?
    /// Makes a page back from the part a page saved (`Restorable`; `.null` for a page that is
    /// not): set it to let the carousel restore its pages, else it restores only the selection.
    public var restorePage: ((RestorationValue) -> any Component)?

    /// What the carousel was last laid out in, its size class made for its size; its pages are
    /// laid out in it. With reduced motion, present and dismiss cross-fade between the page and
    /// the presentation instead of zooming.
    public internal(set) var environment = ComponentEnvironment()
    /// Present and dismiss cross-fade between the page and the presentation instead of zooming
    /// (the app's reduced-motion setting).
    @available(*, deprecated, message: "reduced motion comes down the tree: ComponentEnvironment.reducedMotion")
    public var prefersReducedMotion: Bool {
        get { environment.reducedMotion }
        set { environment.reducedMotion = newValue }
    }

    /// Target state: true from `present` until `dismiss` (its zoom may still run).
    public internal(set) var isPresenting: Bool
    /// Whether the cards hold the keyboard focus (while presenting they are one focus stop: the
    /// arrows move the selection); set by the focus mechanism (`FocusChain`).
    public var isFocused = false
    /// The settled target page (0-based): changes when a swipe commits, not mid-flight.
    public internal(set) var selectedIndex: Int
    /// The size of the last layout, px.
    public private(set) var size = Size(1, 1)
    /// The geometry of the presentation at the current size.
    private(set) var geometry: CarouselLayout

    /// Number of pages (at least one: closing the last leaves a blank page).
    public var count: Int { entries.count }

    /// The pages in order. Setting replaces them all without animation (LSPageViewController's direct
    /// access to its array); an empty list becomes one new blank page.
    public var pages: [any Component] {
        get { entries.map(\.page) }
        set { replacePages(newValue) }
    }

    /// The page at `index` (clamped into the pages).
    public func page(at index: Int) -> any Component { entries[clampIndex(index)].page }

    /// The selected page.
    public var selectedPage: any Component { entries[selectedIndex].page }

    /// The selected page's title (`Titled`), "Untitled" when it has none.
    public var selectedTitle: String { title(of: entries[selectedIndex].page) }

    /// True while the user drags something (row, card, page).
    public var isDragging: Bool { drag != nil || pageHasPan }

    // MARK: Internal state

    /// The pages in order, each with its serial (the grid is fitted to their count).
    var entries: [CarouselEntry] = [] {
        didSet { grid.fit(count: entries.count) }
    }
    var nextSerial = 0
    /// Serial of the selected page (to tell "another page at the same index" apart).
    var selectedSerial = -1
    /// Serial of the page that filled the carousel when the presentation began (Escape goes back to it).
    var presentedFromSerial: Int?
    /// Row progress: the row position at the centre, pages.
    var position: AnimatedValue
    /// The zoom between the selected page and the presentation, and the add sequence's zoom.
    var zoom: CarouselZoom
    /// The continuous pinches: the one driving the zoom, a press holding it, the page's.
    var pinch = CarouselPinch()
    var shifts = CarouselRowShifts()
    var leaving: [CarouselLeavingCard] = []
    /// Cards off the row vertically and springing back, px, by serial (the card the lift swipe
    /// holds is `cardLift`'s).
    var lifts: [Int: AnimatedValue] = [:]
    /// Cards fading in (0...1), by serial.
    var appearing: [Int: AnimatedValue] = [:]
    /// Closed pages, most recent last.
    var closedPages: [CarouselClosedPage] = []
    /// What the presentation's drag under way moves (the page's own drag is the router's record:
    /// `pageHasPan`).
    var drag: CarouselDrag?
    /// The row's swipe (horizontal, pages): catches the moving row, drags it, settles it (its
    /// policy follows the options: `rowPolicy`).
    let rowSwipe = SwipeController(policy: .projection(longSwipes: true))
    /// The card lifted off the row (drag up to close), and its swipe (vertical, card heights):
    /// commits past `Constants.carouselCloseLiftFraction` of the card height, projected.
    let cardLift = CarouselCardLift()
    let liftSwipe = SwipeController(axis: .vertical,
                                    policy: .threshold(Constants.carouselCloseLiftFraction, fromRest: 0))
    /// Which part of the presentation the press under way landed on; nil when none did (a press
    /// on the page is the router's record: `pageHasPress`).
    var pressTarget: CarouselPressTarget?
    /// Where the pointer rests over the presentation or the grid (nil: elsewhere, or over the page
    /// filling the carousel); the card, thumbnail or close button under it shows its hover state.
    var hoverPoint: Point?
    /// The card or thumbnail picked up by a long press (reordering), drawn on top while it
    /// settles back.
    var reorder = CarouselReorder()
    var lastAdvance: Double = 0
    /// The + button or ctrl+t was used while a page filled the window: once the presentation
    /// is in, LSPageViewController's add sequence runs (travel, fade in, zoom).
    var newPageWhenPresented = false
    var scrollStepper = ScrollStepper()
    /// The carousel's parts are laid out again at the next gesture, frame or scene (`setNeedsLayout()`).
    var pendingLayout = PendingLayout()
    /// The last frame was drawn while something moved (one more follows at rest).
    var drewMovingFrame = false
    let indicator = CarouselIndicator()
    /// The grid overview: shown or not, its blend with the row, its scroll and its press.
    var grid = CarouselGrid()
    /// A restored overview waiting for the first layout (the grid scrolls to the selected page
    /// only once it knows its size).
    var pendingOverview: CarouselOverview?
    /// Laid out at a size of its own at least once (`size` is 1x1 before).
    var hasBeenLaidOut = false
    /// The grid overview's geometry at the current size.
    public var gridGeometry: CarouselGridLayout { grid.geometry }
    /// The undo toast after a close; nil when none shows.
    var toast: CarouselUndoToast?
    /// Routes the page's gestures (not presenting) and the indicator's clicks (presenting).
    let router = ComponentRouter()

    /// A carousel over `pages` (one `newPage()` when empty) with `selectedIndex` selected,
    /// presenting from the start when `presenting` is true. `newPage` makes the page for "new
    /// page" (ctrl+t, the + button of an app) and the blank page left after closing the last one.
    public init(pages: [any Component], selectedIndex: Int = 0, presenting: Bool = false,
                options: CarouselOptions = CarouselOptions(), newPage: @escaping () -> any Component) {
        self.options = options
        self.newPage = newPage
        geometry = CarouselLayout(size: Size(1, 1), cardScale: options.cardScale, spacingPx: options.spacingPx,
                                   bottomInsetPx: options.bottomInsetPx)
        isPresenting = presenting
        zoom = CarouselZoom(presented: presenting)
        self.selectedIndex = 0
        position = AnimatedValue(0)
        entries = (pages.isEmpty ? [newPage()] : pages).map(makeEntry)
        self.selectedIndex = clampIndex(selectedIndex)
        selectedSerial = entries[self.selectedIndex].serial
        position.set(Double(self.selectedIndex))
        indicator.count = entries.count
        indicator.onSelect = { [weak self] i, now in self?.select(i, animated: true, now: now) }
        rowSwipe.swipeable = self
        rowSwipe.policy = rowPolicy
        liftSwipe.swipeable = cardLift
        liftSwipe.caughtReleaseFollowsPolicy = true
        cardLift.onSettle = { [weak self] serial, lift, target, velocity, now in
            self?.settleLift(serial: serial, liftPx: lift, target: target, velocityPxPerS: velocity, now: now)
        }
    }

    // MARK: Component

    /// Lays out the carousel in `environment`, which it hands its pages as they are shown.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        setEnvironment(environment.fitting(size.finiteLayout))
        layout(size: size, now: now)
    }

    /// Lays out the presentation for `size`; the pages are laid out at that size as they are
    /// shown (the selected one at once).
    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        setEnvironment(environment.fitting(self.size))
        relayout(now: now)
        layOutPage(at: selectedIndex, now: now)
        hasBeenLaidOut = true
        if let overview = pendingOverview {
            pendingOverview = nil
            show(overview, now: now)
        }
    }

    /// Routes a gesture to the presentation (cards, close button, dots) or to the page shown.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        layoutIfNeeded(now: now)
        defer { layoutIfNeeded(now: now) }
        return handleGesture(gesture, now: now)
    }

    /// Runs the add sequence's steps, the reorder's auto-scroll and the zoom's end, and advances
    /// the pages that show.
    public func advance(to now: Double) {
        layoutIfNeeded(now: now)
        if let d = zoom.takeDueOpen(now: now) { dismiss(animated: true, now: d, duration: Constants.carouselAddZoomS) }
        if case .reorder = drag { autoScroll(now: now) }
        if let t = toast, now >= t.until { toast = nil }
        grid.advance(to: now)
        lastAdvance = now
        prune(now: now)
        if let end = zoom.arrival(now: now) { report(end) }
        if newPageWhenPresented && isPresenting && zoom.owed == nil {
            newPageWhenPresented = false
            open(newPage(), at: selectedIndex + 1, now: now)
        }
        if !isMoving(now: now) { drewMovingFrame = false }
        for i in shownIndices(now: now) {
            layOutPage(at: i, now: now)
            entries[i].page.advance(to: now)
        }
    }

    /// The page filling the carousel, or the presentation at its current zoom (the row or the
    /// grid), under the undo toast while it shows.
    public func scene(now: Double) -> SceneNode {
        layoutIfNeeded(now: now)
        drewMovingFrame = isMoving(now: now)
        return withToast(makeScene(now: now))
    }

    /// True while something moves, and until a frame has been drawn at rest after it: the
    /// last frame on screen is then always the resting one, even when the motion ended
    /// between drawing a frame and presenting it. Also while a page that shows animates.
    public func isAnimating(now: Double) -> Bool {
        isMoving(now: now) || drewMovingFrame || shownIndices(now: now).contains { entries[$0].page.isAnimating(now: now) }
    }

    /// True while a drag, an animation or a pending step runs.
    func isMoving(now: Double) -> Bool {
        isDragging || zoom.openAt != nil || newPageWhenPresented || pinch.isHoldingZoom
            || zoom.isAnimating(now: now) || position.isAnimating(now: now)
            || shifts.isAnimating(now: now) || reorder.isAnimating(now: now)
            || leaving.contains { !$0.isDone(now: now) }
            || lifts.values.contains { $0.isAnimating(now: now) }
            || appearing.values.contains { $0.isAnimating(now: now) }
            || grid.isAnimating(now: now)
    }

    /// The add sequence's zoom, or the earliest deadline of a page that shows,
    /// The undo toast's end, or the grid's scroll bar starting to fade.
    public func nextDeadline(now: Double) -> Double? {
        (shownIndices(now: now).compactMap { entries[$0].page.nextDeadline(now: now) }
            + [zoom.openAt, toast?.until, grid.scroll.nextDeadline(now: now)].compactMap { $0 }).min()
    }

    /// `carousel.presenting`, `carousel.selected`, `carousel.count`, `carousel.title` and
    /// `carousel.overview` (`none`, `row` or `grid`), then the selected page's state
    /// (`PublishedState`: a nested carousel's keys go under `carousel[page].`).
    public var state: [String: String] {
        let own = ["carousel.presenting": isPresenting ? "true" : "false", "carousel.selected": String(selectedIndex),
                   "carousel.count": String(entries.count), "carousel.title": selectedTitle,
                   "carousel.overview": overview.rawValue]
        return PublishedState.merge(own: own, children: [("carousel[page]", entries[selectedIndex].page.state)])
    }

    // MARK: Helpers

    /// Spring rest tolerance for the row, pages: a quarter pixel, capped.
    var positionTolerance: Double { SwipeController.restTolerance(distance: geometry.pitch) }

    /// Spring rest tolerance for the zoom: a quarter pixel of the card's growth, capped.
    var zoomTolerance: Double { CarouselZoom.tolerance(width: size.width, cardWidth: geometry.cardSize.width) }

    func clampIndex(_ i: Int) -> Int { min(max(0, i), max(0, entries.count - 1)) }

    /// A new entry for `page`, which the carousel now holds (`adoptChild`).
    func makeEntry(_ page: any Component) -> CarouselEntry {
        defer { nextSerial += 1 }
        adoptChild(page)
        return CarouselEntry(serial: nextSerial, page: page)
    }

    /// The index of the page with `serial`, if it is still in the carousel (searched near
    /// the selection first: presses land on visible cards).
    func index(ofSerial serial: Int) -> Int? {
        if let r = geometry.visibleRange(progress: position.target, count: entries.count, slack: 2),
           let i = r.first(where: { entries[$0].serial == serial }) {
            return i
        }
        return entries.firstIndex { $0.serial == serial }
    }

    /// Takes `new` as the environment; on a change, each page is laid out again in it when it next shows.
    func setEnvironment(_ new: ComponentEnvironment) {
        guard new != environment else { return }
        environment = new
        for i in entries.indices { entries[i].laidOutSize = nil }
    }

    /// The presentation is dark in both appearances (as Safari's tab view is: the page cards stand
    /// out on it), so its chrome (the indicator, the close buttons, the selection ring) takes the
    /// dark palette; the pages get the carousel's own environment.
    var presentationEnvironment: ComponentEnvironment {
        var e = environment
        e.appearance = .dark
        return e
    }

    /// The palette of the presentation's chrome (`presentationEnvironment`).
    var presentationPalette: Palette { presentationEnvironment.palette }

    /// Marks the carousel as needing layout: its indicator and the cards flying away are laid
    /// out again at the next gesture, frame or scene, with that moment's time.
    public func setNeedsLayout() { pendingLayout.invalidate() }

    /// Lays the carousel's parts out again (`layoutIfNeeded(now:)` after `setNeedsLayout()`).
    func layOutAgain(now: Double) { relayout(now: now) }

    /// A page added is laid out with the carousel's other parts (the carousel adds none to
    /// `pendingLayout`: it lays pages out as it takes them).
    func layOutAdded(_ page: any Component, now: Double) { relayout(now: now) }

    /// The cards' geometry for the size and options.
    func updateGeometry() {
        geometry = CarouselLayout(size: size, cardScale: options.cardScale, spacingPx: options.spacingPx,
                                   bottomInsetPx: options.bottomInsetPx)
        shifts.tolerance = 0.25 / max(1, geometry.pitch)
        cardLift.cardHeight = geometry.cardSize.height
        rowSwipe.policy = rowPolicy
        grid.resize(to: size, bottomInsetPx: options.bottomInsetPx, count: entries.count)
    }

    func relayout(now: Double) {
        pendingLayout.clear()
        updateGeometry()
        indicator.count = entries.count
        indicator.layout(size: geometry.indicatorFrame.size, now: now, environment: presentationEnvironment)
        for card in leaving { layOut(card.page, now: now) }
    }

    /// Drops whatever the pointer was doing without settling anything (every page is being replaced).
    func abandonInteraction() {
        guard let d = drag else { return }
        drag = nil
        switch d {
        case .row: _ = rowSwipe.cancel()
        case .lift: _ = liftSwipe.cancel()
        case .reorder, .gridReorder: reorder.abandon()
        case .gridScroll: grid.scroll.endUnfinishedDrag(now: lastAdvance)
        }
    }

    /// Stops whatever the pointer was doing (a key or an API call takes over): a dragged row
    /// settles on the nearest page, a lifted card springs back, a picked-up card is put down,
    /// and a page's own drag is cancelled (`.cancel`).
    func endInteraction(now: Double) {
        if pageHasPan { _ = forwardToPage(.cancel, now: now) }
        guard let d = drag else { return }
        drag = nil
        switch d {
        case .row:
            rowSwipe.cancel()
            rowSwipe.settleNearest(now: now)
        case .lift:
            cardLift.swipeSettle(to: liftSwipe.cancel(), velocity: 0, now: now)
        case .reorder:
            dropReordered(now: now)
        case .gridScroll:
            grid.scroll.endUnfinishedDrag(now: now)
        case .gridReorder:
            dropInGrid(now: now)
        }
    }

    /// Drops finished animations (cheap bookkeeping; values read the same either way).
    func prune(now: Double) {
        position.settle(now: now)
        zoom.prune(now: now)
        shifts.prune(now: now)
        leaving.removeAll { $0.isDone(now: now) }
        lifts = lifts.filter { $0.value.isAnimating(now: now) || $0.value.value(now: now) != 0 }
        appearing = appearing.filter { $0.value.isAnimating(now: now) || $0.value.value(now: now) < 1 }
        reorder.prune(held: drag != nil, now: now)
        grid.prune(now: now)
    }
}
