/// Where one of the three swiper views sits: off screen left, on screen, off screen right.
public enum SlotRole: Int, CaseIterable, Sendable {
    case left, center, right

    /// Page offset from the center, in pages: -1, 0, +1.
    public var offset: Int { rawValue - 1 }
}
