import Foundation
import FlickCore
import FlickKit

extension MuseumArt {
    // MARK: Mask

    func maskNodes(_ s: Rect) -> [SceneNode] {
        let wood = color(0), dark = color(1), pigment = color(2), kaolin = color(3)
        let face: [(Double, Double)] = [(0.5, 0.06), (0.66, 0.14), (0.71, 0.36), (0.66, 0.64), (0.58, 0.86), (0.5, 0.92),
                                        (0.42, 0.86), (0.34, 0.64), (0.29, 0.36), (0.34, 0.14), (0.5, 0.06)]
        var n: [SceneNode] = [
            .path(PathNode([.move(MuseumArt.pt(s, 0.52, 0.08))] + Picture.edge(s, face.map { ($0.0 + 0.02, $0.1 + 0.02) }, smooth: true),
                           fill: .solid(Color.black.withAlpha(0.4)))),
            .path(PathNode([.move(MuseumArt.pt(s, 0.5, 0.06))] + Picture.edge(s, face, smooth: true),
                           fill: .linearGradient(start: MuseumArt.pt(s, 0.3, 0), end: MuseumArt.pt(s, 0.7, 0), stops: [
                               GradientStop(0, wood.mixed(with: .black, 0.35)), GradientStop(0.45, wood.mixed(with: .white, 0.1)),
                               GradientStop(1, wood.mixed(with: .black, 0.45))]))),
            // The crest down the forehead.
            Picture.polygon(s, [(0.485, 0.08), (0.515, 0.08), (0.52, 0.3), (0.48, 0.3)], .solid(dark)),
        ]
        for side in [-1.0, 1.0] {
            let ex = 0.5 + side * 0.1
            // White kaolin around the eye, the eye slit, the brow.
            n.append(MuseumArt.oval(s, ex, 0.4, 0.085, 0.05, .solid(kaolin.withAlpha(0.85))))
            n.append(Picture.polygon(s, [(ex - 0.06, 0.4), (ex, 0.375), (ex + 0.06, 0.4), (ex, 0.42)], .solid(dark)))
            n.append(MuseumArt.stroke(s, [(ex - 0.08, 0.33), (ex, 0.3), (ex + 0.08, 0.33)], dark, width: 0.012, smooth: true))
            // Scarification marks on the cheek.
            for k in 0..<3 {
                let y = 0.52 + Double(k) * 0.035
                n.append(MuseumArt.stroke(s, [(0.5 + side * 0.09, y), (0.5 + side * 0.15, y + 0.01)], pigment, width: 0.01))
            }
        }
        n.append(Picture.polygon(s, [(0.5, 0.42), (0.53, 0.62), (0.5, 0.64), (0.47, 0.62)], .solid(wood.mixed(with: .white, 0.15))))
        n.append(MuseumArt.stroke(s, [(0.47, 0.62), (0.5, 0.65), (0.53, 0.62)], dark, width: 0.008, smooth: true))
        n.append(MuseumArt.oval(s, 0.5, 0.73, 0.05, 0.025, .solid(dark)))
        n.append(MuseumArt.oval(s, 0.5, 0.725, 0.03, 0.008, .solid(pigment)))
        return n
    }

    // MARK: Totem pole

    func totemNodes(_ s: Rect) -> [SceneNode] {
        let wood = color(0), black = color(1), red = color(2), teal = color(3)
        var n: [SceneNode] = [
            // Thunderbird wings at the top.
            Picture.polygon(s, [(0.42, 0.13), (0.1, 0.05), (0.16, 0.12), (0.08, 0.14), (0.2, 0.2), (0.42, 0.22)], .solid(teal)),
            Picture.polygon(s, [(0.58, 0.13), (0.9, 0.05), (0.84, 0.12), (0.92, 0.14), (0.8, 0.2), (0.58, 0.22)], .solid(teal)),
            .rect(MuseumArt.box(s, 0.36, 0.08, 0.28, 0.9), .linearGradient(
                start: MuseumArt.pt(s, 0.36, 0), end: MuseumArt.pt(s, 0.64, 0), stops: [
                    GradientStop(0, wood.mixed(with: .black, 0.35)), GradientStop(0.5, wood),
                    GradientStop(1, wood.mixed(with: .black, 0.4))]), cornerRadius: 0.02 * s.width),
        ]
        // Three faces, top to bottom: bird (beak), bear (teeth), frog (wide mouth).
        for (k, top) in [0.08, 0.38, 0.68].enumerated() {
            let eyeY = top + 0.09
            for side in [-1.0, 1.0] {
                let ex = 0.5 + side * 0.07
                n.append(MuseumArt.oval(s, ex, eyeY, 0.055, 0.04, .solid(black)))
                n.append(MuseumArt.oval(s, ex, eyeY, 0.03, 0.022, .solid(wood.mixed(with: .white, 0.2))))
                n.append(MuseumArt.oval(s, ex, eyeY, 0.015, 0.015, .solid(black)))
                n.append(MuseumArt.stroke(s, [(ex - 0.05, eyeY - 0.06), (ex + 0.05, eyeY - 0.06)], black, width: 0.014))
            }
            switch k {
            case 0:
                n.append(Picture.polygon(s, [(0.45, top + 0.14), (0.55, top + 0.14), (0.5, top + 0.27)], .solid(red)))
            case 1:
                n.append(MuseumArt.oval(s, 0.5, top + 0.16, 0.04, 0.025, .solid(black)))
                n.append(.rect(MuseumArt.box(s, 0.41, top + 0.2, 0.18, 0.06), .solid(red), cornerRadius: 0.01 * s.width))
                for t in 0..<5 {
                    n.append(.fill(MuseumArt.box(s, 0.42 + Double(t) * 0.034, top + 0.2, 0.02, 0.025), .white))
                }
            default:
                n.append(.rect(MuseumArt.box(s, 0.39, top + 0.18, 0.22, 0.04), .solid(red), cornerRadius: 0.02 * s.width))
                n.append(MuseumArt.stroke(s, [(0.39, top + 0.2), (0.61, top + 0.2)], black, width: 0.006))
            }
            n.append(MuseumArt.stroke(s, [(0.36, top + 0.29), (0.64, top + 0.29)], black.withAlpha(0.6), width: 0.006))
        }
        return n
    }

    // MARK: Stone head

    func moaiNodes(_ r: Rect, stage s: Rect) -> [SceneNode] {
        let stone = color(0), grass = color(1), sky = color(2), topknot = color(3)
        var n: [SceneNode] = [
            .rect(r, Picture.vertical(r, 0, 0.75, [GradientStop(0, sky), GradientStop(1, sky.mixed(with: .white, 0.5))]), cornerRadius: 0),
            Picture.ground(r, [(0, 0.72), (0.3, 0.68), (0.6, 0.74), (1, 0.7)], .solid(grass), smooth: true),
            // A far head on the horizon.
            Picture.polygon(s, [(0.12, 0.72), (0.13, 0.58), (0.19, 0.56), (0.21, 0.72)], .solid(stone.mixed(with: sky, 0.45))),
        ]
        let head: [(Double, Double)] = [(0.36, 0.96), (0.38, 0.6), (0.36, 0.3), (0.39, 0.14), (0.62, 0.12), (0.66, 0.3),
                                        (0.7, 0.46), (0.64, 0.5), (0.66, 0.62), (0.6, 0.66), (0.62, 0.96)]
        n.append(Picture.polygon(s, head, .linearGradient(start: MuseumArt.pt(s, 0.36, 0), end: MuseumArt.pt(s, 0.7, 0), stops: [
            GradientStop(0, stone.mixed(with: .black, 0.3)), GradientStop(0.6, stone), GradientStop(1, stone.mixed(with: .black, 0.35))])))
        n.append(.rect(MuseumArt.box(s, 0.4, 0.06, 0.2, 0.08), .solid(topknot), cornerRadius: 0.02 * s.width))
        // Heavy brow, deep eye shadow, long nose, pursed lips, the ear.
        n.append(Picture.polygon(s, [(0.4, 0.28), (0.66, 0.27), (0.66, 0.31), (0.4, 0.32)], .solid(stone.mixed(with: .black, 0.45))))
        n.append(Picture.polygon(s, [(0.6, 0.31), (0.7, 0.46), (0.62, 0.48)], .solid(stone.mixed(with: .white, 0.12))))
        n.append(MuseumArt.stroke(s, [(0.56, 0.56), (0.66, 0.56)], stone.mixed(with: .black, 0.5), width: 0.012))
        n.append(MuseumArt.stroke(s, [(0.58, 0.6), (0.64, 0.6)], stone.mixed(with: .black, 0.4), width: 0.008))
        n.append(.rect(MuseumArt.box(s, 0.4, 0.34, 0.05, 0.22), .solid(stone.mixed(with: .black, 0.25)), cornerRadius: 0.02 * s.width))
        return n
    }

    // MARK: Shield

    func shieldNodes(_ s: Rect) -> [SceneNode] {
        let face = color(0), rim = color(1), paint = color(2)
        var n: [SceneNode] = [MuseumArt.oval(s, 0.52, 0.53, 0.42, 0.42, .solid(Color.black.withAlpha(0.4))),
                              MuseumArt.oval(s, 0.5, 0.5, 0.42, 0.42, .solid(rim)),
                              MuseumArt.oval(s, 0.5, 0.5, 0.38, 0.38, .solid(face))]
        for i in 0..<12 where i % 2 == 0 {
            let a0 = Double(i) * Double.pi / 6, a1 = a0 + Double.pi / 6
            n.append(Picture.polygon(s, [(0.5, 0.5), MuseumArt.around(0.5, 0.5, 0.38, a0),
                                         MuseumArt.around(0.5, 0.5, 0.38, (a0 + a1) / 2), MuseumArt.around(0.5, 0.5, 0.38, a1)],
                                     .solid(paint)))
        }
        for i in 0..<16 {
            let c = MuseumArt.around(0.5, 0.5, 0.4, Double(i) * Double.pi / 8)
            n.append(MuseumArt.oval(s, c.0, c.1, 0.012, 0.012, .solid(rim.mixed(with: .white, 0.45))))
        }
        n.append(MuseumArt.oval(s, 0.5, 0.5, 0.1, 0.1, .radialGradient(
            center: MuseumArt.pt(s, 0.47, 0.46), radius: s.width * 0.1,
            stops: [GradientStop(0, rim.mixed(with: .white, 0.6)), GradientStop(1, rim.mixed(with: .black, 0.3))])))
        n.append(MuseumArt.oval(s, 0.36, 0.3, 0.1, 0.05, .solid(Color.white.withAlpha(0.12))))
        return n
    }
}
