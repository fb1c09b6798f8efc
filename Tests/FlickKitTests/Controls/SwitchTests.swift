import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class SwitchTests: XCTestCase {
    private func makeSwitch(_ log: UnsafeMutablePointer<[Bool]>, on: Bool = false) -> Switch {
        Switch(isOn: on, frame: Rect(x: 0, y: 0, width: 52, height: 32)) { v, _ in log.pointee.append(v) }
    }

    func testAClickTogglesAndTheKnobSlidesAcrossThenRests() {
        var log: [Bool] = []
        let s = makeSwitch(&log)
        s.send(GestureScript.click(Point(26, 16)), now: 1)
        XCTAssertTrue(s.isOn)
        XCTAssertEqual(log, [true])
        XCTAssertTrue(s.isAnimating(now: 1.05))
        let mid = s.knobPosition(now: 1 + Switch.knobTravelS / 2)
        XCTAssertGreaterThan(mid, 0.1)
        XCTAssertLessThan(mid, 0.9)
        XCTAssertFalse(s.isAnimating(now: 1 + Switch.knobTravelS + 0.001))
        XCTAssertEqual(s.knobPosition(now: 2), 1)
    }

    func testSpaceTogglesWhenFocused() {
        var log: [Bool] = []
        let s = makeSwitch(&log, on: true)
        s.isFocused = true
        s.handle(GestureScript.key("space"), now: 0)
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log, [false])
    }

    func testDraggingTheKnobPastHalfwayTurnsItOn() {
        var log: [Bool] = []
        let s = makeSwitch(&log)
        s.send(GestureScript.drag(from: Point(20, 16), to: Point(40, 16)), now: 0)
        XCTAssertTrue(s.isOn)
        XCTAssertEqual(log, [true])
    }

    func testADragBackBelowHalfwayLeavesItOffAndReportsNothing() {
        var log: [Bool] = []
        let s = makeSwitch(&log)
        s.send(GestureScript.drag(from: Point(20, 16), to: Point(26, 30)), now: 0)
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log, [])
    }

    func testSettingTheValueInCodeDoesNotReport() {
        var log: [Bool] = []
        let s = makeSwitch(&log)
        s.setOn(true)
        XCTAssertTrue(s.isOn)
        XCTAssertEqual(s.knobPosition(now: 0), 1)
        XCTAssertEqual(log, [])
    }
}
