import XCTest
@testable import FlickCore

final class VelocityTrackerTests: XCTestCase {
    /// A recorded left-to-right drag at about 750 px/s: uneven frame times, whole-pixel positions.
    private let recordedDrag: [(x: Double, t: Double)] = [
        (200, 1.000), (206, 1.008), (212, 1.016), (219, 1.025), (224, 1.032),
        (230, 1.040), (237, 1.049), (242, 1.056), (248, 1.064), (255, 1.073),
        (260, 1.080), (266, 1.088), (273, 1.097), (278, 1.104), (284, 1.112),
        (290, 1.120), (297, 1.129), (302, 1.136), (308, 1.144), (314, 1.152),
        (320, 1.160), (326, 1.168), (332, 1.176), (338, 1.184), (344, 1.192),
    ]

    private func tracker(_ samples: [(x: Double, t: Double)], y: Double = 300) -> VelocityTracker {
        var v = VelocityTracker()
        for s in samples { v.add(Point(s.x, y), at: s.t) }
        return v
    }

    func testRecordedSteadyDragReadsItsSpeed() {
        let v = tracker(recordedDrag).velocity(now: 1.192)
        XCTAssertEqual(v.x, 750, accuracy: 15)
        XCTAssertEqual(v.y, 0, accuracy: 1e-9)
    }

    func testConstantSpeedIsExact() {
        let samples = (0..<30).map { i -> (x: Double, t: Double) in
            let t = Double(i) * 0.008
            return (x: 50 - 1200 * t, t: t)
        }
        XCTAssertEqual(tracker(samples).velocity(now: samples.last!.t).x, -1200, accuracy: 1e-6)
    }

    func testDiagonalMotionGivesBothComponents() {
        var v = VelocityTracker()
        for i in 0..<10 {
            let t = Double(i) * 0.01
            v.add(Point(10 + 300 * t, 20 - 400 * t), at: t)
        }
        let r = v.velocity(now: 0.09)
        XCTAssertEqual(r.x, 300, accuracy: 1e-6)
        XCTAssertEqual(r.y, -400, accuracy: 1e-6)
    }

    func testAcceleratingDragReadsBetweenWindowStartAndFinalSpeed() {
        // x = a·t²/2 with a = 20000 px/s² over 0.3 s: the speed goes 0 → 6000 px/s.
        let a = 20000.0
        let samples = (0...37).map { i -> (x: Double, t: Double) in
            let t = Double(i) * 0.008
            return (x: a * t * t / 2, t: t)
        }
        let end = samples.last!.t
        let v = tracker(samples).velocity(now: end).x
        XCTAssertGreaterThan(v, a * (end - Constants.velocityWindowS))
        XCTAssertLessThan(v, a * end)
        // A line fit reads the speed at the middle of the window.
        XCTAssertEqual(v, a * (end - Constants.velocityWindowS / 2), accuracy: 0.05 * a * end)
    }

    func testOnlyTheLastWindowOfMotionCounts() {
        // Fast for 0.3 s, then slow for 0.2 s: the fast part is outside the window.
        var samples: [(x: Double, t: Double)] = []
        var x = 0.0
        for i in 0..<38 { samples.append((x: x, t: Double(i) * 0.008)); x += 3000 * 0.008 }
        let t0 = samples.last!.t
        for i in 1...25 { samples.append((x: x + 200 * Double(i) * 0.008, t: t0 + Double(i) * 0.008)) }
        XCTAssertEqual(tracker(samples).velocity(now: samples.last!.t).x, 200, accuracy: 1)
    }

    func testStopThenReleaseHasNoVelocity() {
        // Dragging at 1000 px/s, the pointer rests 0.2 s, then the button is released in place.
        var samples = (0..<20).map { i -> (x: Double, t: Double) in
            (x: 100 + 1000 * Double(i) * 0.008, t: Double(i) * 0.008)
        }
        let last = samples.last!
        samples.append((x: last.x, t: last.t + 0.2))
        XCTAssertEqual(tracker(samples).velocity(now: last.t + 0.2), .zero)
    }

    func testAPauseInsideTheWindowStillCutsTheHistory() {
        // A 0.11 s rest (longer than the stale time) but shorter than the window.
        var samples = (0..<20).map { i -> (x: Double, t: Double) in
            (x: 100 + 1000 * Double(i) * 0.008, t: Double(i) * 0.008)
        }
        let last = samples.last!
        samples.append((x: last.x, t: last.t + 0.11))
        XCTAssertEqual(tracker(samples).velocity(now: last.t + 0.11), .zero)
    }

    func testVelocityIsZeroWhenTheNewestSampleIsStale() {
        let t = tracker(recordedDrag)
        XCTAssertNotEqual(t.velocity(now: 1.192 + Constants.velocityStaleS * 0.5), .zero)
        XCTAssertEqual(t.velocity(now: 1.192 + Constants.velocityStaleS * 1.5), .zero)
    }

    func testSingleSampleHasNoVelocity() {
        var v = VelocityTracker()
        v.add(Point(10, 10), at: 3)
        XCTAssertEqual(v.velocity(now: 3), .zero)
    }

    func testNoSamplesHasNoVelocity() {
        XCTAssertEqual(VelocityTracker().velocity(now: 0), .zero)
    }

    func testTwoSamplesGiveTheirSlope() {
        var v = VelocityTracker()
        v.add(Point(0, 0), at: 1.0)
        v.add(Point(-8, 4), at: 1.016)
        let r = v.velocity(now: 1.016)
        XCTAssertEqual(r.x, -500, accuracy: 1e-6)
        XCTAssertEqual(r.y, 250, accuracy: 1e-6)
    }

    func testTwoSamplesAtTheSameTimeHaveNoVelocity() {
        var v = VelocityTracker()
        v.add(Point(0, 0), at: 1)
        v.add(Point(5, 0), at: 1)
        XCTAssertEqual(v.velocity(now: 1), .zero)
    }

    func testJitteryDragStaysCloseToItsTrend() {
        // 600 px/s with ±2 px of position noise and ±1.5 ms of timing noise.
        let noise: [Double] = [1.5, -2, 0.5, 2, -1, -1.5, 2, 0, -2, 1, 1.5, -0.5, -2, 2, 0.5, -1, 1, -2, 2, -0.5]
        let timing: [Double] = [0, 1, -1.5, 0.5, 1.5, -1, 0, 1, -0.5, -1.5, 1, 0.5, -1, 1.5, 0, -1, 0.5, 1, -1.5, 0]
        var samples: [(x: Double, t: Double)] = []
        for i in 0..<20 {
            let t = Double(i) * 0.008 + timing[i] / 1000
            samples.append((x: 400 + 600 * Double(i) * 0.008 + noise[i], t: t))
        }
        let v = tracker(samples).velocity(now: samples.last!.t).x
        XCTAssertEqual(v, 600, accuracy: 60)
    }

    func testMagnitudeIsClampedToTheMaximumFlingVelocity() {
        var v = VelocityTracker()
        for i in 0..<5 { v.add(Point(Double(i) * 160, Double(i) * 120), at: Double(i) * 0.01) }
        let r = v.velocity(now: 0.04)  // 16000, 12000 → 20000 px/s
        XCTAssertEqual(r.length, Constants.maxFlingVelocityPxPerS, accuracy: 1e-6)
        XCTAssertEqual(r.x / r.y, 16000.0 / 12000.0, accuracy: 1e-9)
    }

    func testResetForgetsTheHistory() {
        var t = tracker(recordedDrag)
        t.reset()
        XCTAssertEqual(t.velocity(now: 1.192), .zero)
        t.add(Point(0, 0), at: 1.2)
        XCTAssertEqual(t.velocity(now: 1.2), .zero)
    }

    func testTimeGoingBackwardsStartsANewHistory() {
        var t = tracker(recordedDrag)
        t.add(Point(0, 0), at: 0.5)
        XCTAssertEqual(t.velocity(now: 0.5), .zero)
    }
}
