import FlickKit

/// Builds the component behind each demo name.
public enum DemoFactory {
    /// `pages` overrides the demo's page/item count where it has one (the bench uses it).
    public static func make(_ demo: DemoName, pages: Int? = nil) -> Component {
        switch demo {
        case .swiper, .shell, .carousel, .deck, .museum, .slides:
            return SwiperDemo.make(itemCount: pages)
        }
    }
}
