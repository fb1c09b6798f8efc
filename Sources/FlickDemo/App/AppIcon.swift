import FlickCore

/// Flick's application icon: a row of three page cards over a blue tile, the carousel's
/// switcher at rest, with page dots below. One drawing in a 256-unit square gives every form
/// of it: the PNGs of the hicolor theme and the window's `_NET_WM_ICON` (through the scene and
/// FlickCairo) and the scalable SVG, so they always agree.
public enum AppIcon {
    /// The side of the square the shapes are drawn in, in units.
    static let canvas: Double = 256

    /// The sizes, in pixels, `make install` puts in the hicolor theme and the window offers.
    static let pixelSizes = [16, 24, 32, 48, 64, 128, 256]

    /// One filled shape of the icon.
    enum Shape: Equatable, Sendable {
        case roundedRect(Rect, cornerRadius: Double, Paint)
        case ellipse(Rect, Paint)
    }

    /// The shapes in painting order, in canvas units.
    static let shapes: [Shape] = {
        let tileTop = Color(hex: 0x5B8CFF), tileBottom = Color(hex: 0x2C3FB4)
        let paper = Color(hex: 0xF7F8FC), ink = Color(hex: 0xC8CFE2), accent = Color(hex: 0xFFB347)
        var s: [Shape] = [
            // The tile.
            .roundedRect(Rect(x: 16, y: 16, width: 224, height: 224), cornerRadius: 52,
                         .linearGradient(start: Point(0, 16), end: Point(0, 240),
                                         stops: [GradientStop(0, tileTop), GradientStop(1, tileBottom)])),
            // The neighbours, smaller and faded as the carousel shows them.
            .roundedRect(Rect(x: 30, y: 84, width: 62, height: 92), cornerRadius: 10, .solid(paper.withAlpha(0.45))),
            .roundedRect(Rect(x: 164, y: 84, width: 62, height: 92), cornerRadius: 10, .solid(paper.withAlpha(0.45))),
            // The centre card's soft edge below it, then the card and its page.
            .roundedRect(Rect(x: 76, y: 62, width: 104, height: 140), cornerRadius: 16, .solid(Color.black.withAlpha(0.18))),
            .roundedRect(Rect(x: 76, y: 56, width: 104, height: 140), cornerRadius: 16, .solid(paper)),
            .roundedRect(Rect(x: 88, y: 68, width: 80, height: 40), cornerRadius: 8, .solid(accent)),
            .roundedRect(Rect(x: 88, y: 120, width: 80, height: 10), cornerRadius: 5, .solid(ink)),
            .roundedRect(Rect(x: 88, y: 140, width: 62, height: 10), cornerRadius: 5, .solid(ink)),
            .roundedRect(Rect(x: 88, y: 160, width: 72, height: 10), cornerRadius: 5, .solid(ink)),
        ]
        // Page dots, the middle one selected.
        for (i, x) in [104.0, 128, 152].enumerated() {
            s.append(.ellipse(Rect(x: x - 6, y: 210, width: 12, height: 12),
                              .solid(Color.white.withAlpha(i == 1 ? 0.95 : 0.4))))
        }
        return s
    }()
}
