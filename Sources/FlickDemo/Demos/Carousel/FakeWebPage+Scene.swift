import FlickCore
import FlickKit

extension FakeWebPage {
    static let pageColor = Color(hex: 0xFFFFFF)
    static let blankColor = Color(hex: 0xF5F6F8)
    static let barColor = Color(hex: 0xF1F2F4)
    static let barLine = Color(hex: 0xD3D6DB)
    static let fieldColor = Color(hex: 0xFFFFFF)
    static let fieldLine = Color(hex: 0xC9CDD3)
    static let ink = Color(hex: 0x1F2328)
    static let bodyInk = Color(hex: 0x3A3F47)
    static let quietInk = Color(hex: 0x6B7280)
    static let footerColor = Color(hex: 0xEEF0F3)
    /// Favorites on a blank page: tiles per row and the most shown.
    static let favouriteColumns = 4
    static let favouriteCount = 8

    static func font(_ px: Double, bold: Bool = false) -> FontSpec {
        FontSpec(family: "DejaVu Sans", size: max(1, px), weight: bold ? .bold : .regular)
    }

    /// The whole page at `size`: the fixed address bar over the scrolled document.
    func makeScene(size: Size) -> SceneNode {
        let layout = WebPageLayout(content: content, size: size)
        let s = layout.scale
        var nodes: [SceneNode] = [.fill(Rect(size: layout.size), content == nil ? FakeWebPage.blankColor : FakeWebPage.pageColor)]
        let viewport = Rect(x: 0, y: scrollY, width: layout.size.width, height: layout.viewportHeight)
        let document = content.map { documentNodes($0, layout: layout, visible: viewport) } ?? blankNodes(layout: layout)
        nodes.append(.group(GroupNode(document, transform: .translation(0, layout.addressBar.height - scrollY),
                                      clip: viewport)))
        nodes.append(contentsOf: addressBarNodes(layout: layout, scale: s))
        return .stack(nodes)
    }

    // MARK: Address bar

    func addressBarNodes(layout: WebPageLayout, scale s: Double) -> [SceneNode] {
        let bar = layout.addressBar
        guard bar.height > 2 else { return [] }
        let pad = min(12 * s, bar.width / 10)
        let field = Rect(x: pad, y: bar.minY + 8 * s, width: max(0, bar.width - 2 * pad - 36 * s),
                         height: max(1, bar.height - 16 * s))
        var nodes: [SceneNode] = [
            .fill(bar, FakeWebPage.barColor),
            .fill(Rect(x: 0, y: bar.maxY - 1, width: bar.width, height: 1), FakeWebPage.barLine),
            .fill(field, FakeWebPage.fieldColor, cornerRadius: 10 * s),
            .strokeRect(field, FakeWebPage.fieldLine, lineWidth: 1, cornerRadius: 10 * s),
        ]
        let textX: Double
        if let content {
            // A padlock: body and shackle.
            let lx = field.minX + 14 * s, ly = field.midY
            nodes.append(.fill(Rect(x: lx, y: ly - 2 * s, width: 10 * s, height: 8 * s), FakeWebPage.quietInk, cornerRadius: 1.5 * s))
            nodes.append(.path(PathNode([.arc(center: Point(lx + 5 * s, ly - 2 * s), radius: 3.5 * s, start: Double.pi, end: 2 * Double.pi)],
                                        stroke: FakeWebPage.quietInk, lineWidth: 1.6 * s)))
            textX = lx + 18 * s
            nodes.append(.text(TextNode(content.address, frame: Rect(x: textX, y: field.minY, width: max(0, field.maxX - textX - 8 * s),
                                                                     height: field.height),
                                        font: FakeWebPage.font(14 * s), color: FakeWebPage.ink)))
        } else {
            textX = field.minX + 14 * s
            nodes.append(.text(TextNode(typedAddress ?? "Search or enter address",
                                        frame: Rect(x: textX, y: field.minY, width: max(0, field.maxX - textX - 8 * s), height: field.height),
                                        font: FakeWebPage.font(14 * s), color: typedAddress == nil ? FakeWebPage.quietInk : FakeWebPage.ink)))
        }
        // Reload: an open circle with an arrow head.
        let c = Point(bar.maxX - pad - 14 * s, bar.midY), r = 7 * s
        nodes.append(.path(PathNode([.arc(center: c, radius: r, start: -Double.pi / 3, end: 1.5 * Double.pi)],
                                    stroke: FakeWebPage.quietInk, lineWidth: 1.8 * s)))
        let tip = Point(c.x + r * 0.5, c.y - r * 0.87)
        nodes.append(.path(PathNode([.move(Point(tip.x - 4 * s, tip.y - 4 * s)), .line(Point(tip.x + 2 * s, tip.y)),
                                     .line(Point(tip.x - 4 * s, tip.y + 4 * s)), .close],
                                    fill: .solid(FakeWebPage.quietInk))))
        return nodes
    }

    // MARK: The document

    func documentNodes(_ content: WebPageContent, layout: WebPageLayout, visible: Rect) -> [SceneNode] {
        let s = layout.scale, w = layout.size.width
        let header = Rect(x: 0, y: 0, width: w, height: WebPageLayout.headerPx * s)
        var nodes: [SceneNode] = [.fill(header, content.accent)]
        let col = layout.column
        let masthead = WebPageMasthead(siteName: content.siteName, navigation: content.navigation, column: col,
                                       height: header.height, scale: s)
        nodes.append(.text(TextNode(content.siteName, frame: masthead.nameFrame,
                                    font: FakeWebPage.font(WebPageMasthead.namePx * s, bold: true), color: .white)))
        if !masthead.links.isEmpty {
            nodes.append(.text(TextNode(masthead.links.joined(separator: WebPageMasthead.separator), frame: masthead.linksFrame,
                                        font: FakeWebPage.font(WebPageMasthead.linkPx * s), color: Color.white.withAlpha(0.88),
                                        alignment: .trailing)))
        }
        for (block, frame) in layout.blocks where frame.maxY >= visible.minY && frame.minY <= visible.maxY {
            nodes.append(contentsOf: blockNodes(block, frame: frame, accent: content.accent, scale: s))
        }
        let footer = Rect(x: 0, y: layout.documentHeight - WebPageLayout.footerPx * s, width: w, height: WebPageLayout.footerPx * s)
        nodes.append(.fill(footer, FakeWebPage.footerColor))
        nodes.append(.text(TextNode("© \(content.siteName) · a Flick demo page", frame: footer, font: FakeWebPage.font(12 * s),
                                    color: FakeWebPage.quietInk, alignment: .center)))
        return nodes
    }

    func blockNodes(_ block: WebPageBlock, frame f: Rect, accent: Color, scale s: Double) -> [SceneNode] {
        func text(_ t: String, _ frame: Rect, _ px: Double, bold: Bool = false, color: Color) -> SceneNode {
            .text(TextNode(t, frame: frame, font: FakeWebPage.font(px, bold: bold), color: color,
                           maxLines: WebPageLayout.lines(t, font: px, width: frame.width, bold: bold),
                           centeredVertically: false))
        }
        switch block {
        case .headline(let t): return [text(t, f, WebPageLayout.headlinePx * s, bold: true, color: FakeWebPage.ink)]
        case .byline(let t): return [text(t, f, WebPageLayout.bylinePx * s, color: FakeWebPage.quietInk)]
        case .heading(let t): return [text(t, f, WebPageLayout.headingPx * s, bold: true, color: FakeWebPage.ink)]
        case .paragraph(let t): return [text(t, f, WebPageLayout.paragraphPx * s, color: FakeWebPage.bodyInk)]
        case .picture(let picture, let caption):
            let pic = Rect(x: f.minX, y: f.minY, width: f.width, height: WebPageLayout.pictureHeight(width: f.width, scale: s))
            var nodes: [SceneNode] = [.group(GroupNode([picture.scene(in: pic)], clip: pic))]
            if let caption {
                nodes.append(text(caption, Rect(x: f.minX, y: pic.maxY + 6 * s, width: f.width, height: f.maxY - pic.maxY - 6 * s),
                                  WebPageLayout.captionPx * s, color: FakeWebPage.quietInk))
            }
            return nodes
        case .gallery(let pictures):
            let tile = WebPageLayout.galleryTile(width: f.width, scale: s)
            let gap = 12 * s
            return pictures.prefix(3).enumerated().map { i, picture in
                let r = Rect(x: f.minX + Double(i) * (tile.width + gap), y: f.minY, width: tile.width, height: tile.height)
                return .group(GroupNode([picture.scene(in: r)], clip: r))
            }
        case .quote(let t):
            let bar = Rect(x: f.minX, y: f.minY, width: 4 * s, height: f.height)
            let ink = accent.mixed(with: .black, 0.25)
            return [.fill(bar, accent),
                    text(t, Rect(x: f.minX + 24 * s, y: f.minY + 4 * s, width: f.width - 24 * s, height: f.height - 8 * s),
                         WebPageLayout.quotePx * s, bold: true, color: ink)]
        case .list(let items):
            var nodes: [SceneNode] = []
            var y = f.minY
            let px = WebPageLayout.paragraphPx * s
            for item in items {
                let h = WebPageLayout.textHeight(item, font: px, width: f.width - 24 * s)
                let dot = 6 * s
                nodes.append(.ellipse(Rect(x: f.minX + 4 * s, y: y + px * 0.7 - dot / 2, width: dot, height: dot), .solid(accent)))
                nodes.append(text(item, Rect(x: f.minX + 24 * s, y: y, width: f.width - 24 * s, height: h), px, color: FakeWebPage.bodyInk))
                y += h
            }
            return nodes
        }
    }

    // MARK: A blank page

    /// "Favorites": a grid of the sample sites as colored tiles with their initials.
    func blankNodes(layout: WebPageLayout) -> [SceneNode] {
        let s = layout.scale
        let (heading, tiles) = favourites(layout: layout)
        var nodes: [SceneNode] = [
            .text(TextNode("Favorites", frame: heading, font: FakeWebPage.font(20 * s, bold: true), color: FakeWebPage.ink)),
        ]
        for (site, r, label) in tiles {
            nodes.append(.fill(r, site.accent, cornerRadius: 14 * s))
            nodes.append(.text(TextNode(String(site.siteName.prefix(1)), frame: r, font: FakeWebPage.font(30 * s, bold: true),
                                        color: .white, alignment: .center)))
            nodes.append(.text(TextNode(site.siteName, frame: label, font: FakeWebPage.font(12 * s), color: FakeWebPage.bodyInk,
                                        alignment: .center)))
        }
        return nodes
    }

    /// Where a blank page puts the "Favorites" heading and each favourite site's tile and name.
    func favourites(layout: WebPageLayout) -> (heading: Rect, tiles: [(site: WebPageContent, tile: Rect, label: Rect)]) {
        let s = layout.scale, w = layout.size.width
        let tile = 72 * s, gap = 28 * s, label = 18 * s
        let columns = Double(FakeWebPage.favouriteColumns)
        let gridWidth = columns * tile + (columns - 1) * gap
        let x0 = (w - gridWidth) / 2
        let top = 40 * s
        let tiles = WebPageContent.samples.prefix(FakeWebPage.favouriteCount).enumerated().map { i, site in
            let row = Double(i / FakeWebPage.favouriteColumns), col = Double(i % FakeWebPage.favouriteColumns)
            let r = Rect(x: x0 + col * (tile + gap), y: top + 46 * s + row * (tile + label + gap), width: tile, height: tile)
            return (site: site, tile: r, label: Rect(x: r.minX - gap / 2, y: r.maxY + 4 * s, width: tile + gap, height: label))
        }
        return (Rect(x: x0, y: top, width: max(0, gridWidth), height: 30 * s), tiles)
    }
}
