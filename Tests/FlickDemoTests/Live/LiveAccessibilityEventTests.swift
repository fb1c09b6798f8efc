import FlickTestSupport
@testable import FlickDemo
import Foundation
import XCTest

/// What a screen reader hears from the real `flick` on a private Xvfb and private session and
/// accessibility buses: the AT-SPI events of each action, counted by the pyatspi probe between
/// two fences (`mark`, `count`), and the trace of an assistive action. Each action must send
/// something a reader speaks (a focus event or an announcement) and leave one node focused.
final class LiveAccessibilityEventTests: XCTestCase {
    private var live: AccessibleLiveFlick!
    private var app: LiveFlick { live.app }

    /// Starts `flick` (with `arguments`) on its own display and bus, waits for its first rest.
    private func start(_ arguments: [String]) throws {
        live = try AccessibleLiveFlick(arguments)
    }

    override func tearDown() {
        live?.stop()
    }

    private func probe(_ steps: [String]) throws -> [[String: Any]] {
        try live.probe(steps)
    }

    /// The events the probe counted under `label` in `lines`.
    private func counted(_ label: String, in lines: [[String: Any]]) throws -> [String] {
        try XCTUnwrap(lines.first { $0["count"] as? String == label }?["events"] as? [String], "no count \(label) in \(lines)")
    }

    /// The nodes the probe found focused after the step list's last `focused`.
    private func focused(in lines: [[String: Any]]) -> [String] {
        lines.last { $0["focused"] != nil }?["focused"] as? [String] ?? []
    }

    /// Whether `events` hold something a reader speaks of its own accord.
    private func isHeard(_ events: [String]) -> Bool {
        events.contains("focus:") || events.contains("object:announcement")
    }

    func testTabSendsOneFocusEventAndLeavesOneFocusedNode() throws {
        try start(["--demo", "carousel"])
        let lines = try probe(["mark", "xdotool|key|Tab", "event|focus:|*|*", "count|tab", "focused",
                               "mark", "xdotool|key|Tab", "event|focus:|*|*", "count|tab2", "focused"])
        for label in ["tab", "tab2"] {
            let events = try counted(label, in: lines)
            print("events for \(label): \(events.count) \(events)")
            XCTAssertEqual(events.filter { $0 == "focus:" }.count, 1, "\(events)")
            XCTAssertEqual(events.filter { $0 == "object:state-changed:focused:1" }.count, 1, "\(events)")
            XCTAssertLessThanOrEqual(events.filter { $0 == "object:state-changed:focused:0" }.count, 1, "\(events)")
            XCTAssertLessThan(events.firstIndex(of: "object:state-changed:focused:0") ?? -1,
                              events.firstIndex(of: "object:state-changed:focused:1") ?? -1,
                              "the focus leaves the old node before it reaches the new one: \(events)")
        }
        XCTAssertEqual(focused(in: lines).count, 1, "\(focused(in: lines))")
    }

    func testAPageTurnedWhileAToolbarButtonHasTheFocusIsAnnounced() throws {
        try start(["--demo", "carousel"])
        // Tab shows all pages with the focus on them, and says so (the focus went up from the
        // page to its list, which a reader presents by that same page); the next Tab goes to the
        // toolbar's first button.
        let lines = try probe(["xdotool|key|Tab", "event|focus:|page tab list|Pages",
                               "event|object:announcement|page tab list|Pages", "xdotool|key|Tab",
                               "event|focus:|toggle button|Settings", "focused",
                               "mark", "xdotool|key|Right", "event|object:announcement|page tab list|Pages", "count|page",
                               "focused"])
        let events = try counted("page", in: lines)
        print("events for a page change: \(events.count) \(events)")
        XCTAssertTrue(isHeard(events), "\(events)")
        XCTAssertFalse(events.contains("focus:"), "the focus stays on the button: \(events)")
        XCTAssertEqual(focused(in: lines).count, 1, "\(focused(in: lines))")
    }

    func testAReaderThatTakesNoAnnouncementsHearsANotificationShownInstead() throws {
        try start(["--demo", "carousel"])
        // As Orca 43 (Debian 12's) listens: no object:announcement, but showing changes.
        let steps = ["xdotool|key|Tab", "event|focus:|page tab list|Pages",
                     "event|object:state-changed:showing|notification|All pages: Aurora season opens early, 1 of 6",
                     "xdotool|key|Tab",
                     "event|focus:|toggle button|Settings",
                     "mark", "xdotool|key|Right",
                     // The notification shows named with what the announcement says.
                     "event|object:state-changed:showing|notification|All pages: Slow-roasted tomatoes, 2 of 6", "count|page",
                     "focused"]
        let lines = try live.probe(steps, ignoring: ["object:announcement"])
        let events = try counted("page", in: lines)
        XCTAssertTrue(events.contains("object:state-changed:showing:1"), "\(events)")
        XCTAssertFalse(events.contains("focus:"), "the focus stays on the button: \(events)")
        XCTAssertEqual(focused(in: lines).count, 1, "\(focused(in: lines))")
        // A reader that takes announcements gets them, and no notification.
        let heard = try live.probe(["mark", "xdotool|key|Right", "event|object:announcement|page tab list|Pages",
                                    "find|notification|*"])
        let kept = try XCTUnwrap(heard.first { $0["role"] as? String == "notification" }, "\(heard)")
        XCTAssertEqual(kept["name"] as? String, "All pages: Slow-roasted tomatoes, 2 of 6", "no notification for this page")
    }

    func testAPageAddedAndAPageClosedAreHeard() throws {
        try start(["--demo", "carousel"])
        let mark = app.count
        let lines = try probe(["mark", "xdotool|key|ctrl+t", "event|object:children-changed:add|page tab list|Pages",
                               "count|added", "focused"])
        try app.waitState("carousel.count", "7", after: mark)
        let added = try counted("added", in: lines)
        print("events for a page added: \(added.count) \(added)")
        XCTAssertTrue(isHeard(added), "\(added)")
        XCTAssertEqual(focused(in: lines).count, 1, "\(focused(in: lines))")

        let closing = app.count
        let closed = try probe(["mark", "xdotool|key|ctrl+w", "event|object:children-changed:remove|page tab list|Pages",
                                "count|closed", "focused"])
        try app.waitState("carousel.count", "6", after: closing)
        let events = try counted("closed", in: closed)
        print("events for a page closed: \(events.count) \(events)")
        XCTAssertTrue(isHeard(events), "\(events)")
        XCTAssertEqual(focused(in: closed).count, 1, "\(focused(in: closed))")
    }

    func testAnAssistiveActionIsTracedWithASequenceAndEndsInASettledWithIt() throws {
        try start(["--demo", "carousel"])
        let mark = app.count
        _ = try probe(["act|push button|New Page|click"])
        let i = try app.waitFor(from: mark, "the action's gesture line") {
            $0["type"] as? String == "gesture" && $0["kind"] as? String == "action"
        }
        let line = app.line(i)
        XCTAssertEqual(line["action"] as? String, "click")
        XCTAssertEqual(line["role"] as? String, "push button")
        XCTAssertEqual(line["name"] as? String, "New Page")
        let seq = try XCTUnwrap(line["seq"] as? Int)
        try app.waitFor(from: i, "a settled with the action's seq") {
            $0["type"] as? String == "settled" && $0["seq"] as? Int == seq
        }
        try app.waitState("carousel.count", "7", after: mark)
    }

    func testASettingsSwitchToggledThroughItsActionEndsInASettled() throws {
        try start([])
        let mark = app.count
        _ = try probe(["act|push button|Settings|click", "event|object:state-changed:expanded|panel|Settings",
                       "act|toggle button|Slow animations|click", "state|toggle button|Slow animations|checked|yes"])
        let i = try app.waitFor(from: mark, "the switch's action") {
            $0["kind"] as? String == "action" && $0["name"] as? String == "Slow animations"
        }
        let seq = try XCTUnwrap(app.line(i)["seq"] as? Int)
        try app.waitFor(from: i, "a settled with the switch's seq") {
            $0["type"] as? String == "settled" && $0["seq"] as? Int == seq
        }
    }

    func testTheDecksMenuTakesTheFocusAndGivesItBackWithOneFocusedNodeThroughout() throws {
        try start(["--demo", "deck"])
        let lines = try probe(["xdotool|key|Tab", "event|focus:|entry|Search", "focused",
                               "xdotool|key|F7", "event|focus:|menu item|Home", "focused",
                               "xdotool|key|Tab", "event|focus:|menu item|Photos", "focused",
                               "xdotool|key|F7", "event|focus:|entry|Search", "focused"])
        let seen = lines.compactMap { $0["focused"] as? [String] }
        XCTAssertEqual(seen, [["entry Search"], ["menu item Home"], ["menu item Photos"], ["entry Search"]])
    }

    func testTogglingASettingKeepsTheFocusOnItInTheDrawer() throws {
        try start([])
        let lines = try probe(["act|push button|Settings|click", "event|focus:|toggle button|Momentum",
                               "xdotool|key|space", "state|toggle button|Momentum|checked|no", "focused"])
        XCTAssertEqual(focused(in: lines), ["toggle button Momentum"], "not the page behind the drawer")
    }

    func testAMuseumDetailTakesTheFocusTabReachesBackAndFavoriteAndTheFavoriteIsAnnounced() throws {
        try start(["--demo", "museum"])
        let lines = try probe(["xdotool|key|Tab", "event|focus:|image|Arts of Africa",
                               "xdotool|key|Return", "event|focus:|push button|Back", "focused",
                               "xdotool|key|Tab", "event|focus:|push button|Favorite",
                               "mark", "xdotool|key|f", "event|object:announcement|panel|Arts of Africa", "count|favorite",
                               "xdotool|key|Escape", "event|focus:|image|Arts of Africa", "focused"])
        XCTAssertEqual(lines.compactMap { $0["focused"] as? [String] }, [["push button Back"], ["image Arts of Africa"]],
                       "the detail took the focus from the grid and gave it back to the picture it showed")
        let events = try counted("favorite", in: lines)
        print("events for a favourite toggled: \(events.count) \(events)")
        XCTAssertFalse(events.contains("focus:"), "\(events)")
    }
}
