import FlickCore
import FlickKit

/// The swiper demo's pages: its items and one `SwiperDemoPage` per item, made when the swiper
/// first asks for it and kept, so a page's tap count and cached image survive the swiper
/// recycling its three slots (paging back and forth draws no page again) and a swiper rebuilt
/// with new options.
final class SwiperDemoPages {
    /// The items, in order.
    public let items: [SwiperDemoItem]
    private var made: [Int: SwiperDemoPage] = [:]

    /// The seven samples, or `itemCount` items: beyond seven the pictures repeat with numbered
    /// ids (A2, B2, …) and names ("Aurora 2") so every item stays distinct. A count below 1
    /// gives the samples.
    public init(itemCount: Int? = nil) {
        let samples = SwiperDemoItem.samples
        guard let n = itemCount, n > 0 else { items = samples; return }
        items = (0..<n).map { i -> SwiperDemoItem in
            var item = samples[i % samples.count]
            let round = i / samples.count
            if round > 0 {
                item.id += String(round + 1)
                item.name += " \(round + 1)"
            }
            return item
        }
    }

    /// Number of pages.
    public var count: Int { items.count }

    /// The page of item `index` (wrapped into the list), made on first use.
    public func page(_ index: Int) -> SwiperDemoPage {
        let i = CircularIndex.wrap(index, count: items.count)
        if let page = made[i] { return page }
        let page = SwiperDemoPage(item: items[i])
        made[i] = page
        return page
    }
}
