import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The carousel's presentation under a continuous pinch (issue 10), like Safari's tab view:
/// pinching in, the page shrinks into its card following the fingers' scale; spreading, a card
/// grows back into the page; the release commits by the projected scale; a new pinch or a press
/// catches the motion where it is. 1000x700 carousel: the card is 600 px wide (share 0.6).
final class PageCarouselPinchTests: XCTestCase {
    /// The selected page's width as drawn in the frame's scene (its snapshot's frame).
    private func drawnWidth(_ h: CarouselHarness) -> Double {
        h.snapshot(of: CarouselHarness.name(h.carousel.selectedIndex))?.frame.width ?? .nan
    }

    /// Pinches from scale 1 to `to` over `frames` frames (one update a frame), drawn each frame;
    /// returns the worst relative error between the drawn width and `expected(scale)`.
    @discardableResult
    private func pinch(_ h: CarouselHarness, _ p: inout PinchStream, to: Double, frames: Int,
                       expected: (Double) -> Double) -> Double {
        var worst = 0.0
        let from = p.scale
        for k in 1...frames {
            h.now += 1.0 / 60
            let s = from + (to - from) * Double(k) / Double(frames)
            h.send(p.update(scale: s, velocity: (to - from) / (Double(frames) / 60)))
            h.frame()
            let e = abs(drawnWidth(h) - expected(s)) / expected(s)
            worst = max(worst, e)
        }
        return worst
    }

    func testPinchingInThePageShrinksItIntoItsCardFollowingTheFingers() {
        let h = CarouselHarness(presenting: false, selected: 2)
        var p = PinchStream(at: Point(500, 350))
        XCTAssertTrue(h.send(p.begin()))
        let worst = pinch(h, &p, to: 0.7, frames: 20) { 1000 * $0 }
        print("carousel pinch in: worst width error \(worst * 100) % of the fingers' scale")
        XCTAssertLessThan(worst, 0.01, "the page's width is the fingers' scale of the full width, every frame")
        XCTAssertEqual(drawnWidth(h), 700, accuracy: 0.5)
        XCTAssertEqual(h.state["carousel.presenting"], "false", "the target changes only at the release")
        h.send(p.end(velocity: 0))
        XCTAssertEqual(h.state["carousel.presenting"], "true", "(1 − 0.7)/(1 − 0.6) = 0.75 of the way: presents")
        h.settle()
        XCTAssertEqual(h.events, ["presented"])
        XCTAssertEqual(h.cardFrame(2), Rect(x: 200, y: 140, width: 600, height: 420))
        XCTAssertFalse(h.carousel.isAnimating(now: h.now))
    }

    func testASmallSlowPinchInReturnsToThePageWithoutACallback() {
        let h = CarouselHarness(presenting: false, selected: 2)
        var p = PinchStream(at: Point(500, 350))
        h.send(p.begin())
        pinch(h, &p, to: 0.9, frames: 10) { 1000 * $0 }
        h.send(p.end(velocity: -0.1))
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        h.settle()
        XCTAssertEqual(h.events, [])
        XCTAssertEqual(h.zoom, 0)
        XCTAssertEqual(SceneProbe.texts(h.frame()), ["C"], "the page alone again")
    }

    func testAQuickSmallPinchInPresentsByItsProjection() {
        let h = CarouselHarness(presenting: false, selected: 2)
        var p = PinchStream(at: Point(500, 350))
        h.send(p.begin())
        pinch(h, &p, to: 0.9, frames: 3) { 1000 * $0 }
        // 0.9 − 2/s × 0.2 s = 0.5: a zoom of 1.25, past half way.
        h.send(p.end(velocity: -2))
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        h.settle()
        XCTAssertEqual(h.events, ["presented"])
    }

    func testSpreadingOnACardGrowsItBackIntoThePage() {
        let h = CarouselHarness(presenting: true, selected: 2)
        var p = PinchStream(at: Point(500, 350))
        h.send(p.begin())
        let worst = pinch(h, &p, to: 1.5, frames: 20) { 600 * $0 }
        print("carousel spread: worst width error \(worst * 100) % of the fingers' scale")
        XCTAssertLessThan(worst, 0.01, "the card's width is the fingers' scale of the card's, every frame")
        h.send(p.end(velocity: 0.5))
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        h.settle()
        XCTAssertEqual(h.events, ["dismissed"])
        XCTAssertEqual(SceneProbe.texts(h.frame()), ["C"])
    }

    func testANewPinchCatchesTheReleasedMotionWithoutAJump() {
        let h = CarouselHarness(presenting: false, selected: 2)
        var p = PinchStream(at: Point(500, 350))
        h.send(p.begin())
        pinch(h, &p, to: 0.8, frames: 6) { 1000 * $0 }
        h.send(p.end(velocity: -1.5))
        h.run(3.0 / 60)
        let before = drawnWidth(h)
        XCTAssertTrue(h.carousel.isAnimating(now: h.now))
        var q = PinchStream(at: Point(500, 350))
        h.send(q.begin())
        h.frame()
        XCTAssertEqual(drawnWidth(h), before, accuracy: 0.5, "caught where it was")
        let worst = pinch(h, &q, to: 1.3, frames: 10) { before * $0 }
        XCTAssertLessThan(worst, 0.01, "and it follows the new pinch from there")
        h.send(q.end(velocity: 0))
        h.settle()
        XCTAssertEqual(h.state["carousel.presenting"], "false")
        XCTAssertEqual(h.events, [], "back where the first pinch began")
    }

    func testAPressCatchesTheReleasedMotionAndItsReleaseSettlesOnTheNearerEnd() {
        let h = CarouselHarness(presenting: false, selected: 2)
        var p = PinchStream(at: Point(500, 350))
        h.send(p.begin())
        pinch(h, &p, to: 0.75, frames: 6) { 1000 * $0 }
        h.send(p.end(velocity: -1))
        h.run(2.0 / 60)
        let caught = drawnWidth(h)
        h.send(.press(Point(500, 350), button: 1, modifiers: []))
        h.run(10.0 / 60)
        XCTAssertEqual(drawnWidth(h), caught, accuracy: 0.5, "held where the press caught it")
        h.send(.release(Point(500, 350), button: 1))
        h.send(.tap(Point(500, 350), count: 1, button: 1, modifiers: []))
        h.settle()
        XCTAssertEqual(h.state["carousel.presenting"], "true", "caught past half way: presents")
        XCTAssertEqual(h.events, ["presented"])
        XCTAssertEqual(h.carousel.selectedIndex, 2, "the tap only stopped the motion")
    }

    func testSteppedPinchesStillPresentAndOpen() {
        let h = CarouselHarness(presenting: false, selected: 2)
        h.send(.pinch(Point(500, 350), scale: 1 / 1.1))
        XCTAssertEqual(h.state["carousel.presenting"], "true")
        h.settle()
        h.send(.pinch(Point(500, 350), scale: 1.1))
        XCTAssertEqual(h.state["carousel.presenting"], "false")
    }
}
