import FlickCore
import FlickKit

extension Picture {
    /// The picture filling `frame`, clipped to it: the PNG when `imagePath` is set,
    /// else the procedural landscape (paths, ellipses and gradients scaled to the frame).
    func scene(in frame: Rect) -> SceneNode {
        if let path = imagePath { return .image(ImageNode(path: path, frame: frame)) }
        guard frame.width > 0, frame.height > 0 else { return .empty }
        let r = frame
        var nodes: [SceneNode] = [.rect(r, Picture.vertical(r, 0, 1, [GradientStop(0, skyTop), GradientStop(1, skyBottom)]),
                                        cornerRadius: 0)]
        switch motif {
        case .aurora: nodes += auroraNodes(r)
        case .forest: nodes += forestNodes(r)
        case .sea: nodes += seaNodes(r)
        case .dunes: nodes += dunesNodes(r)
        case .volcano: nodes += volcanoNodes(r)
        case .fjord: nodes += fjordNodes(r)
        case .glacier: nodes += glacierNodes(r)
        }
        return .group(GroupNode(nodes, clip: r))
    }

    // MARK: Motifs

    private func auroraNodes(_ r: Rect) -> [SceneNode] {
        var n: [SceneNode] = Picture.scatter(40, seed: 7).map { s in
            Picture.disc(r, s.0, s.1 * 0.55, 0.0035, .solid(Color.white.withAlpha(0.45 + 0.5 * s.2)))
        }
        // Curtains: brightest along their lower edge, fading upwards, with faint vertical rays.
        let curtains: [(Color, Double, Double, Double)] = [(layer(1), 0.04, 0.3, 0.35), (layer(0), 0.1, 0.56, 0.6)]
        for (k, (color, top, bottom, alpha)) in curtains.enumerated() {
            let phase = Double(k) * 0.5
            n.append(Picture.ribbon(r, top: Picture.wave(y: top, amplitude: 0.04, waves: 2, phase: phase),
                                    bottom: Picture.wave(y: bottom, amplitude: 0.05, waves: 2, phase: phase + 0.25),
                                    Picture.vertical(r, top - 0.04, bottom + 0.05, [
                                        GradientStop(0, color.withAlpha(0)), GradientStop(0.75, color.withAlpha(alpha)),
                                        GradientStop(0.88, color.withAlpha(alpha * 0.5)), GradientStop(1, color.withAlpha(0))])))
        }
        for s in Picture.scatter(28, seed: 3) {
            let x = s.0, top = 0.14 + 0.1 * s.1
            n.append(.rect(Rect(origin: Picture.point(r, x, top), size: Size(r.width * (0.004 + 0.008 * s.2), r.height * (0.5 - top))),
                           Picture.vertical(r, top, 0.5, [GradientStop(0, layer(0).withAlpha(0)),
                                                          GradientStop(0.75, layer(0).withAlpha(0.22)),
                                                          GradientStop(1, layer(0).withAlpha(0))]), cornerRadius: 0))
        }
        n.append(Picture.glow(r, 0.82, 0.14, 0.14, light))
        n.append(Picture.disc(r, 0.82, 0.14, 0.045, .solid(light)))
        for (x, y, k) in [(0.81, 0.13, 0.012), (0.832, 0.152, 0.008), (0.826, 0.124, 0.006)] {
            n.append(Picture.disc(r, x, y, k, .solid(Color(hex: 0x8A8778, alpha: 0.35))))
        }
        n.append(Picture.ground(r, [(0, 0.72), (0.12, 0.58), (0.22, 0.66), (0.34, 0.5), (0.47, 0.64), (0.58, 0.56),
                                    (0.7, 0.68), (0.82, 0.54), (0.92, 0.63), (1, 0.6)], .solid(layer(2)), smooth: false))
        n.append(Picture.ground(r, [(0, 0.86), (0.3, 0.82), (0.6, 0.88), (1, 0.83)], .solid(layer(3)), smooth: true))
        return n
    }

    private func forestNodes(_ r: Rect) -> [SceneNode] {
        var n: [SceneNode] = [Picture.glow(r, 0.22, 0.2, 0.22, light), Picture.disc(r, 0.22, 0.2, 0.07, .solid(light))]
        for (x, y, w) in [(0.55, 0.16, 0.16), (0.66, 0.13, 0.12), (0.8, 0.24, 0.14)] {
            n.append(.ellipse(Rect(origin: Picture.point(r, x - w / 2, y - 0.03),
                                   size: Size(w * r.width, 0.06 * r.height)), .solid(Color.white.withAlpha(0.85))))
        }
        n.append(Picture.ground(r, [(0, 0.6), (0.25, 0.52), (0.5, 0.58), (0.75, 0.5), (1, 0.56)], .solid(layer(0)), smooth: true))
        n.append(Picture.ground(r, [(0, 0.7), (0.3, 0.63), (0.65, 0.7), (1, 0.64)], .solid(layer(1)), smooth: true))
        for i in 0..<11 {
            let x = 0.05 + Double(i) * 0.09 + 0.015 * Double((i * 5) % 3 - 1)
            let h = 0.16 + 0.05 * Double((i * 7) % 3)
            let base = 0.8
            if i % 3 == 1 {
                // A birch: white trunk with dark marks and a round light crown.
                let s = min(r.width, r.height)
                let trunk = Rect(x: r.x + x * r.width - 0.006 * s, y: r.y + (base - h) * r.height,
                                 width: 0.012 * s, height: h * r.height)
                n.append(.fill(trunk, Color(hex: 0xF4F4EE)))
                n.append(.ellipse(Rect(origin: Picture.point(r, x - 0.045, base - h - 0.05),
                                       size: Size(0.09 * r.width, 0.14 * r.height)), .solid(Color(hex: 0x9CCC65))))
                for m in 0..<3 {
                    n.append(.fill(Rect(x: trunk.x, y: trunk.y + trunk.height * (0.45 + 0.15 * Double(m)),
                                        width: trunk.width * 0.6, height: max(1, trunk.height * 0.02)), Color(hex: 0x333333)))
                }
            } else {
                n.append(Picture.polygon(r, [(x - 0.035, base), (x, base - h), (x + 0.035, base)], .solid(layer(2))))
                n.append(Picture.polygon(r, [(x - 0.028, base - h * 0.45), (x, base - h * 1.05), (x + 0.028, base - h * 0.45)],
                                         .solid(layer(2).mixed(with: .black, 0.2))))
            }
        }
        n.append(Picture.ground(r, [(0, 0.8), (0.4, 0.76), (0.7, 0.82), (1, 0.78)], .solid(layer(3)), smooth: true))
        return n
    }

    private func seaNodes(_ r: Rect) -> [SceneNode] {
        var n: [SceneNode] = [Picture.glow(r, 0.68, 0.42, 0.26, light), Picture.disc(r, 0.68, 0.42, 0.075, .solid(light))]
        n.append(.rect(Rect(origin: Picture.point(r, 0, 0.5), size: Size(r.width, r.height * 0.5)),
                       Picture.vertical(r, 0.5, 1, [GradientStop(0, layer(0)), GradientStop(1, layer(3))]), cornerRadius: 0))
        for i in 0..<9 {
            let y = 0.53 + Double(i) * 0.05, w = 0.03 + Double(i) * 0.012
            n.append(.ellipse(Rect(origin: Picture.point(r, 0.68 - w / 2, y), size: Size(w * r.width, 0.008 * r.height)),
                              .solid(light.withAlpha(0.55 - 0.04 * Double(i)))))
        }
        for (i, (y, amp, waves)) in [(0.6, 0.012, 8), (0.7, 0.018, 7), (0.81, 0.024, 6), (0.92, 0.03, 5)].enumerated() {
            n.append(Picture.ground(r, Picture.wave(y: y, amplitude: amp, waves: waves, phase: Double(i) * 0.25),
                                    .solid(layer(i).withAlpha(0.9)), smooth: true))
        }
        return n
    }

    private func dunesNodes(_ r: Rect) -> [SceneNode] {
        [Picture.glow(r, 0.5, 0.34, 0.36, light), Picture.disc(r, 0.5, 0.34, 0.13, .solid(light)),
         Picture.ground(r, [(0, 0.62), (0.2, 0.55), (0.45, 0.63), (0.7, 0.52), (1, 0.6)], .solid(layer(0)), smooth: true),
         Picture.ground(r, [(0, 0.74), (0.35, 0.64), (0.6, 0.72), (1, 0.66)], .solid(layer(3)), smooth: true),
         Picture.ground(r, [(0, 0.8), (0.3, 0.7), (0.55, 0.78), (0.85, 0.7), (1, 0.74)], .solid(layer(1)), smooth: true),
         Picture.ground(r, [(0, 0.9), (0.4, 0.82), (0.75, 0.92), (1, 0.86)], .solid(layer(2)), smooth: true)]
    }

    private func volcanoNodes(_ r: Rect) -> [SceneNode] {
        var n: [SceneNode] = [Picture.glow(r, 0.5, 0.38, 0.45, light)]
        for (x, y, k) in [(0.52, 0.3, 0.07), (0.56, 0.21, 0.1), (0.62, 0.12, 0.13), (0.7, 0.05, 0.15)] {
            n.append(Picture.disc(r, x, y, k, .solid(layer(1).withAlpha(0.7))))
        }
        n.append(Picture.polygon(r, [(0.1, 1), (0.44, 0.4), (0.56, 0.4), (0.9, 1)], .solid(layer(0))))
        n.append(Picture.glow(r, 0.5, 0.41, 0.1, layer(2)))
        let w = max(1, 0.012 * min(r.width, r.height))
        for (a, c1, c2, b) in [((0.48, 0.41), (0.46, 0.5), (0.45, 0.6), (0.4, 0.72)),
                               ((0.53, 0.41), (0.55, 0.52), (0.58, 0.64), (0.62, 0.8))] {
            n.append(.path(PathNode([.move(Picture.point(r, a.0, a.1)),
                                     .curve(Picture.point(r, c1.0, c1.1), Picture.point(r, c2.0, c2.1), Picture.point(r, b.0, b.1))],
                                    stroke: layer(2), lineWidth: w)))
        }
        n += Picture.scatter(24, seed: 11).map { s in
            Picture.disc(r, 0.35 + 0.35 * s.0, 0.05 + 0.33 * s.1, 0.004 + 0.004 * s.2, .solid(layer(2).withAlpha(0.9)))
        }
        n.append(Picture.ground(r, [(0, 0.88), (0.2, 0.84), (0.4, 0.9), (0.6, 0.85), (0.8, 0.9), (1, 0.86)],
                                .solid(layer(3)), smooth: false))
        return n
    }

    private func fjordNodes(_ r: Rect) -> [SceneNode] {
        let far: [(Double, Double)] = [(0.25, 0.62), (0.4, 0.42), (0.5, 0.48), (0.62, 0.4), (0.75, 0.62)]
        let left: [(Double, Double)] = [(0, 0.15), (0.12, 0.2), (0.22, 0.4), (0.3, 0.55), (0.38, 0.62), (0, 0.62)]
        let right: [(Double, Double)] = [(1, 0.1), (0.86, 0.22), (0.76, 0.4), (0.68, 0.56), (0.6, 0.62), (1, 0.62)]
        func mirrored(_ pts: [(Double, Double)]) -> [(Double, Double)] { pts.map { ($0.0, 1.24 - $0.1) } }
        var n: [SceneNode] = [Picture.glow(r, 0.5, 0.2, 0.2, light), Picture.disc(r, 0.5, 0.2, 0.04, .solid(light))]
        n.append(Picture.polygon(r, far, .solid(layer(0))))
        n.append(.rect(Rect(origin: Picture.point(r, 0, 0.62), size: Size(r.width, r.height * 0.38)),
                       Picture.vertical(r, 0.62, 1, [GradientStop(0, layer(0).mixed(with: skyBottom, 0.3)),
                                                     GradientStop(1, layer(3))]), cornerRadius: 0))
        n.append(Picture.polygon(r, mirrored(far), .solid(layer(0).withAlpha(0.3))))
        n.append(Picture.polygon(r, mirrored(left), .solid(layer(1).withAlpha(0.4))))
        n.append(Picture.polygon(r, mirrored(right), .solid(layer(2).withAlpha(0.4))))
        n.append(Picture.polygon(r, left, .solid(layer(1))))
        n.append(Picture.polygon(r, right, .solid(layer(2))))
        for i in 0..<4 {
            let y = 0.7 + Double(i) * 0.07, x = 0.3 + 0.08 * Double(i % 2)
            n.append(.fill(Rect(origin: Picture.point(r, x, y), size: Size(r.width * 0.2, max(1, r.height * 0.004))),
                           Color.white.withAlpha(0.3)))
        }
        return n
    }

    private func glacierNodes(_ r: Rect) -> [SceneNode] {
        var n: [SceneNode] = [Picture.glow(r, 0.78, 0.18, 0.22, light), Picture.disc(r, 0.78, 0.18, 0.05, .solid(light))]
        let peaks: [(Double, Double)] = [(0.1, 0.4), (0.3, 0.28), (0.55, 0.32), (0.78, 0.36)]
        n.append(Picture.ground(r, [(0, 0.55), (0.1, 0.4), (0.18, 0.5), (0.3, 0.28), (0.42, 0.48), (0.55, 0.32),
                                    (0.66, 0.5), (0.78, 0.36), (0.9, 0.52), (1, 0.45)], .solid(layer(1)), smooth: false))
        for p in peaks {
            n.append(Picture.polygon(r, [p, (p.0 - 0.1, 0.62), (p.0 + 0.03, 0.62)], .solid(layer(0))))
        }
        n.append(Picture.ground(r, [(0, 0.66), (0.5, 0.62), (1, 0.67)],
                                Picture.vertical(r, 0.62, 1, [GradientStop(0, layer(2)), GradientStop(1, layer(3))]), smooth: true))
        let w = max(1, 0.004 * min(r.width, r.height))
        for (a, b) in [((0.1, 0.75), (0.3, 0.8)), ((0.45, 0.85), (0.7, 0.82)), ((0.6, 0.72), (0.85, 0.76))] {
            n.append(.path(PathNode([.move(Picture.point(r, a.0, a.1)), .line(Picture.point(r, b.0, b.1))],
                                    stroke: layer(3), lineWidth: w)))
        }
        return n
    }

    // MARK: Drawing helpers (coordinates are fractions of the picture's frame)

    static func point(_ r: Rect, _ fx: Double, _ fy: Double) -> Point {
        Point(r.x + fx * r.width, r.y + fy * r.height)
    }

    static func vertical(_ r: Rect, _ y0: Double, _ y1: Double, _ stops: [GradientStop]) -> Paint {
        .linearGradient(start: point(r, 0, y0), end: point(r, 0, y1), stops: stops)
    }

    /// A closed polygon through `pts`.
    static func polygon(_ r: Rect, _ pts: [(Double, Double)], _ paint: Paint) -> SceneNode {
        guard let first = pts.first else { return .empty }
        var e: [PathNode.Element] = [.move(point(r, first.0, first.1))]
        e += pts.dropFirst().map { .line(point(r, $0.0, $0.1)) }
        e.append(.close)
        return .path(PathNode(e, fill: paint))
    }

    /// Land or water from the bottom edge up to `ridge` (x from 0 to 1), straight or smooth.
    static func ground(_ r: Rect, _ ridge: [(Double, Double)], _ paint: Paint, smooth: Bool) -> SceneNode {
        guard let first = ridge.first, let last = ridge.last else { return .empty }
        var e: [PathNode.Element] = [.move(point(r, first.0, 1)), .line(point(r, first.0, first.1))]
        e += edge(r, ridge, smooth: smooth)
        e += [.line(point(r, last.0, 1)), .close]
        return .path(PathNode(e, fill: paint))
    }

    /// A band between two edges running left to right.
    static func ribbon(_ r: Rect, top: [(Double, Double)], bottom: [(Double, Double)], _ paint: Paint) -> SceneNode {
        guard let first = top.first, let b = bottom.last else { return .empty }
        var e: [PathNode.Element] = [.move(point(r, first.0, first.1))]
        e += edge(r, top, smooth: true)
        e.append(.line(point(r, b.0, b.1)))
        e += edge(r, bottom.reversed(), smooth: true)
        e.append(.close)
        return .path(PathNode(e, fill: paint))
    }

    /// Path elements from `pts[0]` through the rest (the caller has moved to `pts[0]`).
    static func edge(_ r: Rect, _ pts: [(Double, Double)], smooth: Bool) -> [PathNode.Element] {
        guard pts.count > 1 else { return [] }
        return (1..<pts.count).map { i in
            let a = pts[i - 1], b = pts[i]
            guard smooth else { return .line(point(r, b.0, b.1)) }
            let mx = (a.0 + b.0) / 2
            return .curve(point(r, mx, a.1), point(r, mx, b.1), point(r, b.0, b.1))
        }
    }

    /// Alternating crests and troughs across the width.
    static func wave(y: Double, amplitude: Double, waves: Int, phase: Double) -> [(Double, Double)] {
        let steps = max(1, waves * 2)
        return (0...steps).map { i in
            let x = Double(i) / Double(steps)
            let up = (i + Int(phase * 4)) % 2 == 0
            return (x, y + (up ? -amplitude : amplitude))
        }
    }

    /// A disc centred at (fx, fy) with a radius as a fraction of the frame's shorter side.
    static func disc(_ r: Rect, _ fx: Double, _ fy: Double, _ radius: Double, _ paint: Paint) -> SceneNode {
        let s = min(r.width, r.height) * radius, c = point(r, fx, fy)
        return .ellipse(Rect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s), paint)
    }

    /// A soft radial glow around (fx, fy).
    static func glow(_ r: Rect, _ fx: Double, _ fy: Double, _ radius: Double, _ color: Color) -> SceneNode {
        let s = min(r.width, r.height) * radius, c = point(r, fx, fy)
        return .ellipse(Rect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s),
                        .radialGradient(center: c, radius: s, stops: [
                            GradientStop(0, color.withAlpha(0.6)), GradientStop(0.4, color.withAlpha(0.2)),
                            GradientStop(1, color.withAlpha(0))]))
    }

    /// `count` deterministic pseudo-random triples in 0..<1 (stars, sparks): same seed, same picture.
    static func scatter(_ count: Int, seed: UInt64) -> [(Double, Double, Double)] {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { _ in (next(), next(), next()) }
    }
}
