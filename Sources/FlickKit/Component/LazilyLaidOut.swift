/// A container that lays out lazily: `setNeedsLayout()` and the children it makes or adds are
/// noted in its `pendingLayout`, and `layoutIfNeeded(now:)`, called before its next gesture, frame
/// or scene, lays out what is pending with that moment's time.
protocol LazilyLaidOut: AnyObject {
    /// What is still to be laid out.
    var pendingLayout: PendingLayout { get set }
    /// Lays the whole container out again at its size (a full layout clears `pendingLayout`).
    func layOutAgain(now: Double)
    /// Lays out `child`, made or added since the last layout.
    func layOutAdded(_ child: any Component, now: Double)
}

extension LazilyLaidOut {
    /// Lays out what is pending at `now` (everything after `setNeedsLayout()`, else the children
    /// made or added since the last layout), leaving nothing pending.
    func layoutIfNeeded(now: Double) {
        switch pendingLayout.take() {
        case .nothing: break
        case .everything: layOutAgain(now: now)
        case .children(let added): for child in added { layOutAdded(child, now: now) }
        }
    }
}
