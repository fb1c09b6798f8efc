@testable import FlickDemo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The shell's primary menu at the bar's end and the about dialog it opens, on virtual time.
final class ShellPrimaryMenuTests: XCTestCase {
    /// The demo app around a shell (the shortcuts overlay is the app's layer).
    private func app() -> (AppController, Shell) {
        let app = AppController(demo: .shell, size: Size(1024, 700), now: 0)
        return (app, app.root as! Shell)
    }

    @discardableResult
    private func settle(_ s: Shell, from t: Double) -> Double { s.settled(from: t) }

    private func click(_ s: Shell, _ p: Point, at t: Double) {
        for g in GestureScript.click(p) { s.handle(g, now: t) }
    }

    func testTheMenuButtonIsAtTheBarsEndAndOpensTheMenuUnderIt() throws {
        let (_, s) = app()
        XCTAssertTrue(s.stack.trailingItems.last === s.menuButton)
        XCTAssertEqual(s.menuButton.icon, .menu)
        XCTAssertEqual(s.menuButton.name, "Main menu", "a name a person would say, not a glyph")
        XCTAssertGreaterThan(s.menuButton.frame.maxX, 1000, "at the bar's end")
        XCTAssertEqual(s.state["shell.menu"], "closed")
        click(s, s.menuButton.frame.center, at: 0)
        XCTAssertEqual(s.state["shell.menu"], "open")
        XCTAssertGreaterThanOrEqual(s.primaryMenu.panelFrame.minY, s.menuButton.frame.maxY, "under its button")
        XCTAssertTrue(s.primaryMenu.panelFrame.minX < s.menuButton.frame.midX && s.menuButton.frame.midX <= s.primaryMenu.panelFrame.maxX)
        let t = settle(s, from: 0)
        XCTAssertEqual(Array(SceneProbe.texts(s.scene(now: t)).suffix(3)), ["Keyboard Shortcuts", "Preferences", "About Flick"])
        XCTAssertEqual(s.semantics(now: t).count, 1, "modal: the menu alone is reached")
        let menu = try XCTUnwrap(s.semantics(now: t).last)
        XCTAssertEqual(menu.role, .menu)
        XCTAssertEqual(menu.children.map(\.name), ["Keyboard Shortcuts", "Preferences", "About Flick"])
        // A click outside closes it and reaches nothing under it.
        click(s, Point(100, 300), at: t)
        XCTAssertEqual(s.state["shell.menu"], "closed")
        XCTAssertEqual(s.state["swiper.taps"], "0", "the page under the menu saw no tap")
    }

    func testTheMenuKeyOpensItHighlightedArrowsMoveEscapeCloses() {
        let (_, s) = app()
        s.handle(GestureScript.key("Menu"), now: 0)
        XCTAssertEqual(s.state["shell.menu"], "open")
        XCTAssertEqual(s.primaryMenu.highlighted, 0)
        s.handle(GestureScript.key("Down"), now: 0)
        XCTAssertEqual(s.primaryMenu.highlighted, 1)
        XCTAssertEqual(s.state["swiper.index"], "0", "the arrows are the menu's while it is open")
        s.handle(GestureScript.key("Escape"), now: 0)
        XCTAssertEqual(s.state["shell.menu"], "closed")
        XCTAssertEqual(s.state["deck.state"], "closed")
    }

    func testAboutShowsFlicksIconNameVersionAndLicenceAndEscapeClosesIt() throws {
        let (_, s) = app()
        s.handle(GestureScript.key("Menu"), now: 0)
        s.handle(GestureScript.key("End"), now: 0)
        s.handle(GestureScript.key("Return"), now: 0)
        XCTAssertEqual(s.state["shell.menu"], "closed")
        XCTAssertEqual(s.state["shell.about"], "open")
        let t = settle(s, from: 0)
        let texts = SceneProbe.texts(s.scene(now: t))
        for text in ["Flick", "Version \(FlickVersion.string)", FlickAbout.summary, "Apache License 2.0",
                     "The Flick developers", "Built with Cairo, Pango, gdk-pixbuf, ATK, Xlib and swift-argument-parser",
                     "Keyboard Shortcuts"] {
            XCTAssertTrue(texts.contains(text), text)
        }
        XCTAssertFalse(texts.contains { $0.hasPrefix("http") }, "no website line: Flick has none yet")
        XCTAssertEqual(s.semantics(now: t).map(\.role), [.dialog], "modal: the dialog alone is reached")
        XCTAssertFalse(s.semantics(now: t).flatMap(\.allNodes).contains { $0.role == .button && $0.name == "Main menu" },
                       "nothing under the veil is reached (nor gives a tooltip)")
        let dialog = try XCTUnwrap(s.semantics(now: t).last)
        XCTAssertEqual(dialog.role, .dialog)
        XCTAssertEqual(dialog.name, "About Flick")
        XCTAssertEqual(dialog.children.first?.role, .picture, "the app's icon")
        s.handle(GestureScript.key("Escape"), now: t)
        XCTAssertEqual(s.state["shell.about"], "closed")
        XCTAssertEqual(s.state["deck.state"], "closed", "Escape closed the dialog only")
    }

    func testKeyboardShortcutsFromTheMenuAndFromAboutOpenTheOverlay() {
        let (app, s) = app()
        s.handle(GestureScript.key("Menu"), now: 0)
        s.handle(GestureScript.key("Return"), now: 0)
        XCTAssertTrue(app.shortcuts.isOpen)
        app.shortcuts.setOpen(false, now: 0, animated: false)
        s.about.open(now: 1)
        click(s, s.about.shortcutsButton.frame.center, at: 1)
        XCTAssertTrue(app.shortcuts.isOpen)
        XCTAssertEqual(s.state["shell.about"], "closed")
    }

    func testPreferencesFromTheMenuOpensTheSettingsDrawer() throws {
        let (_, s) = app()
        click(s, s.menuButton.frame.center, at: 0)
        let t = settle(s, from: 0)
        click(s, s.primaryMenu.rowFrame(1).center, at: t)
        XCTAssertEqual(s.state["shell.menu"], "closed")
        XCTAssertEqual(s.state["deck.state"], "right")
    }

    func testTheBarsButtonsAreIconsWithSpokenNames() {
        let (_, s) = app()
        for (button, icon, name) in [(s.listButton, Icon.sidebarLeft, "Demos"), (s.settingsButton, .settings, "Settings"),
                                     (s.menuButton, .menu, "Main menu")] {
            XCTAssertEqual(button.icon, icon)
            XCTAssertFalse(button.showsTitle)
            XCTAssertEqual(button.name, name)
            XCTAssertTrue(button.title.allSatisfy(\.isASCII), "\(button.title) is words")
            XCTAssertTrue(button.tooltip?.hasPrefix(name) ?? false)
        }
    }
}
