import FlickCore

extension SemanticsNode {
    /// The node a locator means by `name` (and `role`, if given), as Playwright's locators choose:
    /// nodes whose name equals `name`, else nodes whose name contains it ignoring case; of several,
    /// the first on screen in reading order (top to bottom, then left to right), else the first
    /// off screen. Nil when no node matches.
    public func locate(_ name: String, role: SemanticsRole? = nil) -> SemanticsNode? {
        let candidates = allNodes.filter { role == nil || $0.role == role }
        let exact = candidates.filter { $0.name == name }
        let matches = exact.isEmpty
            ? candidates.filter { !$0.name.isEmpty && $0.name.lowercased().contains(name.lowercased()) }
            : exact
        let ordered = SemanticsNode.readingOrder(matches)
        return ordered.first(where: \.isShowing) ?? ordered.first
    }

    /// The named nodes on screen, in reading order (for "visible: …" in a locator's error).
    public var visibleNames: [String] {
        var seen = Set<String>()
        return SemanticsNode.readingOrder(allNodes.filter { $0.isShowing && !$0.name.isEmpty })
            .map(\.name).filter { seen.insert($0).inserted }
    }

    /// `nodes` sorted top to bottom, then left to right; ties keep tree order. Rows are compared by
    /// whole pixels so that nodes on one baseline with subpixel differences read left to right.
    static func readingOrder(_ nodes: [SemanticsNode]) -> [SemanticsNode] {
        nodes.enumerated().sorted { a, b in
            let ay = a.element.frame.minY.rounded(), by = b.element.frame.minY.rounded()
            if ay != by { return ay < by }
            let ax = a.element.frame.minX.rounded(), bx = b.element.frame.minX.rounded()
            if ax != bx { return ax < bx }
            return a.offset < b.offset
        }.map(\.element)
    }
}

extension SemanticsNode {
    /// The first node of the tree (depth first) whose `identifier` is `identifier`, or nil.
    public func node(identifiedBy identifier: String) -> SemanticsNode? {
        if self.identifier == identifier { return self }
        for child in children {
            if let found = child.node(identifiedBy: identifier) { return found }
        }
        return nil
    }

    /// The nodes this node's relations of `kind` point at within `tree`, in the relations' order
    /// (a relation to an identifier the tree does not hold is left out).
    public func related(_ kind: SemanticsRelation.Kind, in tree: SemanticsNode) -> [SemanticsNode] {
        relations.filter { $0.kind == kind }.compactMap { tree.node(identifiedBy: $0.target) }
    }
}
