import FlickKit

/// Builds the component behind each demo name.
enum DemoFactory {
    /// `pages` overrides the demo's page/item count where it has one (the bench uses it).
    public static func make(_ demo: DemoName, pages: Int? = nil) -> Component {
        switch demo {
        case .shell: return Shell(pages: pages)
        case .carousel: return CarouselDemo.make(pageCount: pages)
        case .swiper: return SwiperDemo.make(itemCount: pages)
        case .deck: return DeckDemo.make()
        case .museum: return MuseumDemo.make(collectionCount: pages)
        case .slides: return SlidesDemo.make()
        }
    }
}
