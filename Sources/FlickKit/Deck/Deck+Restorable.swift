import FlickCore

extension Deck: Restorable {
    /// "deck".
    public var restorationID: String { "deck" }

    /// `{"open": "left"}` (or `"right"`), `{}` when closed.
    public func restorationState() -> RestorationValue {
        .object(openSide.map { ["open": .string($0.rawValue)] } ?? [:])
    }

    /// Opens the saved side at once, when that side has a view.
    public func restoreState(from state: RestorationValue, now: Double) {
        guard let side = state["open"]?.string(oneOf: DeckSide.allCases.map(\.rawValue)).flatMap(DeckSide.init(rawValue:)),
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
