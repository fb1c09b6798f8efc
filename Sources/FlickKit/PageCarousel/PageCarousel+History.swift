import FlickCore

extension PageCarousel {
    /// The pages `reopenClosedPage` can bring back, oldest first, each with the index it had:
    /// what an app saves to restore the reopen history in a later run.
    public var closedPageHistory: [(page: any Component, index: Int)] {
        closedPages.map { ($0.entry.page, $0.index) }
    }

    /// Replaces the reopen history (an app restoring a saved session), oldest first; the newest
    /// `closedPagesLimit` (50) are kept. The pages are held as closed pages are (`adoptChild`).
    public func restoreClosedPageHistory(_ history: [(page: any Component, index: Int)]) {
        let old = closedPages.map(\.entry.page)
        closedPages = history.suffix(closedPagesLimit).map {
            CarouselClosedPage(entry: makeEntry($0.page), index: max(0, $0.index))
        }
        releaseGone(old)
    }
}
