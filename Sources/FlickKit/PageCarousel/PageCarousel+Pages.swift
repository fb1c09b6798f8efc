import FlickCore

/// The pages as children: their titles, laying them out at the carousel's size when they are
/// needed, which of them show, and letting go of those the carousel no longer holds.
extension PageCarousel {
    /// `page`'s title (`Titled`), or "Untitled" when it has none.
    func title(of page: any Component) -> String { page.displayTitle(or: CarouselStyle.untitled) }

    /// Lays the page at `index` out at the carousel's size unless it already is.
    func layOutPage(at index: Int, now: Double) {
        guard entries.indices.contains(index), entries[index].laidOutSize != size else { return }
        entries[index].laidOutSize = size
        entries[index].page.layout(size: size, now: now, environment: environment)
    }

    /// Lays out a page that is not in the row (a closed card flying away) at the carousel's size.
    func layOut(_ page: any Component, now: Double) {
        page.layout(size: size, now: now, environment: environment)
    }

    /// The pages that show at `now`, by index: the selected page while it fills the carousel,
    /// else the cards in view (and the selected one).
    func shownIndices(now: Double) -> [Int] {
        let s = selectedIndex
        if grid.shownBlend(now: now) > 0, let cells = grid.geometry.visibleRange(offset: grid.scroll.offset(now: now), count: entries.count) {
            let row = geometry.visibleRange(progress: shownProgress(now: now), count: entries.count, slack: 1).map(Array.init) ?? []
            return Array(Set(Array(cells) + row + [s])).sorted()
        }
        guard isPresenting || zoom.isAnimating(now: now) || zoom.value(now: now) > 0,
              let range = geometry.visibleRange(progress: shownProgress(now: now), count: entries.count,
                                                slack: shifts.maxDisplacement(now: now) + 1) else { return [s] }
        return range.contains(s) ? Array(range) : Array(range) + [s]
    }

    /// Lets go of those of `pages` the carousel no longer holds, in the row or among the closed
    /// pages (`releaseChild`).
    func releaseGone(_ pages: [any Component]) {
        guard !pages.isEmpty else { return }
        var held = Set(entries.map { ObjectIdentifier($0.page) })
        held.formUnion(closedPages.map { ObjectIdentifier($0.entry.page) })
        for page in pages where held.insert(ObjectIdentifier(page)).inserted { releaseChild(page) }
    }
}
