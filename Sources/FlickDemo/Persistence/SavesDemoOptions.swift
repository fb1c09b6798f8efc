import FlickKit

/// A demo whose options the settings file keeps: it writes its own part of `SavedSettings`
/// (read back, clamped, when the demo is made: `SessionKeeper.makeDemo`).
protocol SavesDemoOptions: AnyObject {
    /// Puts the demo's options in `settings`.
    func saveOptions(into settings: inout SavedSettings)
}

extension CarouselDemoView: SavesDemoOptions {
    func saveOptions(into settings: inout SavedSettings) { settings.carousel = SavedCarouselOptions(carousel.options) }
}

extension Swiper: SavesDemoOptions {
    func saveOptions(into settings: inout SavedSettings) { settings.swiper = SavedSwiperOptions(options) }
}

extension DeckDemo: SavesDemoOptions {
    func saveOptions(into settings: inout SavedSettings) { settings.deck = SavedDeckOptions(deck.options) }
}
