import FlickCore

/// One element of the semantics tree: what a component or control shows, described for screen
/// readers and tests (after Flutter's semantics tree): a role, a name a person would say, a value,
/// a description (its tooltip), states, a frame, the actions it takes, its children and its
/// relations to other nodes (`identifier`, `relations`).
///
/// A component returns its nodes from `Component.semantics(now:)` with frames in its own
/// coordinates; a container shifts its children's nodes into its coordinates
/// (`offsetBy(_:)`), so the host's tree (`ComponentHost.semanticsTree(title:now:)`) has every frame
/// in window coordinates. Nothing builds the tree while nothing asks for it.
public struct SemanticsNode {
    /// What kind of element this is.
    public var role: SemanticsRole
    /// The name a person would say ("New Page", "Close page", "Settings"); empty for an unnamed group.
    public var name: String
    /// Its value, for elements that have one ("0.5" on a slider, "3 of 7" on page dots), or nil.
    public var value: String?
    /// A longer description: the tooltip, or what activating it does; nil if none.
    public var description: String?
    /// The tooltip the host shows while the pointer rests on the node (nil: none).
    public var tooltip: String?
    /// Its states.
    public var states: SemanticsStates
    /// Where it is: in the describing component's coordinates, in window coordinates in the host's tree.
    public var frame: Rect
    /// The actions `perform(_:now:)` takes.
    public var actions: [SemanticsAction]
    /// Its children, in reading order.
    public var children: [SemanticsNode]
    /// Runs an action at a time (seconds, the host's clock); returns whether it was taken.
    public var actionHandler: ((_ action: SemanticsAction, _ now: Double) -> Bool)?
    /// Its value as a number in a range (a slider's), or nil; `value` is the text a person reads.
    public var valueRange: SemanticsValueRange?
    /// Sets the value to a number at a time (clamped and stepped as a drag would); returns whether
    /// it was taken. Nil: the value cannot be set directly (increment and decrement may still move it).
    public var valueHandler: ((_ value: Double, _ now: Double) -> Bool)?
    /// Its place among its like when the container holds only some of them ("3 of 140"), or nil.
    public var setPosition: SemanticsSetPosition?
    /// The text it shows or edits, with its caret and selection (AT-SPI's Text), or nil for a node
    /// that shows no text of its own.
    public var text: SemanticsText?
    /// Applies an edit at a time (the host's clock) to an editable text node; returns whether it
    /// was taken. Nil: the text cannot be changed from outside (AT-SPI's EditableText is not offered).
    public var textEditHandler: ((_ edit: SemanticsTextEdit, _ now: Double) -> Bool)?
    /// What other nodes' `relations` call it by (unique within the window's tree), or nil.
    public var identifier: String?
    /// Its links to other nodes of the tree (labelled by, controller for), by their identifiers.
    public var relations: [SemanticsRelation] = []
    /// What a screen reader says when this text changes while the keyboard focus stays where it
    /// was (a live region: ARIA's `aria-live`, ATK's announcement). A component sets it from its
    /// state ("Birch, 2 of 7" on a page list), so a change the user makes without moving the focus
    /// (a page turned while a button has the focus, a page added or closed, a drawer opened) is
    /// heard; a change that moves the focus is heard through the focus. Nil: it announces nothing.
    public var announcement: String?

    /// A node of `role` named `name` at `frame` (the describing component's coordinates);
    /// `tooltip` is shown when the pointer rests on it, `description` is read by screen readers.
    public init(role: SemanticsRole, name: String = "", value: String? = nil, description: String? = nil,
                tooltip: String? = nil, states: SemanticsStates = [], frame: Rect, actions: [SemanticsAction] = [],
                children: [SemanticsNode] = [],
                actionHandler: ((_ action: SemanticsAction, _ now: Double) -> Bool)? = nil) {
        self.role = role
        self.name = name
        self.value = value
        self.description = description
        self.tooltip = tooltip
        self.states = states
        self.frame = frame
        self.actions = actions
        self.children = children
        self.actionHandler = actionHandler
    }

    /// Runs `action` if the node takes it; false otherwise (an action it does not list, or no handler).
    @discardableResult
    public func perform(_ action: SemanticsAction, now: Double) -> Bool {
        guard actions.contains(action), let actionHandler else { return false }
        return actionHandler(action, now)
    }

    /// Whether the node is on screen: not marked `offscreen`.
    public var isShowing: Bool { !states.contains(.offscreen) }

    /// The node and its subtree moved by `delta` (a container placing a child's nodes).
    public func offsetBy(_ delta: Point) -> SemanticsNode {
        var moved = self
        moved.frame = frame.offsetBy(dx: delta.x, dy: delta.y)
        moved.children = children.map { $0.offsetBy(delta) }
        return moved
    }

    /// The node with `relation` added to its relations (a container linking a child's node to
    /// another of its nodes: page dots to the pages they choose).
    public func relating(_ kind: SemanticsRelation.Kind, to target: String) -> SemanticsNode {
        var linked = self
        linked.relations.append(SemanticsRelation(kind, target))
        return linked
    }

    /// The node with `identifier` as its identifier.
    public func identified(as identifier: String) -> SemanticsNode {
        var named = self
        named.identifier = identifier
        return named
    }

    /// The node and its subtree with `states` added to every node (a container marking an off-screen page).
    public func adding(_ states: SemanticsStates) -> SemanticsNode {
        var marked = self
        marked.states.formUnion(states)
        marked.children = children.map { $0.adding(states) }
        return marked
    }

    /// The node and its subtree with `states` taken from every node (the nodes under a modal
    /// layer that holds the focus).
    public func removing(_ states: SemanticsStates) -> SemanticsNode {
        var marked = self
        marked.states.subtract(states)
        marked.children = children.map { $0.removing(states) }
        return marked
    }

    /// The node and every node under it, depth first, in reading order within each level.
    public var allNodes: [SemanticsNode] { [self] + children.flatMap(\.allNodes) }

    /// One line: role, quoted name, value and states, e.g. `button "New Page" [focusable]`.
    public var summary: String {
        var s = "\(role.rawValue) \"\(name)\""
        if let value { s += " = \(value)" }
        if !states.isEmpty { s += " [\(states.names.joined(separator: ", "))]" }
        return s
    }

    /// The tree as indented lines of `summary` with frames (for messages and debugging in tests).
    public var treeDescription: String {
        func lines(_ n: SemanticsNode, _ depth: Int) -> [String] {
            [String(repeating: "  ", count: depth) + n.summary + " \(n.frame)"] + n.children.flatMap { lines($0, depth + 1) }
        }
        return lines(self, 0).joined(separator: "\n")
    }
}
