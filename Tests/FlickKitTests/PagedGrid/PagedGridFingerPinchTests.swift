import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickKit

/// A continuous pinch on the grid's pictures (issue 10): the picture scales 1:1 with the
/// fingers and the point under them stays under them as their centre moves; the release opens
/// it or springs it back by its projected zoom; a new pinch catches it springing back.
final class PagedGridFingerPinchTests: XCTestCase {
    /// Pinches item 5 from its point at (0.25, 0.75) of the picture to `to`, the centre drifting
    /// by `drift` over `frames` frames; returns the picture frames drawn and the worst errors
    /// (relative scale error, px off the fingers of the point first under them).
    private func pinch(_ h: PagedGridHarness, _ p: inout PinchStream, to: Double, drift: Point, frames: Int,
                       start f: Rect) -> (scale: Double, px: Double) {
        var worst = (scale: 0.0, px: 0.0)
        for k in 1...frames {
            h.now += 1.0 / 60
            let t = Double(k) / Double(frames)
            let s = 1 + (to - 1) * t
            let c = Point(p.startCenter.x + drift.x * t, p.startCenter.y + drift.y * t)
            h.send(p.update(scale: s, center: c, velocity: (to - 1) * 60 / Double(frames)))
            h.frame()
            let z = h.grid.pictureFrame(ofItem: 5, now: h.now)!
            worst.scale = max(worst.scale, abs(z.width / f.width / s - 1))
            let under = Point(z.minX + z.width * 0.25, z.minY + z.height * 0.75)
            worst.px = max(worst.px, under.distance(to: c))
        }
        return worst
    }

    func testThePictureFollowsTheFingersOneToOne() {
        let h = PagedGridHarness()
        let f = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        var p = PinchStream(at: Point(f.minX + f.width * 0.25, f.minY + f.height * 0.75))
        XCTAssertTrue(h.send(p.begin()))
        let worst = pinch(h, &p, to: 1.3, drift: Point(40, -25), frames: 20, start: f)
        XCTAssertLessThan(worst.scale, 0.01, "the picture's scale is the fingers' every frame")
        XCTAssertLessThan(worst.px, 0.5, "the point under the fingers stays under them")
        print("grid pinch: worst scale error \(worst.scale * 100) %, worst point drift \(worst.px) px")
        XCTAssertTrue(h.opened.isEmpty, "nothing opens while the fingers are down")
        XCTAssertTrue(h.grid.isAnimating(now: h.now), "a pinch under way keeps the frames coming")
    }

    func testASlowReleaseShortOfTheThresholdSpringsBack() {
        let h = PagedGridHarness()
        let f = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        var p = PinchStream(at: f.center)
        h.send(p.begin())
        _ = pinch(h, &p, to: 1.2, drift: Point(30, 0), frames: 10, start: f)
        h.send(p.end(velocity: 0.2))  // 1.2 + 0.04: short of 1.4
        h.settle()
        XCTAssertTrue(h.opened.isEmpty)
        XCTAssertEqual(h.grid.pictureFrame(ofItem: 5, now: h.now), f)
        XCTAssertEqual(h.grid.pictureZoom(now: h.now), 1)
    }

    func testAReleaseOpensByTheProjectedScaleFromTheRectangleShown() {
        let h = PagedGridHarness()
        let f = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        var p = PinchStream(at: f.center)
        h.send(p.begin())
        _ = pinch(h, &p, to: 1.2, drift: .zero, frames: 6, start: f)
        let shown = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        h.send(p.end(velocity: 1.5))  // 1.2 + 0.3 ≥ 1.4
        XCTAssertEqual(h.opened.count, 1)
        XCTAssertEqual(h.opened.first?.index, 5)
        XCTAssertEqual(h.opened.first?.frame ?? .zero, shown)
    }

    func testANewPinchCatchesThePictureSpringingBack() {
        let h = PagedGridHarness()
        let f = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        var p = PinchStream(at: f.center)
        h.send(p.begin())
        _ = pinch(h, &p, to: 1.3, drift: Point(20, 10), frames: 6, start: f)
        h.send(p.end(velocity: 0))
        h.run(3.0 / 60)
        let caught = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        var q = PinchStream(at: caught.center)
        XCTAssertTrue(h.send(q.begin()))
        h.run(5.0 / 60)
        XCTAssertEqual(h.grid.pictureFrame(ofItem: 5, now: h.now)!, caught, "held where the pinch caught it")
        h.send(q.update(scale: 1.5))
        h.frame()
        XCTAssertEqual(h.grid.pictureFrame(ofItem: 5, now: h.now)!.width, caught.width * 1.5, accuracy: 1e-6)
        h.send(q.end(velocity: 0))
        XCTAssertEqual(h.opened.count, 1, "a zoom of 1.5 × the caught one opens")
    }
}
