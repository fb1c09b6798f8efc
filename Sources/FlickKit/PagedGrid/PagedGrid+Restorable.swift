import FlickCore

extension PagedGrid: Restorable {
    /// "grid".
    public var restorationID: String { "grid" }

    /// The page shown, a number.
    public func restorationState() -> RestorationValue { .int(currentPage) }

    /// Shows the saved page at once (clamped to the pages there are).
    public func restoreState(from state: RestorationValue, now: Double) {
        guard let page = state.int(in: 0...max(0, pageCount - 1)), page != currentPage else { return }
        go(to: page, animated: false, now: now)
    }

    /// Once laid out (the pages depend on the grid's shape).
    public var isReadyToRestore: Bool { size != Size(1, 1) }
}
