/// A demo as the shell's menu lists it: its name, title and what it shows.
struct ShellEntry: Equatable {
    var demo: DemoName
    var title: String
    var blurb: String

    /// The menu, in order.
    static let all: [ShellEntry] = [
        ShellEntry(demo: .carousel, title: "Carousel", blurb: "Page switcher: cards in a row, flick, tap to zoom"),
        ShellEntry(demo: .swiper, title: "Swiper", blurb: "Three recycled views, circular, with momentum"),
        ShellEntry(demo: .deck, title: "Deck", blurb: "Side drawers under a sliding center, every option live"),
        ShellEntry(demo: .museum, title: "Museum", blurb: "Paged image grid: tap and pinch the pictures"),
        ShellEntry(demo: .slides, title: "Slides", blurb: "Scenes replace, cover and uncover in four directions"),
    ]

    static func entry(_ demo: DemoName) -> ShellEntry {
        all.first { $0.demo == demo } ?? ShellEntry(demo: demo, title: demo.rawValue.capitalized, blurb: "")
    }
}
