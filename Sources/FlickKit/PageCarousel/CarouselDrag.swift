/// What a carousel drag moves.
enum CarouselDrag: Equatable {
    /// The row of cards, horizontally (a swipe through the pages).
    case row
    /// One card, vertically (dragging it up closes it): the one `cardLift` holds.
    case lift
    /// One card along the row after a long press (`CarouselReorder` holds it).
    case reorder(serial: Int)
    /// The grid overview, vertically (it scrolls).
    case gridScroll
    /// One thumbnail of the grid overview after a long press, following the pointer.
    case gridReorder(serial: Int)
}
