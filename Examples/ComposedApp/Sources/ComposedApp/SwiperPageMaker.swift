import FlickApp

/// Makes the carousel's pages, one swiper each: swiper A, B, C… over four of the app's pages.
final class SwiperPageMaker {
    /// Swipers made so far (the next one is named after this count).
    private(set) var made = 0

    /// The next carousel page: a new swiper (no toolbars: the pages fill it; a fling turns one page).
    func make() -> Swiper {
        let n = made
        made += 1
        let options = SwiperOptions(allowsMomentum: false, showsToolbars: false)
        return Swiper(pageCount: Pages.perSwiper, options: options) { index in Pages.page(swiper: n, index: index) }
    }
}
