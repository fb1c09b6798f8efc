import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class SettingsListTests: XCTestCase {
    final class Model { var elastic = true; var mode = 1; var ledge = 44.0; var runs = 0 }

    private func list(_ m: Model) -> SettingsList {
        let l = SettingsList(heading: "Deck", sections: [
            SettingsSection("Panning", [
                .toggle("Elasticity", get: { m.elastic }, set: { v, _ in m.elastic = v }),
                .choice("Mode", ["None", "Center"], get: { m.mode }, set: { i, _ in m.mode = i }),
            ]),
            SettingsSection("Sides", [
                .number("Left ledge", range: 0...300, step: 1, format: { "\(Int($0)) px" },
                        get: { m.ledge }, set: { v, _ in m.ledge = v }, isEnabled: { m.elastic }),
                .action("Sizing", label: { "Run \(m.runs)" }, run: { _ in m.runs += 1 }),
            ]),
        ])
        l.layout(size: Size(800, 600), now: 0)
        return l
    }

    func testRowsAreStackedUnderTheirHeadersWithTheirControls() {
        let m = Model()
        let l = list(m)
        XCTAssertEqual(l.rows.map(\.title), ["Elasticity", "Mode", "Left ledge", "Sizing"])
        XCTAssertTrue(l.row(titled: "Elasticity")?.accessory is Switch)
        XCTAssertTrue(l.row(titled: "Mode")?.accessory is SegmentedControl)
        XCTAssertTrue(l.row(titled: "Left ledge")?.accessory is Slider)
        XCTAssertEqual(l.row(titled: "Left ledge")?.detail, "44 px")
        let ys = l.rows.map(\.frame.minY)
        XCTAssertEqual(ys, ys.sorted())
        XCTAssertEqual(SceneProbe.texts(l.scene(now: 0)).prefix(3), ["Deck", "Panning", "Elasticity"])
    }

    func testUsingAControlWritesTheModel() {
        let m = Model()
        let l = list(m)
        let row = l.row(titled: "Elasticity")!
        l.send(GestureScript.click(Point(row.frame.minX + 40, row.frame.midY)))
        XCTAssertFalse(m.elastic)
        let action = l.row(titled: "Sizing")!
        let button = action.accessoryFrame.offsetBy(dx: action.frame.minX, dy: action.frame.minY)
        l.send(GestureScript.click(button.center))
        XCTAssertEqual(m.runs, 1)
        XCTAssertEqual((action.accessory as? Button)?.title, "Run 1")
    }

    func testControlsFollowTheModelWhenItChangesElsewhere() {
        let m = Model()
        let l = list(m)
        m.mode = 0
        m.ledge = 120
        m.elastic = false
        l.advance(to: 1)
        XCTAssertEqual((l.row(titled: "Mode")?.accessory as? SegmentedControl)?.selectedIndex, 0)
        XCTAssertEqual((l.row(titled: "Left ledge")?.accessory as? Slider)?.value, 120)
        XCTAssertEqual(l.row(titled: "Left ledge")?.detail, "120 px")
        XCTAssertEqual(l.row(titled: "Left ledge")?.isEnabled, false, "a setting can depend on another")
    }

    func testSlidersClaimTheirPansAndRowTitlesDoNot() {
        let m = Model()
        let l = list(m)
        let row = l.row(titled: "Left ledge")!
        let knob = row.accessoryFrame.offsetBy(dx: row.frame.minX, dy: row.frame.minY).center
        m.elastic = true
        l.advance(to: 0)
        XCTAssertTrue(l.claimsPan(startingAt: knob, along: .horizontal, now: 0))
        XCTAssertFalse(l.claimsPan(startingAt: Point(row.frame.minX + 20, row.frame.midY), along: .horizontal, now: 0))
    }

    func testSubtitlesWrapOntoTheLinesTheHostMeasuresAndTheRowsGrowForThem() {
        let host = FakeHost()
        host.measuresText = true
        let long = "Pans from the 32 px strips along the edges of the deck"
        let l = SettingsList(sections: [SettingsSection("Panning", [
            .toggle("Screen edge strip", subtitle: long, get: { true }, set: { _, _ in }),
            .toggle("Elasticity", subtitle: "Short", get: { true }, set: { _, _ in }),
        ])])
        l.layout(size: Size(300, 600), now: 0)
        XCTAssertEqual(l.rows.map(\.subtitleMaxLines), [1, 1], "no host: one line each")
        l.layout(size: Size(300, 600), now: 0, environment: host.environment())
        let row = l.row(titled: "Screen edge strip")!
        XCTAssertGreaterThan(row.subtitleMaxLines, 1)
        XCTAssertEqual(row.frame.height, ListRow.height(subtitleLines: row.subtitleMaxLines))
        XCTAssertEqual(l.row(titled: "Elasticity")?.subtitleMaxLines, 1)
    }

    func testRebuildingTheRowsKeepsTheFocusOnTheSameSetting() throws {
        let m = Model()
        let l = list(m)
        let old = try XCTUnwrap(l.row(titled: "Mode")?.accessory)
        l.group.focus(old)
        let sections = l.sections
        l.sections = sections
        let mode = try XCTUnwrap(l.row(titled: "Mode")?.accessory)
        XCTAssertFalse(mode === old, "the rows were built again")
        XCTAssertTrue(mode.isFocused, "the new row's control has the focus")
        XCTAssertFalse(old.isFocused)
        XCTAssertTrue(l.group.focusedControl === mode)
    }
}
