import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class ListRowTests: XCTestCase {
    func testAClickOnARowRunsItsAction() {
        var hits = 0
        let row = ListRow("Swiper", subtitle: "three slots", frame: Rect(x: 0, y: 0, width: 300, height: 60)) { _ in hits += 1 }
        row.send(GestureScript.click(Point(100, 30)))
        XCTAssertEqual(hits, 1)
        XCTAssertTrue(row.acceptsFocus)
        XCTAssertEqual(SceneProbe.texts(row.scene(now: 0)), ["Swiper", "three slots"])
    }

    func testGesturesInsideTheAccessoryGoToIt() {
        var values: [Double] = []
        let slider = Slider(value: 0, range: 0...100) { v, _ in values.append(v) }
        var rowHits = 0
        let row = ListRow("Ledge", accessory: slider, frame: Rect(x: 0, y: 0, width: 600, height: 48)) { _ in rowHits += 1 }
        let f = row.accessoryFrame
        XCTAssertEqual(f.maxX, 600 - ControlStyle.standard.paddingPx)
        XCTAssertEqual(f.width, 270)
        XCTAssertTrue(row.handlesDrag(startingAt: Point(f.midX, f.midY)))
        XCTAssertFalse(row.handlesDrag(startingAt: Point(20, 20)))
        row.send(GestureScript.click(Point(f.maxX - 9, f.midY)))
        XCTAssertEqual(values, [100])
        XCTAssertEqual(rowHits, 0)
    }

    func testAClickOnARowWithASwitchTogglesTheSwitch() {
        var log: [Bool] = []
        let s = Switch { on, _ in log.append(on) }
        let row = ListRow("Elasticity", accessory: s, frame: Rect(x: 0, y: 0, width: 400, height: 48))
        row.send(GestureScript.click(Point(50, 24)))
        XCTAssertEqual(log, [true])
        XCTAssertFalse(row.acceptsFocus, "the switch takes the focus, not the row")
        let stops = FocusChain.stops(in: row, now: 0)
        XCTAssertEqual(stops.count, 1)
        XCTAssertTrue(stops.first === s)
    }

    func testTheRowsRevisionFollowsItsAccessory() {
        let s = Switch()
        let row = ListRow("Elasticity", accessory: s, frame: Rect(x: 0, y: 0, width: 400, height: 48))
        let before = row.treeRevision
        s.setOn(true)
        XCTAssertNotEqual(row.treeRevision, before)
    }

    func testDetailAndChevronAreDrawn() {
        let row = ListRow("Open duration", detail: "0.30 s", frame: Rect(x: 0, y: 0, width: 400, height: 48))
        row.showsChevron = true
        XCTAssertEqual(SceneProbe.texts(row.scene(now: 0)), ["0.30 s", "Open duration"])
        let chevron = Icon.forward.paths(in: Rect(x: 0, y: 0, width: 16, height: 16), color: .white)
        XCTAssertEqual(SceneProbe.paths(row.scene(now: 0)).map(\.elements.count), chevron.map(\.elements.count),
                       "the chevron is the forward icon")
    }

    func testANarrowRowStacksItsSegmentedControlUnderItsTextsAcrossTheRow() {
        let pad = ControlStyle.standard.paddingPx
        let segments = SegmentedControl(["Interactive", "Blocked", "Tap closes", "Tap bounces"])
        let row = ListRow("Center", accessory: segments)
        XCTAssertTrue(row.isStacked(width: 436))
        let size = row.preferredSize(for: 436)
        XCTAssertEqual(size.height, ListRow.heightPx + ListRow.stackGapPx + ListRow.segmentsHeightPx + ListRow.stackBottomPx)
        row.frame = Rect(size: size)
        XCTAssertEqual(row.accessoryFrame.minX, pad)
        XCTAssertEqual(row.accessoryFrame.width, 436 - 2 * pad)
        XCTAssertGreaterThanOrEqual(row.accessoryFrame.minY, ListRow.heightPx)
        XCTAssertEqual(segments.frame, row.accessoryFrame)
    }

    func testASliderRowWithAValueStacksItsSliderWhereTheValueLeavesTheTitleTooLittleRoom() {
        // The deck options' "Open duration 0.30 s" in a 360 px drawer: its title was cut to "Open dur…".
        let row = ListRow("Open duration", detail: "0.30 s", accessory: Slider(value: 0.3, range: 0...1))
        XCTAssertTrue(row.isStacked(width: 344))
        row.frame = Rect(size: row.preferredSize(for: 344))
        XCTAssertGreaterThanOrEqual(row.textParts.title.width, ListRow.stackBelowTextWidthPx)
        XCTAssertFalse(row.isStacked(width: 800))
    }

    func testAWideRowKeepsItsSegmentedControlBesideItsTexts() {
        let pad = ControlStyle.standard.paddingPx
        let row = ListRow("Mode", accessory: SegmentedControl(["None", "Center"]))
        XCTAssertFalse(row.isStacked(width: 800))
        XCTAssertEqual(row.preferredSize(for: 800).height, ListRow.heightPx)
        row.frame = Rect(x: 0, y: 0, width: 800, height: ListRow.heightPx)
        XCTAssertEqual(row.accessoryFrame.maxX, 800 - pad)
        XCTAssertFalse(ListRow("Ledge", accessory: Switch { _, _ in }).isStacked(width: 200), "a switch always fits beside")
    }

    func testTheSubtitleTakesTheLinesTheHostMeasuresBesideTheAccessory() {
        let host = FakeHost()
        let subtitle = String(repeating: "x", count: 60)
        let row = ListRow("Screen edge strip", subtitle: subtitle, accessory: Switch { _, _ in })
        XCTAssertEqual(row.subtitleLineCount(width: 300, host: host), 1, "a host that cannot measure: one line")
        host.measuresText = true
        let perLine = (row.textWidth(rowWidth: 300) / FakeHost.charWidthPx).rounded(.down)
        XCTAssertEqual(row.subtitleLineCount(width: 300, host: host), Int((60 / perLine).rounded(.up)))
        XCTAssertGreaterThan(row.subtitleLineCount(width: 300, host: host), 1)
        XCTAssertEqual(row.subtitleLineCount(width: 2000, host: host), 1)
    }
}
