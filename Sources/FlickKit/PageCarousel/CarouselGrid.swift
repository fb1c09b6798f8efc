import FlickCore

/// The carousel's grid overview (Safari's and `AdwTabOverview`'s grid of thumbnails): whether it
/// shows, how far the row has turned into it, its vertical scroll, its geometry at the carousel's
/// size, what the press under way landed on, and the thumbnails closed in it fading out. The
/// carousel holds the pages and the selection; it tells the grid the page count and the selected
/// index where the grid needs them.
struct CarouselGrid {
    /// The grid shows (or is on its way in): the target of `blend`.
    private(set) var isShown = false
    /// 0 = each card in the row, 1 = in its cell of the grid.
    private(set) var blend = AnimatedValue(0)
    /// The grid's vertical scroll.
    var scroll = ScrollModel()
    /// The grid's geometry at the carousel's size.
    private(set) var geometry = CarouselGridLayout(size: Size(1, 1))
    /// Where the press under way landed in the grid; nil when none did.
    var press: CarouselGridPress?
    /// Thumbnails closed in the grid, fading out in their cells.
    private(set) var leaving: [CarouselGridLeavingCard] = []

    /// Takes the carousel's `size` and bottom inset, and the scroll the height of `count` pages.
    mutating func resize(to size: Size, bottomInsetPx: Double, count: Int) {
        geometry = CarouselGridLayout(size: size, bottomInsetPx: bottomInsetPx, count: count)
        scroll.setLengths(viewport: geometry.viewportHeight, content: geometry.contentHeight(count: count))
    }

    /// Lays the grid out for `count` pages: fewer pages than a row are centred anew.
    mutating func fit(count: Int) {
        guard min(geometry.columns, max(1, count)) != geometry.usedColumns else { return }
        geometry = CarouselGridLayout(size: geometry.size, bottomInsetPx: geometry.size.height - geometry.viewportHeight,
                                      count: count)
    }

    /// Lays the grid out for `count` pages and gives the scroll their height (kept in range at rest).
    mutating func syncLengths(count: Int, now: Double) {
        fit(count: count)
        scroll.setLengths(viewport: geometry.viewportHeight, content: geometry.contentHeight(count: count))
        if !scroll.isMoving(now: now) { scroll.keepInRange(now: now) }
    }

    /// Shows the grid over `count` pages: coming from the row at rest, the scroll first puts the
    /// row of `selected` in the middle of the viewport; then each card flies to its cell
    /// (`animated`), or the grid shows at once.
    mutating func show(selected: Int, count: Int, animated: Bool, now: Double) {
        isShown = true
        syncLengths(count: count, now: now)
        if blend.value(now: now) == 0 && !blend.isAnimating(now: now) {
            let cell = geometry.frame(ofIndex: selected, offset: 0)
            scroll.scroll(to: cell.midY - geometry.viewportHeight / 2, animated: false, now: now)
        }
        animateBlend(to: 1, animated: animated, now: now)
    }

    /// Turns the grid back into the row (`animated`, or at once); the press under way is forgotten.
    mutating func hide(animated: Bool, now: Double) {
        isShown = false
        press = nil
        animateBlend(to: 0, animated: animated, now: now)
    }

    /// Moves the blend to `value` with the settle spring, or sets it at once.
    mutating func animateBlend(to value: Double, animated: Bool, now: Double) {
        if animated {
            blend.animate(to: value, now: now, spring: .settle, tolerance: 0.0005)
        } else {
            blend.set(value)
        }
    }

    /// The blend follows a pinch at `value` (0...1).
    mutating func followPinch(_ value: Double) { blend.set(value) }

    /// Springs the blend back to where the overview is (a pinch let it go part way): 1 when the
    /// grid shows and the carousel `presents`, else 0; a blend at rest there or moving stays.
    mutating func settle(presenting: Bool, now: Double) {
        let target: Double = presenting && isShown ? 1 : 0
        if blend.value(now: now) != target && !blend.isAnimating(now: now) {
            animateBlend(to: target, animated: true, now: now)
        }
    }

    /// The blend as drawn (0...1; within 0.001 of its target it shows there).
    func shownBlend(now: Double) -> Double {
        let v = blend.value(now: now)
        return min(1, max(0, abs(v - blend.target) < 0.001 ? blend.target : v))
    }

    /// Scrolls (springing) so that the row of the page at `index` is in view.
    mutating func scrollToShow(_ index: Int, now: Double) {
        scroll.scroll(to: geometry.offset(showing: index, from: scroll.target), animated: true, now: now)
    }

    /// Scrolls by `delta` px from where the scroll is heading (springing).
    mutating func scroll(by delta: Double, now: Double) {
        scroll.scroll(to: scroll.target + delta, animated: true, now: now)
    }

    /// What a press at `point` lands on among `count` pages (`serial` gives a page's serial by
    /// index): a close button (when `closeButtons` show), a thumbnail or its title, else the background.
    func hitTest(_ point: Point, count: Int, closeButtons: Bool, serial: (Int) -> Int, now: Double) -> CarouselGridPress {
        let offset = scroll.offset(now: now)
        if closeButtons, let range = geometry.visibleRange(offset: offset, count: count),
           let i = range.first(where: { CloseButton.hitFrame(on: geometry.frame(ofIndex: $0, offset: offset)).contains(point) }) {
            return .closeButton(serial: serial(i))
        }
        if let i = geometry.index(at: point, offset: offset, count: count) {
            return .thumbnail(serial: serial(i))
        }
        return .background
    }

    /// Where the arrow keys, Home and End move the selection from `selected` among `count` pages
    /// (up and down by a row of the grid); nil for other keys. The index may be out of range (the
    /// carousel then keeps its selection).
    func selection(forKey name: String, from selected: Int, count: Int) -> Int? {
        switch name {
        case "Left": return selected - 1
        case "Right": return selected + 1
        case "Up": return selected - geometry.columns
        case "Down": return min(count - 1, selected + geometry.columns)
        case "Home": return 0
        case "End": return count - 1
        default: return nil
        }
    }

    /// The page at `index` closed in the grid: its thumbnail fades out in its cell.
    mutating func fadeOut(_ page: any Component, at index: Int, now: Double) {
        var fade = AnimatedValue(1)
        fade.animate(to: 0, now: now, duration: Constants.carouselGridCloseFadeS, curve: .easeOut)
        leaving.append(CarouselGridLeavingCard(page: page, index: index, fade: fade))
    }

    /// How far a pinch in at `scale` over the presented row has turned it into the grid (0...1,
    /// all of it at `Constants.carouselGridPinchScale`).
    static func blend(forPinchIn scale: Double) -> Double {
        guard scale.isFinite else { return 0 }
        return min(1, max(0, (1 - scale) / (1 - Constants.carouselGridPinchScale)))
    }

    /// How much of the grid is left while spreading the fingers at `scale` over it (1 at 1, 0 at
    /// the inverse of `Constants.carouselGridPinchScale`).
    static func blend(forPinchOut scale: Double) -> Double {
        1 - min(1, max(0, (scale - 1) / (1 / Constants.carouselGridPinchScale - 1)))
    }

    /// The scroll moves on to `now`.
    mutating func advance(to now: Double) { scroll.advance(to: now) }

    /// True while the blend, the scroll or a closed thumbnail moves.
    func isAnimating(now: Double) -> Bool {
        blend.isAnimating(now: now) || scroll.isAnimating(now: now) || leaving.contains { !$0.isDone(now: now) }
    }

    /// Drops finished animations.
    mutating func prune(now: Double) {
        blend.settle(now: now)
        leaving.removeAll { $0.isDone(now: now) }
    }
}
