import FlickCore

extension SemanticsNode {
    /// The node a locator means by `name` (and `role`, if given), as Playwright's locators choose:
    /// nodes whose name equals `name`, else nodes whose name contains it ignoring case; of several,
    /// the first on screen in reading order (top to bottom, then left to right), else the first
    /// off screen. Nil when no node matches.
    public func locate(_ name: String, role: SemanticsRole? = nil) -> SemanticsNode? {
        let ordered = locateAll(name, roles: role.map { [$0] } ?? SemanticsRole.allCases).map(\.node)
        return ordered.first(where: \.isShowing) ?? ordered.first
    }

    /// Every node a locator of `name` and `roles` matches, on screen or not, in reading order, each
    /// with the nodes that hold it (outermost first): nodes of those roles whose name equals
    /// `name`, else (when none does) those whose name contains it ignoring case.
    public func locateAll(_ name: String, roles: [SemanticsRole]) -> [(node: SemanticsNode, ancestors: [SemanticsNode])] {
        var found: [(node: SemanticsNode, ancestors: [SemanticsNode])] = []
        func visit(_ node: SemanticsNode, _ ancestors: [SemanticsNode]) {
            if roles.contains(node.role) { found.append((node, ancestors)) }
            for child in node.children { visit(child, ancestors + [node]) }
        }
        visit(self, [])
        let exact = found.filter { $0.node.name == name }
        let matches = exact.isEmpty
            ? found.filter { !$0.node.name.isEmpty && $0.node.name.lowercased().contains(name.lowercased()) }
            : exact
        return SemanticsNode.readingOrder(matches) { $0.node.frame }
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
        readingOrder(nodes) { $0.frame }
    }

    /// `items` sorted as `readingOrder(_:)` sorts nodes, by the frame `frame` gives each.
    static func readingOrder<Item>(_ items: [Item], frame: (Item) -> Rect) -> [Item] {
        items.enumerated().sorted { a, b in
            let ay = frame(a.element).minY.rounded(), by = frame(b.element).minY.rounded()
            if ay != by { return ay < by }
            let ax = frame(a.element).minX.rounded(), bx = frame(b.element).minX.rounded()
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
