@testable import FlickDemo
import FlickCore
@testable import FlickKit
import XCTest

/// The shell's modal surfaces take the keyboard focus and give it back where it was (issue 31,
/// item 2): while the primary menu, About or the shortcuts overlay is open it holds the one
/// focused node of the window's tree, and when it closes the node that had the focus has it again.
final class ModalFocusTests: XCTestCase {
    /// The names of the focused nodes in the window's tree (one, or none).
    private func focused(_ app: AppController, at t: Double) -> [String] {
        app.host.semanticsTree(now: t).allNodes.filter { $0.states.contains(.focused) }.map(\.name)
    }

    /// The shell at 1280x800 with the focus on the swiper's row of the docked demo list.
    private func shellWithAFocusedRow() -> (AppController, Double) {
        let app = AppController(demo: .shell, size: Size(1280, 800), now: 0)
        var t = app.settled(from: 0)
        // F9 hides the docked list; F9 again shows it with the focus on the shown demo's row.
        app.pressKey("F9", at: t)
        t = app.settled(from: t)
        app.pressKey("F9", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["Swiper"])
        return (app, t)
    }

    func testTheShortcutsOverlayTakesTheFocusAndGivesItBack() {
        var (app, t) = shellWithAFocusedRow()
        app.pressKey("shift+question", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), [ShortcutsOverlay.heading], "the open dialog holds the one focused node")
        app.pressKey("Escape", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["Swiper"], "given back to the row that had it")
    }

    func testThePrimaryMenuTakesTheFocusAndGivesItBack() {
        var (app, t) = shellWithAFocusedRow()
        app.pressKey("Menu", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["Keyboard Shortcuts"], "the menu's first line")
        app.pressKey("Escape", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(focused(app, at: t), ["Swiper"])
    }

    func testAboutTakesTheFocusAndGivesItBack() throws {
        var (app, t) = shellWithAFocusedRow()
        app.pressKey("Menu", at: t)
        for key in ["Down", "Down", "Return"] { app.pressKey(key, at: t) }
        t = app.settled(from: t)
        let shell = try XCTUnwrap(app.root as? Shell)
        XCTAssertTrue(shell.about.isOpen)
        XCTAssertEqual(focused(app, at: t).count, 1, "one focused node: \(focused(app, at: t))")
        XCTAssertNotEqual(focused(app, at: t), ["Swiper"], "About's own button")
        app.pressKey("Escape", at: t)
        t = app.settled(from: t)
        XCTAssertFalse(shell.about.isOpen)
        XCTAssertEqual(focused(app, at: t), ["Swiper"])
    }
}
