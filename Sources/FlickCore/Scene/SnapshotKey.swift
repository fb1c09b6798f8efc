/// Which cached image a `SnapshotNode` is: an object that owns it (a component, a page, a
/// control…) and a part of that owner ("which of my images": an Int, a String, any hashable).
///
/// The key is tied to the owner's identity, never to a name the host picks, so two instances
/// of anything never share an image. The key holds the owner weakly: once the owner is freed
/// its images are stale, and a later object that happens to get the same address does not
/// inherit them (`refersToSameOwner(as:)` is false for a key whose owner died, and the
/// renderer's cache treats such an entry as a miss and drops it).
///
/// Equality and hashing use the owner's identity and the part; liveness is checked apart,
/// by `isOwnerAlive` and `refersToSameOwner(as:)`.
public struct SnapshotKey: Hashable, CustomStringConvertible {
    /// The owner's identity when the key was made.
    public let ownerID: ObjectIdentifier
    /// Which of the owner's images this is.
    public let part: AnyHashable
    private weak var ownerReference: AnyObject?

    /// The key of `owner`'s image `part` (one image per owner: leave `part` at its default).
    public init(_ owner: AnyObject, part: AnyHashable = 0) {
        ownerID = ObjectIdentifier(owner)
        self.part = part
        ownerReference = owner
    }

    /// The owner, or nil once it has been freed.
    public var owner: AnyObject? { ownerReference }

    /// False once the owner has been freed: the key then matches no cached image.
    public var isOwnerAlive: Bool { ownerReference != nil }

    /// True when both keys name the same part of the same owner and that owner is still alive
    /// (a freed owner's address may be reused by a new object: that is not the same owner).
    public func refersToSameOwner(as other: SnapshotKey) -> Bool {
        guard self == other, let mine = ownerReference, let theirs = other.ownerReference else { return false }
        return mine === theirs
    }

    /// Keys are equal when their owner is the same object and their parts are equal.
    public static func == (lhs: SnapshotKey, rhs: SnapshotKey) -> Bool {
        lhs.ownerID == rhs.ownerID && lhs.part == rhs.part
    }

    /// Hashes the owner's identity and the part.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ownerID)
        hasher.combine(part)
    }

    /// The owner's type and the part, for messages.
    public var description: String {
        let name = ownerReference.map { String(describing: type(of: $0)) } ?? "freed"
        return "\(name)@\(ownerID.hashValue).\(part)"
    }
}
