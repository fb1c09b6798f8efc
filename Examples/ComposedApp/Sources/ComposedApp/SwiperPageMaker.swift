import FlickApp

/// Makes the carousel's pages, one swiper each: swiper A, B, C… over four of the app's pages.
final class SwiperPageMaker {
    let clock: PageClock
    /// Swipers made so far (the next one is named after this count).
    private(set) var made = 0

    init(clock: PageClock) { self.clock = clock }

    /// The next carousel page: a new swiper (no toolbars: the pages fill it; a fling turns one page).
    func make() -> SwiperCarouselPage {
        let n = made
        made += 1
        let options = SwiperOptions(allowsMomentum: false, showsToolbars: false)
        let swiper = Swiper(pageCount: Pages.perSwiper, options: options) { index in Pages.page(swiper: n, index: index) }
        return SwiperCarouselPage(swiper: swiper, title: "Swiper \(Pages.name(n))", clock: clock)
    }
}
