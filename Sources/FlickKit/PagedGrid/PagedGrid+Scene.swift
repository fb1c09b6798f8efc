import FlickCore

extension PagedGrid {
    /// The background, the visible pages' tiles as snapshots with their pictures (the pinched one
    /// last, zoomed about the pinch's point), the focus ring, the status page when there are no
    /// items, and the page indicator.
    /// While a relayout runs the content fades over the background (which stays, so the
    /// reorientation never flashes dark).
    func makeScene(now: Double) -> SceneNode {
        swapIfDue(now: now)
        let bounds = Rect(size: size)
        let pos = position(now: now)
        var nodes: [SceneNode] = []
        let palette = Palette(for: appearance)
        if items.isEmpty { nodes += statusPage(in: bounds, palette: palette) }
        let tile = drawn.tile
        var zoomed: SceneNode?
        var shown = Set<String>()
        if tile.size.width >= 1, tile.size.height >= 1 {
            for page in drawn.visiblePages(position: pos) {
                for i in drawn.indices(onPage: page) where items[i].id != hiddenItemID {
                    shown.insert(items[i].id)
                    let cell = drawn.cellFrame(of: i, position: pos)
                    if i == zoomIndex {
                        zoomed = tileNode(i, tile: tile, frame: zoomedFrame(cell, index: i, now: now), now: now)
                        continue
                    }
                    guard cell.intersects(bounds) else { continue }
                    nodes.append(tileNode(i, tile: tile, frame: cell, now: now))
                }
            }
        }
        pictures.keep(only: shown)
        if let zoomed { nodes.append(zoomed) }
        nodes.append(pointerVeil(position: pos, palette: palette, now: now))
        if let ring = focusRingNode(now: now) { nodes.append(ring) }
        if pageCount > 1 {
            let f = indicatorFrame
            indicator.count = drawn.pageCount
            indicator.progress = pos
            nodes.append(.translated(f.x, f.y, [indicator.scene(now: now)]))
        }
        let content = SceneNode.group(GroupNode(nodes, opacity: opacity(now: now)))
        return .group(GroupNode([.fill(bounds, palette.viewBackground), content], clip: bounds))
    }

    /// The empty grid's status page (libadwaita's `AdwStatusPage`), centred in `bounds`: `emptyIcon`
    /// large and dim, `emptyMessage` as a bold title and `emptyDescription` under it.
    func statusPage(in bounds: Rect, palette: Palette) -> [SceneNode] {
        let width = bounds.width - 2 * min(40, bounds.width / 8)
        let icon = emptyIcon == .none ? 0 : min(PagedGrid.emptyIconPx, (bounds.height / 4).rounded(.down))
        let iconBand = icon > 0 ? icon + PagedGrid.emptyIconGapPx : 0
        let titleHeight = (PagedGrid.emptyFontPx * 1.5).rounded(.up) * 2
        let description = emptyDescription.map { _ in PagedGrid.emptyTitleGapPx + (PagedGrid.emptyDescriptionFontPx * 1.5).rounded(.up) * 3 } ?? 0
        let top = max(0, ((bounds.height - iconBand - titleHeight - description) / 2).rounded())
        let x = ((bounds.width - width) / 2).rounded()
        var nodes: [SceneNode] = []
        if icon > 0 {
            nodes.append(emptyIcon.image(in: Rect(x: ((bounds.width - icon) / 2).rounded(), y: top, width: icon, height: icon),
                                         color: palette.secondaryText, owner: self, part: "status-icon"))
        }
        let titleFrame = Rect(x: x, y: top + iconBand, width: width, height: titleHeight)
        nodes.append(.text(TextNode(emptyMessage, frame: titleFrame,
                                    font: FontSpec(size: PagedGrid.emptyFontPx * 1.3, weight: .bold), color: palette.text,
                                    alignment: .center, maxLines: 2, centeredVertically: emptyDescription == nil)))
        if let text = emptyDescription {
            let frame = Rect(x: x, y: titleFrame.maxY + PagedGrid.emptyTitleGapPx, width: width,
                             height: description - PagedGrid.emptyTitleGapPx)
            nodes.append(.text(TextNode(text, frame: frame, font: FontSpec(size: PagedGrid.emptyDescriptionFontPx),
                                        color: palette.text, alignment: .center, maxLines: 3, centeredVertically: false)))
        }
        return nodes
    }

    /// The picture under the held button in the palette's `pressedFill`, else the one under the
    /// pointer in its `hoverFill`; nothing while the pages move or a picture is pinched.
    func pointerVeil(position pos: Double, palette: Palette, now: Double) -> SceneNode {
        guard zoomIndex == nil, !swipe.isDragging, !position.isAnimating(now: now),
              let p = pressPoint ?? hoverPoint, let i = drawn.index(at: p, position: pos), items[i].id != hiddenItemID
        else { return .empty }
        return .fill(drawn.pictureFrame(of: i, position: pos), pressPoint == nil ? palette.hoverFill : palette.pressedFill)
    }

    /// Item `i`'s tile, drawn once per (id, version, cell size) and composited into `frame`, with
    /// its picture file over it (scaled with the tile when `frame` is zoomed).
    func tileNode(_ i: Int, tile: PagedGridTile, frame: Rect, now: Double) -> SceneNode {
        let item = items[i]
        var styled = tile
        styled.appearance = appearance
        // The version changes with the appearance, so a switch never shows a tile drawn in the other one.
        let version = appearance.version(item.version)
        let drawing = SceneNode.snapshot(SnapshotNode(key: SnapshotKey(self, part: item.id), version: version,
                                                      size: tile.size, frame: frame) { item.draw(styled) })
        guard let file = item.picturePath,
              let (picture, opacity) = pictures.picture(id: item.id, file: file, size: tile.picture.size, now: now)
        else { return drawing }
        let k = frame.width / max(1, tile.size.width)
        let rect = Rect(x: frame.x + tile.picture.x * k, y: frame.y + tile.picture.y * k,
                        width: tile.picture.width * k, height: tile.picture.height * k)
        let image = SceneNode.image(ImageNode(bitmap: picture.bitmap, frame: rect, contentMode: .fill))
        return .stack([drawing, opacity >= 1 ? image : .group(GroupNode([image], opacity: opacity))])
    }
}
