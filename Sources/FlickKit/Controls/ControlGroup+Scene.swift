import FlickCore

extension ControlGroup {
    /// The background and `decoration`, then the controls, scrolled and clipped, under the overlay
    /// scroll indicator (`ScrollIndicator`) while it shows. At rest the
    /// content comes from snapshots in bands `tileHeightPx` tall (stored opaque when the
    /// background is): a band is re-rendered only when a control in it, the focus, the layout or
    /// `setNeedsDisplay()` changes it, so pressing one row redraws one band, not the whole list.
    /// While a control animates (a switch's knob) everything visible is drawn directly.
    func makeScene(now: Double) -> SceneNode {
        let bounds = Rect(size: size)
        let y = scroller.offset(now: now)
        let offsetY = isScrolling(now: now) ? -y : -y.rounded()
        let height = max(size.height, contentHeight)
        let width = size.width
        let visible = Rect(x: 0, y: y, width: width, height: size.height)
        let list = controls, background = self.background, decoration = self.decoration
        let contentSize = Size(width, height)
        /// The content inside `area` (content coordinates), drawn with `area`'s origin at 0,0.
        func content(_ area: Rect) -> SceneNode {
            var nodes: [SceneNode] = []
            if let background { nodes.append(.fill(Rect(size: area.size), background)) }
            var inner = decoration?(contentSize) ?? []
            inner += list.filter { $0.frame.insetBy(-ControlGroup.ringMarginPx).intersects(area) }
                .map { c in .translated(c.frame.x, c.frame.y, [c.scene(now: now)]) }
            nodes.append(.translated(-area.x, -area.y, inner))
            return .group(GroupNode(nodes, clip: Rect(size: area.size)))
        }
        let bar = scroller.indicatorScene(viewport: size, now: now, color: environment.palette.scrollIndicator)
        if controls.contains(where: { $0.isAnimating(now: now) }) {
            return .group(GroupNode([.translated(0, offsetY, [.translated(0, y, [content(visible)])]), bar], clip: bounds))
        }
        let tile = ControlGroup.tileHeightPx
        let first = max(0, Int((y / tile).rounded(.down)))
        let last = max(first, Int(((y + size.height) / tile).rounded(.up)) - 1)
        let opaque = (background?.alpha ?? 0) >= 1
        var tiles: [SceneNode] = []
        for i in first...last {
            let top = Double(i) * tile
            guard top < height else { break }
            let area = Rect(x: 0, y: top, width: width, height: min(tile, height - top))
            tiles.append(.snapshot(SnapshotNode(key: SnapshotKey(self, part: i), version: tileVersion(area), size: area.size,
                                                frame: area.offsetBy(dx: 0, dy: offsetY), isOpaque: opaque) {
                content(area)
            }))
        }
        return .group(GroupNode(tiles + [bar], clip: bounds))
    }

    /// Changes whenever anything drawn in the band `area` changes.
    func tileVersion(_ area: Rect) -> Int {
        var h = Hasher()
        h.combine(layoutVersion)
        h.combine(area)
        for c in controls where c.frame.insetBy(-ControlGroup.ringMarginPx).intersects(area) {
            h.combine(c.treeRevision)
            h.combine(c.frame)
        }
        return h.finalize()
    }
}
