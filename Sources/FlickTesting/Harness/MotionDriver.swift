import FlickCore
import FlickKit

/// Drives a `MotionSubject` with pointer input through a `GestureRecognizer`, one frame at a time
/// (60 a second), and reads its content position after every frame.
public final class MotionDriver {
    public static let frameS = 1.0 / 60
    public let subject: MotionSubject
    public let component: Component
    public let recognizer = GestureRecognizer()
    public var now: Double = 10
    public private(set) var pointer: Point

    public init(_ subject: MotionSubject) {
        self.subject = subject
        component = subject.make()
        component.layout(size: subject.size, now: now)
        pointer = subject.dragPoint
        frame()
    }

    /// The content position at the current time, px.
    public var position: Double { subject.position(component, now) }

    /// The pointer's coordinate along the subject's axis.
    public var pointerAlongAxis: Double { subject.axis.component(of: pointer) }

    public func down(at p: Point? = nil) {
        pointer = p ?? pointer
        send(.pointerDown(PointerInput(location: pointer, button: 1, time: now)))
    }

    public func up() { send(.pointerUp(PointerInput(location: pointer, button: 1, time: now))) }

    /// Moves the pointer by `d` px along the axis at the current time (no frame).
    public func move(by d: Double) {
        pointer = subject.axis == .horizontal ? Point(pointer.x + d, pointer.y) : Point(pointer.x, pointer.y + d)
        send(.pointerMove(PointerInput(location: pointer, button: 1, time: now)))
    }

    /// The next frame: time moves on, then the component advances and draws.
    public func step() {
        now += MotionDriver.frameS
        frame()
    }

    /// Frames until nothing moves (at most 10 s).
    public func settle() {
        let end = now + 10
        while component.isAnimating(now: now) && now < end { step() }
        step()
    }

    private func frame() {
        for g in recognizer.advance(to: now) { component.handle(g, now: now) }
        component.advance(to: now)
        _ = component.scene(now: now)
    }

    private func send(_ e: InputEvent) {
        for g in recognizer.handle(e) { component.handle(g, now: now) }
    }
}
