import Foundation
import FlickCore
import FlickKit

extension MuseumArt {
    // MARK: Amphora

    /// Half-width of the amphora at each height (fractions of the stage).
    static let amphoraProfile: [(Double, Double)] = [
        (0.08, 0.11), (0.11, 0.1), (0.14, 0.07), (0.24, 0.065), (0.3, 0.1), (0.38, 0.18), (0.47, 0.21),
        (0.57, 0.19), (0.67, 0.15), (0.76, 0.1), (0.83, 0.06), (0.87, 0.055), (0.9, 0.09), (0.93, 0.095),
    ]

    func amphoraNodes(_ s: Rect) -> [SceneNode] {
        let clay = color(0), slip = color(1)
        var n: [SceneNode] = [MuseumArt.oval(s, 0.5, 0.94, 0.16, 0.025, .solid(Color.black.withAlpha(0.35)))]
        // Handles: loops from the neck to the shoulder, behind the body.
        for side in [-1.0, 1.0] {
            n.append(MuseumArt.stroke(s, [(0.5 + side * 0.06, 0.17), (0.5 + side * 0.2, 0.16), (0.5 + side * 0.2, 0.3),
                                          (0.5 + side * 0.14, 0.34)], slip, width: 0.018, smooth: true))
        }
        let body = MuseumArt.profileOutline(MuseumArt.amphoraProfile)
        n.append(Picture.polygon(s, body, .linearGradient(start: MuseumArt.pt(s, 0.28, 0), end: MuseumArt.pt(s, 0.72, 0), stops: [
            GradientStop(0, clay.mixed(with: .black, 0.3)), GradientStop(0.4, clay.mixed(with: .white, 0.12)),
            GradientStop(1, clay.mixed(with: .black, 0.4))])))
        // The black-figure zone on the belly, and bands above and below it.
        n.append(Picture.polygon(s, MuseumArt.profileOutline(MuseumArt.amphoraProfile, from: 0.41, to: 0.66, scale: 0.99), .solid(slip)))
        for (y0, y1) in [(0.36, 0.38), (0.69, 0.71), (0.8, 0.84)] {
            n.append(Picture.polygon(s, MuseumArt.profileOutline(MuseumArt.amphoraProfile, from: y0, to: y1, scale: 0.99), .solid(slip)))
        }
        n.append(Picture.polygon(s, MuseumArt.profileOutline(MuseumArt.amphoraProfile, from: 0.08, to: 0.115), .solid(slip)))
        // A meander (key pattern) across the shoulder.
        var key: [(Double, Double)] = []
        var x = 0.36
        while x < 0.64 {
            key += [(x, 0.345), (x, 0.315), (x + 0.03, 0.315), (x + 0.03, 0.335), (x + 0.015, 0.335), (x + 0.015, 0.345)]
            x += 0.04
        }
        n.append(MuseumArt.stroke(s, key, slip, width: 0.006))
        // Figures in the zone: a rosette between two running figures, in the clay colour.
        n.append(Picture.polygon(s, MuseumArt.star(0.5, 0.53, 0.05, 0.02, count: 8), .solid(clay)))
        for (cx, dir) in [(0.38, 1.0), (0.62, -1.0)] {
            n.append(MuseumArt.oval(s, cx, 0.46, 0.018, 0.02, .solid(clay)))
            n.append(Picture.polygon(s, [(cx - 0.02, 0.485), (cx + 0.02, 0.485), (cx + 0.03 * dir, 0.56), (cx - 0.015 * dir, 0.56)],
                                     .solid(clay)))
            n.append(MuseumArt.stroke(s, [(cx - 0.01 * dir, 0.56), (cx - 0.04 * dir, 0.63)], clay, width: 0.012))
            n.append(MuseumArt.stroke(s, [(cx + 0.02 * dir, 0.56), (cx + 0.05 * dir, 0.62)], clay, width: 0.012))
            n.append(MuseumArt.stroke(s, [(cx + 0.01 * dir, 0.5), (cx + 0.06 * dir, 0.47)], clay, width: 0.01))
        }
        return n
    }

    // MARK: Bowl

    func bowlNodes(_ s: Rect) -> [SceneNode] {
        let glaze = color(0), ink = color(1), accent = color(2)
        var n: [SceneNode] = [MuseumArt.oval(s, 0.52, 0.53, 0.42, 0.42, .solid(Color.black.withAlpha(0.35))),
                              MuseumArt.oval(s, 0.5, 0.5, 0.42, 0.42, .radialGradient(
                                center: MuseumArt.pt(s, 0.42, 0.4), radius: s.width * 0.5,
                                stops: [GradientStop(0, glaze.mixed(with: .white, 0.25)), GradientStop(1, glaze.mixed(with: .black, 0.15))]))]
        for (radius, w) in [(0.4, 0.012), (0.33, 0.008), (0.17, 0.008)] {
            n.append(.path(PathNode([.arc(center: MuseumArt.pt(s, 0.5, 0.5), radius: radius * s.width, start: 0, end: 2 * Double.pi)],
                                    stroke: ink, lineWidth: w * s.width)))
        }
        // Scalloped band between the outer rings.
        for i in 0..<24 {
            let a = Double(i) * Double.pi / 12
            let c = MuseumArt.around(0.5, 0.5, 0.365, a)
            n.append(MuseumArt.oval(s, c.0, c.1, 0.018, 0.018, .solid(i % 2 == 0 ? ink : accent)))
        }
        // Radiating petals.
        for i in 0..<8 {
            let a = Double(i) * Double.pi / 4
            let tip = MuseumArt.around(0.5, 0.5, 0.31, a), l = MuseumArt.around(0.5, 0.5, 0.2, a - 0.28)
            let r = MuseumArt.around(0.5, 0.5, 0.2, a + 0.28), base = MuseumArt.around(0.5, 0.5, 0.17, a)
            n.append(.path(PathNode([.move(MuseumArt.pt(s, base.0, base.1)),
                                     .curve(MuseumArt.pt(s, l.0, l.1), MuseumArt.pt(s, tip.0, tip.1), MuseumArt.pt(s, tip.0, tip.1)),
                                     .curve(MuseumArt.pt(s, tip.0, tip.1), MuseumArt.pt(s, r.0, r.1), MuseumArt.pt(s, base.0, base.1)),
                                     .close], fill: .solid(i % 2 == 0 ? ink : accent))))
        }
        n.append(Picture.polygon(s, MuseumArt.star(0.5, 0.5, 0.12, 0.06, count: 8), .solid(ink)))
        n.append(MuseumArt.oval(s, 0.5, 0.5, 0.04, 0.04, .solid(accent)))
        n.append(MuseumArt.oval(s, 0.38, 0.32, 0.08, 0.04, .solid(Color.white.withAlpha(0.25))))
        return n
    }

    // MARK: Coin

    func coinNodes(_ s: Rect) -> [SceneNode] {
        let metal = color(0), dark = color(1)
        var n: [SceneNode] = [MuseumArt.oval(s, 0.52, 0.53, 0.36, 0.36, .solid(Color.black.withAlpha(0.45))),
                              MuseumArt.oval(s, 0.5, 0.5, 0.36, 0.36, .radialGradient(
                                center: MuseumArt.pt(s, 0.4, 0.38), radius: s.width * 0.45,
                                stops: [GradientStop(0, metal.mixed(with: .white, 0.4)), GradientStop(0.6, metal),
                                        GradientStop(1, metal.mixed(with: .black, 0.35))])),
                              .path(PathNode([.arc(center: MuseumArt.pt(s, 0.5, 0.5), radius: 0.31 * s.width, start: 0,
                                                   end: 2 * Double.pi)], stroke: dark.withAlpha(0.6), lineWidth: 0.01 * s.width))]
        for i in 0..<40 {
            let c = MuseumArt.around(0.5, 0.5, 0.335, Double(i) * Double.pi / 20)
            n.append(MuseumArt.oval(s, c.0, c.1, 0.008, 0.008, .solid(dark.withAlpha(0.55))))
        }
        // A profile head facing right: skull, face, neck, and a laurel wreath.
        let head: [(Double, Double)] = [(0.42, 0.7), (0.4, 0.56), (0.38, 0.42), (0.44, 0.3), (0.55, 0.29), (0.61, 0.36),
                                        (0.62, 0.44), (0.66, 0.5), (0.62, 0.52), (0.62, 0.58), (0.58, 0.62), (0.56, 0.7)]
        n.append(.path(PathNode([.move(MuseumArt.pt(s, head[0].0, head[0].1))] + Picture.edge(s, head, smooth: true) + [.close],
                                fill: .solid(dark.withAlpha(0.45)))))
        for i in 0..<7 {
            let y = 0.34 + Double(i) * 0.03
            n.append(MuseumArt.oval(s, 0.44 + Double(i % 2) * 0.015, y, 0.022, 0.01, .solid(metal.mixed(with: .white, 0.3))))
        }
        n.append(MuseumArt.oval(s, 0.57, 0.42, 0.01, 0.006, .solid(metal.mixed(with: .white, 0.4))))
        return n
    }

    // MARK: Jade disc

    func jadeNodes(_ s: Rect) -> [SceneNode] {
        let stone = color(0)
        var n: [SceneNode] = [MuseumArt.oval(s, 0.52, 0.53, 0.4, 0.4, .solid(Color.black.withAlpha(0.4))),
                              MuseumArt.oval(s, 0.5, 0.5, 0.4, 0.4, .radialGradient(
                                center: MuseumArt.pt(s, 0.4, 0.36), radius: s.width * 0.5,
                                stops: [GradientStop(0, stone.mixed(with: .white, 0.35)), GradientStop(0.7, stone),
                                        GradientStop(1, stone.mixed(with: .black, 0.4))]))]
        for ring in [0.2, 0.26, 0.32] {
            let count = Int(ring * 80)
            for i in 0..<count {
                let c = MuseumArt.around(0.5, 0.5, ring, (Double(i) + ring * 10) * 2 * Double.pi / Double(count))
                n.append(MuseumArt.oval(s, c.0, c.1, 0.017, 0.017, .solid(stone.mixed(with: .black, 0.22))))
                n.append(MuseumArt.oval(s, c.0 - 0.004, c.1 - 0.004, 0.009, 0.009, .solid(stone.mixed(with: .white, 0.3))))
            }
        }
        n.append(MuseumArt.oval(s, 0.5, 0.5, 0.13, 0.13, .solid(background.mixed(with: .black, 0.2))))
        n.append(.path(PathNode([.arc(center: MuseumArt.pt(s, 0.5, 0.5), radius: 0.13 * s.width, start: 0, end: 2 * Double.pi)],
                                stroke: stone.mixed(with: .black, 0.45), lineWidth: 0.012 * s.width)))
        return n
    }

    // MARK: Astrolabe

    func astrolabeNodes(_ s: Rect) -> [SceneNode] {
        let brass = color(0), plate = color(1), dark = color(2)
        var n: [SceneNode] = [MuseumArt.oval(s, 0.5, 0.12, 0.05, 0.05, .solid(brass)),
                              MuseumArt.oval(s, 0.5, 0.12, 0.025, 0.025, .solid(background)),
                              MuseumArt.oval(s, 0.52, 0.56, 0.38, 0.38, .solid(Color.black.withAlpha(0.4))),
                              MuseumArt.oval(s, 0.5, 0.54, 0.38, 0.38, .radialGradient(
                                center: MuseumArt.pt(s, 0.4, 0.4), radius: s.width * 0.5,
                                stops: [GradientStop(0, brass.mixed(with: .white, 0.35)), GradientStop(1, brass.mixed(with: .black, 0.3))])),
                              MuseumArt.oval(s, 0.5, 0.54, 0.3, 0.3, .solid(plate))]
        var ticks: [PathNode.Element] = []
        for i in 0..<72 {
            let a = Double(i) * Double.pi / 36, long = i % 6 == 0
            let p0 = MuseumArt.around(0.5, 0.54, 0.3, a), p1 = MuseumArt.around(0.5, 0.54, long ? 0.36 : 0.33, a)
            ticks += [.move(MuseumArt.pt(s, p0.0, p0.1)), .line(MuseumArt.pt(s, p1.0, p1.1))]
        }
        n.append(.path(PathNode(ticks, stroke: dark, lineWidth: 0.005 * s.width)))
        // Circles of the plate, the ecliptic ring of the rete, and star pointers.
        for (cy, radius) in [(0.54, 0.22), (0.6, 0.14), (0.5, 0.1)] {
            n.append(.path(PathNode([.arc(center: MuseumArt.pt(s, 0.5, cy), radius: radius * s.width, start: 0, end: 2 * Double.pi)],
                                    stroke: dark.withAlpha(0.7), lineWidth: 0.005 * s.width)))
        }
        n.append(.path(PathNode([.arc(center: MuseumArt.pt(s, 0.5, 0.47), radius: 0.2 * s.width, start: 0, end: 2 * Double.pi)],
                                stroke: brass, lineWidth: 0.02 * s.width)))
        for a in [0.3, 1.4, 2.3, 3.5, 4.4, 5.5] {
            let tip = MuseumArt.around(0.5, 0.54, 0.27, a)
            let l = MuseumArt.around(0.5, 0.54, 0.2, a - 0.12), r = MuseumArt.around(0.5, 0.54, 0.2, a + 0.12)
            n.append(Picture.polygon(s, [l, tip, r], .solid(brass)))
        }
        // The alidade across the face.
        let a0 = MuseumArt.around(0.5, 0.54, 0.36, 2.5), a1 = MuseumArt.around(0.5, 0.54, 0.36, 2.5 + Double.pi)
        n.append(MuseumArt.stroke(s, [a0, a1], dark, width: 0.022))
        n.append(MuseumArt.oval(s, 0.5, 0.54, 0.025, 0.025, .solid(brass.mixed(with: .white, 0.3))))
        return n
    }
}
