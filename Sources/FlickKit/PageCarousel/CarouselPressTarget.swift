/// What a press on the carousel landed on; its release and tap go to the same place.
enum CarouselPressTarget: Equatable {
    /// The close button of the card with this serial.
    case closeButton(serial: Int)
    /// The card with this serial.
    case card(serial: Int)
    /// The page dots.
    case indicator
    /// The background left (-1) or right (+1) of the selected card, or above or below it (0).
    case side(Int)
}
