import FlickCore

extension Swiper {
    /// The three page views as snapshots at x = (role offset − fractional progress)·width
    /// (whole pixels at rest), then the page dots and the toolbars, clipped to the swiper.
    /// The views are the three recycled slots; their rendered images are cached per item
    /// (key = item index, version = list generation and tap count), so paging back and forth
    /// re-renders nothing and a tap re-renders one page once.
    func makeScene(at now: Double) -> SceneNode {
        let p = progress(at: now)
        syncSlots(to: p)
        let w = size.width, h = size.height
        let fraction = p.isFinite ? p - Double(slotBase) : 0
        var x0 = -fraction * w
        if !isPageMoving(at: now) { x0 = x0.rounded() }
        let list = storage
        let pageSize = size
        var nodes: [SceneNode] = [.fill(Rect(size: size), Swiper.pageBackground)]
        for role in SlotRole.allCases {
            let slot = slots.slot(role)
            let item = list[min(max(0, slot.itemIndex), list.count - 1)]
            let frame = Rect(x: x0 + Double(role.offset) * w, y: 0, width: w, height: h)
            let index = min(max(0, slot.itemIndex), list.count - 1)
            let version = itemsGeneration &* 1_000_003 &+ item.tapCount
            nodes.append(.snapshot(SnapshotNode(key: "\(options.snapshotKeyPrefix).\(index)", version: version,
                                                size: pageSize, frame: frame, isOpaque: true) { item.pageScene(size: pageSize) }))
        }
        if options.showsPageControl {
            let n = Double(list.count)
            var wrapped = p.isFinite ? p.truncatingRemainder(dividingBy: n) : 0
            if wrapped < 0 { wrapped += n }
            dots.count = list.count
            dots.progress = wrapped
            let f = dotsFrame(at: now)
            nodes.append(.translated(f.x, f.y, [dots.scene(at: now)]))
        }
        if options.showsToolbars {
            nodes.append(.translated(topBarFrame.x, topBarFrame.y, [topBar.scene(at: now)]))
            nodes.append(.translated(bottomBarFrame.x, bottomBarFrame.y, [bottomBar.scene(at: now)]))
        }
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }
}
