import FlickCore
import Foundation

/// A small analog clock face (the watchmakers' 10:08:37), drawn by Flick for the slides demo.
enum SlidesDemoClockFace {
    static let hours = 10.0, minutes = 8.0, seconds = 37.0
    static let face = Color(hex: 0xF4F1E8)
    static let rim = Color(hex: 0xB9BFCC)
    static let ink = Color(hex: 0x1E232D)
    static let secondHand = Color(hex: 0xD9412B)

    /// The clock filling the square `frame`.
    static func scene(in frame: Rect) -> SceneNode {
        let radius = min(frame.width, frame.height) / 2
        guard radius >= 2 else { return .empty }
        let c = frame.center
        var nodes: [SceneNode] = [
            .ellipse(Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius), .solid(rim)),
            .ellipse(Rect(x: c.x - radius * 0.93, y: c.y - radius * 0.93, width: radius * 1.86, height: radius * 1.86),
                     .solid(face)),
        ]
        var minuteTicks: [PathNode.Element] = [], hourTicks: [PathNode.Element] = []
        for i in 0..<60 {
            let a = Double(i) / 60 * 2 * .pi
            let inner = i % 5 == 0 ? 0.72 : 0.8
            let e: [PathNode.Element] = [.move(point(c, radius * inner, a)), .line(point(c, radius * 0.86, a))]
            if i % 5 == 0 { hourTicks += e } else { minuteTicks += e }
        }
        nodes.append(.path(PathNode(minuteTicks, stroke: ink.withAlpha(0.6), lineWidth: max(0.5, radius * 0.012))))
        nodes.append(.path(PathNode(hourTicks, stroke: ink, lineWidth: max(1, radius * 0.035))))
        let hourAngle = (hours + minutes / 60) / 12 * 2 * .pi
        let minuteAngle = (minutes + seconds / 60) / 60 * 2 * .pi
        let secondAngle = seconds / 60 * 2 * .pi
        nodes.append(hand(c, angle: hourAngle, length: radius * 0.5, width: radius * 0.07, ink))
        nodes.append(hand(c, angle: minuteAngle, length: radius * 0.74, width: radius * 0.05, ink))
        nodes.append(.path(PathNode([.move(point(c, -radius * 0.16, secondAngle)), .line(point(c, radius * 0.8, secondAngle))],
                                    stroke: secondHand, lineWidth: max(0.5, radius * 0.015))))
        let hub = radius * 0.045
        nodes.append(.ellipse(Rect(x: c.x - hub, y: c.y - hub, width: 2 * hub, height: 2 * hub), .solid(secondHand)))
        return .stack(nodes)
    }

    /// The point `distance` from `c` at clock angle `a` (0 = 12 o'clock, clockwise).
    static func point(_ c: Point, _ distance: Double, _ a: Double) -> Point {
        Point(c.x + distance * sin(a), c.y - distance * cos(a))
    }

    /// A tapered hand from a short tail behind the centre to its tip.
    static func hand(_ c: Point, angle a: Double, length: Double, width: Double, _ color: Color) -> SceneNode {
        let side = a + .pi / 2
        let tail = point(c, -length * 0.15, a)
        let tip = point(c, length, a)
        let l = Point(tail.x + width / 2 * sin(side), tail.y - width / 2 * cos(side))
        let r = Point(tail.x - width / 2 * sin(side), tail.y + width / 2 * cos(side))
        let tl = Point(tip.x + width / 5 * sin(side), tip.y - width / 5 * cos(side))
        let tr = Point(tip.x - width / 5 * sin(side), tip.y + width / 5 * cos(side))
        return .path(PathNode([.move(l), .line(tl), .line(tr), .line(r), .close], fill: .solid(color)))
    }
}
