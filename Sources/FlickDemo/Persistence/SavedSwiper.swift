import FlickKit

/// The swiper demo's session: the shown item's id and the tap counts by item id (items never
/// tapped are left out).
public struct SavedSwiper: Codable, Equatable, Sendable {
    public var item: String?
    public var taps: [String: Int]?

    public init(item: String? = nil, taps: [String: Int]? = nil) {
        self.item = item
        self.taps = taps
    }

    /// The session of `swiper` over `pages`.
    public init(_ swiper: Swiper, pages: SwiperDemoPages) {
        item = pages.items.indices.contains(swiper.currentIndex) ? pages.items[swiper.currentIndex].id : nil
        var counts: [String: Int] = [:]
        for i in pages.items.indices where pages.page(i).tapCount > 0 { counts[pages.items[i].id] = pages.page(i).tapCount }
        taps = counts.isEmpty ? nil : counts
    }

    /// The saved item's index in `pages` (0 when it names none).
    public func startIndex(in pages: SwiperDemoPages) -> Int {
        item.flatMap { id in pages.items.firstIndex { $0.id == id } } ?? 0
    }

    /// Gives `pages` the saved tap counts (unknown ids and negative counts are dropped).
    public func restoreTaps(in pages: SwiperDemoPages) {
        for (i, item) in pages.items.enumerated() {
            if let n = taps?[item.id], n > 0 { pages.page(i).tapCount = n }
        }
    }
}
