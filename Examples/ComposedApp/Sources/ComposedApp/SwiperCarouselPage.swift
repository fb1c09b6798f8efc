import FlickApp

/// The time the app's root last saw, for the carousel pages (a `CarouselPage` is drawn without
/// a time). Set by `ComposedRoot` before anything reads it.
final class PageClock {
    var now: Double = 0
}

/// A swiper as a page of today's `PageCarousel`, which shows `CarouselPage` values: draws the
/// swiper at the root's time and hands it the gestures the carousel gives its page. Its
/// version is the swiper's progress, so the carousel draws it again whenever the pages move
/// (and reuses the image when they come back to the same place).
///
/// This adapter goes once `PageCarousel` hosts any `Component` as a page: the swipers are then
/// the carousel's pages themselves.
struct SwiperCarouselPage: CarouselPage {
    let swiper: Swiper
    let title: String?
    let clock: PageClock

    var contentVersion: Int { Int(truncatingIfNeeded: swiper.progress(at: clock.now).bitPattern) }

    func scene(size: Size) -> SceneNode {
        fit(size)
        return swiper.scene(at: clock.now)
    }

    mutating func handle(_ gesture: Gesture, size: Size, now: Double) -> Bool {
        fit(size)
        return swiper.handle(gesture, now: now)
    }

    /// Lays the swiper out for the carousel's size when it changed.
    private func fit(_ size: Size) {
        if swiper.size != size { swiper.layout(size: size, now: clock.now) }
    }
}
