import FlickCore
import FlickKit

/// The slides demo's named scenes (`SlidesDemoScene` components, each drawn by Flick: colour
/// fields, patterns and a clock face under a big title), registered by name in the order the
/// arrow keys and drags walk through.
enum SlidesDemoScenes {
    /// Scene names in walking order.
    static let names = ["Coral", "Ocean", "Stripes", "Dots", "Clock", "Checks", "Rings"]

    /// Title font: this fraction of the scene's shorter side, clamped to min...max px (never
    /// below the style's title size, `Constants.titleFontPx`, in a small window or under the clock).
    static let titleFontFraction: Double = 0.15
    static let titleFontMinPx: Double = Constants.titleFontPx
    static let titleFontMaxPx: Double = 150
    /// Caption font as a fraction of the title's, never below the style's small text
    /// (`Constants.smallFontPx`): "Scene 5 of 7" stays readable in the smallest window.
    static let captionFontRatio: Double = 0.24
    static let captionFontMinPx: Double = Constants.smallFontPx
    /// Title block centre, as a fraction of the height (above the middle: the control bar sits below).
    static let titleCenterFraction: Double = 0.44

    /// A registry holding every demo scene under its name.
    static func registry() -> SceneRegistry {
        var r = SceneRegistry()
        for name in names { r.register(name) { make(name) } }
        return r
    }

    /// The scene called `name` (an unknown name draws a plain field titled with it).
    static func make(_ name: String) -> SlidesDemoScene {
        let index = names.firstIndex(of: name)
        let caption = index.map { "Scene \($0 + 1) of \(names.count)" } ?? "Scene"
        return SlidesDemoScene(name: name, caption: caption)
    }

    /// The clock face's square: centred, above the title.
    static func clockFrame(_ r: Rect) -> Rect {
        let side = min(r.width * 0.6, r.height * 0.56)
        return Rect(x: r.midX - side / 2, y: r.height * 0.4 - side / 2, width: side, height: side)
    }

    /// Where the title block centred at `centerY` in `r` puts the title and the caption, and their
    /// font sizes, px.
    static func titleBlockFrames(in r: Rect, centerY: Double, scale: Double)
        -> (title: Rect, caption: Rect, titleFontPx: Double, captionFontPx: Double) {
        let short = min(r.width, r.height)
        let fs = max(titleFontMinPx, min(titleFontMaxPx, short * titleFontFraction) * scale)
        let cs = max(captionFontMinPx, fs * captionFontRatio / scale.squareRoot())
        let titleH = fs * 1.3, captionH = cs * 1.6
        let top = centerY - (titleH + captionH) / 2
        let width = r.width * 0.9
        return (Rect(x: r.midX - width / 2, y: top, width: width, height: titleH),
                Rect(x: r.midX - width / 2, y: top + titleH, width: width, height: captionH), fs, cs)
    }

    /// The big title and its caption centred at `centerY`, on an optional translucent panel.
    static func titleBlock(_ title: String, caption: String, in r: Rect, centerY: Double, scale: Double,
                           panel: Color?) -> [SceneNode] {
        let (titleFrame, captionFrame, fs, cs) = titleBlockFrames(in: r, centerY: centerY, scale: scale)
        let titleH = titleFrame.height, captionH = captionFrame.height
        var nodes: [SceneNode] = []
        if let panel {
            let w = min(r.width * 0.86, Double(title.count) * fs * 0.72 + fs * 1.2)
            let h = titleH + captionH + fs * 0.5
            nodes.append(.fill(Rect(x: r.midX - w / 2, y: centerY - h / 2, width: w, height: h), panel,
                               cornerRadius: fs * 0.3))
        }
        nodes.append(.text(TextNode(title, frame: titleFrame,
                                    font: FontSpec(family: "DejaVu Sans", size: fs, weight: .bold), color: .white,
                                    alignment: .center)))
        nodes.append(.text(TextNode(caption, frame: captionFrame,
                                    font: FontSpec(family: "DejaVu Sans", size: cs), color: Color.white.withAlpha(0.85),
                                    alignment: .center)))
        return nodes
    }
}
