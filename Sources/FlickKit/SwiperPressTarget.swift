/// What a press on the swiper landed on; its release and tap go to the same place.
enum SwiperPressTarget: Equatable {
    case page
    case topBar
    case bottomBar
    case dots
}
