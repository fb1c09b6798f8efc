import FlickCore

extension PageCarousel {
    /// Selects page `index` (clamped). Presenting and animated, the row springs there;
    /// otherwise it is there at once.
    public func select(_ index: Int, animated: Bool = true, now: Double) {
        endInteraction(now: now)
        zoom.openAt = nil
        let i = clampIndex(index)
        if animated && isPresenting {
            position.animate(to: Double(i), now: now, spring: .settle, tolerance: positionTolerance)
        } else {
            position.set(Double(i))
        }
        commitSelection(i)
    }

    /// One page on (animated while presenting).
    public func next(now: Double) { select(selectedIndex + 1, now: now) }
    /// One page back (animated while presenting).
    public func previous(now: Double) { select(selectedIndex - 1, now: now) }
    /// The first page (animated while presenting).
    public func goToFirstPage(now: Double) { select(0, now: now) }
    /// The last page (animated while presenting).
    public func goToLastPage(now: Double) { select(entries.count - 1, now: now) }

    /// Moves to page `index` over LSPageViewController's tap-to-neighbour time (0.5 s, ease-out).
    func glide(to index: Int, now: Double) {
        endInteraction(now: now)
        zoom.openAt = nil
        let i = clampIndex(index)
        guard isPresenting else { return select(i, animated: false, now: now) }
        position.animate(to: Double(i), now: now, duration: Constants.carouselTapToNeighbourS, curve: .easeOut)
        commitSelection(i)
    }

    /// Makes `index` the selection and reports a change of index or page.
    func commitSelection(_ index: Int) {
        let i = clampIndex(index)
        let changed = i != selectedIndex || entries[i].serial != selectedSerial
        selectedIndex = i
        selectedSerial = entries[i].serial
        if changed { onSelected?(i) }
    }
}
