import FlickCore
import FlickKit

/// How tall a text wraps in a width: measured by the host that shows the page, or estimated (an
/// average glyph a little over half the font size wide, lines of the labels' height) where no
/// host measures.
final class DeckDemoTextHeight {
    /// The host of the page's last layout (`ComponentEnvironment.host`).
    weak var host: (any ComponentHosting)?

    /// The height `text` takes wrapped in `width` px at `fontPx` in the controls' font, px.
    func height(_ text: String, width: Double, fontPx: Double) -> Double {
        let font = FontSpec(family: ControlStyle.standard.fontFamily, size: fontPx)
        if let host, let all = host.measureText(text, font: font, maxWidth: width), all.height > 0 {
            return all.height.rounded(.up)
        }
        let perLine = max(1, Int(width / (fontPx * 0.52)))
        let lines = max(1, Int((Double(text.count) / Double(perLine)).rounded(.up)))
        return Double(lines) * (fontPx * Constants.labelLineHeightFactor).rounded(.up)
    }
}
