extension PageCarousel: Restorable {
    /// Most pages a carousel saves (a window of them around the selection), and the highest
    /// reopen index it restores.
    public static let restorablePagesLimit = 500

    /// "carousel".
    public var restorationID: String { "carousel" }

    /// `{"pages": [each page's part, or null], "selected": n, "closed": [{"page": part, "index": n}],
    /// "overview": "none"|"row"|"grid"}`, at most `restorablePagesLimit` pages around the selection.
    public func restorationState() -> RestorationValue {
        func part(_ page: any Component) -> RestorationValue { (page as? any Restorable)?.restorationState() ?? .null }
        let limit = PageCarousel.restorablePagesLimit
        let start = min(max(0, selectedIndex - limit / 2), max(0, entries.count - limit))
        let kept = entries[start..<min(entries.count, start + limit)]
        let closed = closedPages.map { RestorationValue.object(["page": part($0.entry.page), "index": .int(min($0.index, limit))]) }
        return .object(["pages": .array(kept.map { part($0.page) }), "selected": .int(selectedIndex - start),
                        "closed": .array(closed), "overview": .string(overview.rawValue)])
    }

    /// Remakes the pages with `restorePage` (at most `restorablePagesLimit`; none saved: the
    /// pages stay), selects the saved page (clamped), restores the reopen history (the newest
    /// 50, indices clamped) and shows the saved overview at once (a page, the row or the grid; once
    /// laid out; an unknown one is ignored).
    public func restoreState(from state: RestorationValue, now: Double) {
        let limit = PageCarousel.restorablePagesLimit
        if let make = restorePage, let saved = state["pages"]?.arrayValue(limit: limit), !saved.isEmpty {
            endInteraction(now: now)
            let old = entries.map(\.page)
            entries = saved.map { makeEntry(make($0)) }
            indicator.count = entries.count
            selectedIndex = clampIndex(selectedIndex)
            releaseGone(old)
        }
        select(state["selected"]?.int(in: 0...(entries.count - 1)) ?? selectedIndex, animated: false, now: now)
        if let make = restorePage, let closed = state["closed"]?.arrayValue() {
            restoreClosedPageHistory(closed.suffix(closedPagesLimit).compactMap { item in
                guard let index = item["index"]?.int(in: 0...limit) else { return nil }
                return (make(item["page"] ?? .null), index)
            })
        }
        let overviews = [CarouselOverview.none, .row, .grid].map(\.rawValue)
        if let saved = state["overview"]?.string(oneOf: overviews).flatMap(CarouselOverview.init(rawValue:)) {
            if hasBeenLaidOut { show(saved, now: now) } else { pendingOverview = saved }
        }
    }

    /// Shows `overview` at once.
    func show(_ overview: CarouselOverview, now: Double) {
        switch overview {
        case .none: dismiss(animated: false, now: now)
        case .row: present(animated: false, now: now); showRow(animated: false, now: now)
        case .grid: showGrid(animated: false, now: now)
        }
    }

    /// Said once when there are more pages than a carousel saves.
    public var restorationNotice: String? {
        entries.count > PageCarousel.restorablePagesLimit
            ? "the carousel saves at most \(PageCarousel.restorablePagesLimit) pages (those around the selected one); the others are not remembered"
            : nil
    }
}
