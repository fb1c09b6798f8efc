/// What a container still has to lay out before its next gesture, frame or scene: everything
/// (after `setNeedsLayout()`), or only the children it made or added since its last layout. The
/// container lays that out with the moment's time (`take()`), never with a remembered one.
struct PendingLayout {
    /// What `take()` hands over.
    enum Work {
        case nothing
        case everything
        case children([any Component])
    }

    private var everything = false
    private var children: [any Component] = []

    /// The whole container is to be laid out again.
    mutating func invalidate() { everything = true }

    /// `child` is new and is to be laid out.
    mutating func add(_ child: any Component) { children.append(child) }

    /// A full layout happened: nothing is pending.
    mutating func clear() {
        everything = false
        children = []
    }

    /// What is pending, leaving nothing pending.
    mutating func take() -> Work {
        defer { clear() }
        if everything { return .everything }
        return children.isEmpty ? .nothing : .children(children)
    }
}
