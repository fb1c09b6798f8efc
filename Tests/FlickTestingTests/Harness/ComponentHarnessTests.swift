import FlickCore
import FlickKit
import FlickTesting
import XCTest

/// The base of the component harnesses: a `ComponentTester` from 10 s under short names, every
/// frame's scene handed to `record`.
final class ComponentHarnessTests: XCTestCase {
    private final class Recording: ComponentHarness {
        var scenes = 0
        override func record(_ scene: SceneNode) { scenes += 1 }
    }

    func testItDrivesItsComponentOnTheTestersClock() throws {
        let log = GestureLog()
        let h = Recording(log, size: Size(300, 200))
        XCTAssertTrue(h.component === log)
        XCTAssertEqual(h.now, 10)
        h.now += 0.5
        XCTAssertEqual(h.tester.now, 10.5)
        h.key("Right", [.shift])
        h.click(Point(1, 2))
        XCTAssertEqual(log.gestures.first, .key(KeyCombo("Right", modifiers: [.shift])))
        XCTAssertEqual(log.received.map { ($0.now * 1000).rounded() }, [10_500, 10_500, 10_550, 10_550])
        h.run(0.05)
        XCTAssertEqual(h.scenes, 3, "record sees every frame")
        h.frame()
        XCTAssertEqual(h.scenes, 4)
    }

    func testSettleFollowsDeadlinesOnlyWhenTheHarnessSaysSo() {
        let idle = GestureLog(), timed = GestureLog()
        idle.deadline = 12
        timed.deadline = 12
        XCTAssertEqual(ComponentHarness(idle, size: Size(300, 200)).settle(), 0)
        XCTAssertEqual(ComponentHarness(timed, size: Size(300, 200), settlesThroughDeadlines: true).settle(), 2, accuracy: 1e-9)
    }
}
