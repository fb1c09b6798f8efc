import FlickCore
import FlickKit

extension FirstLaunchHint {
    static let fontSizePx: Double = 15
    static let plateHeightPx: Double = 44
    static let plateMaxWidthPx: Double = 380
    static let fingerRadiusPx: Double = 13
    /// The arrow's head reaches this far past a stroke's end, px.
    static let arrowOvershootPx: Double = 27

    /// The hint in a layout of `size`, `elapsed` seconds after it appeared: each fingertip
    /// strokes along its arrow once per `Constants.hintStrokeS` until `Constants.hintAnimationS`,
    /// then waits at the arrow's start. `opacity` fades the whole hint; `palette` colours it: the
    /// plate is its translucent bar over content (`overlayBarBackground`, also the edge the hand
    /// and arrows are drawn on), the text, hand and arrows its `text`.
    func scene(in size: Size, elapsed: Double, opacity: Double = 1, palette: Palette = .dark) -> SceneNode {
        guard size.width >= 120, size.height >= 120 else { return .empty }
        let centre = Point(size.width / 2, size.height * heightFraction)
        let moving = elapsed < Constants.hintAnimationS
        let phase = moving ? elapsed.truncatingRemainder(dividingBy: Constants.hintStrokeS) / Constants.hintStrokeS : 0
        // Ease out across 80 % of the stroke, hold at its end for the rest.
        let t = min(1, phase / 0.8)
        let eased = 1 - (1 - t) * (1 - t)
        var nodes: [SceneNode] = []
        var lowest = centre.y
        for stroke in strokes {
            let start = Point(centre.x + stroke.from.x, centre.y + stroke.from.y)
            let stop = Point(centre.x + stroke.to.x, centre.y + stroke.to.y)
            nodes += strokeScene(from: start, to: stop, progress: eased, opacity: opacity, palette: palette)
            lowest = max(lowest, start.y, stop.y)
        }
        // The plate with the text, under the strokes.
        let w = min(FirstLaunchHint.plateMaxWidthPx, size.width - 24)
        let plate = Rect(x: (size.width - w) / 2, y: lowest + FirstLaunchHint.fingerRadiusPx + 14,
                         width: w, height: FirstLaunchHint.plateHeightPx)
        let edge = palette.overlayBarBackground
        nodes.append(.fill(plate, edge.withAlpha(edge.alpha * opacity), cornerRadius: plate.height / 2))
        nodes.append(.text(TextNode(text, frame: plate.insetBy(dx: 14, dy: 0), font: FontSpec(size: FirstLaunchHint.fontSizePx),
                                    color: palette.text.withAlpha(opacity), alignment: .center)))
        return .stack(nodes)
    }

    /// One stroke: its arrow (ink on the plate's colour as an edge, so it reads on light and dark
    /// demos), the trail behind the fingertip, and the fingertip `progress` (0 … 1) of the way along.
    private func strokeScene(from start: Point, to stop: Point, progress: Double, opacity: Double,
                             palette: Palette) -> [SceneNode] {
        let dx = stop.x - start.x, dy = stop.y - start.y
        let length = max(1, (dx * dx + dy * dy).squareRoot())
        let dir = Point(dx / length, dy / length), side = Point(-dir.y, dir.x)
        let r = FirstLaunchHint.fingerRadiusPx
        let dark = palette.overlayBarBackground.withAlpha(1), ink = palette.text
        let end = Point(stop.x + dir.x * FirstLaunchHint.arrowOvershootPx, stop.y + dir.y * FirstLaunchHint.arrowOvershootPx)
        let back = Point(end.x - dir.x * 12, end.y - dir.y * 12)
        let arrow: [PathNode.Element] = [.move(start), .line(end),
                                         .move(Point(back.x + side.x * 10, back.y + side.y * 10)), .line(end),
                                         .line(Point(back.x - side.x * 10, back.y - side.y * 10))]
        var nodes: [SceneNode] = [
            .path(PathNode(arrow, stroke: dark.withAlpha(0.7 * opacity), lineWidth: 7)),
            .path(PathNode(arrow, stroke: ink.withAlpha(0.85 * opacity), lineWidth: 3)),
        ]
        let finger = Point(start.x + dx * progress, start.y + dy * progress)
        if progress > 0 {
            nodes.append(.path(PathNode([.move(start), .line(finger)], stroke: dark.withAlpha(0.3 * opacity), lineWidth: 2 * r)))
        }
        let tip = Rect(x: finger.x - r, y: finger.y - r, width: 2 * r, height: 2 * r)
        nodes.append(.ellipse(tip.insetBy(-3), .solid(dark.withAlpha(0.5 * opacity))))
        nodes.append(.ellipse(tip, .solid(ink.withAlpha(0.9 * opacity))))
        return nodes
    }
}
