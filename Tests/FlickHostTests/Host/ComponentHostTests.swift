import FlickCairo
import FlickCore
import FlickHost
import FlickKit
import XCTest

/// `ComponentHost` on virtual time: input, layout, scale, deadlines, frames and rest on screen.
final class ComponentHostTests: XCTestCase {
    private func press(_ x: Double, _ y: Double, at t: Double) -> InputEvent {
        .pointerDown(PointerInput(location: Point(x, y), button: 1, time: t))
    }

    private func release(_ x: Double, _ y: Double, at t: Double) -> InputEvent {
        .pointerUp(PointerInput(location: Point(x, y), button: 1, time: t))
    }

    private func frame(_ host: ComponentHost, at t: Double) {
        let buffer = OffscreenBuffer(width: Int(host.windowSize.width), height: Int(host.windowSize.height))
        host.advance(to: t)
        host.render(into: buffer.buffer, now: t)
    }

    // MARK: The environment

    func testTheRootLaysOutInTheHostsEnvironmentWithItsScaleAndSizeClass() {
        let probe = ProbeComponent()
        _ = ComponentHost(probe, size: Size(1280, 720), scale: 2, now: 0)
        let e = probe.environments.last?.0
        XCTAssertEqual(e?.scale, 2)
        XCTAssertEqual(e?.sizeClass, .compact, "the layout is 640x360")
        XCTAssertEqual(e?.reducedMotion, false)
    }

    func testAChangedEnvironmentLaysTheRootOutAgainAtTheNextFrameWithItsTime() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(800, 600), now: 0)
        host.environment.reducedMotion = true
        XCTAssertEqual(probe.environments.count, 1, "not at once")
        XCTAssertTrue(host.needsDisplay(now: 0.5))
        frame(host, at: 0.5)
        XCTAssertEqual(probe.environments.count, 2)
        XCTAssertEqual(probe.environments.last?.0.reducedMotion, true)
        XCTAssertEqual(probe.environments.last?.1, 0.5, "laid out with the time of that frame")
        frame(host, at: 0.6)
        XCTAssertEqual(probe.environments.count, 2, "once")
    }

    // MARK: The host in the environment

    func testAComponentReachesItsHostThroughTheEnvironment() throws {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        var titles: [String] = []
        var closes = 0
        host.onWindowTitle = { titles.append($0) }
        host.onCloseWindow = { closes += 1 }
        let reached = try XCTUnwrap(probe.environments.last?.0.host)
        XCTAssertTrue(reached === host)
        frame(host, at: 0)
        XCTAssertFalse(host.needsDisplay(now: 0.5))
        reached.setNeedsDisplay()
        XCTAssertTrue(host.needsDisplay(now: 0.5), "a component asks for a frame")
        reached.setWindowTitle("Photos — Summer")
        reached.closeWindow()
        XCTAssertEqual(titles, ["Photos — Summer"])
        XCTAssertEqual(closes, 1)
        XCTAssertNil(reached.pictureLoader, "no loader unless the app's host gives one")
    }

    func testGivingAPictureLoaderLaysTheTreeOutAgainSoViewsAskForPictures() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        host.pictureLoader = NoPictures()
        frame(host, at: 0.25)
        XCTAssertEqual(probe.environments.count, 2)
        XCTAssertNotNil(probe.environments.last?.0.host?.pictureLoader)
    }

    // MARK: The final frame at rest

    func testAFrameDrawnMidMotionIsAlwaysFollowedByOneAtRest() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        probe.motionEnd = 1
        frame(host, at: 0.99)  // the last frame of the motion, a hair short of its end
        // Nothing animates and nothing changed since, but that frame is not the rest state.
        XCTAssertFalse(host.isAnimating(now: 1.2))
        XCTAssertTrue(host.needsDisplay(now: 1.2), "the frame drawn at 0.99 must be followed by one at rest")
        frame(host, at: 1.2)
        XCTAssertFalse(host.needsDisplay(now: 1.3), "one frame at rest is enough")
    }

    func testAChangeAsksForOneFrameAndIdleAsksForNone() {
        let host = ComponentHost(ProbeComponent(), size: Size(200, 100), now: 0)
        XCTAssertTrue(host.needsDisplay(now: 0), "the first frame")
        frame(host, at: 0)
        XCTAssertFalse(host.needsDisplay(now: 0.5))
        host.handle(.key(KeyInput(key: KeyCombo("Right"), time: 0.5)), now: 0.5)
        XCTAssertTrue(host.needsDisplay(now: 0.5))
        frame(host, at: 0.5)
        XCTAssertFalse(host.needsDisplay(now: 0.6))
        host.setNeedsDisplay()
        XCTAssertTrue(host.needsDisplay(now: 0.6))
    }

    func testAHeldButtonKeepsFramesComing() {
        let host = ComponentHost(ProbeComponent(), size: Size(200, 100), now: 0)
        host.handle(press(10, 10, at: 0), now: 0)
        XCTAssertTrue(host.isAnimating(now: 0.1))
        host.handle(release(10, 10, at: 0.1), now: 0.1)
        XCTAssertFalse(host.isAnimating(now: 0.1))
    }

    // MARK: Deadlines

    func testAComponentDeadlineEarlierThanTheLongPressWins() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        host.handle(press(10, 10, at: 0), now: 0)  // a long press is due at 0.5
        probe.deadline = 0.2
        XCTAssertEqual(host.nextDeadline(now: 0), 0.2)
        host.advance(to: 0.2)
        XCTAssertEqual(probe.advances.last, 0.2)
        XCTAssertFalse(probe.kinds.contains("longPress"))
    }

    func testTheLongPressWinsWhenItIsEarlier() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        host.handle(press(10, 10, at: 0), now: 0)
        probe.deadline = 0.8
        XCTAssertEqual(host.nextDeadline(now: 0), Constants.longPressTimeoutS)
        host.advance(to: Constants.longPressTimeoutS)
        XCTAssertEqual(probe.kinds.last, "longPress")
        XCTAssertEqual(host.nextDeadline(now: Constants.longPressTimeoutS), 0.8, "then the component's")
    }

    func testAChangeAComponentMakesAtItsOwnDeadlineIsDrawn() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(20, 10), now: 0)
        probe.deadline = 1
        probe.colorAtDeadline = Color(hex: 0xD03030)
        let buffer = OffscreenBuffer(width: 20, height: 10)
        host.advance(to: 0)
        host.render(into: buffer.buffer, now: 0)
        host.advance(to: 0.5)
        XCTAssertFalse(host.needsDisplay(now: 0.5), "an advance before the deadline changes nothing")
        XCTAssertEqual(host.nextDeadline(now: 0.5), 1)
        host.advance(to: 1)  // the loop's deadline path: an advance, then it asks whether to draw
        XCTAssertTrue(host.needsDisplay(now: 1), "what changed at the deadline is drawn")
        host.render(into: buffer.buffer, now: 1)
        XCTAssertEqual(pixel(buffer, 5, 5), 0xFFD0_3030)
        host.advance(to: 2)
        XCTAssertFalse(host.needsDisplay(now: 2), "then idle: nothing to draw")
        XCTAssertNil(host.nextDeadline(now: 2), "and nothing to wake for")
    }

    func testWithoutDeadlinesNothingWakesTheHost() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        XCTAssertNil(host.nextDeadline(now: 0))
        probe.deadline = 3
        XCTAssertEqual(host.nextDeadline(now: 0), 3)
    }

    // MARK: Rest on screen

    func testRestIsJudgedWhenTheFrameWasRenderedNotWhenItIsPresented() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        probe.motionEnd = 1
        frame(host, at: 0.5)  // moving
        frame(host, at: 1.0)  // at rest
        XCTAssertFalse(host.didPresentFrame(now: 1.1), "the frame of 0.5 shows motion although nothing moves at 1.1")
        XCTAssertTrue(host.didPresentFrame(now: 1.1), "the frame of 1.0 shows the rest state")
    }

    func testAFrameAtRestPresentedWhileSomethingMovesAgainIsNotRest() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        frame(host, at: 0)
        probe.motionEnd = 2
        XCTAssertFalse(host.didPresentFrame(now: 0.1))
    }

    // MARK: Layout and scale

    func testAResizeLaysTheComponentOutAgainOnlyWhenTheSizeChanges() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        host.resize(to: Size(200, 100), now: 0.1)
        host.resize(to: Size(300, 120), now: 0.2)
        XCTAssertEqual(probe.layouts, [Size(200, 100), Size(300, 120)])
        XCTAssertEqual(host.windowSize, Size(300, 120))
    }

    func testTheScaleLaysOutSmallerDividesInputAndDrawsScaled() {
        let probe = ProbeComponent()
        probe.color = Color(hex: 0xFF0000)
        let host = ComponentHost(probe, size: Size(200, 100), scale: 2, now: 0)
        XCTAssertEqual(probe.layouts, [Size(100, 50)])
        host.handle(press(40, 60, at: 0), now: 0)
        guard case .press(let p, _, _)? = probe.gestures.first?.0 else { return XCTFail("no press") }
        XCTAssertEqual(p, Point(20, 30))
        XCTAssertEqual(host.pointerLocation, Point(20, 30))

        let buffer = OffscreenBuffer(width: 200, height: 100)
        host.render(into: buffer.buffer, now: 0)
        XCTAssertEqual(pixel(buffer, 199, 99), 0xFFFF_0000, "the 100x50 fill covers the whole 200x100 window")
    }

    func testABadScaleCountsAsOne() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), scale: 0, now: 0)
        XCTAssertEqual(host.scale, 1)
        XCTAssertEqual(probe.layouts, [Size(200, 100)])
    }

    func testTheLayoutIsNeverBelowOnePixel() {
        let probe = ProbeComponent()
        _ = ComponentHost(probe, size: Size(0, 0), scale: 4, now: 0)
        XCTAssertEqual(probe.layouts, [Size(1, 1)])
    }

    // MARK: Hooks

    func testATimelineGivesTheComponentItsOwnTimeAndMapsItsDeadlineBack() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        frame(host, at: 0)
        host.timeline = HalfSpeed()
        XCTAssertTrue(host.needsDisplay(now: 0), "a new timeline asks for a frame")
        host.handle(.key(KeyInput(key: KeyCombo("a"), time: 4)), now: 4)
        XCTAssertEqual(probe.gestures.last?.1, 2)
        probe.deadline = 3
        XCTAssertEqual(host.nextDeadline(now: 4), 6, "component time 3 is host time 6")
        probe.motionEnd = 2.5
        XCTAssertTrue(host.isAnimating(now: 4.9))
        XCTAssertFalse(host.isAnimating(now: 5))
    }

    func testGesturesAreObservedBeforeTheRootGetsThem() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        var seen: [(String, Int)] = []
        host.onGesture = { gesture, now in
            if case .tap = gesture { seen.append(("tap", probe.gestures.count)) }
        }
        host.handle(press(10, 10, at: 0), now: 0)
        host.handle(release(10, 10, at: 0.05), now: 0.05)
        XCTAssertEqual(seen.map(\.0), ["tap"])
        XCTAssertEqual(seen.first?.1, 2, "press and release had reached the root, the tap not yet")
    }

    /// A layer that takes the rest of a press the root began (an overlay opened mid-press)
    /// leaves the root a `.cancel`, once; a press the root finished leaves it nothing.
    func testTheRootIsCancelledWhenALayerTakesTheRestOfItsPress() {
        let probe = ProbeComponent(), layer = ProbeComponent()
        layer.usesGestures = false
        let host = ComponentHost(probe, size: Size(200, 100), now: 0)
        host.addLayer(layer, now: 0)
        host.handle(press(10, 10, at: 0), now: 0)
        layer.usesGestures = true
        host.handle(release(10, 10, at: 0.05), now: 0.05)
        XCTAssertEqual(probe.kinds, ["press", "cancel"])

        layer.usesGestures = false
        host.handle(press(10, 10, at: 1), now: 1)
        host.handle(release(10, 10, at: 1.05), now: 1.05)
        layer.usesGestures = true
        host.handle(press(10, 10, at: 2), now: 2)
        XCTAssertEqual(probe.kinds, ["press", "cancel", "press", "release", "tap"], "a finished press is not cancelled")
    }

    func testTheOverlayIsDrawnAboveTheRootInLayoutCoordinates() {
        let probe = ProbeComponent()
        probe.color = Color(hex: 0xFF0000)
        let host = ComponentHost(probe, size: Size(200, 100), scale: 2, now: 0)
        host.overlay = { size, _ in [.fill(Rect(x: size.width - 10, y: 0, width: 10, height: 10), Color(hex: 0x00FF00))] }
        let buffer = OffscreenBuffer(width: 200, height: 100)
        host.render(into: buffer.buffer, now: 0)
        XCTAssertEqual(pixel(buffer, 190, 5), 0xFF00_FF00, "the overlay's 10x10 corner is 20x20 window pixels")
        XCTAssertEqual(pixel(buffer, 170, 5), 0xFFFF_0000)
        host.overlay = { _, _ in [] }
        host.render(into: buffer.buffer, now: 0)
        XCTAssertEqual(pixel(buffer, 190, 5), 0xFFFF_0000)
    }

    func testTheBackgroundShowsWhereTheRootDrawsNothing() {
        let host = ComponentHost(DrawnView { _ in .empty }, size: Size(20, 10), now: 0)
        host.background = Color(hex: 0x123456)
        let buffer = OffscreenBuffer(width: 20, height: 10)
        host.render(into: buffer.buffer, now: 0)
        XCTAssertEqual(pixel(buffer, 5, 5), 0xFF12_3456)
    }

    func testUntilOneIsSetTheBackgroundIsTheAppearancesWindowColourNeverBlack() {
        let host = ComponentHost(DrawnView { _ in .empty }, size: Size(20, 10), now: 0)
        let buffer = OffscreenBuffer(width: 20, height: 10)
        host.environment.appearance = .dark
        host.render(into: buffer.buffer, now: 0)
        XCTAssertEqual(pixel(buffer, 5, 5), 0xFF00_0000 | 0x242424, "the dark window colour")
        host.environment.appearance = .light
        host.render(into: buffer.buffer, now: 0)
        XCTAssertEqual(pixel(buffer, 5, 5), 0xFF00_0000 | 0xFAFAFB, "the light one, followed")
    }

    private func pixel(_ b: OffscreenBuffer, _ x: Int, _ y: Int) -> UInt32 {
        b.buffer.data.load(fromByteOffset: y * b.stride + x * 4, as: UInt32.self)
    }
}

/// Component time runs at half the host's.
private struct HalfSpeed: ComponentTimeline {
    func componentTime(_ hostTime: Double) -> Double { hostTime / 2 }
    func hostTime(_ componentTime: Double) -> Double { componentTime * 2 }
}
