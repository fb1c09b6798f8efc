import Foundation
import FlickCore
import FlickKit

extension MuseumArt {
    // MARK: Hanging scroll

    func scrollNodes(_ r: Rect, stage s: Rect) -> [SceneNode] {
        let paper = color(0), silk = color(1), ink = color(2), seal = color(3)
        let mount = MuseumArt.box(s, 0.3, 0.05, 0.4, 0.9)
        let painting = MuseumArt.box(mount, 0.1, 0.16, 0.8, 0.68)
        var n: [SceneNode] = [.fill(mount.offsetBy(dx: s.width * 0.01, dy: s.height * 0.012), Color.black.withAlpha(0.35)),
                              .fill(mount, silk), .fill(painting, paper),
                              .rect(MuseumArt.box(s, 0.27, 0.03, 0.46, 0.025), .solid(Color(hex: 0x3B2A1E)), cornerRadius: s.width * 0.01),
                              .rect(MuseumArt.box(s, 0.26, 0.94, 0.48, 0.03), .solid(Color(hex: 0x3B2A1E)), cornerRadius: s.width * 0.015)]
        // Ink mountains in washes, farthest palest, with mist between them.
        let ranges: [(Double, [(Double, Double)])] = [
            (0.25, [(0, 0.42), (0.2, 0.2), (0.35, 0.32), (0.55, 0.12), (0.75, 0.3), (1, 0.22)]),
            (0.45, [(0, 0.6), (0.15, 0.45), (0.3, 0.55), (0.5, 0.38), (0.7, 0.52), (0.85, 0.44), (1, 0.5)]),
            (0.8, [(0, 0.82), (0.25, 0.66), (0.45, 0.76), (0.7, 0.62), (1, 0.74)]),
        ]
        for (alpha, ridge) in ranges {
            n.append(Picture.ground(painting, ridge, Picture.vertical(painting, ridge.map(\.1).min() ?? 0, 1, [
                GradientStop(0, ink.withAlpha(alpha)), GradientStop(0.35, ink.withAlpha(alpha * 0.3)),
                GradientStop(1, paper.withAlpha(0))]), smooth: true))
        }
        // A pine on the near slope, a boat, calligraphy and a seal.
        n.append(MuseumArt.stroke(painting, [(0.2, 0.78), (0.22, 0.66), (0.19, 0.58)], ink, width: 0.02, smooth: true))
        for k in 0..<3 {
            let y = 0.6 + Double(k) * 0.05
            n.append(MuseumArt.oval(painting, 0.2 + (k % 2 == 0 ? 0.04 : -0.03), y, 0.07, 0.015, .solid(ink.withAlpha(0.85))))
        }
        n.append(MuseumArt.stroke(painting, [(0.58, 0.88), (0.66, 0.88)], ink, width: 0.012))
        for k in 0..<7 {
            let y = 0.05 + Double(k) * 0.04
            n.append(MuseumArt.stroke(painting, [(0.86, y), (0.87, y + 0.025)], ink, width: 0.012))
        }
        n.append(.fill(MuseumArt.box(painting, 0.82, 0.36, 0.08, 0.06), seal))
        return n
    }

    // MARK: Great wave print

    func waveNodes(_ r: Rect) -> [SceneNode] {
        let deep = color(0), light = color(1), foam = color(2), sky = color(3)
        var n: [SceneNode] = [.rect(r, Picture.vertical(r, 0, 1, [GradientStop(0, sky.mixed(with: .black, 0.15)), GradientStop(1, sky)]),
                                    cornerRadius: 0)]
        // The far mountain under the wave.
        n.append(Picture.polygon(r, [(0.52, 0.78), (0.64, 0.6), (0.68, 0.6), (0.8, 0.78)], .solid(deep.mixed(with: sky, 0.3))))
        n.append(Picture.polygon(r, [(0.615, 0.64), (0.64, 0.6), (0.68, 0.6), (0.705, 0.64)], .solid(.white)))
        // The great wave: rising from the left, curling over at the crest.
        let wave: [(Double, Double)] = [(0, 1), (0, 0.7), (0.12, 0.55), (0.22, 0.32), (0.32, 0.16), (0.44, 0.12),
                                        (0.52, 0.2), (0.46, 0.24), (0.4, 0.22), (0.38, 0.35), (0.46, 0.6), (0.62, 0.8),
                                        (0.8, 0.72), (1, 0.8), (1, 1)]
        n.append(.path(PathNode([.move(MuseumArt.pt(r, 0, 1))] + Picture.edge(r, wave, smooth: true) + [.close],
                                fill: .linearGradient(start: MuseumArt.pt(r, 0, 0.15), end: MuseumArt.pt(r, 0, 1), stops: [
                                    GradientStop(0, light), GradientStop(0.5, deep), GradientStop(1, deep.mixed(with: .black, 0.3))]))))
        // Stripes inside the wave, foam claws along the crest, spray in the air.
        for k in 0..<4 {
            let o = Double(k) * 0.035
            n.append(MuseumArt.stroke(r, [(0.06 + o, 0.74), (0.16 + o, 0.56), (0.26 + o, 0.36), (0.36 + o, 0.24)],
                                      light.mixed(with: .white, 0.3), width: 0.004, smooth: true))
        }
        let crest: [(Double, Double)] = [(0.3, 0.18), (0.35, 0.14), (0.41, 0.12), (0.47, 0.13), (0.51, 0.18), (0.5, 0.21), (0.46, 0.23)]
        for (i, c) in crest.enumerated() {
            n.append(MuseumArt.oval(r, c.0, c.1, 0.022, 0.028, .solid(foam)))
            n.append(MuseumArt.oval(r, c.0 + 0.008, c.1 + 0.012, 0.01, 0.014, .solid(i % 2 == 0 ? light : deep)))
        }
        for s in Picture.scatter(30, seed: 53) {
            n.append(MuseumArt.oval(r, 0.36 + 0.3 * s.0, 0.06 + 0.22 * s.1, 0.004 + 0.004 * s.2, 0.005 + 0.005 * s.2, .solid(foam)))
        }
        n.append(Picture.ground(r, Picture.wave(y: 0.9, amplitude: 0.03, waves: 5, phase: 0), .solid(deep), smooth: true))
        n.append(MuseumArt.stroke(r, [(0.64, 0.84), (0.74, 0.82), (0.8, 0.85)], foam, width: 0.006, smooth: true))
        return n
    }

    // MARK: Abstract composition

    func abstractNodes(_ r: Rect) -> [SceneNode] {
        let canvas = MuseumArt.box(r, 0.12, 0.06, 0.76, 0.88)
        var n: [SceneNode] = [.fill(canvas.offsetBy(dx: r.width * 0.01, dy: r.height * 0.012), Color.black.withAlpha(0.35)),
                              .fill(canvas, Color(hex: 0xF1EEE4))]
        let blocks: [(Double, Double, Double, Double, Int)] = [(0, 0, 0.62, 0.58, 0), (0.62, 0.78, 0.38, 0.22, 1),
                                                               (0, 0.84, 0.22, 0.16, 2), (0.84, 0, 0.16, 0.3, 3)]
        for (x, y, w, h, c) in blocks { n.append(.fill(MuseumArt.box(canvas, x, y, w, h), color(c))) }
        let black = Color(hex: 0x151515), w = 0.018
        for x in [0.22, 0.62, 0.84] { n.append(.fill(MuseumArt.box(canvas, x - w / 2, 0, w, 1), black)) }
        for y in [0.3, 0.58, 0.78, 0.84] { n.append(.fill(MuseumArt.box(canvas, 0, y - w / 2, 1, w), black)) }
        n.append(.strokeRect(canvas, black, lineWidth: max(1, canvas.width * 0.01), cornerRadius: 0))
        return n
    }

    // MARK: Photograph

    func photographNodes(_ r: Rect) -> [SceneNode] {
        let print = MuseumArt.box(r, 0.1, 0.08, 0.8, 0.84)
        let image = print.insetBy(min(print.width, print.height) * 0.06)
        var n: [SceneNode] = [.fill(print.offsetBy(dx: r.width * 0.01, dy: r.height * 0.012), Color.black.withAlpha(0.4)),
                              .fill(print, Color(hex: 0xF4F2EC)),
                              .rect(image, Picture.vertical(image, 0, 1, [GradientStop(0, Color(hex: 0x5A5A5A)),
                                                                          GradientStop(0.6, Color(hex: 0xC8C8C8))]), cornerRadius: 0)]
        let towers = Picture.scatter(18, seed: 61)
        var x = 0.0
        var i = 0
        while x < 1 {
            let t = towers[i % towers.count]
            let w = 0.04 + 0.06 * t.0, h = 0.2 + 0.45 * t.1
            let grey = 0.12 + 0.25 * t.2
            let tower = MuseumArt.box(image, x, 0.66 - h, w, h)
            n.append(.fill(tower, Color(red: grey, green: grey, blue: grey)))
            if t.2 > 0.5 { n.append(.fill(MuseumArt.box(image, x + w * 0.45, 0.66 - h - 0.08, w * 0.1, 0.08), Color(red: grey, green: grey, blue: grey))) }
            for k in 0..<Int(h * 20) where (k + i) % 3 != 0 {
                n.append(.fill(Rect(x: tower.minX + tower.width * 0.25, y: tower.minY + Double(k) * image.height * 0.05 + 2,
                                    width: tower.width * 0.5, height: max(0.5, image.height * 0.012)), Color.white.withAlpha(0.35)))
            }
            x += w + 0.008
            i += 1
        }
        // River with the skyline's reflection.
        n.append(.rect(MuseumArt.box(image, 0, 0.66, 1, 0.34), Picture.vertical(image, 0.66, 1, [
            GradientStop(0, Color(hex: 0x404040)), GradientStop(1, Color(hex: 0x1C1C1C))]), cornerRadius: 0))
        for k in 0..<6 {
            n.append(.fill(MuseumArt.box(image, 0.1 + 0.13 * Double(k), 0.7 + 0.04 * Double(k % 3), 0.08, 0.006), Color.white.withAlpha(0.3)))
        }
        return n
    }

    // MARK: Dot painting

    func dotsNodes(_ r: Rect) -> [SceneNode] {
        var n: [SceneNode] = [.fill(r, color(0))]
        let unit = min(r.width, r.height)
        for (i, s) in Picture.scatter(260, seed: 71).enumerated() {
            let d = unit * (0.008 + 0.006 * s.2)
            let c = Picture.point(r, s.0, s.1)
            n.append(.ellipse(Rect(x: c.x - d, y: c.y - d, width: 2 * d, height: 2 * d), .solid(color(1 + i % 2).withAlpha(0.8))))
        }
        let centres: [(Double, Double)] = [(0.25, 0.35), (0.7, 0.3), (0.5, 0.72)]
        // Tracks between the sites: dotted lines.
        for (a, b) in [(centres[0], centres[1]), (centres[1], centres[2]), (centres[2], centres[0])] {
            for k in 1..<14 {
                let f = Double(k) / 14
                let c = Picture.point(r, a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f)
                let d = unit * 0.01
                n.append(.ellipse(Rect(x: c.x - d, y: c.y - d, width: 2 * d, height: 2 * d), .solid(color(3))))
            }
        }
        // Each site: rings of dots.
        for (i, c) in centres.enumerated() {
            let centre = Picture.point(r, c.0, c.1)
            for ring in 0..<4 {
                let radius = unit * (0.03 + 0.035 * Double(ring))
                let count = 6 + ring * 7
                let d = unit * 0.011
                for k in 0..<count {
                    let a = Double(k) * 2 * Double.pi / Double(count)
                    let p = Point(centre.x + radius * cos(a), centre.y + radius * sin(a))
                    n.append(.ellipse(Rect(x: p.x - d, y: p.y - d, width: 2 * d, height: 2 * d),
                                      .solid(color((ring + i) % 2 == 0 ? 3 : 4))))
                }
            }
            n.append(.ellipse(Rect(x: centre.x - unit * 0.018, y: centre.y - unit * 0.018, width: unit * 0.036, height: unit * 0.036),
                              .solid(color(4))))
        }
        return n
    }

    // MARK: Framed painting

    func paintingNodes(_ r: Rect) -> [SceneNode] {
        let frame = MuseumArt.box(r, 0.08, 0.08, 0.84, 0.84)
        let t = min(frame.width, frame.height) * 0.07
        let canvas = frame.insetBy(t)
        var n: [SceneNode] = [.fill(frame.offsetBy(dx: r.width * 0.012, dy: r.height * 0.016), Color.black.withAlpha(0.45)),
                              .rect(frame, .linearGradient(start: frame.origin, end: Point(frame.maxX, frame.maxY), stops: [
                                  GradientStop(0, color(0).mixed(with: .white, 0.3)), GradientStop(0.5, color(0)),
                                  GradientStop(1, color(1))]), cornerRadius: 0),
                              .strokeRect(frame.insetBy(t * 0.35), color(1), lineWidth: max(0.5, t * 0.15), cornerRadius: 0),
                              .fill(canvas.insetBy(-max(0.5, t * 0.12)), color(1))]
        if let picture { n.append(picture.scene(in: canvas)) }
        return n
    }
}
