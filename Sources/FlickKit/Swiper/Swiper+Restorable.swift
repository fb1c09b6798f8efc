extension Swiper: Restorable {
    /// Pages searched for a saved page name (a swiper of more pages restores the first ones by name).
    static let restorableNameSearchLimit = 10_000

    /// "swiper".
    public var restorationID: String { "swiper" }

    /// `{"item": name}`: the shown page by its name (`pageName`, else its index as text).
    public func restorationState() -> RestorationValue {
        guard pageCount > 0 else { return .object([:]) }
        return .object(["item": .string(name(of: currentIndex))])
    }

    /// Shows the saved page at once when a page of that name exists (else stays where it is).
    public func restoreState(from state: RestorationValue, now: Double) {
        guard let item = state["item"]?.stringValue,
              let index = (0..<min(pageCount, Swiper.restorableNameSearchLimit)).first(where: { name(of: $0) == item }),
              index != currentIndex else { return }
        go(to: index, animated: false, now: now)
    }

    private func name(of index: Int) -> String { pageName?(index) ?? String(index) }
}
