@testable import FlickDemo
import FlickApp
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// Tooltips on a manual clock: the rest delay is a deadline, a press hides them, every bar's
/// buttons report one, and the plate stays inside the window.
final class TooltipTests: XCTestCase {
    private func app(_ demo: DemoName, _ size: Size = Size(1024, 700)) -> AppController {
        AppController(demo: demo, size: size, now: 0)
    }

    private func move(_ app: AppController, _ p: Point, at t: Double) {
        app.handle(.pointerMove(PointerInput(location: p, button: 0, time: t)), now: t)
    }

    private func click(_ app: AppController, _ p: Point, at t: Double) {
        app.handle(.pointerDown(PointerInput(location: p, time: t)), now: t)
        app.handle(.pointerUp(PointerInput(location: p, time: t)), now: t)
    }

    /// The tooltip shown after resting on `p` for the delay (advancing through the deadline).
    private func rest(_ app: AppController, on p: Point, from t: Double) -> Tooltip? {
        move(app, p, at: t)
        // No deadline: nothing to wait for (no button, or one already shows and the pointer moved on).
        guard let deadline = app.nextDeadline(now: t) else { return app.host.shownTooltip }
        app.advance(to: deadline)
        return app.host.shownTooltip
    }

    func testTheTooltipWaitsForItsDeadlineAndAPressHidesIt() throws {
        let a = app(.shell)
        a.advance(to: 0)
        let settings = try XCTUnwrap(a.root as? Shell).settingsButton.frame.center
        let nearby = Point(settings.x + 1, settings.y)
        move(a, settings, at: 1)
        XCTAssertNil(a.host.shownTooltip)
        let deadline = try XCTUnwrap(a.nextDeadline(now: 1))
        XCTAssertEqual(deadline, 1 + Constants.tooltipDelayS, accuracy: 1e-9, "a deadline, not a polling timer")
        a.advance(to: deadline - 0.01)
        XCTAssertNil(a.host.shownTooltip, "not before the pointer has rested 0.6 s")
        move(a, nearby, at: deadline - 0.01)
        XCTAssertEqual(a.nextDeadline(now: deadline - 0.01), deadline, "moving on the same button keeps the wait")
        a.advance(to: deadline)
        let shown = try XCTUnwrap(a.host.shownTooltip)
        XCTAssertEqual(shown.text, "Settings (F10)")
        XCTAssertTrue(shown.anchor.contains(settings), "anchored on the button in window coordinates")
        XCTAssertTrue(a.needsDisplay(now: deadline), "showing it asks for a frame")
        XCTAssertEqual(SceneProbe.texts(a.scene(now: deadline)).filter { $0 == "Settings (F10)" }.count, 1)

        a.handle(.pointerDown(PointerInput(location: nearby, time: 2)), now: 2)
        XCTAssertNil(a.host.shownTooltip, "a press hides it")
        a.handle(.pointerUp(PointerInput(location: nearby, time: 2)), now: 2)
        settle(a, from: 2)
        XCTAssertEqual(a.state["deck.state"], "right")
        XCTAssertNil(a.host.shownTooltip)
    }

    func testAPressedButtonsTooltipStaysAwayUntilThePointerLeavesIt() throws {
        let a = app(.shell)
        XCTAssertNotNil(rest(a, on: Point(24, 24), from: 1))
        a.handle(.key(KeyInput(key: KeyCombo("Right"), time: 2)), now: 2)
        XCTAssertNil(a.host.shownTooltip, "a key hides it")
        move(a, Point(25, 24), at: 3)
        a.advance(to: 5)
        XCTAssertNil(a.host.shownTooltip)
        move(a, Point(500, 400), at: 6)
        XCTAssertEqual(rest(a, on: Point(24, 24), from: 7)?.text, "Demos (F9)", "after leaving it, it shows again")
    }

    func testNoTooltipAwayFromButtonsOrAfterTheWindowIsLeft() {
        let a = app(.shell)
        XCTAssertNil(rest(a, on: Point(500, 300), from: 1), "a page is no button")
        XCTAssertNotNil(rest(a, on: Point(24, 24), from: 2))
        a.handle(.pointerLeave(time: 3), now: 3)
        XCTAssertNil(a.host.shownTooltip)
        a.handle(.scroll(ScrollInput(location: Point(24, 24), delta: Point(0, 1), time: 4)), now: 4)
        XCTAssertNil(a.host.shownTooltip)
    }

    func testMovingToAnotherButtonWhileOneShowsSwitchesAtOnce() throws {
        let a = app(.museum)
        let bar = try XCTUnwrap((a.root as? Museum)?.tabBar)
        let frames = bar.items.map { $0.frame }
        let y = 700 - bar.size.height / 2
        XCTAssertEqual(rest(a, on: Point(frames[0].midX, y), from: 1)?.text, "Collections (1)")
        move(a, Point(frames[1].midX, y), at: 3)
        XCTAssertEqual(a.host.shownTooltip?.text, "Favorites (2)")
    }

    func testEveryBarButtonHasATooltip() throws {
        // The swiper's bottom toolbar (shown by resting near the bottom edge).
        let swiper = app(.swiper)
        XCTAssertEqual(rest(swiper, on: Point(512 + 48, 700 - 24), from: 1)?.text, "Next item (Right)")
        // The carousel's toolbar.
        let carousel = app(.carousel)
        XCTAssertEqual(rest(carousel, on: Point(1024 - 42, 700 - 24), from: 1)?.text, "All pages (Tab)")
        XCTAssertEqual(rest(carousel, on: Point(42, 700 - 24), from: 3)?.text, "Carousel settings")
        // The slides' bar: every arrow and Random.
        let slides = app(.slides)
        let demo = try XCTUnwrap(slides.root as? SlidesDemo)
        let f = demo.barFrame
        for c in demo.bar.controls where c is Button {
            XCTAssertNotNil(c.tooltip, c.name)
        }
        let random = demo.bar.randomButton.frame
        XCTAssertEqual(rest(slides, on: Point(f.x + random.midX, f.y + random.midY), from: 1)?.text,
                       "Replace with a random scene (r)")
        // The deck demo's bar.
        let deck = app(.deck)
        XCTAssertNotNil(rest(deck, on: Point(996, 24), from: 1))
    }

    func testAToolbarThatHidesTakesItsTooltipAlong() throws {
        let a = app(.swiper)
        XCTAssertEqual(rest(a, on: Point(512 + 48, 700 - 24), from: 1)?.text, "Next item (Right)")
        var t = 1 + Constants.tooltipDelayS
        while let deadline = a.nextDeadline(now: t), deadline < 10, a.host.shownTooltip != nil {
            t = max(t + 1.0 / 60, deadline)
            a.advance(to: t)
        }
        XCTAssertNil(a.host.shownTooltip, "the toolbars hid after \(Constants.toolbarAutoHideS) s unused, and the tooltip with them")
        XCTAssertEqual(a.state["swiper.toolbars"], "hidden")
        XCTAssertLessThan(t, 1 + Constants.toolbarAutoHideS + 1)
    }

    func testThePlateStaysInsideTheWindow() {
        let size = Size(200, 150)
        for anchor in [Rect(x: 190, y: 140, width: 10, height: 10), Rect(x: -20, y: -20, width: 30, height: 30),
                       Rect(x: 80, y: 0, width: 40, height: 40)] {
            let plate = TooltipTracker.plateFrame(for: Tooltip("A rather long tooltip that is wider than the window", anchor: anchor),
                                                  in: size)
            XCTAssertGreaterThanOrEqual(plate.minX, TooltipTracker.marginPx)
            XCTAssertGreaterThanOrEqual(plate.minY, TooltipTracker.marginPx)
            XCTAssertLessThanOrEqual(plate.maxX, size.width - TooltipTracker.marginPx)
            XCTAssertLessThanOrEqual(plate.maxY, size.height - TooltipTracker.marginPx)
        }
        let below = TooltipTracker.plateFrame(for: Tooltip("Demos", anchor: Rect(x: 80, y: 0, width: 40, height: 40)), in: size)
        XCTAssertEqual(below.minY, 40 + TooltipTracker.gapPx, "below a button at the top")
        let above = TooltipTracker.plateFrame(for: Tooltip("Next", anchor: Rect(x: 80, y: 110, width: 40, height: 40)), in: size)
        XCTAssertEqual(above.maxY, 110 - TooltipTracker.gapPx, "above a button at the bottom")
    }

    func testTouchesShowNoTooltip() {
        // Touch produces no hover: a finger resting on a button shows nothing.
        let a = app(.shell)
        a.handle(.touch(TouchInput(id: 1, phase: .began, location: Point(24, 24), time: 1)), now: 1)
        a.advance(to: 1 + 2 * Constants.tooltipDelayS)
        XCTAssertNil(a.host.shownTooltip)
    }

    private func settle(_ a: AppController, from t: Double) { a.settled(from: t) }
}
