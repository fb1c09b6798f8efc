/// What a press on the grid overview landed on; its tap goes to the same place.
enum CarouselGridPress: Equatable {
    /// The thumbnail of the page with this serial.
    case thumbnail(serial: Int)
    /// The close button of the page with this serial.
    case closeButton(serial: Int)
    /// Between the thumbnails.
    case background
    /// The press stopped the scrolling grid: its tap does nothing.
    case caught
}
