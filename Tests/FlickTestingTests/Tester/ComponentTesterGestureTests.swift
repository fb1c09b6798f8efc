import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// The tester's gesture level: recognized gestures straight to the root at exact times, frames
/// when asked, time to rest, all on the one clock that window input and scripts use too.
final class ComponentTesterGestureTests: XCTestCase {
    func testTheClockStartsWhereAskedAndTheRootIsLaidOutThereInTheHostsEnvironment() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        XCTAssertEqual(tester.now, 10)
        XCTAssertEqual(log.laidOut?.size, Size(400, 300))
        XCTAssertEqual(log.laidOut?.now, 10)
        XCTAssertTrue(log.environment?.host === tester.host, "laid out by the host, as in a window")
    }

    func testAGestureReachesTheRootAtTheTestersTime() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        tester.elapse(0.25)
        XCTAssertTrue(tester.send(.key(KeyCombo("Right"))))
        log.takes = false
        XCTAssertFalse(tester.send(.key(KeyCombo("Left"))), "whether the root took it comes back")
        XCTAssertEqual(log.received.map(\.now), [10.25, 10.25])
        XCTAssertEqual(log.gestures, [.key(KeyCombo("Right")), .key(KeyCombo("Left"))])
    }

    func testTimeNeverGoesBackAndSayingSoIsAFailure() {
        let tester = ComponentTester(GestureLog(), size: Size(400, 300), startTime: 10)
        var reported: [String] = []
        tester.onFailure = { message, _, _ in reported.append(message) }
        tester.elapse(until: 12)
        tester.elapse(until: 11)
        tester.elapse(-1)
        XCTAssertEqual(tester.now, 12)
        XCTAssertEqual(reported, ["the clock cannot go from 12.0 s to 11.0 s; time only goes forward",
                                  "the clock cannot go from 12.0 s to 11.0 s; time only goes forward"])
        XCTAssertEqual(tester.failures, reported)
    }

    func testRunDrawsAFrameEveryFrameTimeAndEndsExactlyWhereAsked() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        var frames = 0
        tester.onFrame = { _ in frames += 1 }
        tester.run(seconds: 0.1)
        XCTAssertEqual(frames, 6)
        XCTAssertEqual(tester.now, 10.1, accuracy: 1e-9)
        tester.run(seconds: 0.02)
        XCTAssertEqual(frames, 8, "a frame, then a shorter last one")
        XCTAssertEqual(tester.now, 10.12, accuracy: 1e-9)
        XCTAssertEqual(log.advancedTo.last ?? 0, tester.now, accuracy: 1e-12)
    }

    func testRunToRestWaitsForTheAnimationAndReportsHowLong() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        log.animate(for: 0.5, from: 10)
        let took = tester.runToRest()
        XCTAssertEqual(took, 0.5, accuracy: 1.0 / 60)
        XCTAssertFalse(log.isAnimating(now: tester.now))
    }

    func testRunToRestSleepsThroughDeadlinesOnlyWhenAsked() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        log.deadline = 12
        XCTAssertEqual(tester.runToRest(), 0, "an idle timer is not motion")
        XCTAssertEqual(log.deadline, 12)
        XCTAssertEqual(tester.runToRest(throughDeadlines: true), 2, accuracy: 1e-9)
        XCTAssertNil(log.deadline, "advanced to the deadline")
    }

    func testATapPressesReleasesAfterTheHoldAndTaps() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        let p = Point(40, 50)
        tester.tap(at: p, count: 2)
        XCTAssertEqual(log.gestures, [.press(p, button: 1, modifiers: []), .release(p, button: 1),
                                      .tap(p, count: 2, button: 1, modifiers: [])])
        XCTAssertEqual(log.received.map(\.now), [10, 10 + ComponentTester.tapHoldS, 10 + ComponentTester.tapHoldS])
    }

    func testALongPressComesAfterTheHoldWithFramesMeanwhile() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        tester.longPress(at: Point(5, 5))
        XCTAssertEqual(log.gestures, [.press(Point(5, 5), button: 1, modifiers: []), .longPress(Point(5, 5))])
        XCTAssertEqual(log.received[1].now, 10 + ComponentTester.longPressHoldS, accuracy: 1e-9)
        XCTAssertEqual(log.advancedTo.count, 30, "a frame every 1/60 s while held")
    }

    func testADragBeginsPastTheSlopMovesEvenlyAndEndsAtItsVelocity() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        let start = Point(300, 100)
        tester.drag(from: start, by: Point(-120, 0), velocity: Point(-900, 0), duration: 0.2, steps: 3)
        let v = Point(-900, 0)
        XCTAssertEqual(log.gestures, [
            .press(start, button: 1, modifiers: []),
            .panBegin(PanInfo(start: start, location: Point(292, 100), velocity: v)),
            .panUpdate(PanInfo(start: start, location: Point(260, 100), velocity: v)),
            .panUpdate(PanInfo(start: start, location: Point(220, 100), velocity: v)),
            .panUpdate(PanInfo(start: start, location: Point(180, 100), velocity: v)),
            .panEnd(PanInfo(start: start, location: Point(180, 100), velocity: v)),
        ])
        XCTAssertEqual(tester.now, 10.2, accuracy: 1e-9, "the release comes after the duration")
        XCTAssertEqual(log.advancedTo.count, 3, "a frame after each move")
    }

    func testAQuickDragBeginsAtItsFirstStep() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        let start = Point(100, 200), v = Point(0, -800)
        tester.drag(from: start, by: Point(0, -90), velocity: v, duration: 0.3, steps: 3, begin: .atFirstStep)
        XCTAssertEqual(log.gestures, [
            .press(start, button: 1, modifiers: []),
            .panBegin(PanInfo(start: start, location: Point(100, 170), velocity: v)),
            .panUpdate(PanInfo(start: start, location: Point(100, 140), velocity: v)),
            .panUpdate(PanInfo(start: start, location: Point(100, 110), velocity: v)),
            .panEnd(PanInfo(start: start, location: Point(100, 110), velocity: v)),
        ])
        XCTAssertEqual(log.received.map { ($0.now * 1000).rounded() }, [10_000, 10_100, 10_200, 10_300, 10_300])
    }

    func testADragHeldDownDoesNotEnd() {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300))
        tester.drag(from: Point(10, 10), by: Point(0, 50), release: false)
        guard case .panUpdate(let last)? = log.gestures.last else { return XCTFail("\(log.gestures)") }
        XCTAssertEqual(last.location, Point(10, 60))
    }

    func testWindowInputAfterGesturesComesLaterOnTheSameClock() throws {
        let log = GestureLog()
        let tester = ComponentTester(log, size: Size(400, 300), startTime: 10)
        tester.elapse(0.5)
        tester.key("Return")
        tester.wait(ms: 100)
        tester.send(.key(KeyCombo("Escape")))
        let times = log.received.map(\.now)
        XCTAssertEqual(times.count, 2)
        XCTAssertEqual(times[0], 10.5, accuracy: 1e-9, "the window key at the tester's time")
        XCTAssertEqual(times[1], 10.6, accuracy: 1e-9, "100 ms of frames later")
        XCTAssertEqual(log.gestures.first, .key(KeyCombo("Return")))
    }

    func testTheFrameIsTheHostsSceneAndSnapshotsAreFoundInIt() {
        let tester = ComponentTester(GestureLog(), size: Size(400, 300))
        guard case .rect(let r, _, _) = tester.frame() else { return XCTFail("the root's fill") }
        XCTAssertEqual(r, Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(tester.snapshots().count, 0)
    }
}
