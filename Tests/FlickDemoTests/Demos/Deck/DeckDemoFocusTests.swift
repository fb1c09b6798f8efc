@testable import FlickDemo
import FlickCore
import FlickKit
import XCTest

/// In the deck demo, opening an entry or a photo by key takes the focus onto its page (its Back
/// button), so a screen reader says where the user went; Escape brings it back to the entry.
final class DeckDemoFocusTests: XCTestCase {
    private func focused(_ app: AppController, at t: Double) -> [String] {
        app.host.semanticsTree(now: t).allNodes.filter { $0.states.contains(.focused) }.map { "\($0.role) \($0.name)" }
    }

    func testReturnOnAPhotoFocusesItsPageAndEscapeGivesTheFocusBack() {
        let app = AppController(demo: .deck, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        for key in ["F7", "Down", "Return", "Tab"] {
            app.pressKey(key, at: t)
            t = app.settled(from: t)
        }
        XCTAssertEqual(focused(app, at: t), ["picture Fjord"])
        app.pressKey("Return", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["button Back"], "the photo's page has the focus, on Back")
        app.pressKey("Escape", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["picture Fjord"], "back on the photo it opened")
    }

    func testReturnOnAnEntryFocusesItsPage() throws {
        let app = AppController(demo: .deck, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        for key in ["Tab", "Tab"] {
            app.pressKey(key, at: t)
            t = app.settled(from: t)
        }
        let entry = try XCTUnwrap(focused(app, at: t).first)
        XCTAssertTrue(entry.hasPrefix("listItem "), entry)
        app.pressKey("Return", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t).count, 1)
        XCTAssertNotEqual(focused(app, at: t), [entry], "the entry's page has the focus")
        app.pressKey("Escape", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), [entry])
    }
}
