import FlickCore
@testable import FlickX11
import XCTest

final class InputEventOffsetTests: XCTestCase {
    func testPointerAndTouchLocationsMoveKeysDoNot() {
        let d = Point(-25, -25)
        let press = InputEvent.pointerDown(PointerInput(location: Point(125, 40), button: 1, time: 1))
        XCTAssertEqual(press.offsetBy(d), .pointerDown(PointerInput(location: Point(100, 15), button: 1, time: 1)))
        let scroll = InputEvent.scroll(ScrollInput(location: Point(30, 30), delta: Point(0, 1), time: 1))
        XCTAssertEqual(scroll.offsetBy(d), .scroll(ScrollInput(location: Point(5, 5), delta: Point(0, 1), time: 1)))
        let pinch = InputEvent.touchpadPinch(TouchpadPinchInput(phase: .began, center: Point(50, 60), scale: 1, time: 1))
        XCTAssertEqual(pinch.offsetBy(d), .touchpadPinch(TouchpadPinchInput(phase: .began, center: Point(25, 35), scale: 1, time: 1)))
        let leave = InputEvent.pointerLeave(time: 2)
        XCTAssertEqual(leave.offsetBy(d), leave)
    }
}
