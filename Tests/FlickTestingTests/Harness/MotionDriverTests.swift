import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// The motion suite's driver: pointer input through a real recognizer, a frame per step, the
/// subject's position read on the driver's clock; a touchpad swipe on top of it.
final class MotionDriverTests: XCTestCase {
    private func subject(axis: SwipeAxis = .horizontal) -> MotionSubject {
        MotionSubject(name: "log", make: { GestureLog() }, size: Size(400, 300), axis: axis, dragPoint: Point(200, 150),
                      forward: -1, position: { component, now in Double((component as! GestureLog).received.count) + now },
                      edgePull: nil)
    }

    func testTheSubjectIsMadeLaidOutAndDrawnOnceAtTheStart() throws {
        let driver = MotionDriver(subject())
        let log = try XCTUnwrap(driver.component as? GestureLog)
        XCTAssertEqual(log.laidOut?.size, Size(400, 300))
        XCTAssertEqual(driver.now, 10)
        XCTAssertEqual(log.advancedTo, [10])
        XCTAssertEqual(driver.pointer, Point(200, 150))
        XCTAssertEqual(driver.pointerAlongAxis, 200)
        XCTAssertEqual(driver.position, 10, "the subject's reading at the driver's time")
    }

    func testADragThroughTheRecognizerPressesPansAndEnds() throws {
        let driver = MotionDriver(subject())
        let log = try XCTUnwrap(driver.component as? GestureLog)
        driver.down()
        for _ in 0..<5 {
            driver.step()
            driver.move(by: -30)
        }
        driver.up()
        XCTAssertEqual(driver.pointer, Point(50, 150))
        XCTAssertEqual(log.gestures.first, .press(Point(200, 150), button: 1, modifiers: []))
        XCTAssertTrue(log.gestures.contains { if case .panBegin = $0 { return true }; return false }, "\(log.gestures)")
        guard case .panEnd(let end)? = log.gestures.last else { return XCTFail("\(log.gestures)") }
        XCTAssertEqual(end.location, Point(50, 150))
        XCTAssertLessThan(end.velocity.x, 0, "moving left when released")
    }

    func testAVerticalSubjectMovesThePointerDown() {
        let driver = MotionDriver(subject(axis: .vertical))
        driver.move(by: 12)
        XCTAssertEqual(driver.pointer, Point(200, 162))
        XCTAssertEqual(driver.pointerAlongAxis, 162)
    }

    func testAStepIsOneFrameAndSettleWaitsForTheMotionToEnd() throws {
        let driver = MotionDriver(subject())
        let log = try XCTUnwrap(driver.component as? GestureLog)
        driver.step()
        XCTAssertEqual(driver.now, 10 + MotionDriver.frameS, accuracy: 1e-12)
        XCTAssertEqual(log.advancedTo.last ?? 0, driver.now, accuracy: 1e-12)
        log.animate(for: 0.25, from: driver.now)
        driver.settle()
        XCTAssertFalse(log.isAnimating(now: driver.now))
        XCTAssertEqual(driver.now, 10 + MotionDriver.frameS + 0.25, accuracy: 2 * MotionDriver.frameS)
    }

    func testATouchpadSwipeMovesTheFingersNotThePointer() throws {
        let driver = MotionDriver(subject())
        let log = try XCTUnwrap(driver.component as? GestureLog)
        let swipe = TouchpadSwipe(driver)
        swipe.move(by: Point(-20, 0))
        swipe.move(by: Point(-30, 0), velocity: Point(-900, 0))
        swipe.lift(velocity: Point(-900, 0))
        let p = Point(200, 150)
        func info(_ x: Double, _ v: Point) -> PanInfo {
            PanInfo(start: p, location: Point(x, 150), velocity: v, button: 1, anchor: p, source: .touchpad)
        }
        XCTAssertEqual(log.gestures, [.press(p, button: 1, modifiers: []), .panBegin(info(180, .zero)),
                                      .panUpdate(info(150, Point(-900, 0))), .panEnd(info(150, Point(-900, 0)))])
        XCTAssertEqual(swipe.travel, Point(-50, 0))
        XCTAssertEqual(driver.pointer, p)
    }
}
