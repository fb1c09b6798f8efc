import FlickCore
import FlickKit

extension FakeWebPage {
    /// A scroll pane named by the page's title ("New Page" for a blank one) holding what the page
    /// shows where it is drawn: the address, the site's name and links, the article's headline
    /// and headings (headings), its byline, paragraphs, quotes, list items and captions (text),
    /// its pictures (each labelled by its caption, if it has one), and the footer; a blank page's
    /// "Favorites" heading and site names. What is scrolled out of the window, or under the
    /// address bar, is `offscreen`.
    func semantics(now: Double) -> [SemanticsNode] {
        let layout = WebPageLayout(content: content, size: size)
        let viewport = Rect(x: 0, y: layout.addressBar.maxY, width: layout.size.width, height: layout.viewportHeight)
        let dy = layout.addressBar.height - scrollY
        var nodes: [SemanticsNode] = []
        func add(_ role: SemanticsRole, _ name: String, _ documentFrame: Rect, identifier: String? = nil,
                 labelledBy label: String? = nil) {
            guard !name.isEmpty else { return }
            let frame = documentFrame.offsetBy(dx: 0, dy: dy)
            var node = SemanticsNode(role: role, name: name, frame: frame)
            node.identifier = identifier
            if let label { node.relations = [SemanticsRelation(.labelledBy, label)] }
            nodes.append(frame.intersects(viewport) ? node : node.adding(.offscreen))
        }
        if let content {
            let s = layout.scale, col = layout.column
            let header = Rect(x: 0, y: 0, width: layout.size.width, height: WebPageLayout.headerPx * s)
            let masthead = WebPageMasthead(siteName: content.siteName, navigation: content.navigation, column: col,
                                           height: header.height, scale: s)
            add(.text, content.siteName, masthead.nameFrame)
            if !masthead.links.isEmpty { add(.text, masthead.links.joined(separator: ", "), masthead.linksFrame) }
            for (index, (block, f)) in layout.blocks.enumerated() {
                switch block {
                case .headline(let t), .heading(let t): add(.heading, t, f)
                case .byline(let t), .paragraph(let t), .quote(let t): add(.text, t, f)
                case .picture(let picture, let caption):
                    let pic = Rect(x: f.minX, y: f.minY, width: f.width, height: WebPageLayout.pictureHeight(width: f.width, scale: s))
                    let captionID = caption.map { _ in SemanticsRelation.identifier("caption.\(index)", of: self) }
                    add(.picture, picture.accessibleName, pic, labelledBy: captionID)
                    if let caption {
                        add(.text, caption, Rect(x: f.minX, y: pic.maxY, width: f.width, height: max(0, f.maxY - pic.maxY)),
                            identifier: captionID)
                    }
                case .gallery(let pictures):
                    let tile = WebPageLayout.galleryTile(width: f.width, scale: s)
                    for (i, picture) in pictures.prefix(3).enumerated() {
                        add(.picture, picture.accessibleName,
                            Rect(x: f.minX + Double(i) * (tile.width + 12 * s), y: f.minY, width: tile.width, height: tile.height))
                    }
                case .list(let items):
                    var y = f.minY
                    let px = WebPageLayout.paragraphPx * s
                    for item in items {
                        let h = WebPageLayout.textHeight(item, font: px, width: f.width - 24 * s)
                        add(.text, item, Rect(x: f.minX, y: y, width: f.width, height: h))
                        y += h
                    }
                }
            }
            add(.text, "© \(content.siteName) · a Flick demo page",
                Rect(x: 0, y: layout.documentHeight - WebPageLayout.footerPx * s, width: layout.size.width,
                     height: WebPageLayout.footerPx * s))
        } else {
            let (heading, tiles) = favourites(layout: layout)
            add(.heading, "Favorites", heading)
            for (site, _, label) in tiles { add(.text, site.siteName, label) }
        }
        let address = SemanticsNode(role: .text, name: content?.address ?? "Search or enter address", frame: layout.addressBar)
        return [SemanticsNode(role: .scrollPane, name: displayTitle(or: CarouselStyle.untitled), frame: Rect(size: size),
                              children: [address] + nodes)]
    }
}

extension Picture {
    /// What a screen reader calls the picture: its motif ("Aurora picture").
    var accessibleName: String { String(describing: motif).capitalized + " picture" }
}
