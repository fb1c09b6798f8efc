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

    func testInANarrowControlEachSegmentGetsItsTitlesWidthWhereEqualSharesWouldCutThem() {
        // The deck options' "Center" choice across a 360 px drawer's row.
        let host = FakeHost()
        host.measuresText = true
        let titles = ["Interactive", "Blocked", "Tap closes", "Tap bounces"]
        let c = SegmentedControl(titles)
        c.layout(size: Size(328, 30), now: 0, environment: host.environment())
        XCTAssertLessThan(328 / 4, Double("Interactive".count) * FakeHost.charWidthPx + 2 * SegmentedControl.titlePaddingPx,
                          "an equal share would cut \"Interactive\"")
        var x = 0.0
        for (i, title) in titles.enumerated() {
            let f = c.segmentFrame(i)
            XCTAssertEqual(f.minX, x, accuracy: 1e-9, "side by side")
            XCTAssertGreaterThanOrEqual(f.width, Double(title.count) * FakeHost.charWidthPx + 2 * SegmentedControl.titlePaddingPx,
                                        "\(title) keeps its word")
            XCTAssertEqual(c.segment(at: Point(f.midX, 15)), i)
            x = f.maxX
        }
        XCTAssertEqual(x, 328, accuracy: 1e-9)
        c.selectedIndex = 2
        let highlight = SceneProbe.drawn(c.scene(now: 0)).compactMap { d -> Rect? in
            guard case .rect(let r, .solid(let color), _) = d.node, color == c.style.accent else { return nil }
            return r
        }
        XCTAssertEqual(highlight, [c.segmentFrame(2).insetBy(SegmentedControl.insetPx)], "the highlight covers its segment")
    }

    func testNarrowerStillTheSegmentsWrapIntoTwoRowsThatARowMakesRoomFor() {
        // The same choice in the shell's settings drawer at 360 px: 284 px for 307 px of titles.
        let host = FakeHost()
        host.measuresText = true
        let titles = ["Interactive", "Blocked", "Tap closes", "Tap bounces"]
        let c = SegmentedControl(titles)
        c.layout(size: Size(260, 60), now: 0, environment: host.environment())
        XCTAssertEqual(c.rowCount(forWidth: 260), 2)
        XCTAssertEqual(c.rowCount(forWidth: 400), 1)
        XCTAssertEqual(c.rowCount(forWidth: 80), 4, "one a row where two do not fit either")
        XCTAssertEqual((0..<4).map { c.segmentFrame($0).minY }, [0, 0, 30, 30])
        for (i, title) in titles.enumerated() {
            XCTAssertGreaterThanOrEqual(c.segmentFrame(i).width, Double(title.count) * FakeHost.charWidthPx, title)
            XCTAssertEqual(c.segment(at: c.segmentFrame(i).center), i)
        }
        let row = ListRow("Center", accessory: c)
        row.frame = Rect(size: row.preferredSize(for: 260 + 2 * row.style.paddingPx))
        XCTAssertTrue(row.isStacked(width: row.size.width))
        XCTAssertEqual(row.accessoryFrame.height, 2 * ListRow.segmentsHeightPx, "the row makes room for both rows")
    }

    func testWithRoomEverySegmentHasAnEqualShare() {
        let host = FakeHost()
        host.measuresText = true
        let c = SegmentedControl(["Follow system", "Light", "Dark"])
        c.layout(size: Size(330, 30), now: 0, environment: host.environment())
        XCTAssertEqual((0..<3).map { c.segmentFrame($0).width }, [110, 110, 110])
    }

    func testNoSegmentsDrawNothingAndIgnoreKeys() {
        let c = SegmentedControl([], frame: Rect(x: 0, y: 0, width: 100, height: 30))
        c.isFocused = true
        XCTAssertFalse(c.handle(GestureScript.key("Right"), now: 0))
        XCTAssertEqual(SceneProbe.texts(c.scene(now: 0)), [])
    }
}
