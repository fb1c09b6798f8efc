import FlickCore

extension ControlGroup {
    /// The background, then the controls scrolled and clipped. At rest the content comes from
    /// one snapshot, re-rendered only when a control's revision, the focus or the layout changes;
    /// while a control animates (a switch's knob) the controls are drawn directly.
    func makeScene(at now: Double) -> SceneNode {
        let bounds = Rect(size: size)
        var nodes: [SceneNode] = []
        if let background { nodes.append(.fill(bounds, background)) }
        let y = scroll.value(at: now)
        let offsetY = scroll.isAnimating(at: now) || scrollDrag.active ? -y : -y.rounded()
        let animating = controls.contains { $0.isAnimating(at: now) }
        let height = max(size.height, contentHeight)
        if animating || height > ControlGroup.maxSnapshotHeightPx {
            let visible = Rect(x: 0, y: y, width: size.width, height: size.height)
            let drawn = controls.filter { $0.frame.insetBy(-8).intersects(visible) }
            nodes.append(.translated(0, offsetY, drawn.map { c in .translated(c.frame.x, c.frame.y, [c.scene(at: now)]) }))
        } else {
            let list = controls
            let contentSize = Size(size.width, height)
            nodes.append(.snapshot(SnapshotNode(key: snapshotKey, version: drawingVersion, size: contentSize,
                                                frame: Rect(origin: Point(0, offsetY), size: contentSize)) {
                .stack(list.map { c in .translated(c.frame.x, c.frame.y, [c.scene(at: now)]) })
            }))
        }
        return .group(GroupNode(nodes, clip: bounds))
    }

    /// Changes whenever anything drawn in the snapshot changes.
    var drawingVersion: Int {
        var h = Hasher()
        h.combine(layoutVersion)
        for c in controls { h.combine(c.treeRevision); h.combine(c.frame) }
        return h.finalize()
    }
}
