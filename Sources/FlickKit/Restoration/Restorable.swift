/// Something that remembers its own part of where the user left things, after Flutter's
/// `RestorationMixin`: it has a restoration id (the key of its part in its parent's), saves its
/// own part as a `RestorationValue` and restores it, checking every value against what it can
/// produce itself. The parts of its `restorationChildren` nest in its own (an object) under their
/// ids; `restorationTree()` and `restoreTree(from:now:)` walk the whole tree, so an app keeps
/// one value for everything and never needs to know what each component remembers.
///
/// FlickKit's containers adopt it: `Swiper` (the shown page, by name), `PageCarousel` (its
/// pages through the app's `restorePage`, the selection and the reopen history), `Deck` (the
/// open side), `SlideController` (the stack of registered scene names) and `PagedGrid` (the
/// page shown).
public protocol Restorable: AnyObject {
    /// The key of this part in its parent's (unique among its siblings).
    var restorationID: String { get }
    /// Its own part now.
    func restorationState() -> RestorationValue
    /// Restores its own part, ignoring or clamping any value it could not have produced.
    func restoreState(from state: RestorationValue, now: Double)
    /// Restorables whose parts nest in this one's (none by default).
    var restorationChildren: [any Restorable] { get }
    /// False until a restore can be applied (a part that depends on the layout, such as a
    /// grid's page or a drawer's offset); the restore then waits. True by default.
    var isReadyToRestore: Bool { get }
    /// One line for the user when its part leaves something out (a bound on what is saved), or nil.
    var restorationNotice: String? { get }
}

extension Restorable {
    /// None by default.
    public var restorationChildren: [any Restorable] { [] }
    /// Ready at once by default.
    public var isReadyToRestore: Bool { true }
    /// Nothing left out by default.
    public var restorationNotice: String? { nil }

    /// Its part with its children's nested under their ids.
    public func restorationTree() -> RestorationValue {
        let children = restorationChildren
        let own = restorationState()
        guard !children.isEmpty else { return own }
        var object = own.objectValue ?? [:]
        for child in children { object[child.restorationID] = child.restorationTree() }
        return .object(object)
    }

    /// The notices of this tree, parent first.
    public func restorationNotices() -> [String] {
        [restorationNotice].compactMap { $0 } + restorationChildren.flatMap { $0.restorationNotices() }
    }

    /// Restores this part, then its children's (each from its id's member); a part that is not
    /// ready (and everything under it) is returned to be restored later with `PendingRestoration.retry`.
    @discardableResult
    public func restoreTree(from value: RestorationValue, now: Double) -> [PendingRestoration] {
        guard isReadyToRestore else { return [PendingRestoration(target: self, value: value)] }
        restoreState(from: value, now: now)
        var pending: [PendingRestoration] = []
        for child in restorationChildren {
            if let part = value[child.restorationID] { pending += child.restoreTree(from: part, now: now) }
        }
        return pending
    }
}

/// A restore waiting for its component to be ready (laid out).
public struct PendingRestoration {
    /// What waits.
    public let target: any Restorable
    /// The part it waits to restore (its children's nested).
    public let value: RestorationValue

    /// Restores if ready now; gives what still waits (itself, or children not ready yet).
    public func retry(now: Double) -> [PendingRestoration] { target.restoreTree(from: value, now: now) }
}
