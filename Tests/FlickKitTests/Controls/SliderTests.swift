import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class SliderTests: XCTestCase {
    private func slider(_ log: UnsafeMutablePointer<[Double]>) -> Slider {
        Slider(value: 50, range: 0...100, step: 1, frame: Rect(x: 0, y: 0, width: 218, height: 28)) { v, _ in log.pointee.append(v) }
    }

    func testAPressJumpsToThePointerAndADragFollowsIt() {
        var log: [Double] = []
        let s = slider(&log)
        // The knob centre travels from 9 to 209 px: 2 px per unit.
        s.handle(.press(Point(29, 14), button: 1, modifiers: []), now: 0)
        XCTAssertEqual(s.value, 10)
        XCTAssertTrue(s.handlesDrag(startingAt: Point(29, 14)))
        s.handle(.panBegin(PanInfo(start: Point(29, 14), location: Point(49, 14))), now: 0)
        s.handle(.panEnd(PanInfo(start: Point(29, 14), location: Point(109, 14))), now: 0)
        XCTAssertEqual(s.value, 50)
        XCTAssertEqual(log, [10, 20, 50])
    }

    func testKeysStepAndStopAtTheEnds() {
        var log: [Double] = []
        let s = slider(&log)
        s.isFocused = true
        s.handle(GestureScript.key("Right"), now: 0)
        XCTAssertEqual(s.value, 51)
        s.handle(GestureScript.key("Prior"), now: 0)
        XCTAssertEqual(s.value, 61)
        s.handle(GestureScript.key("End"), now: 0)
        s.handle(GestureScript.key("Right"), now: 0)
        XCTAssertEqual(s.value, 100)
        s.handle(GestureScript.key("Home"), now: 0)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log, [51, 61, 100, 0])
    }

    func testValuesAreClampedAndRoundedToTheStep() {
        var log: [Double] = []
        let s = slider(&log)
        s.value = 12.7
        XCTAssertEqual(s.value, 13)
        s.value = -5
        XCTAssertEqual(s.value, 0)
        s.value = .nan
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log, [], "values set in code are not reported")
    }

    func testTheVerticalWheelIsLeftToTheParent() {
        var log: [Double] = []
        let s = slider(&log)
        XCTAssertFalse(s.handle(.scroll(Point(50, 14), delta: Point(0, 1), modifiers: []), now: 0))
        XCTAssertTrue(s.handle(.scroll(Point(50, 14), delta: Point(1, 0), modifiers: []), now: 0))
        XCTAssertEqual(s.value, 51)
    }

    func testAnEmptyRangeStaysPut() {
        let s = Slider(value: 3, range: 2...2, frame: Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(s.value, 2)
        XCTAssertEqual(s.fraction, 0)
        XCTAssertTrue(SceneProbe.numbers(s.scene(now: 0)).allSatisfy(\.isFinite))
    }
}
