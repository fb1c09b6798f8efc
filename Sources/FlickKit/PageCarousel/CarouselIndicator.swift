/// The carousel's page indicator: the shared `PageIndicator` (dots while they fit, else "3 of 57"),
/// under the name it had before the swiper shared it.
public typealias CarouselIndicator = PageIndicator
