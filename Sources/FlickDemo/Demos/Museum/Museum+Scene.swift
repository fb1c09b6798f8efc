import FlickCore
import FlickKit

extension Museum {
    /// The tabs side by side at the displayed tab position (only those on screen are built),
    /// or with reduced motion fading in place, the tab left fading out before the next fades in
    /// (the two grids' captions never show at once); then the tab bar with its indicator at the
    /// same position.
    func makeScene(now: Double) -> SceneNode {
        let content = contentFrame
        let p = displayedTabPosition(now: now)
        var nodes: [SceneNode] = []
        for b in browsers {
            let d = Double(b.tab.rawValue) - p
            guard abs(d) < 1 else { continue }
            if environment.reducedMotion {
                // A tab's share of the screen (1 - |d|) through a sequential fade: 0 below a half.
                let opacity = max(0, 1 - 2 * abs(d))
                if opacity > 0 { nodes.append(.group(GroupNode([b.scene(now: now)], opacity: opacity))) }
            } else {
                nodes.append(.translated(d * content.width, 0, [b.scene(now: now)]))
            }
        }
        let bar = tabBarFrame
        tabBar.progress = p
        nodes.append(.translated(bar.x, bar.y, [tabBar.scene(now: now)]))
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    /// The tab position as drawn: a whole tab within half a pixel of it (a settling slide's
    /// last frame is drawn at rest even when the spring stops a hair short).
    func displayedTabPosition(now: Double) -> Double {
        let p = tabPosition.value(now: now)
        guard !tabSwipe.isDragging else { return p }
        return abs(p - p.rounded()) * contentFrame.width < Museum.tabSnapPx ? p.rounded() : p
    }
}
