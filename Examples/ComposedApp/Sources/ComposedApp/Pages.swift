import FlickApp

/// The app's content: swiper `name` (A, B, C…) has four pages in shades of one hue, each
/// labelled with the swiper's name and its number ("B3"); the drawer says what it is.
enum Pages {
    /// The hues of swipers A, B, C (then round again), as 0xRRGGBB for page 1; later pages are darker.
    static let hues: [UInt32] = [0xD03030, 0x30A050, 0x3060D0]
    /// Pages in each swiper.
    static let perSwiper = 4

    /// The colour of page `index` of the swiper at `swiper`.
    static func color(swiper: Int, page index: Int) -> Color {
        let hue = hues[swiper % hues.count]
        let k = 1 - 0.18 * Double(index)
        func channel(_ shift: UInt32) -> Double { Double((hue >> shift) & 0xFF) / 255 * k }
        return Color(red: channel(16), green: channel(8), blue: channel(0))
    }

    /// The swiper's name: A, B, C, … Z, then A again.
    static func name(_ swiper: Int) -> String { String(UnicodeScalar(UInt8(65 + swiper % 26))) }

    /// Page `index` of swiper `swiper`: its colour with its label in the middle.
    static func page(swiper: Int, index: Int) -> any Component {
        DrawnView { size in
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return .stack([.fill(bounds, color(swiper: swiper, page: index)),
                           label("\(name(swiper))\(index + 1)", in: bounds)])
        }
    }

    /// The drawer on the deck's left.
    static func drawer() -> any Component {
        DrawnView { size in
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return .stack([.fill(bounds, Color(hex: 0x202830)), label("Drawer", in: bounds)])
        }
    }

    /// A white label filling the middle of `bounds`.
    static func label(_ text: String, in bounds: Rect) -> SceneNode {
        let font = FontSpec(size: max(8, min(bounds.width, bounds.height) / 5), weight: .bold)
        return .text(TextNode(text, frame: bounds, font: font, color: .white, alignment: .center))
    }
}
