import FlickCore
import FlickKit

/// A page picture: a procedurally drawn landscape (motif + palette), or a PNG file.
///
/// When `imagePath` is set the page draws that file (`SceneNode.image`) instead; the
/// renderer draws a placeholder and warns once if the file is missing or corrupt.
struct Picture: Equatable, Sendable {
    var motif: PictureMotif
    /// Sky gradient, top and horizon.
    var skyTop: Color
    var skyBottom: Color
    /// The sun's or moon's colour.
    public var light: Color
    /// Ground/water layers from far to near (the motif uses as many as it needs, cycling).
    var layers: [Color]
    /// A PNG drawn instead of the procedural picture.
    var imagePath: String?

    public init(motif: PictureMotif, skyTop: Color, skyBottom: Color, light: Color,
                layers: [Color], imagePath: String? = nil) {
        self.motif = motif; self.skyTop = skyTop; self.skyBottom = skyBottom
        self.light = light; self.layers = layers.isEmpty ? [.black] : layers; self.imagePath = imagePath
    }

    /// The motif in its default palette.
    public init(_ motif: PictureMotif, imagePath: String? = nil) {
        switch motif {
        case .aurora:
            self.init(motif: motif, skyTop: Color(hex: 0x050A1C), skyBottom: Color(hex: 0x2A5868),
                      light: Color(hex: 0xF2F0E1),
                      layers: [Color(hex: 0x5CFFB0), Color(hex: 0xB07CFF), Color(hex: 0x0C1923), Color(hex: 0x040909)])
        case .forest:
            self.init(motif: motif, skyTop: Color(hex: 0x6EC1F5), skyBottom: Color(hex: 0xE7F6FF),
                      light: Color(hex: 0xFFF3B0),
                      layers: [Color(hex: 0x8FC48A), Color(hex: 0x4F8F55), Color(hex: 0x2F6B3C), Color(hex: 0x3B7A45)])
        case .sea:
            self.init(motif: motif, skyTop: Color(hex: 0x1C3F94), skyBottom: Color(hex: 0x8DBBF2),
                      light: Color(hex: 0xFFE9A8),
                      layers: [Color(hex: 0x2357C4), Color(hex: 0x1A47A6), Color(hex: 0x123885), Color(hex: 0x0A2461)])
        case .dunes:
            self.init(motif: motif, skyTop: Color(hex: 0xF08A4B), skyBottom: Color(hex: 0xFDE6B5),
                      light: Color(hex: 0xFFF6DC),
                      layers: [Color(hex: 0xE3A55E), Color(hex: 0xCC8040), Color(hex: 0xAA5E2B), Color(hex: 0xF2C27E)])
        case .volcano:
            self.init(motif: motif, skyTop: Color(hex: 0x1E080C), skyBottom: Color(hex: 0xC8452A),
                      light: Color(hex: 0xFF7A1A),
                      layers: [Color(hex: 0x2B1A1A), Color(hex: 0x5A5257), Color(hex: 0xFFB347), Color(hex: 0x140B0B)])
        case .fjord:
            self.init(motif: motif, skyTop: Color(hex: 0x8FB4CC), skyBottom: Color(hex: 0xE4EEF2),
                      light: Color(hex: 0xFFFBEA),
                      layers: [Color(hex: 0x8AA3B3), Color(hex: 0x3D4F5C), Color(hex: 0x4A5D6A), Color(hex: 0x2C4A5C)])
        case .glacier:
            self.init(motif: motif, skyTop: Color(hex: 0x9FD4F2), skyBottom: Color(hex: 0xF2FBFF),
                      light: Color(hex: 0xFFFFFF),
                      layers: [Color(hex: 0xE9F6FF), Color(hex: 0xA8CDE3), Color(hex: 0xCDE8F5), Color(hex: 0x7FB5D3)])
        }
        self.imagePath = imagePath
    }

    /// Layer `i` of the palette, cycling when the palette is short.
    func layer(_ i: Int) -> Color { layers[i % layers.count] }
}
