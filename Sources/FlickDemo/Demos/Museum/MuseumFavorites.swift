import FlickCore
import FlickKit

/// The collections marked as favorites: a set of ids, listed in the museum's own order.
struct MuseumFavorites: Equatable, Sendable {
    private(set) var ids: Set<String> = []

    public init(_ ids: Set<String> = []) { self.ids = ids }

    public var count: Int { ids.count }

    public func contains(_ id: String) -> Bool { ids.contains(id) }

    /// Marks or unmarks `id`; returns true when that changed anything.
    @discardableResult
    mutating func set(_ id: String, _ favorite: Bool) -> Bool {
        favorite ? ids.insert(id).inserted : ids.remove(id) != nil
    }

    /// Flips `id`; returns its new value.
    @discardableResult
    mutating func toggle(_ id: String) -> Bool {
        let on = !contains(id)
        set(id, on)
        return on
    }

    /// The favorites among `collections`, in that order.
    public func list(from collections: [MuseumCollection]) -> [MuseumCollection] {
        collections.filter { ids.contains($0.id) }
    }

    /// Drops ids that name no collection.
    mutating func keepOnly(_ collections: [MuseumCollection]) {
        ids.formIntersection(collections.map(\.id))
    }
}
