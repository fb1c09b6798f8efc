import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

/// The open detail's back swipe under a touchpad: a touchpad-wide swipe slides the detail by the
/// whole width, and the release closes or sends it back by the normalised speed and distance.
final class MuseumTouchpadTests: XCTestCase {
    private func swipe(_ h: MuseumHarness, dx: Double, velocity: Double, release: Bool = true) {
        let p = Point(640, 400)
        h.send(.press(p, button: 1, modifiers: []))
        for k in 1...8 {
            h.now += 1.0 / 60
            let info = PanInfo(start: p, location: Point(p.x + dx * Double(k) / 8, p.y), velocity: Point(velocity, 0),
                               anchor: p, source: .touchpad)
            h.send(k == 1 ? .panBegin(info) : .panUpdate(info))
            h.frame()
        }
        if release {
            h.send(.panEnd(PanInfo(start: p, location: Point(p.x + dx, p.y), velocity: Point(velocity, 0), anchor: p,
                                   source: .touchpad)))
        }
    }

    func testTheDetailSlidesByTheNormalisedTravelAndCloses() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(2))
        h.settle()
        swipe(h, dx: 160, velocity: 0, release: false)
        XCTAssertEqual(h.browser.slideOffset(now: h.now), 160 * 1280 / Constants.touchpadSwipeWidthPx, accuracy: 1e-9)
        h.send(.panEnd(PanInfo(start: Point(640, 400), location: Point(800, 400), anchor: Point(640, 400), source: .touchpad)))
        XCTAssertEqual(h.state["museum.detail"], "none", "512 px of 1280: past the 0.3 commit fraction")
    }

    func testAShortSlowTouchpadSwipeSendsItBack() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(2))
        h.settle()
        swipe(h, dx: 60, velocity: 0)  // 192 px of 1280
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "Collection 2")
        XCTAssertEqual(h.browser.slideOffset(now: h.now), 0)
    }
}
