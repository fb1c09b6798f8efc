import FlickCore
@testable import FlickKit
import XCTest

/// Every control describes itself: role, name, states, value and the actions a click or a key
/// would do; containers place their children's nodes.
final class ControlSemanticsTests: XCTestCase {
    func testAButtonIsNamedDescribedAndActivates() throws {
        var clicks = 0
        let b = Button("New Page", frame: Rect(x: 10, y: 10, width: 80, height: 30)) { _ in clicks += 1 }
        b.tooltip = "New page (ctrl+t)"
        let n = try XCTUnwrap(b.semantics(now: 0).first)
        XCTAssertEqual(n.role, .button)
        XCTAssertEqual(n.name, "New Page")
        XCTAssertEqual(n.description, "New page (ctrl+t)")
        XCTAssertEqual(n.frame, Rect(x: 0, y: 0, width: 80, height: 30), "in the button's own coordinates")
        XCTAssertTrue(n.states.contains(.focusable))
        XCTAssertTrue(n.perform(.activate, now: 1))
        XCTAssertEqual(clicks, 1)
        b.isEnabled = false
        let off = try XCTUnwrap(b.semantics(now: 0).first)
        XCTAssertTrue(off.states.contains(.disabled))
        XCTAssertFalse(off.perform(.activate, now: 2))
        XCTAssertEqual(clicks, 1)
    }

    func testASwitchReportsCheckedAndTogglesThroughItsAction() throws {
        let s = Switch(isOn: false, name: "Reduce motion", frame: Rect(x: 0, y: 0, width: 44, height: 24))
        var n = try XCTUnwrap(s.semantics(now: 0).first)
        XCTAssertEqual(n.role, .toggle)
        XCTAssertTrue(n.states.contains(.checkable))
        XCTAssertFalse(n.states.contains(.checked))
        XCTAssertTrue(n.perform(.activate, now: 0))
        n = try XCTUnwrap(s.semantics(now: 0).first)
        XCTAssertTrue(s.isOn)
        XCTAssertTrue(n.states.contains(.checked))
    }

    func testASliderHasAValueAndSteps() throws {
        let s = Slider(value: 5, range: 0...10, step: 1, name: "Pages", frame: Rect(x: 0, y: 0, width: 100, height: 20))
        let n = try XCTUnwrap(s.semantics(now: 0).first)
        XCTAssertEqual(n.role, .slider)
        XCTAssertEqual(n.value, "5")
        XCTAssertTrue(n.perform(.increment, now: 0))
        XCTAssertEqual(s.value, 6)
        XCTAssertTrue(n.perform(.decrement, now: 0))
        XCTAssertTrue(n.perform(.decrement, now: 0))
        XCTAssertEqual(s.value, 4)
        XCTAssertFalse(n.perform(.activate, now: 0))
    }

    func testSegmentsAreTabsAndTheSelectedOneIsSelected() throws {
        let c = SegmentedControl(["Left", "Right", "Both"], selectedIndex: 1, name: "Sides",
                                 frame: Rect(x: 0, y: 0, width: 300, height: 30))
        let n = try XCTUnwrap(c.semantics(now: 0).first)
        XCTAssertEqual(n.role, .tabList)
        XCTAssertEqual(n.children.map(\.name), ["Left", "Right", "Both"])
        XCTAssertEqual(n.children.map { $0.states.contains(.selected) }, [false, true, false])
        XCTAssertTrue(n.children[2].perform(.activate, now: 0))
        XCTAssertEqual(c.selectedIndex, 2)
    }

    func testAListRowCarriesItsAccessoryAsAChildInRowCoordinates() throws {
        let row = ListRow("Reduce motion", subtitle: "Cross-fade instead of sliding", accessory: Switch(name: "Reduce motion"),
                          frame: Rect(x: 0, y: 100, width: 400, height: 60))
        let n = try XCTUnwrap(row.semantics(now: 0).first)
        XCTAssertEqual(n.role, .listItem)
        XCTAssertEqual(n.description, "Cross-fade instead of sliding")
        let child = try XCTUnwrap(n.children.first)
        XCTAssertEqual(child.role, .toggle)
        XCTAssertEqual(child.frame, row.accessoryFrame)
        XCTAssertTrue(n.perform(.activate, now: 0), "a row without an action toggles its switch")
        XCTAssertTrue((row.accessory as? Switch)?.isOn ?? false)
    }

    func testAListRowsSubtitleAndDetailAreTextWhereTheyAreDrawn() throws {
        let row = ListRow("Left ledge", subtitle: "How much of the page stays in view", detail: "44 px",
                          frame: Rect(x: 0, y: 0, width: 400, height: 60))
        let n = try XCTUnwrap(row.semantics(now: 0).first)
        XCTAssertEqual(n.children.map(\.summary), ["text \"How much of the page stays in view\"", "text \"44 px\""])
        let parts = row.textParts
        XCTAssertEqual(n.children.map(\.frame), [parts.subtitle, parts.detail].compactMap { $0 })
        XCTAssertLessThan(n.children[0].frame.maxX, n.children[1].frame.minX, "the detail at the trailing end")
        XCTAssertGreaterThan(n.children[0].frame.minY, parts.title.minY, "the subtitle under the title")
        XCTAssertEqual(try XCTUnwrap(ListRow("Plain", frame: Rect(x: 0, y: 0, width: 400, height: 44)).semantics(now: 0).first).children.count,
                       0, "no subtitle, no detail: no text children")
    }

    func testALabelIsTextWithoutActions() throws {
        let n = try XCTUnwrap(Label("Behaviour", emphasis: .header).semantics(now: 0).first)
        XCTAssertEqual(n.role, .heading)
        XCTAssertEqual(n.name, "Behaviour")
        XCTAssertTrue(n.actions.isEmpty)
    }

    func testANavigationBarIsAToolbarWithItsTitleAndButtons() throws {
        let back = Button("‹ Back")
        back.name = "Back"
        let bar = NavigationBar(title: "Photos", leading: [back], frame: Rect(x: 0, y: 0, width: 400, height: 48))
        let n = try XCTUnwrap(bar.semantics(now: 0).first)
        XCTAssertEqual(n.role, .toolbar)
        XCTAssertEqual(n.children.map(\.role), [.heading, .button])
        XCTAssertEqual(n.locate("Back")?.frame, back.frame)
    }

    func testAControlGroupPlacesItsControlsNodesInItsCoordinates() throws {
        let a = Button("A", frame: Rect(x: 10, y: 20, width: 50, height: 30))
        let b = Button("B", frame: Rect(x: 10, y: 60, width: 50, height: 30))
        let group = ControlGroup(controls: [a, b])
        group.layout(size: Size(200, 200), now: 0)
        let nodes = group.semantics(now: 0)
        XCTAssertEqual(nodes.map(\.name), ["A", "B"], "reading order")
        XCTAssertEqual(nodes.first?.frame.origin, Point(10, 20))
    }
}
