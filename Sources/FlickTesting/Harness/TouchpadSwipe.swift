import FlickCore
import FlickKit

/// A two-finger touchpad scroll handed to a `MotionDriver`'s component as the recognizer will
/// deliver it: `.press` (button 1) where the pointer rests, then `.panBegin`,
/// `.panUpdate`s and `.panEnd` with `source == .touchpad`, `translation` being the fingers' raw
/// travel (the pointer itself does not move) and `velocity` the fingers' speed, px/s.
public final class TouchpadSwipe {
    public let driver: MotionDriver
    public let start: Point
    /// The fingers' travel so far, px.
    public private(set) var travel = Point.zero
    private var began = false

    /// Puts two fingers down at the driver's pointer (the press, at the driver's current time).
    public init(_ driver: MotionDriver, at p: Point? = nil) {
        self.driver = driver
        start = p ?? driver.pointer
        driver.component.handle(.press(start, button: 1, modifiers: []), now: driver.now)
    }

    /// The fingers moved `d` px (the first move begins the pan), moving at `velocity` px/s.
    public func move(by d: Point, velocity: Point = .zero) {
        travel = travel + d
        let g: Gesture = began ? .panUpdate(info(velocity)) : .panBegin(info(velocity))
        began = true
        driver.component.handle(g, now: driver.now)
    }

    /// The fingers lifted: the pan ends carrying `velocity` px/s.
    public func lift(velocity: Point) {
        driver.component.handle(.panEnd(info(velocity)), now: driver.now)
    }

    private func info(_ v: Point) -> PanInfo {
        PanInfo(start: start, location: start + travel, velocity: v, button: 1, anchor: start, source: .touchpad)
    }
}
