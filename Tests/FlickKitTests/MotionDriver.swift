import FlickCore
@testable import FlickKit

/// Drives a `MotionSubject` with pointer input through a `GestureRecognizer`, one frame at a time
/// (60 a second), and reads its content position after every frame.
final class MotionDriver {
    static let frameS = 1.0 / 60
    let subject: MotionSubject
    let component: Component
    let recognizer = GestureRecognizer()
    var now: Double = 10
    private(set) var pointer: Point

    init(_ subject: MotionSubject) {
        self.subject = subject
        component = subject.make()
        component.layout(size: subject.size, now: now)
        pointer = subject.dragPoint
        frame()
    }

    /// The content position at the current time, px.
    var position: Double { subject.position(component, now) }

    /// The pointer's coordinate along the subject's axis.
    var pointerAlongAxis: Double { subject.axis.component(of: pointer) }

    func down(at p: Point? = nil) {
        pointer = p ?? pointer
        send(.pointerDown(PointerInput(location: pointer, button: 1, time: now)))
    }

    func up() { send(.pointerUp(PointerInput(location: pointer, button: 1, time: now))) }

    /// Moves the pointer by `d` px along the axis at the current time (no frame).
    func move(by d: Double) {
        pointer = subject.axis == .horizontal ? Point(pointer.x + d, pointer.y) : Point(pointer.x, pointer.y + d)
        send(.pointerMove(PointerInput(location: pointer, button: 1, time: now)))
    }

    /// The next frame: time moves on, then the component advances and draws.
    func step() {
        now += MotionDriver.frameS
        frame()
    }

    /// Frames until nothing moves (at most 10 s).
    func settle() {
        let end = now + 10
        while component.isAnimating(at: now) && now < end { step() }
        step()
    }

    private func frame() {
        for g in recognizer.advance(to: now) { component.handle(g, now: now) }
        component.advance(to: now)
        _ = component.scene(at: now)
    }

    private func send(_ e: InputEvent) {
        for g in recognizer.handle(e) { component.handle(g, now: now) }
    }
}
