import FlickCore

/// The three-slot preloaded circular swiper (seed: swiper--three-slot-preloaded-pages).
///
/// A circular list of items shown one page at a time through exactly three recycled views
/// (`slots`: left, center, right). Drag, flick, arrow keys, Home/End, horizontal scroll
/// (or the vertical wheel) page through it; with momentum a fast fling travels several
/// items, the views rotating and reloading as the progress passes each page. A click on
/// the page counts a tap on its item. Page dots and Kindle-style fade-in toolbars
/// (revealed near the top/bottom edge or with `t`) add navigation.
///
/// Progress is absolute and unbounded in page units (item index = progress mod count);
/// jumps (`go(to:)`, dots, First/Last) travel the shortest way round the circle, forward
/// on a tie. An empty item list falls back to `SwiperItem.samples` (no precondition).
public final class Swiper: Component {
    // MARK: Layout and feel (component-specific)
    /// Space around the picture on a page, px (at most `pageMarginMaxFraction` of the shorter side).
    static let pageMarginPx: Double = 14
    static let pageMarginMaxFraction: Double = 0.04
    /// Space kept clear under the page text for the page dots, px.
    static let pageTextBottomReservePx: Double = 48
    /// Item id font size: this fraction of the page's shorter side, clamped to min...max px.
    static let idFontFraction: Double = 0.16
    static let idFontMinPx: Double = 8
    static let idFontMaxPx: Double = 120
    static let pageBackground = Color(hex: 0x0E1014)
    /// Gap between the page dots and the bottom edge (or the bottom toolbar), px.
    static let dotsBottomMarginPx: Double = 10
    /// Scroll notches (summed within one scroll gesture) that turn one page.
    static let scrollPageNotches: Double = 1
    /// Upper bound on the pages one fling travels (tiny windows make a page only a few px).
    static let maxPagesPerFling = 20

    // MARK: Public API
    public let options: SwiperOptions
    /// The list (circular). Setting it reloads the three views; an empty list falls back to the samples.
    public var items: [SwiperItem] {
        get { storage }
        set { replaceItems(newValue) }
    }
    /// The three recycled page views, synced to the displayed progress by `scene(at:)`.
    public private(set) var slots: SwiperSlots
    /// The settled target item (0-based): changes when a swipe commits, not mid-drag.
    public var currentIndex: Int { SwiperSlots.wrap(committedPosition, count: storage.count) }
    /// Called with the new `currentIndex` whenever it changes.
    public var onIndexChanged: ((Int) -> Void)?
    /// Called with the item index after a tap on the page incremented its tap count.
    public var onTap: ((Int) -> Void)?
    public private(set) var size = Size(1, 1)
    /// Target toolbar visibility (a fade may still run).
    public private(set) var toolbarsShown = false
    public var isDragging: Bool { swipe.isDragging }

    // MARK: Internal state
    var storage: [SwiperItem]
    /// Bumps whenever the list is replaced; with the tap count it versions each item's page image.
    var itemsGeneration = 0
    /// Absolute progress in pages.
    var position: AnimatedValue
    /// Absolute page the swiper is settling on.
    var committedPosition: Int
    /// Absolute page the three views are centred on.
    var slotBase: Int
    /// Owns drags, catching a moving page and the release (libadwaita's projection end point).
    let swipe: SwipeController
    var pressTarget: SwiperPressTarget?
    var scrollStepper = ScrollStepper(notchesPerStep: Swiper.scrollPageNotches)
    var hideDeadline: Double?
    let topBar = Toolbar()
    let bottomBar = Toolbar()
    let dots = PageDots()

    /// A swiper over `items` (the samples when empty) starting at `startIndex`.
    public init(items: [SwiperItem] = SwiperItem.samples, options: SwiperOptions = SwiperOptions(),
                startIndex: Int = 0) {
        let list = items.isEmpty ? SwiperItem.samples : items
        let start = SwiperSlots.wrap(startIndex, count: list.count)
        self.options = options
        storage = list
        position = AnimatedValue(Double(start))
        committedPosition = start
        slotBase = start
        slots = SwiperSlots(count: list.count, currentIndex: start)
        swipe = SwipeController(policy: .projection(longSwipes: options.allowsMomentum,
                                                    maxTravel: Double(Swiper.maxPagesPerFling)))
        bottomBar.buttons = [
            ToolbarButton(id: "first", title: "First", icon: .first) { [weak self] now in self?.first(now: now) },
            ToolbarButton(id: "previous", title: "Previous", icon: .previous) { [weak self] now in self?.previous(now: now) },
            ToolbarButton(id: "next", title: "Next", icon: .next) { [weak self] now in self?.next(now: now) },
            ToolbarButton(id: "last", title: "Last", icon: .last) { [weak self] now in self?.last(now: now) },
        ]
        dots.count = list.count
        dots.onSelect = { [weak self] index, now in self?.go(to: index, animated: true, now: now) }
        updateTitle()
        swipe.swipeable = self
    }

    /// Convenience: the options as flags.
    public convenience init(items: [SwiperItem] = SwiperItem.samples, allowsMomentum: Bool,
                            showsPageControl: Bool = true, showsToolbars: Bool = true) {
        self.init(items: items, options: SwiperOptions(allowsMomentum: allowsMomentum,
                                                       showsPageControl: showsPageControl,
                                                       showsToolbars: showsToolbars))
    }

    /// Displayed progress in pages at `now` (absolute, unbounded; item = progress mod count).
    public func progress(at now: Double) -> Double { position.value(at: now) }

    /// Goes to item `index` (wrapped), the shortest way round; animated with the settle spring.
    public func go(to index: Int, animated: Bool = true, now: Double) {
        let n = storage.count
        var delta = SwiperSlots.wrap(index - currentIndex, count: n)
        if Double(delta) > Double(n) / 2 { delta -= n }
        move(by: delta, animated: animated, now: now)
    }

    public func next(now: Double) { move(by: 1, animated: true, now: now) }
    public func previous(now: Double) { move(by: -1, animated: true, now: now) }
    public func first(now: Double) { go(to: 0, animated: true, now: now) }
    public func last(now: Double) { go(to: storage.count - 1, animated: true, now: now) }

    /// Shows the toolbars (fading in) and restarts their auto-hide timer.
    public func showToolbars(now: Double) {
        guard options.showsToolbars else { return }
        if !toolbarsShown {
            toolbarsShown = true
            topBar.setShown(true, at: now)
            bottomBar.setShown(true, at: now)
        }
        hideDeadline = now + Constants.toolbarAutoHideS
    }

    /// Fades the toolbars out.
    public func hideToolbars(now: Double) {
        hideDeadline = nil
        guard toolbarsShown else { return }
        toolbarsShown = false
        topBar.setShown(false, at: now)
        bottomBar.setShown(false, at: now)
    }

    public func toggleToolbars(now: Double) {
        if toolbarsShown { hideToolbars(now: now) } else { showToolbars(now: now) }
    }

    // MARK: Component

    public func layout(size: Size, now: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? max(1, v) : 1 }
        self.size = Size(clean(size.width), clean(size.height))
        topBar.layout(size: Size(self.size.width, barHeight), now: now)
        bottomBar.layout(size: Size(self.size.width, barHeight), now: now)
        dots.layout(size: PageDots.preferredSize(count: storage.count), now: now)
    }

    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool { handleGesture(gesture, now: now) }

    public func advance(to now: Double) {
        if let d = hideDeadline, now >= d { hideToolbars(now: d) }
        position.settle(at: now)
    }

    public func scene(at now: Double) -> SceneNode { makeScene(at: now) }

    public func isAnimating(at now: Double) -> Bool {
        isPageMoving(at: now) || topBar.isAnimating(at: now) || bottomBar.isAnimating(at: now)
    }

    public func nextDeadline(after now: Double) -> Double? { toolbarsShown ? hideDeadline : nil }

    public var state: [String: String] {
        let i = currentIndex
        return [
            "swiper.index": String(i),
            "swiper.item": storage[i].name,
            "swiper.taps": String(storage[i].tapCount),
            "swiper.slots": SwiperSlots(count: storage.count, currentIndex: i).slotNames(storage.map(\.id)),
            "swiper.toolbars": toolbarsShown ? "shown" : "hidden",
        ]
    }

    // MARK: Moving

    var barHeight: Double { min(Toolbar.heightPx, size.height / 2) }

    /// Pixels per page for the swipe tracker (the width, at least 1).
    var pageDistance: Double { max(1, size.width) }

    /// Spring rest tolerance in page units: a quarter pixel, capped.
    var settleTolerance: Double { SwipeController.restTolerance(distance: pageDistance) }

    func isPageMoving(at now: Double) -> Bool { isDragging || position.isAnimating(at: now) }

    /// Settles `delta` pages from the committed target (animated, carrying the current velocity).
    func move(by delta: Int, animated: Bool, now: Double) {
        if isDragging { swipe.cancel() }
        let target = committedPosition + delta
        if animated {
            settle(to: target, velocity: nil, now: now)
        } else {
            position.set(Double(target))
            commit(target)
        }
    }

    /// Springs to page `target` (velocity in pages/s, nil keeps the current one) and commits it.
    func settle(to target: Int, velocity: Double?, now: Double) {
        position.animate(to: Double(target), at: now, spring: .settle, velocity: velocity, tolerance: settleTolerance)
        commit(target)
    }

    func commit(_ target: Int) {
        let old = currentIndex
        committedPosition = target
        updateTitle()
        if currentIndex != old { onIndexChanged?(currentIndex) }
    }

    func updateTitle() {
        let i = currentIndex
        topBar.title = "\(i + 1) of \(storage.count) — \(storage[i].name)"
    }

    /// Rotates the three views so they are centred on the page nearest `p`, reloading
    /// each newly exposed neighbour (a jump of three or more pages reloads all three).
    func syncSlots(to p: Double) {
        guard p.isFinite, abs(p) < 1e12 else { return }
        let base = Int(p.rounded())
        let diff = base - slotBase
        guard diff != 0 else { return }
        if abs(diff) >= 3 {
            slots.recenter(on: SwiperSlots.wrap(base, count: storage.count))
        } else if diff > 0 {
            for _ in 0..<diff { slots.rotateForward() }
        } else {
            for _ in 0..<(-diff) { slots.rotateBackward() }
        }
        slotBase = base
    }

    func replaceItems(_ newItems: [SwiperItem]) {
        let old = currentIndex
        storage = newItems.isEmpty ? SwiperItem.samples : newItems
        itemsGeneration += 1
        slots.reset(count: storage.count, currentIndex: SwiperSlots.wrap(slotBase, count: storage.count))
        dots.count = storage.count
        dots.layout(size: PageDots.preferredSize(count: storage.count), now: 0)
        updateTitle()
        if currentIndex != old { onIndexChanged?(currentIndex) }
    }

    /// Counts a tap on the current item; its views redraw once.
    func registerTap() {
        let i = currentIndex
        storage[i].tapCount += 1
        slots.contentChanged(itemIndex: i)
        onTap?(i)
    }
}
