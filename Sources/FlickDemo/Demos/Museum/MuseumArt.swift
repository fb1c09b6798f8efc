import FlickCore
import FlickKit

/// A collection's picture, drawn by Flick: a museum object (`motif`) in a palette, or a framed
/// landscape painting. Drawn into any rectangle (see `MuseumArt+Scene`); the grid shows it at
/// 4:3, the detail view larger, always from the same description.
struct MuseumArt: Equatable, Sendable {
    var motif: MuseumArtMotif
    /// The wall or backdrop behind the object.
    var background: Color
    /// The object's colours, main first (a motif uses as many as it needs, cycling).
    var colors: [Color]
    /// The landscape a `.painting` shows.
    var picture: Picture?

    public init(_ motif: MuseumArtMotif, background: Color, colors: [Color], picture: Picture? = nil) {
        self.motif = motif
        self.background = background
        self.colors = colors.isEmpty ? [.white] : colors
        self.picture = picture
    }

    /// A landscape painting in a frame of colour `frame`.
    static func painting(_ picture: Picture, frame: Color = Color(hex: 0xB8893B),
                                wall: Color = Color(hex: 0x3A3431)) -> MuseumArt {
        MuseumArt(.painting, background: wall, colors: [frame, frame.mixed(with: .black, 0.35)], picture: picture)
    }

    /// Colour `i` of the palette, cycling.
    func color(_ i: Int) -> Color { colors[((i % colors.count) + colors.count) % colors.count] }
}
