import FlickCore
import Foundation

/// The look of one slides demo scene: its colour, its pattern and the panel behind its title.
/// Pattern pitches scale with the scene's shorter side, so a scene looks the same at any size
/// and draws a bounded number of shapes (sizes from 1x1 to 4000x3000).
struct SlidesDemoSceneStyle {
    enum Kind { case field, waves, stripes, dots, clock, checks, rings }

    /// Pattern pitch: this fraction of the shorter side, at least `minPitchPx`.
    static let pitchFraction: Double = 0.11
    static let minPitchPx: Double = 4

    let kind: Kind
    let background: Color
    let ink: Color

    init(_ name: String) {
        switch name {
        case "Coral": (kind, background, ink) = (.field, Color(hex: 0xE8604C), Color(hex: 0xFFB199))
        case "Ocean": (kind, background, ink) = (.waves, Color(hex: 0x0B3D91), Color(hex: 0x4FC3F7))
        case "Stripes": (kind, background, ink) = (.stripes, Color(hex: 0xF2B705), Color(hex: 0x24211C))
        case "Dots": (kind, background, ink) = (.dots, Color(hex: 0x5B3F8C), Color(hex: 0xE7D7FF))
        case "Clock": (kind, background, ink) = (.clock, Color(hex: 0x1B2230), Color(hex: 0x2C3850))
        case "Checks": (kind, background, ink) = (.checks, Color(hex: 0x2E7D32), Color(hex: 0x43A047))
        case "Rings": (kind, background, ink) = (.rings, Color(hex: 0x0F5F5A), Color(hex: 0x5FD3C6))
        default: (kind, background, ink) = (.field, Color(hex: 0x3C4150), Color(hex: 0x596075))
        }
    }

    var showsClock: Bool { kind == .clock }

    /// A translucent panel behind the title where the pattern is busy, or the field's light
    /// leaves white text too faint (under 4.5:1).
    var panel: Color? {
        switch kind {
        case .field, .stripes, .dots, .checks, .rings: return Color.black.withAlpha(0.45)
        default: return nil
        }
    }

    func pitch(_ r: Rect) -> Double { max(SlidesDemoSceneStyle.minPitchPx, min(r.width, r.height) * SlidesDemoSceneStyle.pitchFraction) }

    /// The pattern filling `r` (over the background).
    func pattern(_ r: Rect) -> [SceneNode] {
        switch kind {
        case .field: return field(r)
        case .waves: return waves(r)
        case .stripes: return stripes(r)
        case .dots: return dots(r)
        case .clock: return clockRoom(r)
        case .checks: return checks(r)
        case .rings: return rings(r)
        }
    }

    /// A colour field with a soft light in the middle.
    private func field(_ r: Rect) -> [SceneNode] {
        let radius = max(r.width, r.height) * 0.7
        return [.rect(r, .radialGradient(center: Point(r.midX, r.height * 0.42), radius: radius,
                                         stops: [GradientStop(0, ink.withAlpha(0.55)), GradientStop(1, ink.withAlpha(0))]),
                      cornerRadius: 0)]
    }

    /// A deep-sea gradient with rolling bands of waves in the lower half.
    private func waves(_ r: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = [.rect(r, .linearGradient(start: Point(0, 0), end: Point(0, r.height),
                                                            stops: [GradientStop(0, Color(hex: 0x061E4A)),
                                                                    GradientStop(1, Color(hex: 0x1565C0))]), cornerRadius: 0)]
        let bands = 5
        for b in 0..<bands {
            let top = r.height * (0.58 + 0.085 * Double(b))
            let amp = r.height * 0.02
            let crests = 4 + b
            let step = r.width / Double(crests * 16)
            var elements: [PathNode.Element] = [.move(Point(0, r.height))]
            for i in 0...(crests * 16) {
                let x = Double(i) * step
                let y = top + amp * sin(Double(i) / 16 * 2 * .pi + Double(b))
                elements.append(.line(Point(x, y)))
            }
            elements += [.line(Point(r.width, r.height)), .close]
            nodes.append(.path(PathNode(elements, fill: .solid(ink.withAlpha(0.16 + 0.08 * Double(b))))))
        }
        return nodes
    }

    /// Bold diagonal stripes.
    private func stripes(_ r: Rect) -> [SceneNode] {
        let p = pitch(r)
        let count = Int(((r.width + r.height) / p).rounded(.up)) + 1
        // Every stripe crosses the whole height, so filling them costs stripes × rows; past a few
        // times the area (a narrow, tall view: 1x16384 took 9 s) the view is drawn in bands of
        // rows, each clipped and holding only the stripes that cross it, which bounds the work
        // by the visible area.
        if Double(count) * r.height > SlidesDemoSceneStyle.stripeWorkPerPixel * r.width * r.height
            + SlidesDemoSceneStyle.stripeWorkAllowance {
            return stripeBands(r, pitch: p)
        }
        return [.path(PathNode(stripeElements(0..<count, pitch: p, height: r.height), fill: .solid(ink.withAlpha(0.85))))]
    }

    /// Stripe fill work (stripes × rows) allowed per pixel of the view before it is drawn in bands.
    static let stripeWorkPerPixel: Double = 16
    /// Stripe fill work always allowed, whatever the view's area.
    static let stripeWorkAllowance: Double = 100_000

    /// Stripes `indices` (stripe i starts at x = i × pitch − height on the bottom edge and leans
    /// right by the height to the top edge).
    private func stripeElements(_ indices: Range<Int>, pitch p: Double, height h: Double) -> [PathNode.Element] {
        var elements: [PathNode.Element] = []
        for i in indices {
            let x = Double(i) * p - h
            elements += [.move(Point(x, h)), .line(Point(x + p / 2, h)),
                         .line(Point(x + p / 2 + h, 0)), .line(Point(x + h, 0)), .close]
        }
        return elements
    }

    /// The stripes in bands of rows, each band clipped and holding the stripes that cross it.
    private func stripeBands(_ r: Rect, pitch p: Double) -> [SceneNode] {
        let band = max(p, min(r.width, r.height))
        var nodes: [SceneNode] = []
        var y0 = 0.0
        while y0 < r.height {
            let y1 = min(r.height, y0 + band)
            // At row y a stripe spans x + height − y ... + pitch/2: it crosses the band when
            // i × pitch lies between y0 − pitch/2 and width + y1.
            let first = max(0, Int(((y0 - p / 2) / p).rounded(.down)))
            let last = Int(((r.width + y1) / p).rounded(.up))
            if first <= last {
                let path = PathNode(stripeElements(first..<(last + 1), pitch: p, height: r.height),
                                    fill: .solid(ink.withAlpha(0.85)))
                nodes.append(.group(GroupNode([.path(path)], clip: Rect(x: 0, y: y0, width: r.width, height: y1 - y0))))
            }
            y0 = y1
        }
        return nodes
    }

    /// A grid of polka dots, every other row shifted by half a pitch.
    private func dots(_ r: Rect) -> [SceneNode] {
        let p = pitch(r), radius = p * 0.22
        var nodes: [SceneNode] = []
        var row = 0
        var y = p / 2
        while y - radius < r.height {
            var x = row % 2 == 0 ? p / 2 : 0
            while x - radius < r.width {
                nodes.append(.ellipse(Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius),
                                      .solid(ink.withAlpha(0.45))))
                x += p
            }
            y += p * 0.87
            row += 1
        }
        return nodes
    }

    /// A dark room: a faint floor line under the clock.
    private func clockRoom(_ r: Rect) -> [SceneNode] {
        [.rect(r, .radialGradient(center: Point(r.midX, r.height * 0.4), radius: max(r.width, r.height) * 0.6,
                                  stops: [GradientStop(0, ink), GradientStop(1, background)]), cornerRadius: 0)]
    }

    /// A checkerboard.
    private func checks(_ r: Rect) -> [SceneNode] {
        let p = pitch(r)
        var elements: [PathNode.Element] = []
        let cols = Int((r.width / p).rounded(.up)), rows = Int((r.height / p).rounded(.up))
        for row in 0..<rows {
            for col in 0..<cols where (row + col) % 2 == 0 {
                let x = Double(col) * p, y = Double(row) * p
                elements += [.move(Point(x, y)), .line(Point(x + p, y)), .line(Point(x + p, y + p)), .line(Point(x, y + p)), .close]
            }
        }
        return [.path(PathNode(elements, fill: .solid(ink)))]
    }

    /// Concentric rings around the title.
    private func rings(_ r: Rect) -> [SceneNode] {
        let p = pitch(r) * 0.8
        let c = Point(r.midX, r.height * 0.44)
        let far = max(r.width, r.height)
        var nodes: [SceneNode] = []
        var k = 0
        var radius = far * 0.9
        while radius > p * 0.5 && k < 200 {
            let t = Double(k % 2)
            nodes.append(.ellipse(Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius),
                                  .solid(t == 0 ? ink.withAlpha(0.18 + 0.5 * (1 - radius / far)) : background)))
            radius -= p / 2
            k += 1
        }
        return nodes
    }
}
