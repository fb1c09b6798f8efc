import FlickTestSupport
import FlickCore
@testable import FlickKit

/// Content for the zoom tests: a grey field with one named text node at a fixed place (in fit
/// coordinates, scaled with the layout size), which logs every size it is laid out at.
final class ZoomTestContent: Component {
    private(set) var size = Size.zero
    /// Every layout size, in order.
    private(set) var layouts: [Size] = []

    func layout(size: Size, now: Double) {
        self.size = size
        layouts.append(size)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { false }
    func scene(now: Double) -> SceneNode { .fill(Rect(size: size), Color(hex: 0x808080)) }
    func isAnimating(now: Double) -> Bool { false }
    var state: [String: String] { [:] }
    var contentVersion: Int? { 1 }

    func semantics(now: Double) -> [SemanticsNode] {
        [SemanticsNode(role: .text, name: "Mark", frame: Rect(x: size.width / 4, y: size.height / 4, width: 10, height: 10))]
    }
}

/// Drives a `ZoomView` over `ZoomTestContent` on virtual time (60 frames a second).
final class ZoomHarness: ComponentHarness {
    let zoom: ZoomView
    let content: ZoomTestContent

    init(size: Size = Size(800, 600), minimumScale: Double = 1, maximumScale: Double = 4) {
        let content = ZoomTestContent()
        self.content = content
        zoom = ZoomView(content: content, minimumScale: minimumScale, maximumScale: maximumScale)
        super.init(zoom, size: size)
    }

    /// The content point (fit coordinates) shown at view point `p` now.
    func contentPoint(at p: Point) -> Point {
        (p - zoom.origin(now: now)) * (1 / zoom.scale(now: now))
    }

    /// A touchpad pinch about `center` from 1 to `scale` in `steps` frames, lifted when `lift`.
    func pinch(to scale: Double, at center: Point, moving: Point = .zero, steps: Int = 10, lift: Bool = true) {
        send(.pinchBegin(PinchInfo(startCenter: center, center: center, scale: 1, source: .touchpad)))
        for i in 1...steps {
            now += 1.0 / 60
            let f = Double(i) / Double(steps)
            let c = center + moving * f
            send(.pinchUpdate(PinchInfo(startCenter: center, center: c, scale: 1 + (scale - 1) * f, source: .touchpad)))
            frame()
        }
        if lift {
            send(.pinchEnd(PinchInfo(startCenter: center, center: center + moving, scale: scale, source: .touchpad)))
        }
    }

    /// A left-button drag by `delta` from `start` over `duration`, released at `velocity` px/s.
    func drag(by delta: Point, from start: Point = Point(400, 300), velocity: Point = .zero, duration: Double = 0.2,
              steps: Int = 6, release: Bool = true) {
        send(.press(start, button: 1, modifiers: []))
        now += duration / Double(steps + 1)
        send(.panBegin(PanInfo(start: start, location: start + delta * (1 / Double(steps)), velocity: velocity)))
        for i in 1...steps {
            now += duration / Double(steps + 1)
            send(.panUpdate(PanInfo(start: start, location: start + delta * (Double(i) / Double(steps)), velocity: velocity)))
            frame()
        }
        if release { send(.panEnd(PanInfo(start: start, location: start + delta, velocity: velocity))) }
    }
}
