import FlickCore

/// Moving between pages: the swipe's geometry, moves and settles, committing a page, the bars' title and
/// buttons, and rotating the three slots to where the pages are.
extension Swiper {
    /// The toolbars' height: `Constants.barHeightPx`, or `Constants.compactBarHeightPx` in a compact
    /// swiper (`SizeClass`: a small window), at most half the height.
    var barHeight: Double {
        let full = environment.sizeClass.isCompact ? Constants.compactBarHeightPx : Constants.barHeightPx
        return min(full, size.height / 2)
    }

    /// Where a page at rest sits in the swiper: the whole swiper, or with
    /// `SwiperPageInsets.insideBars` the space the bars it shows leave (at least 1 px high).
    public var pageArea: Rect {
        guard options.pageInsets == .insideBars else { return Rect(size: size) }
        let bar = options.showsToolbars ? barHeight : 0
        let dots = options.showsPageControl && pageCount > 0 ? PageDots.heightPx + 2 * Swiper.dotsBottomMarginPx : 0
        let top = options.showsTopToolbar ? min(bar, size.height - 1) : 0
        let height = max(1, size.height - top - bar - dots)
        return Rect(x: 0, y: top, width: size.width, height: height)
    }

    /// The size each page is laid out at (`pageArea`'s).
    var pageSize: Size { pageArea.size }

    /// Pixels per page for the swipe tracker (the width, at least 1).
    var pageDistance: Double { max(1, size.width) }

    /// Spring rest tolerance in page units: a quarter pixel, capped.
    var settleTolerance: Double { SwipeController.restTolerance(distance: pageDistance) }

    func isPageMoving(now: Double) -> Bool { isDragging || position.isAnimating(now: now) }

    /// Whether there is a page `delta` pages from the committed one (always in a circular swiper with pages).
    func canMove(by delta: Int) -> Bool {
        guard pageCount > 0 else { return false }
        return options.isCircular || (0..<pageCount).contains(committedPosition + delta)
    }

    /// Settles `delta` pages from the committed target (animated, carrying the current velocity).
    func move(by delta: Int, animated: Bool, now: Double) {
        if isDragging { swipe.cancel() }
        let target = committedPosition + delta
        if animated && environment.reducedMotion {
            // In place: the new page fades in over the background instead of sliding.
            position.set(Double(target))
            commit(target)
            pageFade.set(0)
            pageFade.animate(to: 1, now: now, duration: Swiper.fadeDurationS, curve: .easeInOut)
        } else if animated {
            settle(to: target, velocity: nil, now: now)
        } else {
            position.set(Double(target))
            commit(target)
        }
    }

    /// Springs to page `target` (velocity in pages/s, nil keeps the current one) and commits it.
    func settle(to target: Int, velocity: Double?, now: Double) {
        position.animate(to: Double(target), now: now, spring: .settle, velocity: velocity, tolerance: settleTolerance)
        commit(target)
    }

    func commit(_ target: Int) {
        let old = currentIndex
        committedPosition = target
        updateTitle()
        updateButtons()
        if currentIndex != old { onIndexChanged?(currentIndex) }
    }

    /// The top toolbar's title: "2 of 7 — Title" (without titles "2 of 7"; empty: "No pages").
    func updateTitle() {
        guard pageCount > 0 else { topBar.title = "No pages"; return }
        let i = currentIndex
        let place = "\(i + 1) of \(pageCount)"
        topBar.title = pageTitle.map { "\(place) — \($0(i))" } ?? place
    }

    /// A bounded swiper's First and Previous buttons are enabled off the first page, Next and
    /// Last off the last one (a circular swiper's always are).
    func updateButtons() {
        let back = canMove(by: -1), forward = canMove(by: 1)
        for i in bottomBar.buttons.indices {
            switch bottomBar.buttons[i].id {
            case "first", "previous": bottomBar.buttons[i].isEnabled = back
            case "next", "last": bottomBar.buttons[i].isEnabled = forward
            default: break
            }
        }
    }

    /// Rotates the three slots so they are centred on the page nearest `p` (within a bounded
    /// swiper's pages), reloading each newly exposed neighbour (a jump of three or more pages
    /// reloads the slots whose page changed).
    func syncSlots(to p: Double, now: Double) {
        // Far past any reachable page (an Int conversion could overflow): nothing to sync.
        guard abs(p) < 1e12 else { return }
        var base = Int(p.rounded())
        if !options.isCircular { base = min(max(base, 0), max(0, pageCount - 1)) }
        let diff = base - slotBase
        guard diff != 0 else { return }
        if abs(diff) >= 3 {
            slots.recenter(on: SwiperSlots.wrap(base, count: pageCount))
        } else if diff > 0 {
            for _ in 0..<diff { slots.rotateForward() }
        } else {
            for _ in 0..<(-diff) { slots.rotateBackward() }
        }
        slotBase = base
        loadPages()
        layoutIfNeeded(now: now)
    }
}
