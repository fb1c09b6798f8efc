import FlickCore

/// The three-slot pager's core: exactly three page slots (left, center, right) whatever the list length,
/// recycled as the list is swiped circularly (the `Swiper` keeps one live page component per slot
/// and makes a new one whenever a slot's `version` moves on).
///
/// A left swipe (`rotateForward`) turns center→left, right→center and the old left into
/// the new right, loaded with item `currentIndex + 1`; `rotateBackward` mirrors it.
///
/// Short lists: with 1 item all three views show item 0; with 2 items the left and right
/// views both show the other item. Nothing else changes.
///
/// A bounded list (`isCircular` false) does not wrap: the center stays within the items, and the
/// neighbour before the first or after the last item is an empty slot (`PageSlot.isEmpty`).
struct SwiperSlots: Equatable, Sendable {
    /// Items in the list, at least 1.
    private(set) var count: Int
    /// After the last item comes the first (true), or the list has two ends (false).
    let isCircular: Bool
    /// Item shown by the center view.
    private(set) var currentIndex: Int
    /// The three views by identity: `all[n].id == n`.
    private(set) var all: [PageSlot]
    /// View identities in role order: left, center, right.
    private var order: [Int]

    /// Three fresh views centred on `currentIndex` (wrapped; clamped into a bounded list); a count
    /// below 1 counts as 1.
    init(count: Int, currentIndex: Int = 0, isCircular: Bool = true) {
        let n = max(1, count)
        self.count = n
        self.isCircular = isCircular
        self.currentIndex = 0
        all = []
        order = [0, 1, 2]
        let c = center(currentIndex)
        self.currentIndex = c
        all = [PageSlot(id: 0, itemIndex: item(c - 1)), PageSlot(id: 1, itemIndex: c), PageSlot(id: 2, itemIndex: item(c + 1))]
    }

    /// The view off screen to the left (the previous item).
    var left: PageSlot { all[order[0]] }
    /// The view on screen (the current item).
    var center: PageSlot { all[order[1]] }
    /// The view off screen to the right (the next item).
    var right: PageSlot { all[order[2]] }

    /// The view playing `role`.
    func slot(_ role: SlotRole) -> PageSlot { all[order[role.rawValue]] }

    /// The role of the view with identity `id` (0...2).
    func role(ofSlot id: Int) -> SlotRole {
        SlotRole(rawValue: order.firstIndex(of: id) ?? 1) ?? .center
    }

    /// A left swipe: the next item comes to the center; the old left view is reloaded as the new
    /// right (a bounded list's last item stays put).
    mutating func rotateForward() {
        guard isCircular || currentIndex < count - 1 else { return }
        currentIndex = wrap(currentIndex + 1)
        order = [order[1], order[2], order[0]]
        all[order[2]].load(item(currentIndex + 1))
    }

    /// A right swipe: the previous item comes to the center; the old right view is reloaded as
    /// the new left (a bounded list's first item stays put).
    mutating func rotateBackward() {
        guard isCircular || currentIndex > 0 else { return }
        currentIndex = wrap(currentIndex - 1)
        order = [order[2], order[0], order[1]]
        all[order[0]].load(item(currentIndex - 1))
    }

    /// Centres on `index` (a jump; wrapped, or clamped into a bounded list): each view keeps its
    /// role and is reloaded only if its item changes.
    mutating func recenter(on index: Int) {
        currentIndex = center(index)
        for role in SlotRole.allCases {
            all[order[role.rawValue]].load(item(currentIndex + role.offset))
        }
    }

    /// The item list was replaced by one of `count` items: reloads and redraws all three views.
    mutating func reset(count newCount: Int, currentIndex index: Int) {
        count = max(1, newCount)
        recenter(on: index)
        for i in all.indices { all[i].invalidate() }
    }

    /// The item at `itemIndex` changed (the app's page for it): every slot showing it is reloaded.
    mutating func contentChanged(itemIndex: Int) {
        for i in all.indices where all[i].itemIndex == itemIndex { all[i].invalidate() }
    }

    /// Item indices in role order: left, center, right (`PageSlot.noItem` for an empty slot).
    var itemIndices: [Int] { order.map { all[$0].itemIndex } }

    /// The three-slot pager's notation, e.g. "G,A,B": the names of the left, center and right items; an
    /// empty slot is an empty name (a bounded list on its first item: ",A,B").
    func slotNames(_ name: (Int) -> String) -> String {
        itemIndices.map { $0 < 0 ? "" : name($0) }.joined(separator: ",")
    }

    /// The three-slot pager's notation from a list of item ids ("?" for an index past its end).
    func slotNames(_ itemIDs: [String]) -> String {
        slotNames { $0 < itemIDs.count ? itemIDs[$0] : "?" }
    }

    /// `i` wrapped into 0..<count (circular); 0 when count < 1 (`CircularIndex.wrap`).
    static func wrap(_ i: Int, count: Int) -> Int { CircularIndex.wrap(i, count: count) }

    private func wrap(_ i: Int) -> Int { SwiperSlots.wrap(i, count: count) }

    /// The item at list position `i`: wrapped, or `PageSlot.noItem` beyond a bounded list's ends.
    private func item(_ i: Int) -> Int { isCircular ? wrap(i) : (0..<count).contains(i) ? i : PageSlot.noItem }

    /// The center item for `i`: wrapped, or clamped into a bounded list.
    private func center(_ i: Int) -> Int { isCircular ? wrap(i) : min(max(i, 0), count - 1) }
}
