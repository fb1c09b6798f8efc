import FlickCore
import FlickKit
import FlickTestSupport
import XCTest

/// Examples/ComposedApp (a deck whose center is a page carousel whose pages are swipers), built
/// by `make test` before the tests, in a real window on a private Xvfb, driven through XTest.
/// It has no test code of its own: it runs with `FLICK_TRACE=1` and the test waits for its
/// `ready`, `state` and `settled` trace lines, never for a fixed time.
final class LiveComposedExampleTests: XCTestCase {
    /// The drawer's colour (the example's `Pages.drawer`).
    private static let drawerColor: UInt32 = 0x202830

    /// The example's program, as `make test` builds it.
    private func program() throws -> String { try ExampleProgram.path("ComposedApp") }

    /// A drag with the left button from x0 to x1 at height y, 20 px every 16 ms (a hand's pace).
    private func drag(_ app: ProbeProcess, window: String, from x0: Int, to x1: Int, y: Int = 240) throws {
        var args = ["mousemove", "--window", window, "\(x0)", "\(y)", "mousedown", "1"]
        let steps = max(1, abs(x1 - x0) / 20)
        for i in 1...steps {
            args += ["mousemove", "--window", window, "\(x0 + (x1 - x0) * i / steps)", "\(y)", "sleep", "0.016"]
        }
        args += ["mouseup", "1"]
        try app.xdotool(args)
    }

    func testTheInnermostSwiperTakesItsDragsTheDeckItsEdgeAndTheCarouselItsOverviewKey() throws {
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let app = try ProbeProcess([], display: xvfb.display, environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1"],
                                   program: try program())
        let ready = try app.waitForTrace("ready")
        XCTAssertEqual(ready.fields["width"] as? Int, 640)
        XCTAssertEqual(ready.fields["height"] as? Int, 480)
        let window = try XCTUnwrap(ProbeProcess.windowID(ofReady: ready.fields))
        var mark = try app.waitForTrace("settled", from: ready.index).index
        let start = app.stateChanges(0..<mark, "")
        XCTAssertTrue(start.contains("swiper.index 0"), "\(start)")
        XCTAssertTrue(start.contains("deck.state closed"), "\(start)")
        XCTAssertTrue(start.contains("carousel.presenting false"), "\(start)")
        let firstPage = try app.color(ofWindow: window, x: 600, y: 60)

        // A drag inside the swiper turns its page; the carousel's page and the deck stay put.
        var before = app.count
        try drag(app, window: window, from: 500, to: 100)
        let turned = try app.waitForTrace("state", from: before) { $0["key"] as? String == "swiper.index" }
        XCTAssertEqual(turned.fields["value"] as? String, "1")
        mark = try app.waitForTrace("settled", from: turned.index).index
        XCTAssertEqual(app.stateChanges(before..<mark, "deck."), [], "the deck did not move")
        XCTAssertEqual(app.stateChanges(before..<mark, "carousel."), [], "the carousel kept its page")
        let secondPage = try app.color(ofWindow: window, x: 600, y: 60)
        XCTAssertNotEqual(secondPage, firstPage, "the window shows the swiper's next page")
        XCTAssertEqual(try app.color(ofWindow: window, x: 4, y: 60), secondPage,
                       "the page covers the window from its left edge (nothing else moved in)")

        // A drag from the window's 32 px left edge strip opens the deck's left side.
        before = app.count
        try drag(app, window: window, from: 8, to: 448)
        let opened = try app.waitForTrace("state", from: before) { $0["key"] as? String == "deck.state" }
        XCTAssertEqual(opened.fields["value"] as? String, "left")
        mark = try app.waitForTrace("settled", from: opened.index).index
        XCTAssertEqual(app.stateChanges(before..<mark, "swiper."), [], "the swiper kept its page")
        XCTAssertEqual(app.stateChanges(before..<mark, "carousel."), [], "the carousel kept its page")
        XCTAssertEqual(try app.color(ofWindow: window, x: 4, y: 60), Self.drawerColor, "the drawer shows")
        // The center beside the open drawer, under the deck's scrim (its default darkening).
        let beside = try app.color(ofWindow: window, x: 630, y: 60)
        for shift: UInt32 in [16, 8, 0] {
            let dimmed = Double((secondPage >> shift) & 0xFF) * (1 - Constants.deckScrimOpacity)
            XCTAssertEqual(Double((beside >> shift) & 0xFF), dimmed, accuracy: 1.5, "the dimmed center is beside it")
        }

        // Escape closes the deck; then ctrl+shift+o presents the carousel.
        before = app.count
        try app.xdotool(["key", "Escape"])
        let closed = try app.waitForTrace("state", from: before) { $0["key"] as? String == "deck.state" }
        XCTAssertEqual(closed.fields["value"] as? String, "closed")
        mark = try app.waitForTrace("settled", from: closed.index).index

        before = app.count
        try app.xdotool(["key", "ctrl+shift+o"])
        let presenting = try app.waitForTrace("state", from: before) { $0["key"] as? String == "carousel.presenting" }
        XCTAssertEqual(presenting.fields["value"] as? String, "true")
        mark = try app.waitForTrace("settled", from: presenting.index).index
        XCTAssertEqual(app.stateChanges(before..<mark, "deck."), [], "the deck stayed closed")
        XCTAssertEqual(app.stateChanges(before..<mark, "swiper."), [], "the swiper kept its page")
        XCTAssertNotEqual(try app.color(ofWindow: window, x: 4, y: 60), secondPage,
                          "the presentation's background shows around the cards")

        app.terminate()
        XCTAssertEqual(try app.waitForExit(), 0, "SIGTERM ends the example with status 0")
    }
}
