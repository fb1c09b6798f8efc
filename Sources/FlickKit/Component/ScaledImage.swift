/// The part of a component's snapshot key under which `placedScene` keeps the image drawn at a
/// smaller `imageSize` (a carousel's card), apart from the full-size image (part 0).
enum ScaledImage {
    static let part = "scaled"
}
