import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class SegmentedControlTests: XCTestCase {
    private func control(_ log: UnsafeMutablePointer<[Int]>) -> SegmentedControl {
        SegmentedControl(["A", "B", "C", "D"], frame: Rect(x: 0, y: 0, width: 400, height: 30)) { i, _ in log.pointee.append(i) }
    }

    func testAClickSelectsTheSegmentUnderThePointer() {
        var log: [Int] = []
        let c = control(&log)
        c.send(GestureScript.click(Point(250, 15)), now: 0)
        XCTAssertEqual(c.selectedIndex, 2)
        XCTAssertEqual(log, [2])
        c.send(GestureScript.click(Point(260, 15)), now: 1)
        XCTAssertEqual(log, [2], "choosing the selected segment again reports nothing")
    }

    func testArrowKeysMoveTheSelectionAndSpaceWraps() {
        var log: [Int] = []
        let c = control(&log)
        c.isFocused = true
        c.handle(GestureScript.key("Right"), now: 0)
        c.handle(GestureScript.key("End"), now: 0)
        c.handle(GestureScript.key("space"), now: 0)
        c.handle(GestureScript.key("Left"), now: 0)
        XCTAssertEqual(log, [1, 3, 0])
        XCTAssertEqual(c.selectedIndex, 0)
    }

    func testTheHighlightSlidesToTheNewSegment() {
        var log: [Int] = []
        let c = control(&log)
        c.select(2, now: 0)
        XCTAssertTrue(c.isAnimating(now: 0.01))
        XCTAssertFalse(c.isAnimating(now: 1))
    }

    func testSegmentFramesSplitTheWidth() {
        var log: [Int] = []
        let c = control(&log)
        XCTAssertEqual(c.segmentFrame(1), Rect(x: 100, y: 0, width: 100, height: 30))
        XCTAssertEqual(c.segment(at: Point(399, 10)), 3)
        XCTAssertNil(c.segment(at: Point(401, 10)))
        XCTAssertEqual(SceneProbe.texts(c.scene(now: 0)), ["A", "B", "C", "D"])
    }

    func testNoSegmentsDrawNothingAndIgnoreKeys() {
        let c = SegmentedControl([], frame: Rect(x: 0, y: 0, width: 100, height: 30))
        c.isFocused = true
        XCTAssertFalse(c.handle(GestureScript.key("Right"), now: 0))
        XCTAssertEqual(SceneProbe.texts(c.scene(now: 0)), [])
    }
}
