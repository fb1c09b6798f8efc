/// The seed's core: exactly three page slots (left, center, right) whatever the list length,
/// recycled as the list is swiped circularly (the `Swiper` keeps one live page component per slot
/// and makes a new one whenever a slot's `version` moves on).
///
/// A left swipe (`rotateForward`) turns center→left, right→center and the old left into
/// the new right, loaded with item `currentIndex + 1`; `rotateBackward` mirrors it.
///
/// Short lists: with 1 item all three views show item 0; with 2 items the left and right
/// views both show the other item. Nothing else changes.
public struct SwiperSlots: Equatable, Sendable {
    /// Items in the (circular) list, at least 1.
    public private(set) var count: Int
    /// Item shown by the center view.
    public private(set) var currentIndex: Int
    /// The three views by identity: `all[n].id == n`.
    public private(set) var all: [PageSlot]
    /// View identities in role order: left, center, right.
    private var order: [Int]

    /// Three fresh views centred on `currentIndex` (wrapped); a count below 1 counts as 1.
    public init(count: Int, currentIndex: Int = 0) {
        let n = max(1, count)
        let c = SwiperSlots.wrap(currentIndex, count: n)
        self.count = n
        self.currentIndex = c
        all = [PageSlot(id: 0, itemIndex: SwiperSlots.wrap(c - 1, count: n)),
               PageSlot(id: 1, itemIndex: c),
               PageSlot(id: 2, itemIndex: SwiperSlots.wrap(c + 1, count: n))]
        order = [0, 1, 2]
    }

    /// The view off screen to the left (the previous item).
    public var left: PageSlot { all[order[0]] }
    /// The view on screen (the current item).
    public var center: PageSlot { all[order[1]] }
    /// The view off screen to the right (the next item).
    public var right: PageSlot { all[order[2]] }

    /// The view playing `role`.
    public func slot(_ role: SlotRole) -> PageSlot { all[order[role.rawValue]] }

    /// The role of the view with identity `id` (0...2).
    public func role(ofSlot id: Int) -> SlotRole {
        SlotRole(rawValue: order.firstIndex(of: id) ?? 1) ?? .center
    }

    /// A left swipe: the next item comes to the center; the old left view is reloaded as the new right.
    public mutating func rotateForward() {
        currentIndex = wrap(currentIndex + 1)
        order = [order[1], order[2], order[0]]
        all[order[2]].load(wrap(currentIndex + 1))
    }

    /// A right swipe: the previous item comes to the center; the old right view is reloaded as the new left.
    public mutating func rotateBackward() {
        currentIndex = wrap(currentIndex - 1)
        order = [order[2], order[0], order[1]]
        all[order[0]].load(wrap(currentIndex - 1))
    }

    /// Centres on `index` (a jump): each view keeps its role and is reloaded only if its item changes.
    public mutating func recenter(on index: Int) {
        currentIndex = wrap(index)
        for role in SlotRole.allCases {
            all[order[role.rawValue]].load(wrap(currentIndex + role.offset))
        }
    }

    /// The item list was replaced by one of `count` items: reloads and redraws all three views.
    public mutating func reset(count newCount: Int, currentIndex index: Int) {
        count = max(1, newCount)
        recenter(on: index)
        for i in all.indices { all[i].invalidate() }
    }

    /// The item at `itemIndex` changed (the app's page for it): every slot showing it is reloaded.
    public mutating func contentChanged(itemIndex: Int) {
        for i in all.indices where all[i].itemIndex == itemIndex { all[i].invalidate() }
    }

    /// Item indices in role order: left, center, right.
    public var itemIndices: [Int] { order.map { all[$0].itemIndex } }

    /// The seed's notation, e.g. "G,A,B": the names of the left, center and right items.
    public func slotNames(_ name: (Int) -> String) -> String {
        itemIndices.map(name).joined(separator: ",")
    }

    /// The seed's notation from a list of item ids ("?" for an index past its end).
    public func slotNames(_ itemIDs: [String]) -> String {
        slotNames { $0 < itemIDs.count ? itemIDs[$0] : "?" }
    }

    /// `i` wrapped into 0..<count (circular); 0 when count < 1.
    public static func wrap(_ i: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let r = i % count
        return r < 0 ? r + count : r
    }

    private func wrap(_ i: Int) -> Int { SwiperSlots.wrap(i, count: count) }
}
