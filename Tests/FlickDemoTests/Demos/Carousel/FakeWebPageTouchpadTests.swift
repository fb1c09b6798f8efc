import XCTest
import FlickCore
import FlickKit
@testable import FlickDemo

/// The carousel's web page scrolls under a touchpad's two fingers (or a finger on a screen) by
/// the raw pixels, with momentum when they lift; a mouse drag does not scroll it.
final class FakeWebPageTouchpadTests: XCTestCase {
    private func page() -> FakeWebPage {
        let p = FakeWebPage(content: WebPageContent.samples[4])
        p.layout(size: Size(640, 400), now: 0)
        return p
    }

    private func info(_ dy: Double, velocity: Double = 0, source: PanSource) -> PanInfo {
        PanInfo(start: Point(300, 300), location: Point(300, 300 + dy), velocity: Point(0, velocity),
                anchor: Point(300, 300), source: source)
    }

    func testTwoFingersScrollByTheirRawTravelThenGlide() {
        let p = page()
        p.handle(.press(Point(300, 300), button: 1, modifiers: []), now: 0)
        XCTAssertTrue(p.handle(.panBegin(info(-10, source: .touchpad)), now: 0))
        XCTAssertEqual(p.scrollY, 10)
        var t = 0.0
        for k in 2...10 {
            t += 1.0 / 60
            p.handle(.panUpdate(info(-10 * Double(k), velocity: -600, source: .touchpad)), now: t)
            p.advance(to: t)
            XCTAssertEqual(p.scrollY, 10 * Double(k), "frame \(k): the page follows the fingers px for px")
        }
        p.handle(.panEnd(info(-100, velocity: -600, source: .touchpad)), now: t)
        XCTAssertTrue(p.isAnimating(now: t))
        let released = p.scrollY
        p.advance(to: t + 1.0 / 60)
        let firstFrame = (p.scrollY - released) * 60
        XCTAssertGreaterThan(firstFrame, 0, "momentum carries on upwards")
        var now = t
        while p.isAnimating(now: now) && now < t + 5 { now += 1.0 / 60; p.advance(to: now) }
        XCTAssertEqual(p.scrollY, released + Deceleration.projectedDistance(velocity: 600), accuracy: 0.5,
                       "it glides to the decelerated rest point")
    }

    func testAPressCatchesTheGlide() {
        let p = page()
        p.handle(.press(Point(300, 300), button: 1, modifiers: []), now: 0)
        p.handle(.panBegin(info(-50, source: .touch)), now: 0)
        p.handle(.panEnd(info(-50, velocity: -1500, source: .touch)), now: 0)
        p.advance(to: 0.1)
        let caught = p.scrollY
        XCTAssertTrue(p.handle(.press(Point(300, 300), button: 1, modifiers: []), now: 0.1))
        p.advance(to: 0.5)
        XCTAssertEqual(p.scrollY, caught)
        XCTAssertFalse(p.isAnimating(now: 0.5))
    }

    func testAMouseDragDoesNotScroll() {
        let p = page()
        p.handle(.press(Point(300, 300), button: 1, modifiers: []), now: 0)
        XCTAssertFalse(p.handle(.panBegin(info(-50, source: .pointer)), now: 0))
        XCTAssertFalse(p.handle(.panUpdate(info(-80, source: .pointer)), now: 0))
        XCTAssertEqual(p.scrollY, 0)
    }

    func testTheTopStopsTheScroll() {
        let p = page()
        p.handle(.press(Point(300, 300), button: 1, modifiers: []), now: 0)
        p.handle(.panBegin(info(80, source: .touchpad)), now: 0)
        XCTAssertEqual(p.scrollY, 0)
    }
}
