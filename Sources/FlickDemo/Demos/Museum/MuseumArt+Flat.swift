import Foundation
import FlickCore
import FlickKit

extension MuseumArt {
    // MARK: Papyrus

    func papyrusNodes(_ r: Rect) -> [SceneNode] {
        let sheet = color(0), ink = color(1), red = color(2), blue = color(3)
        let jitter = Picture.scatter(24, seed: 5)
        var edge: [(Double, Double)] = []
        for i in 0..<6 { edge.append((0.08 + Double(i) * 0.168, 0.07 + 0.02 * jitter[i].0)) }
        for i in 0..<6 { edge.append((0.93 - 0.02 * jitter[6 + i].0, 0.07 + Double(i) * 0.172)) }
        for i in 0..<6 { edge.append((0.92 - Double(i) * 0.168, 0.93 - 0.02 * jitter[12 + i].0)) }
        for i in 0..<6 { edge.append((0.07 + 0.02 * jitter[18 + i].0, 0.93 - Double(i) * 0.172)) }
        var n: [SceneNode] = [Picture.polygon(r, edge.map { ($0.0 + 0.01, $0.1 + 0.015) }, .solid(Color.black.withAlpha(0.35))),
                              Picture.polygon(r, edge, .solid(sheet))]
        for i in 0..<22 {
            let y = 0.1 + Double(i) * 0.038
            n.append(MuseumArt.stroke(r, [(0.09, y), (0.91, y + 0.004)], sheet.mixed(with: .black, 0.08), width: 0.002))
        }
        // The eye of Horus.
        n.append(MuseumArt.stroke(r, [(0.36, 0.24), (0.5, 0.19), (0.64, 0.24)], ink, width: 0.012, smooth: true))
        n.append(.path(PathNode([.move(MuseumArt.pt(r, 0.38, 0.3))] +
                                Picture.edge(r, [(0.38, 0.3), (0.5, 0.24), (0.62, 0.3), (0.5, 0.35), (0.38, 0.3)], smooth: true),
                                fill: .solid(Color.white.withAlpha(0.5)), stroke: ink, lineWidth: 0.008 * r.width)))
        n.append(MuseumArt.oval(r, 0.5, 0.295, 0.025, 0.04, .solid(ink)))
        n.append(MuseumArt.stroke(r, [(0.47, 0.34), (0.46, 0.44)], ink, width: 0.008))
        n.append(MuseumArt.stroke(r, [(0.53, 0.34), (0.56, 0.42), (0.6, 0.44), (0.62, 0.41)], ink, width: 0.008, smooth: true))
        // Columns of signs under it, between ruled lines.
        let signs = Picture.scatter(30, seed: 19)
        for col in 0..<10 {
            let x = 0.14 + Double(col) * 0.08
            n.append(MuseumArt.stroke(r, [(x - 0.04, 0.5), (x - 0.04, 0.88)], ink.withAlpha(0.5), width: 0.002))
            for row in 0..<3 {
                let y = 0.55 + Double(row) * 0.11, k = signs[(col * 3 + row) % signs.count]
                let c = k.1 < 0.33 ? ink : (k.1 < 0.66 ? red : blue)
                switch Int(k.0 * 5) {
                case 0: n.append(MuseumArt.oval(r, x, y, 0.018, 0.024, .solid(c)))
                case 1: n.append(Picture.polygon(r, [(x - 0.02, y + 0.03), (x, y - 0.03), (x + 0.02, y + 0.03)], .solid(c)))
                case 2: n.append(MuseumArt.stroke(r, [(x - 0.025, y), (x - 0.012, y - 0.015), (x, y), (x + 0.012, y - 0.015),
                                                       (x + 0.025, y)], c, width: 0.005))
                case 3:
                    n.append(MuseumArt.oval(r, x, y + 0.01, 0.02, 0.015, .solid(c)))
                    n.append(MuseumArt.oval(r, x + 0.015, y - 0.015, 0.008, 0.01, .solid(c)))
                default: n.append(.fill(MuseumArt.box(r, x - 0.006, y - 0.03, 0.012, 0.06), c))
                }
            }
        }
        return n
    }

    // MARK: Mosaic

    func mosaicNodes(_ r: Rect) -> [SceneNode] {
        let gold = color(0), field = color(1), cross = color(2), border = color(3)
        let cols = 28, rows = 21
        let tw = r.width / Double(cols), th = r.height / Double(rows)
        let gap = max(0.5, min(tw, th) * 0.12)
        let shades = Picture.scatter(cols * rows, seed: 23)
        var n: [SceneNode] = [.fill(r, Color(hex: 0x2A2520))]
        for row in 0..<rows {
            for col in 0..<cols {
                let fx = (Double(col) + 0.5) / Double(cols) - 0.5, fy = (Double(row) + 0.5) / Double(rows) - 0.5
                let d = ((fx * 4 / 3) * (fx * 4 / 3) + fy * fy).squareRoot()
                let onBorder = row == 0 || col == 0 || row == rows - 1 || col == cols - 1 || row == 1 || col == 1
                    || row == rows - 2 || col == cols - 2
                let onCross = d < 0.28 && (abs(fx) < 0.035 || abs(fy) < 0.05)
                let base: Color
                if onBorder { base = (row + col) % 2 == 0 ? border : gold }
                else if onCross { base = cross }
                else if d < 0.3 { base = field }
                else if d < 0.34 { base = gold.mixed(with: .white, 0.2) }
                else { base = gold }
                let k = shades[row * cols + col].0
                n.append(.fill(Rect(x: r.minX + Double(col) * tw + gap / 2, y: r.minY + Double(row) * th + gap / 2,
                                    width: tw - gap, height: th - gap),
                               base.mixed(with: k > 0.5 ? .white : .black, 0.18 * abs(k - 0.5))))
            }
        }
        return n
    }

    // MARK: Textile

    func textileNodes(_ r: Rect) -> [SceneNode] {
        let bands = 7
        var n: [SceneNode] = [.fill(r.insetBy(dx: r.width * 0.06, dy: 0), color(0))]
        let inner = r.insetBy(dx: r.width * 0.06, dy: r.height * 0.04)
        let bh = inner.height / Double(bands)
        for b in 0..<bands {
            let band = Rect(x: inner.minX, y: inner.minY + Double(b) * bh, width: inner.width, height: bh)
            n.append(.fill(band, color(b % 2 == 0 ? 0 : 1)))
            let fg = color(2 + b % 3)
            let units = 8
            let uw = band.width / Double(units)
            for u in 0..<units {
                let x0 = band.minX + Double(u) * uw
                if b % 2 == 0 {
                    // Zigzag: a row of triangles.
                    n.append(.path(PathNode([.move(Point(x0, band.maxY - bh * 0.2)), .line(Point(x0 + uw / 2, band.minY + bh * 0.2)),
                                             .line(Point(x0 + uw, band.maxY - bh * 0.2)), .close], fill: .solid(fg))))
                } else {
                    // Stepped diamond.
                    let cx = x0 + uw / 2, cy = band.midY, w = uw * 0.4, h = bh * 0.38
                    var pts: [Point] = []
                    for s in 0..<3 {
                        let f = Double(s) / 3
                        pts += [Point(cx - w * (1 - f), cy - h * f), Point(cx - w * (1 - f), cy - h * (f + 1.0 / 3))]
                    }
                    let top = pts + [Point(cx, cy - h)]
                    let right = top.reversed().map { Point(2 * cx - $0.x, $0.y) }
                    let half = top + right
                    let full = half + half.reversed().map { Point($0.x, 2 * cy - $0.y) }
                    n.append(.path(PathNode([.move(full[0])] + full.dropFirst().map { .line($0) } + [.close], fill: .solid(fg))))
                    n.append(.ellipse(Rect(x: cx - w * 0.15, y: cy - w * 0.15, width: w * 0.3, height: w * 0.3), .solid(color(0))))
                }
            }
        }
        // Fringe at both ends.
        var fringe: [PathNode.Element] = []
        var x = inner.minX
        while x < inner.maxX {
            fringe += [.move(Point(x, r.minY)), .line(Point(x, inner.minY)), .move(Point(x, inner.maxY)), .line(Point(x, r.maxY))]
            x += max(2, inner.width / 60)
        }
        n.append(.path(PathNode(fringe, stroke: color(0).mixed(with: .white, 0.3), lineWidth: max(0.5, r.width * 0.003))))
        return n
    }

    // MARK: Carpet

    func carpetNodes(_ r: Rect) -> [SceneNode] {
        let field = color(0), border = color(1), medallion = color(2), detail = color(3)
        let rug = r.insetBy(dx: r.width * 0.08, dy: r.height * 0.06)
        let b = min(rug.width, rug.height) * 0.12
        let inner = rug.insetBy(b)
        var n: [SceneNode] = [.fill(rug.offsetBy(dx: r.width * 0.01, dy: r.height * 0.015), Color.black.withAlpha(0.35)),
                              .fill(rug, border), .fill(inner, field),
                              .strokeRect(inner.insetBy(-b * 0.2), detail, lineWidth: max(0.5, b * 0.12), cornerRadius: 0)]
        // Small diamonds around the border.
        let count = 14
        for i in 0..<count {
            let f = (Double(i) + 0.5) / Double(count)
            for (cx, cy) in [(rug.minX + f * rug.width, rug.minY + b / 2), (rug.minX + f * rug.width, rug.maxY - b / 2)] {
                let d = b * 0.28
                n.append(.path(PathNode([.move(Point(cx, cy - d)), .line(Point(cx + d, cy)), .line(Point(cx, cy + d)),
                                         .line(Point(cx - d, cy)), .close], fill: .solid(i % 2 == 0 ? medallion : detail))))
            }
        }
        // The medallion: an eight-pointed star in a diamond, and corner pieces.
        let c = inner.center, mw = inner.width * 0.3, mh = inner.height * 0.42
        n.append(.path(PathNode([.move(Point(c.x, c.y - mh)), .line(Point(c.x + mw, c.y)), .line(Point(c.x, c.y + mh)),
                                 .line(Point(c.x - mw, c.y)), .close], fill: .solid(medallion))))
        let starPts = MuseumArt.star(0.5, 0.5, 0.32, 0.18, count: 8)
        let sq = Rect(x: c.x - mh * 0.6, y: c.y - mh * 0.6, width: mh * 1.2, height: mh * 1.2)
        n.append(Picture.polygon(sq, starPts, .solid(detail)))
        n.append(.ellipse(sq.insetBy(mh * 0.45), .solid(field)))
        for (x, y, dx, dy) in [(inner.minX, inner.minY, 1.0, 1.0), (inner.maxX, inner.minY, -1.0, 1.0),
                               (inner.minX, inner.maxY, 1.0, -1.0), (inner.maxX, inner.maxY, -1.0, -1.0)] {
            n.append(.path(PathNode([.move(Point(x, y)), .line(Point(x + dx * mw * 0.6, y)), .line(Point(x, y + dy * mh * 0.6)), .close],
                                    fill: .solid(medallion))))
        }
        var fringe: [PathNode.Element] = []
        var y = rug.minY
        while y < rug.maxY {
            fringe += [.move(Point(rug.minX - r.width * 0.04, y)), .line(Point(rug.minX, y)),
                       .move(Point(rug.maxX, y)), .line(Point(rug.maxX + r.width * 0.04, y))]
            y += max(2, rug.height / 30)
        }
        n.append(.path(PathNode(fringe, stroke: Color(hex: 0xE8DCC0), lineWidth: max(0.5, r.width * 0.003))))
        return n
    }

    // MARK: Manuscript

    func manuscriptNodes(_ r: Rect) -> [SceneNode] {
        let parchment = color(0), blue = color(1), gold = color(2), red = color(3)
        let page = MuseumArt.box(r, 0.2, 0.05, 0.6, 0.9)
        var n: [SceneNode] = [.fill(page.offsetBy(dx: r.width * 0.01, dy: r.height * 0.012), Color.black.withAlpha(0.4)),
                              .rect(page, .radialGradient(center: page.center, radius: max(page.width, page.height) * 0.7,
                                                          stops: [GradientStop(0, parchment), GradientStop(1, parchment.mixed(with: .black, 0.2))]),
                                    cornerRadius: 0)]
        let initial = MuseumArt.box(page, 0.1, 0.08, 0.34, 0.26)
        n.append(.fill(initial, blue))
        n.append(.strokeRect(initial, gold, lineWidth: max(1, page.width * 0.02), cornerRadius: 0))
        n.append(.text(TextNode("A", frame: initial, font: FontSpec(family: "DejaVu Serif", size: initial.height * 0.8, weight: .bold),
                                color: gold, alignment: .center)))
        let lines = Picture.scatter(24, seed: 31)
        for i in 0..<16 {
            let y = 0.1 + Double(i) * 0.05
            let x0 = y < 0.36 ? 0.5 : 0.1
            let len = (0.9 - x0) * (i == 15 ? 0.4 : 0.85 + 0.15 * lines[i].0)
            n.append(.fill(MuseumArt.box(page, x0, y, len, 0.012), (i == 6 || i == 7) ? red : Color(hex: 0x2A211B)))
        }
        // A vine down the margin with gold dots and red flowers.
        var vine: [(Double, Double)] = []
        for i in 0..<10 { vine.append((0.05 + (i % 2 == 0 ? 0.0 : 0.025), 0.06 + Double(i) * 0.1)) }
        n.append(MuseumArt.stroke(page, vine, Color(hex: 0x3F7D3A), width: 0.012, smooth: true))
        for (i, p) in vine.enumerated() {
            n.append(MuseumArt.oval(page, p.0, p.1, 0.018, 0.012, .solid(i % 2 == 0 ? gold : red)))
        }
        return n
    }

    // MARK: Stained glass

    func stainedGlassNodes(_ s: Rect) -> [SceneNode] {
        let lead = Color(hex: 0x1A1714)
        // The window: a pointed arch over a rectangle, x in 0.25...0.75, springing at y = 0.35.
        func inside(_ x: Double, _ y: Double) -> Bool {
            guard x > 0.25, x < 0.75, y < 0.94 else { return false }
            if y >= 0.35 { return true }
            // Each side of the arch is a circle through the other springing point.
            let r = 0.5
            let dl = ((x - 0.75) * (x - 0.75) + (y - 0.35) * (y - 0.35)).squareRoot()
            let dr = ((x - 0.25) * (x - 0.25) + (y - 0.35) * (y - 0.35)).squareRoot()
            return dl < r && dr < r && y > 0.35 - 0.433
        }
        var n: [SceneNode] = [.fill(MuseumArt.box(s, 0.18, 0.0, 0.64, 1), Color(hex: 0x6B625A))]
        let cols = 10, rows = 20
        let pw = 0.5 / Double(cols), ph = 0.94 / Double(rows)
        let pick = Picture.scatter(cols * rows, seed: 41)
        n.append(Picture.polygon(s, [(0.23, 0.96), (0.23, 0.35), (0.5, -0.1), (0.77, 0.35), (0.77, 0.96)], .solid(lead)))
        for row in 0..<rows {
            for col in 0..<cols {
                let x = 0.25 + Double(col) * pw, y = Double(row) * ph
                guard inside(x + pw / 2, y + ph / 2) else { continue }
                let d = ((x + pw / 2 - 0.5) * (x + pw / 2 - 0.5) + (y + ph / 2 - 0.22) * (y + ph / 2 - 0.22)).squareRoot()
                let c = d < 0.1 ? color(2) : color(Int(pick[row * cols + col].0 * Double(colors.count)))
                n.append(.rect(MuseumArt.box(s, x + 0.004, y + 0.004, pw - 0.008, ph - 0.008),
                               .radialGradient(center: MuseumArt.pt(s, x + pw / 2, y + ph / 2), radius: s.width * pw,
                                               stops: [GradientStop(0, c.mixed(with: .white, 0.35)), GradientStop(1, c)]),
                               cornerRadius: 0))
            }
        }
        // The rose: a ring of lead around the centre of the arch.
        n.append(.path(PathNode([.arc(center: MuseumArt.pt(s, 0.5, 0.22), radius: 0.1 * s.width, start: 0, end: 2 * Double.pi)],
                                stroke: lead, lineWidth: 0.012 * s.width)))
        n.append(MuseumArt.stroke(s, [(0.5, 0.32), (0.5, 0.94)], lead, width: 0.01))
        n.append(MuseumArt.stroke(s, [(0.25, 0.62), (0.75, 0.62)], lead, width: 0.01))
        return n
    }
}
