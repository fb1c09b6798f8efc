import FlickCore
import XCTest
@testable import FlickKit

/// The scroll model on virtual time: range, drags, momentum, catching, the pans it takes.
final class ScrollModelTests: XCTestCase {
    private func model(rubberBands: Bool = true, sources: Set<PanSource> = [.pointer, .touch, .touchpad]) -> ScrollModel {
        var m = ScrollModel(rubberBands: rubberBands, panSources: sources)
        m.setLengths(viewport: 400, content: 1000)
        return m
    }

    private func pan(_ dy: Double, velocity: Double = 0, source: PanSource = .pointer) -> PanInfo {
        PanInfo(start: Point(100, 300), location: Point(100, 300 + dy), velocity: Point(0, velocity), source: source)
    }

    private func settle(_ m: inout ScrollModel, from t: Double) -> Double {
        var now = t
        while m.isMoving(now: now), now < t + 10 { now += 1.0 / 60; m.advance(to: now) }
        return now
    }

    func testTheRangeIsWhatTheContentOverhangs() {
        var m = model()
        XCTAssertEqual(m.maxOffset, 600)
        m.isEnabled = false
        XCTAssertEqual(m.maxOffset, 0)
        m.isEnabled = true
        m.setLengths(viewport: 400, content: 300)
        XCTAssertEqual(m.maxOffset, 0, "content that fits does not scroll")
    }

    func testStepsAreClampedAndAJumpIsAtOnce() {
        var m = model()
        m.scroll(to: 900, animated: false, now: 0)
        XCTAssertEqual(m.offset(now: 0), 600)
        m.scroll(to: .nan, animated: true, now: 0)
        XCTAssertEqual(m.target, 0)
        XCTAssertTrue(m.isMoving(now: 0.01))
    }

    func testADragFollowsThePointerAndRubberBandsPastTheTop() {
        var m = model()
        XCTAssertTrue(m.beginPan(pan(-50), now: 0))
        XCTAssertEqual(m.offset(now: 0), 50)
        m.updatePan(pan(100))
        XCTAssertLessThan(m.offset(now: 0), 0, "pulled past the top")
        XCTAssertGreaterThan(m.offset(now: 0), -100, "but less than the pointer")
        m.endPan(pan(100), now: 0)
        let end = settle(&m, from: 0)
        XCTAssertEqual(m.offset(now: end), 0, accuracy: 0.25, "springs back to the top")
    }

    func testWithoutRubberBandTheDragStopsAtTheEnds() {
        var m = model(rubberBands: false)
        XCTAssertTrue(m.beginPan(pan(-10), now: 0))
        m.updatePan(pan(200))
        XCTAssertEqual(m.offset(now: 0), 0)
        m.updatePan(pan(-2000))
        XCTAssertEqual(m.offset(now: 0), 600)
    }

    func testAFlingGlidesToTheDeceleratedRestPointClamped() {
        var m = model()
        XCTAssertTrue(m.beginPan(pan(-20), now: 0))
        m.endPan(pan(-40, velocity: -400), now: 0)
        let expected = min(600, 40 + Deceleration.projectedDistance(velocity: 400))
        XCTAssertEqual(m.target, expected, accuracy: 1e-9)
        XCTAssertFalse(m.isDragging)
        let end = settle(&m, from: 0)
        XCTAssertEqual(m.offset(now: end), expected, accuracy: 0.25)
    }

    func testAPressCatchesMovingContentWhereItIs() {
        var m = model()
        m.scroll(to: 600, animated: true, now: 0)
        let mid = m.offset(now: 0.05)
        XCTAssertTrue(m.press(now: 0.05))
        XCTAssertEqual(m.offset(now: 0.5), mid)
        XCTAssertFalse(m.press(now: 0.5), "nothing to catch at rest")
    }

    func testItTakesOnlyLeftButtonMostlyVerticalPansOfItsSources() {
        var m = model(sources: [.touch, .touchpad])
        XCTAssertFalse(m.beginPan(pan(-50, source: .pointer), now: 0), "a mouse drag is not one of its pans")
        XCTAssertTrue(m.beginPan(pan(-50, source: .touchpad), now: 0))
        var n = model()
        XCTAssertFalse(n.beginPan(PanInfo(start: Point(100, 300), location: Point(40, 280), velocity: .zero), now: 0),
                       "a horizontal pan is left to others")
        XCTAssertFalse(n.updatePan(pan(10)), "no drag: an update is not used")
    }

    func testAnUnfinishedDragIsLetGoWithoutMomentum() {
        var m = model()
        XCTAssertTrue(m.beginPan(pan(-100), now: 0))
        m.endUnfinishedDrag(now: 0)
        XCTAssertFalse(m.isDragging)
        XCTAssertEqual(m.target, 100, accuracy: 1e-9)
    }

    func testAShrunkRangeBringsTheOffsetBack() {
        var m = model()
        m.scroll(to: 600, animated: false, now: 0)
        m.setLengths(viewport: 400, content: 700)
        XCTAssertEqual(m.offset(now: 0), 600, "lengths alone do not move it")
        m.keepInRange(now: 0)
        XCTAssertEqual(m.offset(now: 0), 300)
    }

    func testTheIndicatorShowsWhileTheContentMovesThenFades() throws {
        var m = model()
        m.scroll(to: 300, animated: true, now: 0)
        m.advance(to: 0.05)
        if case .empty = m.indicatorScene(viewport: Size(300, 400), now: 0.05) { XCTFail("the bar shows while moving") }
        let end = settle(&m, from: 0.05)
        let deadline = try XCTUnwrap(m.nextDeadline(now: end))
        m.advance(to: deadline)
        m.advance(to: deadline + Constants.scrollIndicatorFadeS + 0.01)
        guard case .empty = m.indicatorScene(viewport: Size(300, 400), now: deadline + Constants.scrollIndicatorFadeS + 0.01)
        else { return XCTFail("faded out") }
    }
}
