import FlickCore

/// The three-slot preloaded circular swiper: a pager that keeps a left, a center and a right page
/// live and recycles them as the user swipes (as the weather app's pages did on the iPhone).
///
/// A circular list of `pageCount` pages shown one at a time (or, with `SwiperOptions.isCircular`
/// off, a bounded one: no wrap, a rubber band before the first and after the last page, and an
/// empty slot beyond each end where no page is made). The app makes the pages: the
/// swiper calls `page(index)` for the page at an index and holds exactly three live page
/// components (`slots`: left, center, right), the neighbours preloaded. As the list is swiped
/// the slots are recycled: a slot that comes into view on the far side
/// is reloaded by calling `page(index)` for its new index; a jump reloads only the slots whose
/// index changed. Drag, flick, arrow keys, Home/End, horizontal scroll (or the vertical wheel)
/// page through it; with momentum a fast fling travels several pages (never a whole turn), the
/// slots rotating and reloading as the progress passes each page. Page dots (a "3 of 140" label
/// when they would not fit the width) and Kindle-style fade-in toolbars (revealed near the
/// top/bottom edge or with `t`) add navigation.
///
/// Pages are children (`container` is the swiper): they are laid out at the swiper's size,
/// advanced with it, and drawn with `placedScene(in:size:at:)`, so a page with a
/// `contentVersion` is drawn once into an image keyed by the page component itself and only
/// composited while it moves. Return the same component for an index (keep your page objects)
/// to keep its image across recycling; a fresh component is drawn once when it comes in.
/// Clicks on the page (press, release, tap, long press) go to the center page, in its coordinates.
///
/// Progress is absolute and unbounded in page units (index = progress mod count); jumps
/// (`go(to:)`, dots, First/Last) travel the shortest way round the circle, forward on a tie.
/// A bounded swiper's progress is its page index (0...count − 1, past them only in the rubber
/// band); its keys, buttons and jumps stop at the ends (Previous and First disabled on the first
/// page, Next and Last on the last).
/// A count below 1 is an empty swiper: it draws its background and makes no page.
public final class Swiper: Component, LazilyLaidOut {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// How long a page fades in with reduced motion, s.
    static let fadeDurationS: Double = 0.25

    // MARK: Layout and feel (component-specific)
    /// Behind the pages (shows where a page does not cover the swiper) in the dark palette: the
    /// swiper draws the `windowBackground` of the palette it was laid out in.
    public static let pageBackground = Palette.dark.windowBackground
    /// Gap between the page dots and the bottom edge (or the bottom toolbar), px.
    static let dotsBottomMarginPx: Double = 10
    /// Scroll notches (summed within one scroll gesture) that turn one page.
    static let scrollPageNotches: Double = 1
    /// Upper bound on the pages one fling travels (tiny windows make a page only a few px).
    static let maxPagesPerFling = 20

    // MARK: Public API
    /// What the swiper offers besides swiping (fixed: make a new swiper for other options).
    public let options: SwiperOptions
    /// Pages in the list; 0 for an empty swiper. `reloadPages(count:)` changes it.
    public private(set) var pageCount: Int
    /// The three recycled page slots, synced to the displayed progress by `scene(now:)`.
    var slots: SwiperSlots
    /// The settled target page (0-based): changes when a swipe commits, not mid-drag.
    public var currentIndex: Int { SwiperSlots.wrap(committedPosition, count: pageCount) }
    /// Called with the new `currentIndex` whenever it changes.
    public var onIndexChanged: ((Int) -> Void)?
    /// Called with the page's index after a tap on the page was handed to the center page.
    public var onTap: ((Int) -> Void)?
    /// The app's restorables whose parts nest in the swiper's (its page model: `Restorable`).
    public var restorationChildren: [any Restorable] = []
    /// The size laid out (at least 1x1).
    public private(set) var size = Size(1, 1)
    /// Target toolbar visibility (a fade may still run).
    public private(set) var toolbarsShown = false
    /// True while a drag moves the pages.
    public var isDragging: Bool { swipe.isDragging }

    // MARK: Internal state
    /// Makes the page for an index (the app's).
    let makePage: (Int) -> any Component
    /// Short page names for `swiper.slots` (default: the index).
    let pageName: ((Int) -> String)?
    /// Page titles for the top toolbar and `swiper.item`.
    let pageTitle: ((Int) -> String)?
    /// Extra state published for the current page.
    let pageState: ((Int) -> [String: String])?
    /// The live page component of each slot, by slot identity (`pages[n]` shows `slots.all[n]`;
    /// nil for an empty slot); empty for an empty swiper.
    var pages: [(any Component)?] = []
    /// The slot version each page was made for (a slot whose version moved on is reloaded).
    var loadedVersions: [Int] = []
    /// Pages made since the last layout (`loadPages`), or the whole swiper (`setNeedsLayout()`,
    /// a new page count), laid out at the next gesture, frame or scene with its time.
    var pendingLayout = PendingLayout()
    /// Absolute progress in pages.
    var position: AnimatedValue
    /// Absolute page the swiper is settling on.
    var committedPosition: Int
    /// What the swiper was last laid out in, its size class made for its size. With reduced
    /// motion, keys, dots and buttons change the page in place, the new one fading in.
    public internal(set) var environment = ComponentEnvironment()
    /// Reduced motion: keys, dots and buttons change the page in place, the new one fading in.
    @available(*, deprecated, message: "reduced motion comes down the tree: ComponentEnvironment.reducedMotion")
    public var prefersReducedMotion: Bool {
        get { environment.reducedMotion }
        set { environment.reducedMotion = newValue }
    }
    /// The pages' opacity while a page fades in (reduced motion); 1 at rest.
    var pageFade = AnimatedValue(1)
    /// Absolute page the three views are centred on.
    var slotBase: Int
    /// Owns drags, catching a moving page and the release (libadwaita's projection end point).
    let swipe: SwipeController
    /// Delivers presses on the toolbars and dots to them (the page's are the swiper's to decide).
    let router = ComponentRouter()
    var scrollStepper = ScrollStepper(notchesPerStep: Swiper.scrollPageNotches)
    var hideDeadline: Double?
    /// Whether the toolbars were shown from the keyboard (`t`): they then stay until hidden, with
    /// no auto-hide, as a keyboard or screen reader user needs the time to Tab to them (WCAG's
    /// "timing adjustable"); toolbars a hover or a click shows fade after `toolbarAutoHideS`.
    var toolbarsKept = false
    /// The page on which `toggleToolbars` last ran, until another page shows: the page list then
    /// announces the toolbars ("Toolbars shown") rather than the page, so the `t` key is heard.
    var toolbarsToggledOnPage: Int?
    let topBar: Toolbar = { let bar = Toolbar(); bar.edgeLine = .bottom; return bar }()
    let bottomBar: Toolbar = { let bar = Toolbar(); bar.edgeLine = .top; return bar }()
    /// The pages' focus stop (a Tab stop of their own: the ring goes around the page dots, the
    /// arrows turn the pages), the first of the swiper's focus children.
    let pagesStop = FocusStop(name: "Pages")
    /// The page dots, or "3 of 140" when they would not fit (`PageIndicator`).
    let indicator: PageIndicator

    /// A swiper over `pageCount` pages made by `page` (called with an index in
    /// `0..<pageCount` whenever a slot is loaded), starting at `startIndex` (wrapped).
    ///
    /// - Parameters:
    ///   - pageCount: the number of pages in the circular list (below 1: an empty swiper).
    ///   - options: momentum, page dots, toolbars and opaque pages (fixed for the swiper's life).
    ///   - startIndex: the page shown first (wrapped into the list).
    ///   - pageName: a short name per page for the `swiper.slots` state key, e.g. "A" (default: the index).
    ///   - pageTitle: a title per page, shown in the top toolbar as "2 of 7 — Title" and published as `swiper.item`.
    ///   - pageState: state published for the current page besides the swiper's own keys.
    ///   - page: makes the page component for an index; return the same object for an index to
    ///     keep its cached image across recycling.
    public init(pageCount: Int, options: SwiperOptions = SwiperOptions(), startIndex: Int = 0,
                pageName: ((Int) -> String)? = nil, pageTitle: ((Int) -> String)? = nil,
                pageState: ((Int) -> [String: String])? = nil,
                page: @escaping (Int) -> any Component) {
        let count = max(0, pageCount)
        let start = SwiperSlots.wrap(startIndex, count: count)
        self.options = options
        self.pageCount = count
        makePage = page
        self.pageName = pageName
        self.pageTitle = pageTitle
        self.pageState = pageState
        position = AnimatedValue(Double(start))
        committedPosition = start
        slotBase = start
        slots = SwiperSlots(count: count, currentIndex: start, isCircular: options.isCircular)
        swipe = SwipeController(policy: Swiper.swipePolicy(options: options, pageCount: count))
        indicator = PageIndicator(count: count, wraps: options.isCircular)
        bottomBar.buttons = [
            ToolbarButton(id: "first", title: "First", icon: .first, tooltip: "First item (Home)") { [weak self] now in self?.goToFirstPage(now: now) },
            ToolbarButton(id: "previous", title: "Previous", icon: .previous, tooltip: "Previous item (Left)") { [weak self] now in self?.previous(now: now) },
            ToolbarButton(id: "next", title: "Next", icon: .next, tooltip: "Next item (Right)") { [weak self] now in self?.next(now: now) },
            ToolbarButton(id: "last", title: "Last", icon: .last, tooltip: "Last item (End)") { [weak self] now in self?.goToLastPage(now: now) },
        ]
        indicator.onSelect = { [weak self] index, now in self?.go(to: index, animated: true, now: now) }
        updateTitle()
        updateButtons()
        swipe.swipeable = self
        loadPages()
    }

    /// Displayed progress in pages at `now` (absolute, unbounded; page = progress mod count).
    public func progress(now: Double) -> Double { position.value(now: now) }

    /// The live page component playing `role` (nil for an empty swiper, and for an empty slot
    /// beyond a bounded swiper's first or last page). The slots follow the
    /// displayed progress: they are synced whenever a scene is built or a click reaches the page.
    func page(_ role: SlotRole) -> (any Component)? {
        pages.isEmpty ? nil : pages[slots.slot(role).id]
    }

    /// Reloads the three slots by calling `page(index)` again for each (with a new `count` the
    /// list changes length; the current index is kept, wrapped into the new count, or clamped
    /// into a bounded swiper's).
    public func reloadPages(count: Int? = nil) {
        let old = currentIndex
        if let count { pageCount = max(0, count) }
        swipe.policy = Swiper.swipePolicy(options: options, pageCount: pageCount)
        if !options.isCircular, pageCount > 0, committedPosition >= pageCount {
            // Past the new end: show the last page at once.
            if isDragging { swipe.cancel() }
            committedPosition = pageCount - 1
            position.set(Double(committedPosition))
            slotBase = committedPosition
        }
        slots.reset(count: pageCount, currentIndex: SwiperSlots.wrap(slotBase, count: pageCount))
        if pageCount == 0 { pagesStop.isFocused = false }
        indicator.count = pageCount
        setNeedsLayout()
        updateTitle()
        updateButtons()
        loadPages()
        if currentIndex != old { onIndexChanged?(currentIndex) }
    }

    /// Reloads the slots showing page `index` (the app's page for it changed): calls `page(index)` again.
    public func reloadPage(_ index: Int) {
        guard pageCount > 0 else { return }
        slots.contentChanged(itemIndex: SwiperSlots.wrap(index, count: pageCount))
        loadPages()
    }

    /// Goes to page `index` (wrapped), the shortest way round (a bounded swiper: `index` clamped
    /// into its pages, straight there); animated with the settle spring.
    public func go(to index: Int, animated: Bool = true, now: Double) {
        guard pageCount > 0 else { return }
        let n = pageCount
        if !options.isCircular {
            move(by: min(max(index, 0), n - 1) - currentIndex, animated: animated, now: now)
            return
        }
        var delta = SwiperSlots.wrap(index - currentIndex, count: n)
        if Double(delta) > Double(n) / 2 { delta -= n }
        move(by: delta, animated: animated, now: now)
    }

    /// Goes to the next page (animated); nothing on a bounded swiper's last page.
    public func next(now: Double) { if canMove(by: 1) { move(by: 1, animated: true, now: now) } }
    /// Goes to the previous page (animated); nothing on a bounded swiper's first page.
    public func previous(now: Double) { if canMove(by: -1) { move(by: -1, animated: true, now: now) } }
    /// Goes to the first page (animated; a circular swiper goes the shortest way round).
    public func goToFirstPage(now: Double) { go(to: 0, animated: true, now: now) }
    /// Goes to the last page (animated; a circular swiper goes the shortest way round).
    public func goToLastPage(now: Double) { go(to: pageCount - 1, animated: true, now: now) }

    /// Shows the toolbars (fading in) and restarts their auto-hide timer (toolbars the keyboard
    /// showed stay).
    public func showToolbars(now: Double) {
        guard options.showsToolbars else { return }
        if !toolbarsShown {
            toolbarsShown = true
            topBar.setShown(true, now: now)
            bottomBar.setShown(true, now: now)
        }
        restartAutoHide(now: now)
    }

    /// Shows the toolbars until they are hidden (the `t` key): no auto-hide.
    func showToolbarsKept(now: Double) {
        guard options.showsToolbars else { return }
        showToolbars(now: now)
        toolbarsKept = true
        hideDeadline = nil
    }

    /// Starts the toolbars' auto-hide anew from `now`, unless the keyboard showed them.
    func restartAutoHide(now: Double) {
        if !toolbarsKept { hideDeadline = now + Constants.toolbarAutoHideS }
    }

    /// Whether a toolbar button holds the keyboard focus (the toolbars then do not fade).
    var toolbarsHoldFocus: Bool {
        FocusChain.containsFocus(topBar, now: 0) || FocusChain.containsFocus(bottomBar, now: 0)
    }

    /// Restarts the auto-hide of toolbars that show and no longer hold the focus, when it was held
    /// for them (the focus moved on by Tab, or a press anywhere in the window took it).
    func focusLeftToolbars(now: Double) {
        if toolbarsShown, hideDeadline == nil, !toolbarsHoldFocus { restartAutoHide(now: now) }
    }

    /// Fades the toolbars out; a button that held the focus gives it to the pages.
    public func hideToolbars(now: Double) {
        hideDeadline = nil
        toolbarsKept = false
        guard toolbarsShown else { return }
        let heldFocus = toolbarsHoldFocus
        toolbarsShown = false
        topBar.setShown(false, now: now)
        bottomBar.setShown(false, now: now)
        if heldFocus, pageCount > 0 { pagesStop.isFocused = true }
    }

    /// Shows the toolbars when hidden, until hidden again (no auto-hide, as the `t` key does);
    /// hides them when shown.
    public func toggleToolbars(now: Double) {
        if toolbarsShown { hideToolbars(now: now) } else { showToolbarsKept(now: now) }
        if options.showsToolbars { toolbarsToggledOnPage = currentIndex }
    }

    // MARK: Component

    /// Lays out the swiper in `environment`, which it hands its controls and pages.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Lays out the swiper, its controls and its pages (each as large as the swiper, or as the
    /// space inside its bars with `SwiperPageInsets.insideBars`).
    public func layout(size: Size, now: Double) {
        pendingLayout.clear()
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        topBar.layout(size: Size(self.size.width, barHeight), now: now, environment: environment)
        bottomBar.layout(size: Size(self.size.width, barHeight), now: now, environment: environment)
        indicator.layout(size: Size(self.size.width, PageDots.heightPx), now: now, environment: environment)
        for page in distinctPages { page.layout(size: pageSize, now: now, environment: environment) }
    }

    /// Handles one gesture (see `handleGesture`): drags, keys and scrolls page; clicks on the
    /// page go to the center page.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        layoutIfNeeded(now: now)
        defer { layoutIfNeeded(now: now) }
        return handleGesture(gesture, now: now)
    }

    /// Runs the toolbars' auto-hide (toolbars holding the focus stay until it leaves them) and
    /// the settle, and advances the pages.
    public func advance(to now: Double) {
        layoutIfNeeded(now: now)
        if let d = hideDeadline, now >= d {
            if toolbarsHoldFocus { hideDeadline = nil } else { hideToolbars(now: d) }
        }
        focusLeftToolbars(now: now)
        if toolbarsToggledOnPage != currentIndex { toolbarsToggledOnPage = nil }
        position.settle(now: now)
        pageFade.settle(now: now)
        for page in distinctPages { page.advance(to: now) }
    }

    /// The three pages where the progress puts them, the dots and the toolbars.
    public func scene(now: Double) -> SceneNode {
        layoutIfNeeded(now: now)
        return makeScene(now: now)
    }

    /// Marks the swiper as needing layout: it is laid out again at its size at the next
    /// gesture, frame or scene, with that moment's time.
    public func setNeedsLayout() { pendingLayout.invalidate() }

    /// Lays the swiper out again at its size (`layoutIfNeeded(now:)` after `setNeedsLayout()`).
    func layOutAgain(now: Double) { layout(size: size, now: now) }

    /// Lays out a page made since the last layout at the page size.
    func layOutAdded(_ page: any Component, now: Double) {
        page.layout(size: pageSize, now: now, environment: environment)
    }

    /// True while the pages move, a toolbar fades or a page animates.
    public func isAnimating(now: Double) -> Bool {
        isPageMoving(now: now) || pageFade.isAnimating(now: now) || topBar.isAnimating(now: now) || bottomBar.isAnimating(now: now)
            || distinctPages.contains { $0.isAnimating(now: now) }
    }

    /// The toolbars' auto-hide while they show, or a page's earlier deadline.
    public func nextDeadline(now: Double) -> Double? {
        let own = toolbarsShown ? hideDeadline : nil
        return (distinctPages.compactMap { $0.nextDeadline(now: now) } + [own].compactMap { $0 }).min()
    }

    /// `swiper.index`; `swiper.item` (the page title) when titles are given; `swiper.slots`, the
    /// left, center and right page names (e.g. `G,A,B`; a bounded swiper's missing neighbour is
    /// empty: `,A,B` on its first page, `F,G,` on its last; empty for an empty swiper);
    /// `swiper.toolbars`; and the current page's `pageState`, then the center page component's
    /// own `state` for the keys `pageState` does not give (a zoom view's `zoom.scale`)
    /// (`PublishedState`: a nested swiper's keys go under `swiper[page].`).
    public var state: [String: String] {
        let i = currentIndex
        var s: [String: String] = [:]
        s["swiper.index"] = String(i)
        if pageCount > 0, let pageTitle { s["swiper.item"] = pageTitle(i) }
        let shown = SwiperSlots(count: pageCount, currentIndex: i, isCircular: options.isCircular)
        s["swiper.slots"] = pageCount > 0 ? shown.slotNames { [pageName] in pageName?($0) ?? String($0) } : ""
        s["swiper.toolbars"] = toolbarsShown ? "shown" : "hidden"
        let given = pageCount > 0 ? pageState?(i) ?? [:] : [:]
        let own = (pageCount > 0 ? page(.center)?.state ?? [:] : [:]).filter { given[$0.key] == nil }
        return PublishedState.merge(own: s, children: [("swiper[page]", given), ("swiper[page]", own)])
    }
}
