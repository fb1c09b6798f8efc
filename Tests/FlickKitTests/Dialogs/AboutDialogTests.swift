import FlickCore
@testable import FlickKit
import FlickTesting
import XCTest

final class AboutDialogTests: XCTestCase {
    let info = AboutInfo(name: "Pebble", version: "2.3", summary: "Skips stones.", licence: "MIT licence.",
                         icon: { side in .fill(Rect(x: 0, y: 0, width: side, height: side), .white) })

    func dialog(size: Size = Size(1024, 700)) -> AboutDialog {
        let d = AboutDialog(info: info)
        d.onShowShortcuts = { _ in }
        d.layout(size: size, now: 0)
        return d
    }

    func testItShowsTheDeveloperTheWebsiteAndTheCreditsWhenGiven() {
        var full = info
        full.developer = "The Pebble makers"
        full.website = "https://pebble.example"
        full.credits = ["Cairo", "Pango", "Xlib"]
        let d = AboutDialog(info: full)
        d.layout(size: Size(1024, 700), now: 0)
        d.open(now: 0)
        XCTAssertEqual(SceneProbe.texts(d.scene(now: 1)), ["Pebble", "Version 2.3", "The Pebble makers", "Skips stones.",
                                                           "MIT licence.", "https://pebble.example",
                                                           "Built with Cairo, Pango and Xlib"])
        XCTAssertGreaterThan(d.panelFrame.height, dialog().panelFrame.height)
    }

    func testItShowsTheAppsOwnDetailsInACentredPanel() {
        let d = dialog()
        d.open(now: 0)
        XCTAssertEqual(d.panelFrame.midX, 512, accuracy: 0.5)
        XCTAssertLessThanOrEqual(d.panelFrame.width, Constants.aboutWidthPx)
        XCTAssertEqual(SceneProbe.texts(d.scene(now: 1)), ["Pebble", "Version 2.3", "Skips stones.", "MIT licence.",
                                                           "Keyboard Shortcuts"])
        XCTAssertTrue(d.isAnimating(now: 0.01))
        XCTAssertFalse(d.isAnimating(now: 1))
        XCTAssertTrue(d.panelFrame.contains(d.shortcutsButton.frame.center))
        XCTAssertTrue(d.panelFrame.contains(d.closeButton.frame.center))
        XCTAssertEqual(d.closeButton.icon, .close)
    }

    func testALowWindowShrinksTheIconAndWithoutShortcutsThereIsOnlyClose() {
        let d = AboutDialog(info: info)
        d.layout(size: Size(320, 240), now: 0)
        d.open(now: 0)
        XCTAssertFalse(SceneProbe.texts(d.scene(now: 1)).contains("Keyboard Shortcuts"))
        XCTAssertEqual(d.semantics(now: 1).first?.children.filter { $0.role == .button }.map(\.name), ["Close"])
        let tall = dialog()
        tall.open(now: 0)
        XCTAssertEqual(tall.spacing.icon, Constants.aboutIconPx)
        let low = dialog(size: Size(1024, 360))
        XCTAssertEqual(low.spacing.icon, Constants.aboutIconMinPx, "the icon shrinks in a low window")
        for size in [Size(320, 240), Size(1024, 360), Size(1024, 700)] {
            let fits = dialog(size: size)
            fits.open(now: 0)
            let window = Rect(size: size)
            XCTAssertTrue(window.contains(fits.panelFrame.origin) && fits.panelFrame.maxY <= size.height, "\(size): the panel fits")
            XCTAssertTrue(fits.panelFrame.contains(fits.shortcutsButton.frame.center), "\(size): its button is on it")
            XCTAssertLessThanOrEqual(fits.shortcutsButton.frame.maxY, fits.panelFrame.maxY, "\(size)")
        }
        XCTAssertEqual(dialog(size: Size(320, 240)).spacing.icon, 0, "the minimum window leaves the icon out")
    }

    func testEscapeTheCloseButtonAndAPressOutsideClose() {
        let d = dialog()
        var closes = 0
        d.onClose = { _ in closes += 1 }
        d.open(now: 0)
        XCTAssertTrue(d.handle(GestureScript.key("Escape"), now: 1))
        XCTAssertFalse(d.isOpen)
        d.open(now: 2)
        for g in GestureScript.click(d.closeButton.frame.center) { XCTAssertTrue(d.handle(g, now: 3)) }
        XCTAssertFalse(d.isOpen)
        d.open(now: 4)
        for g in GestureScript.click(Point(5, 5)) { XCTAssertTrue(d.handle(g, now: 5)) }
        XCTAssertFalse(d.isOpen)
        XCTAssertEqual(closes, 3)
        XCTAssertFalse(d.handle(GestureScript.key("Escape"), now: 6), "closed, it lets keys through")
    }

    func testTabMovesRoundItsButtonsAndReturnShowsTheShortcuts() {
        let d = dialog()
        var shown = 0
        d.onShowShortcuts = { _ in shown += 1 }
        d.open(now: 0)
        XCTAssertTrue(d.shortcutsButton.isFocused, "the first button has the focus")
        d.handle(GestureScript.key("Tab"), now: 0)
        XCTAssertTrue(d.closeButton.isFocused)
        d.handle(GestureScript.key("Tab"), now: 0)
        XCTAssertTrue(d.shortcutsButton.isFocused, "Tab stays in the dialog")
        d.handle(GestureScript.key("Tab", [.shift]), now: 0)
        XCTAssertTrue(d.closeButton.isFocused)
        d.handle(GestureScript.key("Tab"), now: 0)
        d.handle(GestureScript.key("Return"), now: 0)
        XCTAssertEqual(shown, 1)
        XCTAssertFalse(d.isOpen, "the dialog closes for the overlay")
    }

    func testItDescribesADialogWithTheDetailsAndNamedButtons() throws {
        let d = dialog()
        d.open(now: 0)
        let node = try XCTUnwrap(d.semantics(now: 0).first)
        XCTAssertEqual(node.role, .dialog)
        XCTAssertEqual(node.name, "About Pebble")
        XCTAssertEqual(node.children.map(\.role), [.picture, .heading, .text, .text, .text, .button, .button])
        XCTAssertEqual(node.children.map(\.name), ["Pebble icon", "Pebble", "Version 2.3", "Skips stones.", "MIT licence.",
                                                   "Keyboard Shortcuts", "Close"])
        XCTAssertTrue(node.perform(.dismiss, now: 1))
        XCTAssertFalse(d.isOpen)
        XCTAssertTrue(d.semantics(now: 1).isEmpty)
    }
}
