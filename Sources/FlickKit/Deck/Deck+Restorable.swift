import FlickCore

extension Deck: Restorable {
    /// "deck".
    public var restorationID: String { "deck" }

    /// `{"open": "left"}` (or `"right"`) with a drawer open, and `"hidden": ["left"]` (the docked
    /// sides the user hid); `{}` when closed with every docked side shown.
    public func restorationState() -> RestorationValue {
        var state: [String: RestorationValue] = [:]
        if let side = openSide { state["open"] = .string(side.rawValue) }
        let hidden = dockedSides.filter { !isDockedAndShown($0) }
        if !hidden.isEmpty { state["hidden"] = .array(hidden.map { .string($0.rawValue) }) }
        return .object(state)
    }

    /// Opens the saved drawer at once, when that side has a view, and hides at once the saved
    /// hidden sides that are docked at this width.
    public func restoreState(from state: RestorationValue, now: Double) {
        let names = DeckSide.allCases.map(\.rawValue)
        let hidden = (state["hidden"]?.arrayValue(limit: DeckSide.allCases.count) ?? [])
            .compactMap { $0.string(oneOf: names).flatMap(DeckSide.init(rawValue:)) }
        for side in hidden where isDockedAndShown(side) {
            setDocked(side, shown: false, animated: false, now: now, completion: nil)
        }
        guard let side = state["open"]?.string(oneOf: names).flatMap(DeckSide.init(rawValue:)),
              view(side) != nil, side != openSide else { return }
        open(side, animated: false, now: now)
    }

    /// Once laid out (the open offset depends on the size).
    public var isReadyToRestore: Bool { size != Size(1, 1) }

    /// The center's and the sides' parts, when they are `Restorable` (a swiper in the center
    /// keeps its page inside the deck's part), each under its own id; of views sharing an id, the
    /// first of center, left and right.
    public var restorationChildren: [any Restorable] {
        var ids: Set<String> = []
        return [center, left, right].compactMap { $0 as? any Restorable }.filter { ids.insert($0.restorationID).inserted }
    }
}
