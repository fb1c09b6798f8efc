import FlickKit

/// The swiper demo's content: the seed's seven items, or more for the bench.
public enum SwiperDemo {
    /// A swiper over the sample items; `itemCount` beyond seven repeats the pictures with
    /// numbered ids (A2, B2, …) so every item stays distinct.
    public static func make(itemCount: Int? = nil) -> Swiper {
        guard let n = itemCount, n != SwiperItem.samples.count, n > 0 else { return Swiper() }
        let samples = SwiperItem.samples
        let items = (0..<n).map { i -> SwiperItem in
            var item = samples[i % samples.count]
            let round = i / samples.count
            if round > 0 {
                item.id += String(round + 1)
                item.name += " \(round + 1)"
            }
            return item
        }
        return Swiper(items: items)
    }
}
