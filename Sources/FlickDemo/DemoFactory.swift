import FlickKit

/// Builds the component behind each demo name.
public enum DemoFactory {
    /// `pages` overrides the demo's page/item count where it has one (the bench uses it).
    public static func make(_ demo: DemoName, pages: Int? = nil) -> Component {
        switch demo {
        case .shell: return SwiperDemo.make(itemCount: pages)
        case .carousel: return SwiperDemo.make(itemCount: pages)
        case .swiper: return SwiperDemo.make(itemCount: pages)
        case .deck: return SwiperDemo.make(itemCount: pages)
        case .museum: return SwiperDemo.make(itemCount: pages)
        case .slides: return SwiperDemo.make(itemCount: pages)
        }
    }
}
