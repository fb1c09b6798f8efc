import FlickKit

/// The swiper demo: a `Swiper` over the three-slot pager's seven items (or more for the bench), each page
/// a `SwiperDemoPage` with its picture and tap count.
enum SwiperDemo {
    /// The demo's options before any saved setting: momentum on (long swipes), so a fast fling
    /// travels several items; the library's default moves one page per swipe.
    static let defaultOptions = SwiperOptions(allowsMomentum: true)

    /// A swiper over the sample items; `itemCount` beyond seven repeats the pictures with
    /// numbered ids (A2, B2, …) so every item stays distinct.
    public static func make(itemCount: Int? = nil) -> Swiper {
        make(pages: SwiperDemoPages(itemCount: itemCount))
    }

    /// A swiper over `pages` (kept across rebuilds, so the tap counts and page images stay),
    /// starting at `startIndex`. The pages are opaque and laid out inside the bars and the page dots; the swiper publishes the state keys
    /// `swiper.item` (the item's name), `swiper.taps` and `swiper.slots` (the items' ids), and
    /// remembers the shown item and the pages' tap counts (`Restorable`: `{"item": id, "taps": {id: n}}`).
    public static func make(pages: SwiperDemoPages, options: SwiperOptions = SwiperDemo.defaultOptions,
                            startIndex: Int = 0) -> Swiper {
        var o = options
        o.pagesAreOpaque = true
        // The pages between the bars and the dots: no toolbar or dot ever covers a card.
        o.pageInsets = .insideBars
        let swiper = Swiper(pageCount: pages.count, options: o, startIndex: startIndex,
                            pageName: { pages.items[$0].id }, pageTitle: { pages.items[$0].name },
                            pageState: { pages.page($0).state }, page: { pages.page($0) })
        swiper.restorationChildren = [pages]
        return swiper
    }
}
