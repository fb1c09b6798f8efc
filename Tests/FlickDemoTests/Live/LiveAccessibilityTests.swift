import FlickTestSupport
@testable import FlickDemo
import Foundation
import XCTest

/// The real `flick` on a private Xvfb and a private session bus, read and driven through AT-SPI
/// by the pyatspi probe (`Tests/AtspiProbe/atspi-probe.py`) as Orca or dogtail would: the tree,
/// actions, states and events. Waits on trace lines and on the probe's output, never on time.
final class LiveAccessibilityTests: XCTestCase {
    private var live: AccessibleLiveFlick!
    private var app: LiveFlick { live.app }

    /// Starts `flick` (with `arguments`) on its own display and bus, waits for its first rest.
    private func start(_ arguments: [String], environment: [String: String] = [:]) throws {
        live = try AccessibleLiveFlick(arguments, environment: environment)
    }

    override func tearDown() {
        live?.stop()
    }

    private func probe(_ steps: [String]) throws -> [[String: Any]] {
        try live.probe(steps)
    }

    func testTheCarouselsToolbarButtonsAreOnTheBusByRoleAndNameInTheFrameNamedAfterTheWindow() throws {
        try start(["--demo", "carousel"])
        let lines = try probe(["tree"])
        XCTAssertEqual(lines.first?["toolkit"] as? String, "Flick")
        let tree = lines.filter { $0["depth"] != nil }
        func node(_ role: String, _ name: String) -> [String: Any]? {
            tree.first { $0["role"] as? String == role && $0["name"] as? String == name }
        }
        XCTAssertEqual(tree.first?["role"] as? String, "application")
        XCTAssertEqual(tree.first?["name"] as? String, "flick")
        XCTAssertNotNil(node("frame", "Flick — Carousel"), "\(tree)")
        for (role, name) in [("toggle button", "Settings"), ("push button", "New Page"), ("toggle button", "Pages")] {
            let button = try XCTUnwrap(node(role, name), "no \(role) \(name) in \(tree)")
            XCTAssertEqual(button["actions"] as? [String], ["click"])
            XCTAssertEqual(button["depth"] as? Int, 3, "the button sits in the frame's tool bar")
        }
        XCTAssertNotNil(node("tool bar", "Carousel toolbar"), "the toolbar is named")
        // Extents in window pixels: the toolbar's last 84 px cells along the bottom of a 1024x700 window.
        XCTAssertEqual(node("push button", "New Page")?["extents"] as? [Int], [856, 652, 84, 48])
        XCTAssertEqual(node("push button", "New Page")?["description"] as? String, "New page (ctrl+t)")
        XCTAssertEqual(tree.filter { $0["role"] as? String == "page tab" }.count, 6, "one page tab per page")
    }

    func testStaticTextReadsThroughTheTextInterfaceAndControlsSayWhatTheyControl() throws {
        try start(["--demo", "carousel"])
        let tree = try probe(["tree"]).filter { $0["depth"] != nil }
        func node(_ role: String, _ name: String) -> [String: Any]? {
            tree.first { $0["role"] as? String == role && $0["name"] as? String == name }
        }
        let words = "Aurora season opens early over the northern fjords"
        let headline = try XCTUnwrap(node("heading", words), "the page's headline in \(tree)")
        XCTAssertEqual(headline["text"] as? String, words, "a heading reads through Text")
        let texts = tree.filter { $0["role"] as? String == "label" && $0["text"] != nil }
        XCTAssertGreaterThan(texts.count, 5, "the page's paragraphs are labels with Text")
        XCTAssertTrue(texts.allSatisfy { $0["text"] as? String == $0["name"] as? String }, "a label's text is its words")
        let grid = try XCTUnwrap(node("toggle button", "Grid"))
        XCTAssertEqual(grid["relations"] as? [String: [String]], ["controller-for": ["page tab list|Pages"]])
        let pages = try XCTUnwrap(node("page tab list", "Pages"))
        XCTAssertEqual((pages["relations"] as? [String: [String]])?["controlled-by"],
                       ["toggle button|Grid", "toggle button|Pages"], "the inverse, on the pages")
        let picture = try XCTUnwrap(tree.first { $0["role"] as? String == "image" && ($0["relations"] as? [String: [String]])?["labelled-by"] != nil })
        XCTAssertEqual((picture["relations"] as? [String: [String]])?["labelled-by"],
                       ["label|Green curtains over the bay, shortly after midnight."], "a picture is labelled by its caption")
    }

    func testExtentsAreDevicePixelsAtAnyUIScale() throws {
        try start(["--demo", "carousel", "--scale", "2", "--size", "1024x700"])
        let button = try XCTUnwrap(probe(["find|push button|New Page"]).last)
        // The headless run's elements at the same scale give the frame in window (device) pixels.
        let dir = PackagePaths.freshOutput("live/accessibility-scale-2")
        try "elements e\n".write(toFile: dir + "/s.scenario", atomically: true, encoding: .utf8)
        let r = try ProcessResult.flick(["record", "--script", dir + "/s.scenario", "--demo", "carousel", "--scale", "2",
                                         "--size", "1024x700", "--out", dir])
        XCTAssertEqual(r.status, 0, r.stderr)
        let tree = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/e.json"))) as? [String: Any])
        func find(_ n: [String: Any]) -> [String: Any]? {
            if n["name"] as? String == "New Page" { return n }
            return (n["children"] as? [[String: Any]] ?? []).lazy.compactMap(find).first
        }
        let frame = try XCTUnwrap(find(tree)?["frame"] as? [String: Int])
        XCTAssertEqual(button["extents"] as? [Int], [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!])
        XCTAssertEqual(frame["width"], 2 * 84, "the toolbar's 84 px cell, twice as large")
    }

    func testTheNewPageButtonsActionAddsAPage() throws {
        try start(["--demo", "carousel"])
        let mark = app.count
        let lines = try probe(["act|push button|New Page|click", "event|object:children-changed:add|page tab list|Pages"])
        XCTAssertEqual(lines.first { $0["act"] != nil }?["done"] as? Bool, true)
        try app.waitState("carousel.count", "7", after: mark)
    }

    func testASwitchInTheSettingsDrawerReportsItsCheckedStateAndTogglesThroughItsAction() throws {
        try start([])
        let lines = try probe([
            "find|toggle button|Slow animations",
            "act|push button|Settings|click",
            "event|object:state-changed:expanded|panel|Settings",
            "act|toggle button|Slow animations|click",
            "event|object:state-changed:checked|toggle button|Slow animations",
            "state|toggle button|Slow animations|checked|yes",
            "act|toggle button|Slow animations|click",
            "state|toggle button|Slow animations|checked|no",
        ])
        let before = try XCTUnwrap(lines.first { $0["role"] as? String == "toggle button" })
        XCTAssertFalse((before["states"] as? [String] ?? []).contains("checked"), "\(before)")
        XCTAssertTrue((before["states"] as? [String] ?? []).contains("checkable"), "\(before)")
    }

    func testASlidersValueIsReadAndSetThroughTheValueInterface() throws {
        try start(["--demo", "deck"])
        let lines = try probe([
            "find|slider|Left ledge",
            "value|slider|Left ledge|100",
            "event|object:property-change:accessible-value|slider|Left ledge",
            "valueis|slider|Left ledge|100",
            "act|slider|Left ledge|increment",
            "valueis|slider|Left ledge|101",
        ])
        let slider = try XCTUnwrap(lines.first { $0["role"] as? String == "slider" })
        XCTAssertEqual(slider["value"] as? [Double], [44, 0, 400], "the value, its minimum and its maximum")
        XCTAssertEqual(slider["actions"] as? [String], ["increment", "decrement"])
    }

    func testFocusMovesAreAnnouncedAsEvents() throws {
        try start([])
        let lines = try probe([
            "act|push button|Settings|click",
            "event|object:state-changed:expanded|panel|Settings",
            "xdotool|key|Tab",
            "event|object:state-changed:focused|toggle button|Momentum",
            "xdotool|key|Tab",
            "event|object:state-changed:focused|toggle button|Page control",
            "state|toggle button|Momentum|focused|no",
        ])
        XCTAssertEqual(lines.compactMap { $0["event"] as? String }.filter { $0.hasSuffix(":focused") }.count, 2)
    }

    func testChoosingADemoRenamesTheFrameWithANameChangeEvent() throws {
        try start([])
        let mark = app.count
        let lines = try probe([
            "act|list item|Carousel|click",
            "event|object:property-change:accessible-name|frame|Flick — Carousel",
            "find|push button|New Page",
        ])
        XCTAssertEqual(lines.last?["role"] as? String, "push button", "the carousel's toolbar is in the tree now")
        try app.waitState("demo", "carousel", after: mark)
    }

    func testASwipeMovesTheFocusToTheNewPageSoAReaderSpeaksIt() throws {
        try start(["--demo", "swiper"])
        let lines = try probe([
            "state|page tab|Aurora|focused|yes",
            "xdotool|key|Right",
            "event|object:state-changed:focused|page tab|Birch",
            "xdotool|key|Right",
            "event|object:state-changed:focused|page tab|Cobalt",
            "state|page tab|Birch|focused|no",
        ])
        XCTAssertEqual(lines.compactMap { $0["name"] as? String }, ["Birch", "Cobalt"])
    }

    func testASwipersPageSaysItsPlaceAmongAllPagesNotAmongTheLoadedOnes() throws {
        try start(["--demo", "swiper"])
        let lines = try probe(["find|page tab|Aurora", "xdotool|key|Right",
                               "event|object:state-changed:focused|page tab|Birch", "find|page tab|Birch"])
        let found = lines.filter { $0["role"] as? String == "page tab" && $0["attributes"] != nil }
        XCTAssertEqual(found.map { $0["attributes"] as? [String: String] },
                       [["posinset": "1", "setsize": "7"], ["posinset": "2", "setsize": "7"]],
                       "a reader says \"Aurora, page tab, 1 of 7\", though the swiper holds three pages")
    }

    func testNoAtBridgeOneKeepsTheAppOffTheBus() throws {
        try start(["--demo", "carousel"], environment: ["NO_AT_BRIDGE": "1"])
        // The bridge registers before the first frame, so by `ready` an app that has one is listed.
        let apps = try live.probe([], app: "--apps")
        XCTAssertEqual(apps.first?["applications"] as? [String], [], "\(apps)")
    }

    func testNothingWakesTheAccessibleAppWhileIdle() throws {
        try start(["--demo", "carousel"])
        Thread.sleep(forTimeInterval: 0.3)  // the last frame's completion lands (a measurement, not a wait)
        let before = try ContextSwitches.count(of: app.process.processIdentifier)
        Thread.sleep(forTimeInterval: 1.0)
        let after = try ContextSwitches.count(of: app.process.processIdentifier)
        XCTAssertEqual(after, before, "the idle app with an accessibility bus woke up \(after - before) times in 1 s")
    }
}
