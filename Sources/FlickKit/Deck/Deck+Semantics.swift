import FlickCore

extension Deck {
    /// The center's nodes where the center is, then each side as a group named by `sideNames`,
    /// else by its title ("Left side" or "Right side" without one): `expandable`, `expanded` while open, `offscreen` while
    /// the center covers it; activating a side opens it, dismissing it closes the deck. A docked
    /// side showing is a region beside the center, in reading order (the left one before the
    /// center's nodes), `expanded`; activating shows it, dismissing hides it. Each side's node is
    /// identified by `sideIdentifier(_:)`, so the button that opens it can say it controls it, and
    /// announces whether it is open ("Settings, open"), so a drawer opened or closed is heard.
    public func semantics(now: Double) -> [SemanticsNode] { semantics(now: now, sideNames: sideNames) }

    /// The identifier of `side`'s node (a relation's target: the button that opens the side
    /// is its `controller-for`).
    public func sideIdentifier(_ side: DeckSide) -> String {
        SemanticsRelation.identifier("side.\(side.rawValue)", of: self)
    }

    /// The deck's nodes with its sides named as `sideNames` says (a side missing there goes by its
    /// title, else "Left side" or "Right side"): an app names its drawers as its buttons name them.
    public func semantics(now: Double, sideNames: [DeckSide: String]) -> [SemanticsNode] {
        let x = offset.value(now: now)
        let centerFrame = centerFrame(offset: x, now: now)
        var nodes = center.semantics(now: now).map { $0.offsetBy(centerFrame.origin) }
        let exposed = exposedSide(offset: x)
        for side in DeckSide.allCases {
            guard let view = view(side) else { continue }
            let docked = isDocked(side)
            let frame = docked ? dockedFrame(side, now: now) : sideFrame(side)
            var states: SemanticsStates = .expandable
            if openSide == side || isDockedAndShown(side) { states.insert(.expanded) }
            let shows = docked ? dockInset(side, now: now) > 0 : exposed == side
            let inner = view.semantics(now: now).map { $0.offsetBy(frame.origin) }
            let name = sideNames[side] ?? view.displayTitle(or: side == .left ? "Left side" : "Right side")
            var node = SemanticsNode(role: .group, name: name,
                                     states: states, frame: frame, actions: [.activate, .dismiss], children: inner,
                                     actionHandler: { [weak self] action, now in
                                         guard let self else { return false }
                                         switch action {
                                         case .activate: self.open(side, now: now)
                                         case .dismiss where self.isDocked(side):
                                             self.setDocked(side, shown: false, animated: true, now: now, completion: nil)
                                         case .dismiss: self.close(now: now)
                                         default: return false
                                         }
                                         return true
                                     })
            node.announcement = states.contains(.expanded) ? "\(name), open" : "\(name), closed"
            let placed = (shows ? node : node.adding(.offscreen)).identified(as: sideIdentifier(side))
            // A docked left side showing reads before the center.
            if side == .left, docked, shows { nodes.insert(placed, at: 0) } else { nodes.append(placed) }
        }
        return nodes
    }
}
