import XCTest
@testable import FlickCore

final class AnimatedValueTests: XCTestCase {
    func testAValueAtRestReadsItsTarget() {
        let v = AnimatedValue(42)
        XCTAssertEqual(v.value(now: 0), 42)
        XCTAssertEqual(v.velocity(now: 0), 0)
        XCTAssertFalse(v.isAnimating(now: 0))
    }

    func testAnimateStartsWhereTheValueIs() {
        var v = AnimatedValue(0)
        v.animate(to: 100, now: 1)
        XCTAssertEqual(v.value(now: 1), 0, accuracy: 1e-12)
        XCTAssertEqual(v.target, 100)
        XCTAssertTrue(v.isAnimating(now: 1.05))
        let mid = v.value(now: 1.05)
        XCTAssertGreaterThan(mid, 0)
        XCTAssertLessThan(mid, 100)
    }

    func testGrabMidFlightKeepsTheValue() {
        var v = AnimatedValue(0)
        v.animate(to: 100, now: 0)
        let before = v.value(now: 0.08)
        XCTAssertEqual(v.grab(now: 0.08), before)
        XCTAssertEqual(v.value(now: 0.08), before)
        XCTAssertEqual(v.value(now: 5), before, "a grabbed value stays put")
        XCTAssertFalse(v.isAnimating(now: 0.09))
    }

    func testRetargetingMidFlightKeepsValueAndVelocity() {
        var v = AnimatedValue(0)
        v.animate(to: 100, now: 0)
        let x = v.value(now: 0.05), speed = v.velocity(now: 0.05)
        XCTAssertGreaterThan(speed, 0)
        v.animate(to: -50, now: 0.05)
        XCTAssertEqual(v.value(now: 0.05), x, accuracy: 1e-9)
        XCTAssertEqual(v.velocity(now: 0.05), speed, accuracy: 1e-6)
    }

    func testAnimateHandsOverTheReleaseVelocity() {
        var v = AnimatedValue(10)
        v.animate(to: 0, now: 2, velocity: 800)
        XCTAssertEqual(v.velocity(now: 2), 800, accuracy: 1e-9)
        XCTAssertGreaterThan(v.value(now: 2.01), 10, "keeps moving the way it was thrown first")
    }

    func testTheSettledValueIsExactlyTheTarget() {
        var v = AnimatedValue(0)
        v.animate(to: 1.0 / 3.0, now: 0, velocity: -4)
        XCTAssertEqual(v.value(now: 10), 1.0 / 3.0)
        XCTAssertEqual(v.velocity(now: 10), 0)
        XCTAssertFalse(v.isAnimating(now: 10))
        v.settle(now: 10)
        XCTAssertEqual(v.value(now: 10), 1.0 / 3.0)
    }

    func testAnimatingToTheRestingValueDoesNothing() {
        var v = AnimatedValue(7)
        v.animate(to: 7, now: 0)
        XCTAssertFalse(v.isAnimating(now: 0))
        XCTAssertEqual(v.value(now: 0.1), 7)
    }

    func testSetJumpsAndStops() {
        var v = AnimatedValue(0)
        v.animate(to: 100, now: 0)
        v.set(30)
        XCTAssertEqual(v.value(now: 0.1), 30)
        XCTAssertFalse(v.isAnimating(now: 0.1))
    }

    func testTimedAnimationFollowsItsCurveAndEndsOnTime() {
        var v = AnimatedValue(0)
        v.animate(to: 200, now: 1, duration: 0.5, curve: .linear)
        XCTAssertEqual(v.value(now: 1.25), 100, accuracy: 1e-4)
        XCTAssertTrue(v.isAnimating(now: 1.49))
        XCTAssertFalse(v.isAnimating(now: 1.5))
        XCTAssertEqual(v.value(now: 1.5), 200)
    }

    func testGrabDuringATimedAnimationKeepsTheValue() {
        var v = AnimatedValue(0)
        v.animate(to: 200, now: 0, duration: 0.5, curve: .easeInOut)
        let x = v.value(now: 0.2)
        XCTAssertEqual(v.grab(now: 0.2), x)
        XCTAssertEqual(v.value(now: 1), x)
    }
}
