import CX11
@testable import FlickX11
import XCTest

/// Device facts read from XI2 class structures built in memory, as `XIQueryDevice` returns them.
final class XInput2DeviceTests: XCTestCase {
    /// Runs `body` on a class list made of the given scroll and touch classes.
    private func device(name: String, scrolls: [XIScrollClassInfo], touches: [XITouchClassInfo]) -> XInput2Device {
        var scrolls = scrolls, touches = touches
        return scrolls.withUnsafeMutableBufferPointer { s in
            touches.withUnsafeMutableBufferPointer { t in
                var classes: [UnsafeMutablePointer<XIAnyClassInfo>?] = []
                for i in 0..<s.count { classes.append(UnsafeMutableRawPointer(s.baseAddress! + i).assumingMemoryBound(to: XIAnyClassInfo.self)) }
                for i in 0..<t.count { classes.append(UnsafeMutableRawPointer(t.baseAddress! + i).assumingMemoryBound(to: XIAnyClassInfo.self)) }
                return classes.withUnsafeMutableBufferPointer {
                    XInput2Device(name: name, classes: $0.baseAddress, count: $0.count)
                }
            }
        }
    }

    private func scroll(_ number: Int32, _ type: Int32, increment: Double) -> XIScrollClassInfo {
        XIScrollClassInfo(type: XIScrollClass, sourceid: 9, number: number, scroll_type: type, increment: increment, flags: 0)
    }

    func testScrollClassesGiveTheAxesAndADependentTouchClassATouchpad() {
        let d = device(name: "ETPS/2 Elantech", scrolls: [scroll(2, XIScrollTypeHorizontal, increment: 15),
                                                          scroll(3, XIScrollTypeVertical, increment: -15)],
                       touches: [XITouchClassInfo(type: XITouchClass, sourceid: 9, mode: XIDependentTouch, num_touches: 5)])
        XCTAssertEqual(d.scrollAxes[2], XInput2ScrollAxis(number: 2, horizontal: true, increment: 15))
        XCTAssertEqual(d.scrollAxes[3], XInput2ScrollAxis(number: 3, horizontal: false, increment: -15), "inverted scrolling")
        XCTAssertTrue(d.isTouchpad)
        XCTAssertFalse(d.isTouchscreen)
    }

    func testADirectTouchClassIsATouchscreenAndAPlainMouseAWheel() {
        let screen = device(name: "Goodix Capacitive TouchScreen", scrolls: [],
                            touches: [XITouchClassInfo(type: XITouchClass, sourceid: 9, mode: XIDirectTouch, num_touches: 10)])
        XCTAssertTrue(screen.isTouchscreen)
        XCTAssertFalse(screen.isTouchpad, "its name says touch, not touchpad")
        let mouse = device(name: "Logitech USB Optical Mouse", scrolls: [scroll(3, XIScrollTypeVertical, increment: 1),
                                                                          scroll(4, XIScrollTypeVertical, increment: 0)],
                           touches: [])
        XCTAssertFalse(mouse.isTouchpad)
        XCTAssertEqual(Array(mouse.scrollAxes.keys), [3], "a zero increment cannot be divided by: ignored")
    }

    func testATouchpadWithoutATouchClassIsKnownByItsName() {
        XCTAssertTrue(device(name: "SynPS/2 Synaptics TouchPad", scrolls: [], touches: []).isTouchpad)
        XCTAssertTrue(device(name: "ELAN0501:00 04F3:3060 Touchpad", scrolls: [], touches: []).isTouchpad)
        XCTAssertTrue(device(name: "Apple Inc. Magic Trackpad 2", scrolls: [], touches: []).isTouchpad)
        XCTAssertFalse(device(name: "Virtual core XTEST pointer", scrolls: [], touches: []).isTouchpad)
    }
}
