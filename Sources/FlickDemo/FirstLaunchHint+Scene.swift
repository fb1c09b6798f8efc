import FlickCore

extension FirstLaunchHint {
    static let plateColor = Color(hex: 0x101216, alpha: 0.82)
    static let textColor = Color(hex: 0xF2F4F7)
    static let handColor = Color(hex: 0xFFFFFF, alpha: 0.9)
    static let fontSizePx: Double = 15
    static let plateHeightPx: Double = 44
    static let plateMaxWidthPx: Double = 380
    static let strokeLengthPx: Double = 90
    static let fingerRadiusPx: Double = 13

    /// The hint in a layout of `size`, `elapsed` seconds after it appeared: the hand strokes
    /// once per `Constants.hintStrokeS` until `Constants.hintAnimationS`, then rests at the end
    /// of its stroke. `opacity` fades the whole hint.
    func scene(in size: Size, elapsed: Double, opacity: Double = 1) -> SceneNode {
        guard size.width >= 120, size.height >= 120 else { return .empty }
        let centre = Point(size.width / 2, size.height * 0.55)
        let moving = elapsed < Constants.hintAnimationS
        let phase = moving ? (elapsed.truncatingRemainder(dividingBy: Constants.hintStrokeS)) / Constants.hintStrokeS : 1
        // Ease out across 80 % of the stroke, hold at the end for the rest.
        let t = min(1, phase / 0.8)
        let eased = 1 - (1 - t) * (1 - t)
        let half = FirstLaunchHint.strokeLengthPx / 2
        let start = Point(centre.x - direction.x * half, centre.y - direction.y * half)
        let finger = Point(start.x + direction.x * 2 * half * eased, start.y + direction.y * 2 * half * eased)
        let r = FirstLaunchHint.fingerRadiusPx
        var nodes: [SceneNode] = []
        // The trail from the start of the stroke to the finger, and the arrow's head at the end.
        nodes.append(.path(PathNode([.move(start), .line(finger)], stroke: FirstLaunchHint.plateColor.withAlpha(0.3 * opacity), lineWidth: 2 * r)))
        let tip = half + r + 12
        let end = Point(centre.x + direction.x * tip, centre.y + direction.y * tip)
        let side = Point(-direction.y, direction.x)
        let back = Point(end.x - direction.x * 12, end.y - direction.y * 12)
        nodes.append(.path(PathNode([.move(Point(back.x + side.x * 9, back.y + side.y * 9)), .line(end),
                                     .line(Point(back.x - side.x * 9, back.y - side.y * 9))],
                                    stroke: FirstLaunchHint.plateColor.withAlpha(0.8 * opacity), lineWidth: 4)))
        let fingertip = Rect(x: finger.x - r, y: finger.y - r, width: 2 * r, height: 2 * r)
        nodes.append(.ellipse(fingertip.insetBy(-3), .solid(FirstLaunchHint.plateColor.withAlpha(0.5 * opacity))))
        nodes.append(.ellipse(fingertip, .solid(FirstLaunchHint.handColor.withAlpha(0.9 * opacity))))
        // The plate with the text, under the stroke.
        let w = min(FirstLaunchHint.plateMaxWidthPx, size.width - 24)
        let plate = Rect(x: (size.width - w) / 2, y: centre.y + half + 18, width: w, height: FirstLaunchHint.plateHeightPx)
        nodes.append(.fill(plate, FirstLaunchHint.plateColor.withAlpha(FirstLaunchHint.plateColor.alpha * opacity), cornerRadius: plate.height / 2))
        nodes.append(.text(TextNode(text, frame: plate.insetBy(dx: 14, dy: 0), font: FontSpec(size: FirstLaunchHint.fontSizePx),
                                    color: FirstLaunchHint.textColor.withAlpha(opacity), alignment: .center)))
        return .stack(nodes)
    }
}
