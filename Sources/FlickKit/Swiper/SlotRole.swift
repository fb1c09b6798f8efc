/// Where one of the three swiper views sits: off screen left, on screen, off screen right.
enum SlotRole: Int, CaseIterable, Sendable {
    /// Off screen to the left: the previous page, preloaded.
    case left
    /// On screen: the current page.
    case center
    /// Off screen to the right: the next page, preloaded.
    case right

    /// Page offset from the center, in pages: -1, 0, +1.
    var offset: Int { rawValue - 1 }
}
