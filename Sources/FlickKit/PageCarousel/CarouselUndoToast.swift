import FlickCore

/// The toast after a page closed, "Page closed — Undo" (as GNOME Web's; the words are the app's,
/// `CarouselOptions.closedPageToastText` and `undoButtonLabel`): it shows until `until`, its
/// Undo puts the page back and its close button (×, as libadwaita's toasts have) dismisses it. It
/// does not animate, so it wakes nothing before its deadline.
struct CarouselUndoToast {
    /// The closed page's serial (the newest closed page while the toast shows).
    var serial: Int
    /// When it goes, s.
    var until: Double
    /// A press went down on its Undo button.
    var pressed = false
    /// A press went down on its close button.
    var closePressed = false

    /// Size of the toast, px (narrower in a small window), its distance from the bottom, px, and its font, px.
    static let widthPx: Double = 280
    static let heightPx: Double = 44
    static let bottomMarginPx: Double = 20
    static let fontPx: Double = 14
    /// The Undo button's width, px, left of the close button at the toast's right end.
    static let buttonWidthPx: Double = 88
    /// The inset of the buttons from the toast's edge and the gap between them, px.
    static let buttonMarginPx: Double = 6
    /// The gap kept between the toast and page dots it would cover, px.
    static let dotsGapPx: Double = 8

    /// The toast's frame in a carousel of `size` with `bottomInsetPx` covered by a bar, raised
    /// above `avoiding` (the page dots) when it would cover them.
    static func frame(in size: Size, bottomInsetPx: Double, avoiding dots: Rect? = nil) -> Rect {
        let w = min(widthPx, max(1, size.width - 16)), h = min(heightPx, max(1, size.height / 4))
        let inset = min(max(0, bottomInsetPx.isFinite ? bottomInsetPx : 0), size.height / 2)
        var y = max(0, size.height - inset - bottomMarginPx - h)
        let x = ((size.width - w) / 2).rounded()
        if let dots, dots.intersects(Rect(x: x, y: y, width: w, height: h)) {
            y = max(0, dots.minY - dotsGapPx - h)
        }
        return Rect(x: x, y: y.rounded(), width: w, height: h)
    }

    /// The close button (a round ×) at the right end of the toast's `frame`.
    static func closeFrame(in frame: Rect) -> Rect {
        let m = buttonMarginPx, side = max(1, frame.height - 2 * m)
        return Rect(x: frame.maxX - m - side, y: frame.minY + m, width: side, height: side)
    }

    /// The Undo button in the toast's `frame`, left of the close button.
    static func buttonFrame(in frame: Rect) -> Rect {
        let m = buttonMarginPx, close = closeFrame(in: frame), w = min(buttonWidthPx, frame.width / 2 - close.width)
        return Rect(x: close.minX - m - max(1, w), y: frame.minY + m, width: max(1, w), height: max(1, frame.height - 2 * m))
    }

    /// The toast saying `message` with its button labelled `undo`, drawn in `frame` in `palette`'s toast colours.
    func scene(in frame: Rect, message: String, undo: String, palette: Palette) -> SceneNode {
        let button = CarouselUndoToast.buttonFrame(in: frame)
        let font = FontSpec(family: Constants.fontFamily, size: min(CarouselUndoToast.fontPx, frame.height * 0.4))
        let label = Rect(x: frame.minX + 16, y: frame.minY, width: max(1, button.minX - frame.minX - 20), height: frame.height)
        let close = CarouselUndoToast.closeFrame(in: frame), c = close.center, a = close.width * 0.18
        let cross: [PathNode.Element] = [.move(Point(c.x - a, c.y - a)), .line(Point(c.x + a, c.y + a)),
                                         .move(Point(c.x + a, c.y - a)), .line(Point(c.x - a, c.y + a))]
        return .stack([
            .shadow(frame, CarouselStyle.cardShadow, cornerRadius: frame.height / 2),
            .fill(frame, palette.toastBackground, cornerRadius: frame.height / 2),
            .text(TextNode(message, frame: label, font: font, color: palette.toastText, alignment: .leading)),
            .fill(button, pressed ? palette.toastButtonPressed : palette.toastButton, cornerRadius: button.height / 2),
            .text(TextNode(undo, frame: button, font: FontSpec(family: Constants.fontFamily, size: font.size, weight: .bold),
                           color: palette.toastText, alignment: .center)),
            .ellipse(close, .solid(closePressed ? palette.toastButtonPressed : palette.toastButton)),
            .path(PathNode(cross, stroke: palette.toastText, lineWidth: 2)),
        ])
    }
}
