import FlickCore
import FlickKit

/// What a procedural `MuseumArt` piece depicts: an object typical of a museum collection.
enum MuseumArtMotif: String, CaseIterable, Sendable {
    /// A black-figure amphora with a meander band.
    case amphora
    /// A carved wooden mask with almond eyes and incised patterns.
    case mask
    /// A papyrus sheet with the eye of Horus and rows of signs.
    case papyrus
    /// Gold and glass tesserae around a cross-shaped medallion.
    case mosaic
    /// A glazed bowl seen from above: rings and radiating petals.
    case bowl
    /// An ink landscape on a hanging scroll.
    case scroll
    /// A great wave print with foam claws and a small far mountain.
    case wave
    /// Woven bands of zigzags and stepped diamonds.
    case textile
    /// A pole of stacked carved faces.
    case totem
    /// A monolithic stone head on a grassy slope.
    case moai
    /// A round shield with a boss and rays.
    case shield
    /// An illuminated page: a large decorated initial and lines of script.
    case manuscript
    /// A pointed-arch window of coloured glass panes.
    case stainedGlass
    /// A composition of primary-colour blocks and black lines.
    case abstract
    /// A knotted carpet: border, field and central medallion.
    case carpet
    /// A struck coin with a profile head.
    case coin
    /// A pierced jade disc with a ring of raised spirals.
    case jade
    /// A black-and-white photograph of a city skyline.
    case photograph
    /// A brass astrolabe: rings, ticks and a star pointer.
    case astrolabe
    /// A painting of dots around concentric circles and tracks.
    case dots
    /// A framed landscape painting (the swiper's `Picture`).
    case painting
}
