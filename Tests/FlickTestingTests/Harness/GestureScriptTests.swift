import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// Gesture sequences as the recognizer makes them: a click, a drag, a touchpad swipe, a key.
final class GestureScriptTests: XCTestCase {
    func testAClickIsPressReleaseAndOneTap() {
        let p = Point(3, 4)
        XCTAssertEqual(GestureScript.click(p), [.press(p, button: 1, modifiers: []), .release(p, button: 1),
                                                .tap(p, count: 1, button: 1, modifiers: [])])
    }

    func testADragMovesEvenlyAndOnlyItsLastMoveAndEndCarryTheVelocity() {
        let from = Point(0, 0), to = Point(90, 30), v = Point(600, 200)
        XCTAssertEqual(GestureScript.drag(from: from, to: to, steps: 3, velocity: v), [
            .press(from, button: 1, modifiers: []),
            .panBegin(PanInfo(start: from, location: Point(30, 10))),
            .panUpdate(PanInfo(start: from, location: Point(60, 20))),
            .panUpdate(PanInfo(start: from, location: Point(90, 30), velocity: v)),
            .panEnd(PanInfo(start: from, location: to, velocity: v)),
        ])
    }

    func testADragOfNoStepsStillBeginsAndEnds() {
        let gestures = GestureScript.drag(from: .zero, to: Point(10, 0), steps: 0)
        XCTAssertEqual(gestures.count, 3)
        XCTAssertEqual(gestures[1], .panBegin(PanInfo(start: .zero, location: Point(10, 0))))
    }

    func testATouchpadSwipeKeepsThePointerWhereItRestsAndMovesTheFingers() {
        let p = Point(100, 100), v = Point(-500, 0)
        let gestures = GestureScript.touchpadSwipe(at: p, by: Point(-40, 0), steps: 2, velocity: v)
        func info(_ x: Double, _ v: Point) -> PanInfo {
            PanInfo(start: p, location: Point(x, 100), velocity: v, anchor: p, source: .touchpad)
        }
        XCTAssertEqual(gestures, [.press(p, button: 1, modifiers: []), .panBegin(info(80, .zero)), .panUpdate(info(60, v)),
                                  .panEnd(info(60, v))])
        guard case .panEnd(let end) = gestures.last! else { return XCTFail() }
        XCTAssertEqual(end.translation, Point(-40, 0))
    }

    func testAKeyCarriesItsModifiers() {
        XCTAssertEqual(GestureScript.key("t", [.control]), .key(KeyCombo("t", modifiers: [.control])))
    }

    func testSendingToAComponentReportsWhatItTook() {
        let log = GestureLog()
        XCTAssertEqual(log.send(GestureScript.click(.zero), now: 3), [true, true, true])
        log.takes = false
        XCTAssertEqual(log.send([GestureScript.key("a")]), [false])
        XCTAssertEqual(log.received.map(\.now), [3, 3, 3, 0])
    }
}
