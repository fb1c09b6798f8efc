/// One of the swiper's three recycled page slots: a stable identity, the item it shows,
/// and a version that moves on whenever the slot must be reloaded with a new page.
struct PageSlot: Equatable, Sendable {
    /// The `itemIndex` of an empty slot: a bounded swiper's neighbour before its first or after its last page.
    static let noItem = -1

    /// Stable identity 0, 1 or 2: views are recycled, never created per item.
    let id: Int
    /// Index of the item loaded into this view (`PageSlot.noItem` when it shows none).
    private(set) var itemIndex: Int
    /// The slot shows no item (a bounded list's neighbour beyond an end): no page is made for it.
    var isEmpty: Bool { itemIndex < 0 }
    /// Bumped whenever the slot must be reloaded: loaded with another item, or its item changed.
    private(set) var version: Int

    /// Slot `id` showing item `itemIndex` at `version`.
    init(id: Int, itemIndex: Int, version: Int = 0) {
        self.id = id; self.itemIndex = itemIndex; self.version = version
    }

    /// Loads the item at `index` (`PageSlot.noItem`: none); the version bumps only when the item differs.
    mutating func load(_ index: Int) {
        guard index != itemIndex else { return }
        itemIndex = index
        version += 1
    }

    /// Marks the content stale (its item's data changed).
    mutating func invalidate() { version += 1 }
}
