import Foundation
import FlickCore
import FlickKit

extension MuseumArt {
    /// The piece filling `frame`, clipped to it: a lit wall, then the object drawn on a
    /// centred square stage (objects keep their proportions in any frame) or, for flat
    /// works, over the frame itself.
    func scene(in frame: Rect) -> SceneNode {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return .empty }
        let r = frame
        var nodes: [SceneNode] = [
            .rect(r, Picture.vertical(r, 0, 1, [GradientStop(0, background.mixed(with: .white, 0.12)),
                                                 GradientStop(1, background.mixed(with: .black, 0.35))]), cornerRadius: 0),
            // A soft spotlight from above.
            .rect(r, .radialGradient(center: Picture.point(r, 0.5, 0.15), radius: max(r.width, r.height) * 0.55,
                                     stops: [GradientStop(0, Color.white.withAlpha(0.14)), GradientStop(1, Color.white.withAlpha(0))]),
                  cornerRadius: 0),
        ]
        let s = MuseumArt.stage(r)
        switch motif {
        case .amphora: nodes += amphoraNodes(s)
        case .mask: nodes += maskNodes(s)
        case .papyrus: nodes += papyrusNodes(r)
        case .mosaic: nodes += mosaicNodes(r)
        case .bowl: nodes += bowlNodes(s)
        case .scroll: nodes += scrollNodes(r, stage: s)
        case .wave: nodes += waveNodes(r)
        case .textile: nodes += textileNodes(r)
        case .totem: nodes += totemNodes(s)
        case .moai: nodes += moaiNodes(r, stage: s)
        case .shield: nodes += shieldNodes(s)
        case .manuscript: nodes += manuscriptNodes(r)
        case .stainedGlass: nodes += stainedGlassNodes(s)
        case .abstract: nodes += abstractNodes(r)
        case .carpet: nodes += carpetNodes(r)
        case .coin: nodes += coinNodes(s)
        case .jade: nodes += jadeNodes(s)
        case .photograph: nodes += photographNodes(r)
        case .astrolabe: nodes += astrolabeNodes(s)
        case .dots: nodes += dotsNodes(r)
        case .painting: nodes += paintingNodes(r)
        }
        return .group(GroupNode(nodes, clip: r))
    }

    // MARK: Drawing helpers (coordinates are fractions of the given rectangle)

    /// The centred square objects are drawn on.
    static func stage(_ r: Rect) -> Rect {
        let side = min(r.width, r.height)
        return r.centered(Size(side, side))
    }

    static func pt(_ r: Rect, _ x: Double, _ y: Double) -> Point { Picture.point(r, x, y) }

    /// A rectangle given by fractions of `r`.
    static func box(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: r.minX + x * r.width, y: r.minY + y * r.height, width: w * r.width, height: h * r.height)
    }

    /// An ellipse centred at (cx, cy) with radii (rx, ry), fractions of `r`.
    static func oval(_ r: Rect, _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ paint: Paint) -> SceneNode {
        .ellipse(box(r, cx - rx, cy - ry, 2 * rx, 2 * ry), paint)
    }

    /// A stroked open polyline (smooth through midpoints when `smooth`).
    static func stroke(_ r: Rect, _ pts: [(Double, Double)], _ color: Color, width: Double, smooth: Bool = false) -> SceneNode {
        guard let first = pts.first else { return .empty }
        var e: [PathNode.Element] = [.move(pt(r, first.0, first.1))]
        e += Picture.edge(r, pts, smooth: smooth)
        return .path(PathNode(e, stroke: color, lineWidth: max(0.5, width * r.width)))
    }

    /// The point at `angle` (radians, 0 = right, clockwise on screen) on a circle around (cx, cy).
    static func around(_ cx: Double, _ cy: Double, _ radius: Double, _ angle: Double) -> (Double, Double) {
        (cx + radius * cos(angle), cy + radius * sin(angle))
    }

    /// A vessel's outline from a half-width profile [(y, halfWidth)], mirrored about x = 0.5,
    /// smoothed with Catmull–Rom interpolation. `from`/`to` cut a band out of it.
    static func profileOutline(_ profile: [(Double, Double)], from y0: Double = 0, to y1: Double = 1,
                               scale: Double = 1) -> [(Double, Double)] {
        guard profile.count > 1 else { return [] }
        var side: [(Double, Double)] = []
        for i in 0..<(profile.count - 1) {
            let p0 = profile[max(0, i - 1)], p1 = profile[i], p2 = profile[i + 1], p3 = profile[min(profile.count - 1, i + 2)]
            for k in 0..<8 {
                let t = Double(k) / 8, t2 = t * t, t3 = t2 * t
                func cr(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
                    0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
                }
                let y = cr(p0.0, p1.0, p2.0, p3.0), w = cr(p0.1, p1.1, p2.1, p3.1)
                if y >= y0 && y <= y1 { side.append((y, w * scale)) }
            }
        }
        if let last = profile.last, last.0 >= y0, last.0 <= y1 { side.append((last.0, last.1 * scale)) }
        let left = side.map { (0.5 - $0.1, $0.0) }
        let right = side.reversed().map { (0.5 + $0.1, $0.0) }
        return left + right
    }

    /// Points of a regular star or polygon: `count` points alternating radii r1, r2 when r2 is given.
    static func star(_ cx: Double, _ cy: Double, _ r1: Double, _ r2: Double?, count: Int, phase: Double = -Double.pi / 2)
        -> [(Double, Double)] {
        let n = max(3, count) * (r2 == nil ? 1 : 2)
        return (0..<n).map { i in
            let radius = (r2 != nil && i % 2 == 1) ? r2! : r1
            return around(cx, cy, radius, phase + Double(i) * 2 * Double.pi / Double(n))
        }
    }
}
