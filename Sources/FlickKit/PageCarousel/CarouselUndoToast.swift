import FlickCore

/// The toast after a page closed, "Page closed — Undo" (as GNOME Web's; the words are the app's,
/// `CarouselOptions.closedPageToastText` and `undoButtonLabel`): it shows until `until` and its
/// Undo puts the page back. It does not animate, so it wakes nothing before its deadline.
struct CarouselUndoToast {
    /// The closed page's serial (the newest closed page while the toast shows).
    var serial: Int
    /// When it goes, s.
    var until: Double
    /// A press went down on its Undo button.
    var pressed = false

    /// Size of the toast, px (narrower in a small window), its distance from the bottom, px, and its font, px.
    static let widthPx: Double = 280
    static let heightPx: Double = 44
    static let bottomMarginPx: Double = 20
    static let fontPx: Double = 14
    /// The Undo button's width at the toast's right end, px.
    static let buttonWidthPx: Double = 88

    /// The toast's frame in a carousel of `size` with `bottomInsetPx` covered by a bar.
    static func frame(in size: Size, bottomInsetPx: Double) -> Rect {
        let w = min(widthPx, max(1, size.width - 16)), h = min(heightPx, max(1, size.height / 4))
        let inset = min(max(0, bottomInsetPx.isFinite ? bottomInsetPx : 0), size.height / 2)
        let y = max(0, size.height - inset - bottomMarginPx - h)
        return Rect(x: ((size.width - w) / 2).rounded(), y: y.rounded(), width: w, height: h)
    }

    /// The Undo button in the toast's `frame`.
    static func buttonFrame(in frame: Rect) -> Rect {
        let m = 6.0, w = min(buttonWidthPx, frame.width / 2)
        return Rect(x: frame.maxX - m - w, y: frame.minY + m, width: w, height: max(1, frame.height - 2 * m))
    }

    /// The toast saying `message` with its button labelled `undo`, drawn in `frame` in `palette`'s toast colours.
    func scene(in frame: Rect, message: String, undo: String, palette: Palette) -> SceneNode {
        let button = CarouselUndoToast.buttonFrame(in: frame)
        let font = FontSpec(family: Constants.fontFamily, size: min(CarouselUndoToast.fontPx, frame.height * 0.4))
        let label = Rect(x: frame.minX + 16, y: frame.minY, width: max(1, button.minX - frame.minX - 20), height: frame.height)
        return .stack([
            .shadow(frame, CarouselStyle.cardShadow, cornerRadius: frame.height / 2),
            .fill(frame, palette.toastBackground, cornerRadius: frame.height / 2),
            .text(TextNode(message, frame: label, font: font, color: palette.toastText, alignment: .leading)),
            .fill(button, pressed ? palette.toastButtonPressed : palette.toastButton, cornerRadius: button.height / 2),
            .text(TextNode(undo, frame: button, font: FontSpec(family: Constants.fontFamily, size: font.size, weight: .bold),
                           color: palette.toastText, alignment: .center)),
        ])
    }
}
