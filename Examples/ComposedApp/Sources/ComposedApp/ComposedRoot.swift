import FlickApp

/// The window's root: the deck, plus what today's `PageCarousel` does not do for its pages
/// (they are `CarouselPage` values, not components): it keeps the pages' clock, advances the
/// swipers and counts their motion as the app's. Its state is the deck's (with the carousel's
/// keys) and the selected swiper's `swiper.*` keys.
///
/// Once `PageCarousel` hosts components as pages, the deck is the root itself.
final class ComposedRoot: Component {
    let deck: Deck
    let carousel: PageCarousel<SwiperCarouselPage>
    let clock: PageClock

    init(deck: Deck, carousel: PageCarousel<SwiperCarouselPage>, clock: PageClock) {
        self.deck = deck
        self.carousel = carousel
        self.clock = clock
    }

    private var swipers: [Swiper] { carousel.pages.map(\.swiper) }

    func layout(size: Size, now: Double) {
        clock.now = now
        deck.layout(size: size, now: now)
    }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        clock.now = now
        return deck.handle(gesture, now: now)
    }

    func advance(to now: Double) {
        clock.now = now
        deck.advance(to: now)
        for swiper in swipers { swiper.advance(to: now) }
    }

    func scene(at now: Double) -> SceneNode {
        clock.now = now
        return deck.scene(at: now)
    }

    func isAnimating(at now: Double) -> Bool {
        deck.isAnimating(at: now) || swipers.contains { $0.isAnimating(at: now) }
    }

    func nextDeadline(after now: Double) -> Double? {
        ([deck.nextDeadline(after: now)] + swipers.map { $0.nextDeadline(after: now) }).compactMap { $0 }.min()
    }

    var state: [String: String] {
        deck.state.merging(carousel.page(at: carousel.selectedIndex).swiper.state) { $1 }
    }
}
