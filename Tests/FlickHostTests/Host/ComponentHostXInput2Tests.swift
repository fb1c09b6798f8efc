import FlickCore
import FlickHost
import FlickKit
import XCTest

/// XInput 2 input through `ComponentHost`: UI scale, and the touchpad pan's end through the deadline.
final class ComponentHostXInput2Tests: XCTestCase {
    private func smooth(_ dx: Double, _ dy: Double, _ device: ScrollDevice, at t: Double) -> InputEvent {
        .smoothScroll(SmoothScrollInput(location: Point(100, 60), delta: Point(dx, dy), device: device, time: t))
    }

    func testAtScaleTwoAWheelNotchIsStillOneNotchAndTouchpadPixelsAreHalved() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(400, 200), scale: 2, now: 0)
        host.handle(smooth(0, Constants.scrollIncrementPx, .wheel, at: 0), now: 0)
        XCTAssertEqual(probe.gestures.last?.0, .scroll(Point(50, 30), delta: Point(0, 1), modifiers: []),
                       "a notch is a notch at any scale")
        host.handle(smooth(30, 0, .touchpad, at: 1), now: 1)
        guard case .panBegin(let pan)? = probe.gestures.last?.0 else { return XCTFail("\(probe.gestures)") }
        XCTAssertEqual(pan.translation, Point(-15, 0), "30 window px are 15 layout px")
    }

    func testATouchpadPanKeepsFramesComingAndEndsThroughTheHostsDeadline() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(400, 200), now: 0)
        host.handle(smooth(-10, 0, .touchpad, at: 1), now: 1)
        host.handle(smooth(-10, 0, .touchpad, at: 1.016), now: 1.016)
        XCTAssertTrue(host.isAnimating(now: 1.05), "the content follows the fingers: a frame each tick")
        let end = 1.016 + Constants.touchpadScrollEndGapS
        XCTAssertEqual(host.nextDeadline(now: 1.05) ?? 0, end, accuracy: 1e-9)
        host.advance(to: end)
        guard case .panEnd(let info)? = probe.gestures.last?.0 else { return XCTFail("\(probe.gestures)") }
        XCTAssertEqual(info.translation, Point(20, 0))
        XCTAssertEqual(probe.gestures.last?.1, end)
        XCTAssertFalse(host.isAnimating(now: end))
    }
}
