import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

/// The museum picture under a continuous pinch (issue 10), through the whole museum as the app
/// routes it: spreading on a tile, the picture scales 1:1 with the fingers and follows them, and
/// the release opens it by the projected scale; pinching in on the open detail, the picture
/// shrinks under the fingers and the release closes it (flying on from where it is to its tile)
/// or sends it back.
final class MuseumFingerPinchTests: XCTestCase {
    /// The picture drawn in the scene: the detail's artwork, or item `index`'s tile picture.
    private func art(_ h: MuseumHarness) -> Rect? {
        SceneProbe.snapshots(h.frame()).first { MuseumHarness.isArt($0.key) }?.frame
    }

    /// Runs a pinch from 1 to `to` over `frames` frames while the centre drifts by `drift`,
    /// checking every frame that `shown()` is the start rectangle scaled by the fingers' scale
    /// about them; returns the worst relative scale error and the worst position error (px).
    private func pinch(_ h: MuseumHarness, _ p: inout PinchStream, to: Double, drift: Point, frames: Int,
                       velocity: Double? = nil, shown: () -> Rect) -> (scale: Double, px: Double) {
        let start = shown()
        var worst = (scale: 0.0, px: 0.0)
        for k in 1...frames {
            h.now += 1.0 / 60
            let t = Double(k) / Double(frames)
            let s = 1 + (to - 1) * t
            let c = Point(p.startCenter.x + drift.x * t, p.startCenter.y + drift.y * t)
            h.send(p.update(scale: s, center: c, velocity: velocity ?? (to - 1) * 60 / Double(frames)))
            let r = shown()
            worst.scale = max(worst.scale, abs(r.width / start.width / s - 1))
            let fx = (p.startCenter.x - start.minX) / start.width, fy = (p.startCenter.y - start.minY) / start.height
            worst.px = max(worst.px, Point(r.minX + r.width * fx, r.minY + r.height * fy).distance(to: c))
        }
        return worst
    }

    func testSpreadingOnATileScalesThePictureOneToOneAndTheReleaseOpensIt() {
        let h = MuseumHarness()
        let f = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        var p = PinchStream(at: Point(f.minX + f.width * 0.3, f.minY + f.height * 0.6))
        XCTAssertTrue(h.send(p.begin()))
        let worst = pinch(h, &p, to: 1.6, drift: Point(-30, 20), frames: 24) {
            h.frame()
            return h.grid.pictureFrame(ofItem: 5, now: h.now)!
        }
        print("museum tile pinch: worst scale error \(worst.scale * 100) %, worst point drift \(worst.px) px")
        XCTAssertLessThan(worst.scale, 0.01, "the picture's scale is the fingers' within 1 % every frame")
        XCTAssertLessThan(worst.px, 0.5)
        XCTAssertEqual(h.state["museum.detail"], "none", "nothing opens while the fingers are down")
        let shown = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        h.send(p.end(velocity: 0.5))
        XCTAssertEqual(h.state["museum.detail"], "Collection 5")
        XCTAssertEqual(art(h), shown, "the opening flies from where the fingers left the picture")
        h.settle()
        XCTAssertEqual(art(h), h.browser.detail.layout.art)
    }

    func testASmallSlowSpreadSpringsBack() {
        let h = MuseumHarness()
        let f = h.grid.pictureFrame(ofItem: 2, now: h.now)!
        var p = PinchStream(at: f.center)
        h.send(p.begin())
        _ = pinch(h, &p, to: 1.15, drift: .zero, frames: 8, velocity: 0.1) { h.frame(); return h.grid.pictureFrame(ofItem: 2, now: h.now)! }
        h.send(p.end(velocity: 0.1))
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertEqual(h.grid.pictureFrame(ofItem: 2, now: h.now), f)
    }

    private func openDetail(_ h: MuseumHarness, _ index: Int) {
        h.click(h.pictureCenter(index))
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "Collection \(index)")
    }

    func testPinchingInOnTheDetailShrinksThePictureUnderTheFingersAndTheReleaseCloses() {
        let h = MuseumHarness()
        openDetail(h, 3)
        let a = h.browser.detail.layout.art
        var p = PinchStream(at: Point(a.midX + 20, a.midY - 10), source: .touch)
        XCTAssertTrue(h.send(p.begin()))
        let worst = pinch(h, &p, to: 0.6, drift: Point(25, 15), frames: 24) { art(h)! }
        print("museum detail pinch: worst scale error \(worst.scale * 100) %, worst point drift \(worst.px) px")
        XCTAssertLessThan(worst.scale, 0.01)
        XCTAssertLessThan(worst.px, 0.5)
        XCTAssertEqual(h.state["museum.detail"], "Collection 3", "open while the fingers are down")
        let left = art(h)!
        h.send(p.end(velocity: -0.2))
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertEqual(art(h), left, "the closing flies on from where the fingers left it")
        h.run(0.05)
        let tile = h.grid.pictureFrame(ofItem: 3, now: h.now)!
        var last = art(h)!
        while h.museum.isAnimating(now: h.now) {
            if let f = art(h) { last = f }
            h.run(1.0 / 60)
        }
        XCTAssertEqual(last.width, tile.width, accuracy: 1)
        XCTAssertEqual(last.minX, tile.minX, accuracy: 1)
        XCTAssertNil(art(h), "the detail layer is gone at rest")
    }

    func testASmallPinchInSendsThePictureBack() {
        let h = MuseumHarness()
        openDetail(h, 1)
        let a = h.browser.detail.layout.art
        var p = PinchStream(at: a.center)
        h.send(p.begin())
        _ = pinch(h, &p, to: 0.9, drift: Point(10, 0), frames: 8, velocity: -0.1) { art(h)! }
        h.send(p.end(velocity: -0.1))
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "Collection 1")
        XCTAssertEqual(art(h), a)
        XCTAssertEqual(h.browser.revealProgress(now: h.now), 1)
    }

    func testAQuickPinchInClosesByItsProjection() {
        let h = MuseumHarness()
        openDetail(h, 1)
        var p = PinchStream(at: h.browser.detail.layout.art.center)
        h.send(p.begin())
        _ = pinch(h, &p, to: 0.9, drift: .zero, frames: 3) { art(h)! }
        h.send(p.end(velocity: -1.5))  // 0.9 − 0.3 ≤ 0.72
        XCTAssertEqual(h.state["museum.detail"], "none")
    }

    func testAPressCatchesTheFlightAndAPinchCatchesItToo() {
        let h = MuseumHarness()
        openDetail(h, 1)
        var p = PinchStream(at: h.browser.detail.layout.art.center)
        h.send(p.begin())
        _ = pinch(h, &p, to: 0.85, drift: .zero, frames: 6, velocity: 0) { art(h)! }
        h.send(p.end(velocity: 0))
        h.run(3.0 / 60)
        let caught = art(h)!
        var q = PinchStream(at: caught.center)
        h.send(q.begin())
        h.run(5.0 / 60)
        XCTAssertEqual(art(h), caught, "a new pinch holds the picture where it was")
        h.send(q.update(scale: 1.2))
        XCTAssertEqual(art(h)!.width, caught.width * 1.2, accuracy: 1e-6)
        h.send(q.end(velocity: 0))
        h.settle()
        XCTAssertEqual(art(h), h.browser.detail.layout.art)
    }

    func testSteppedPinchesStillOpenAndClose() {
        let h = MuseumHarness()
        let p = h.pictureCenter(4)
        for _ in 0..<4 { h.send(.pinch(p, scale: Constants.pinchStepScale)) }
        XCTAssertEqual(h.state["museum.detail"], "Collection 4")
        h.settle()
        for _ in 0..<4 { h.send(.pinch(p, scale: 1 / Constants.pinchStepScale)) }
        XCTAssertEqual(h.state["museum.detail"], "none")
    }
}
