import CX11
import FlickCore
@testable import FlickX11
import XCTest

/// XI2 decoding on `XIDeviceEvent`, `XIEnterEvent`, `XIGesturePinchEvent`, `XIGestureSwipeEvent`
/// and device classes built in memory (no X server).
final class XInput2DecoderTests: XCTestCase {
    private let mouse: Int32 = 10, touchpad: Int32 = 11, screen: Int32 = 12
    private var decoder = XInput2Decoder()

    override func setUp() {
        super.setUp()
        decoder = XInput2Decoder()
        let wheel = XInput2ScrollAxis(number: 3, horizontal: false, increment: 1)
        decoder.register(Int(mouse), XInput2Device(scrollAxes: [3: wheel]))
        decoder.register(Int(touchpad), XInput2Device(scrollAxes: [
            2: XInput2ScrollAxis(number: 2, horizontal: true, increment: 15),
            3: XInput2ScrollAxis(number: 3, horizontal: false, increment: 15),
        ], isTouchpad: true))
        decoder.register(Int(screen), XInput2Device(isTouchscreen: true))
    }

    /// An XIDeviceEvent with the given valuators (number → value) and held buttons, decoded.
    private func decode(_ evtype: Int32, source: Int32, x: Double = 100, y: Double = 50, detail: Int32 = 0,
                        flags: Int32 = 0, mods: Int32 = 0, valuators: [Int: Double] = [:], held: [Int] = [],
                        time: Double = 1) -> [InputEvent] {
        var e = XIDeviceEvent()
        e.type = GenericEvent
        e.evtype = evtype
        e.deviceid = 2
        e.sourceid = source
        e.detail = detail
        e.event_x = x
        e.event_y = y
        e.flags = flags
        e.mods.effective = mods
        var mask = [UInt8](repeating: 0, count: 4)
        let numbers = valuators.keys.sorted()
        for n in numbers { mask[n >> 3] |= 1 << UInt8(n & 7) }
        var values = numbers.map { valuators[$0]! }
        var buttons = [UInt8](repeating: 0, count: 4)
        for b in held { buttons[b >> 3] |= 1 << UInt8(b & 7) }
        return mask.withUnsafeMutableBufferPointer { m in
            values.withUnsafeMutableBufferPointer { v in
                buttons.withUnsafeMutableBufferPointer { b in
                    e.valuators = XIValuatorState(mask_len: 4, mask: m.baseAddress, values: v.baseAddress)
                    e.buttons = XIButtonState(mask_len: 4, mask: b.baseAddress)
                    return decoder.decode(e, time: time)
                }
            }
        }
    }

    func testButtonsBecomePointerPressesWithModifiersAndRealWheelButtonsNotches() {
        XCTAssertEqual(decode(XI_ButtonPress, source: mouse, detail: 1, mods: ControlMask | ShiftMask),
                       [.pointerDown(PointerInput(location: Point(100, 50), button: 1, modifiers: [.control, .shift], time: 1))])
        XCTAssertEqual(decode(XI_ButtonRelease, source: mouse, detail: 3),
                       [.pointerUp(PointerInput(location: Point(100, 50), button: 3, time: 1))])
        XCTAssertEqual(decode(XI_ButtonPress, source: mouse, detail: 5),
                       [.scroll(ScrollInput(location: Point(100, 50), delta: Point(0, 1), time: 1))], "a real wheel button")
        XCTAssertEqual(decode(XI_ButtonRelease, source: mouse, detail: 5), [])
        XCTAssertEqual(decode(XI_ButtonPress, source: mouse, detail: 8), [])
    }

    func testEmulatedButtonsAndTouchEmulatedPointerEventsAreDropped() {
        XCTAssertEqual(decode(XI_ButtonPress, source: mouse, detail: 4, flags: XIPointerEmulated), [],
                       "the wheel button the server made from the scroll valuator")
        XCTAssertEqual(decode(XI_ButtonPress, source: screen, detail: 1, flags: XIPointerEmulated), [])
        XCTAssertEqual(decode(XI_Motion, source: screen, x: 120, flags: XIPointerEmulated), [])
        XCTAssertEqual(decode(XI_ButtonRelease, source: screen, detail: 1, flags: XIPointerEmulated), [])
    }

    func testMotionReportsTheHeldButton() {
        XCTAssertEqual(decode(XI_Motion, source: mouse, x: 7, y: 8, held: [1]),
                       [.pointerMove(PointerInput(location: Point(7, 8), button: 1, time: 1))])
        XCTAssertEqual(decode(XI_Motion, source: mouse, x: 9, y: 8),
                       [.pointerMove(PointerInput(location: Point(9, 8), button: 0, time: 1))])
    }

    func testScrollValuatorsBecomeSmoothScrollInPixelsFromTheLastValueSeen() {
        XCTAssertEqual(decode(XI_Motion, source: touchpad, valuators: [2: 1000, 3: 500]).count, 1,
                       "the first values are a reference only: a plain motion")
        let g = decode(XI_Motion, source: touchpad, valuators: [2: 1000, 3: 530], time: 1.01)
        XCTAssertEqual(g, [.smoothScroll(SmoothScrollInput(location: Point(100, 50), delta: Point(0, 30),
                                                           device: .touchpad, time: 1.01))],
                       "30 units at an increment of 15 are 2 increments of 15 px; the pointer did not move")
        let h = decode(XI_Motion, source: touchpad, valuators: [2: 985], time: 1.02)
        XCTAssertEqual(h, [.smoothScroll(SmoothScrollInput(location: Point(100, 50), delta: Point(-15, 0),
                                                           device: .touchpad, time: 1.02))])
    }

    func testAWheelWithScrollValuatorsIsAWheelAndAnEmulatedMotionIsNotCountedButRemembered() {
        _ = decode(XI_Motion, source: mouse, valuators: [3: 10])
        XCTAssertEqual(decode(XI_Motion, source: mouse, valuators: [3: 11]),
                       [.smoothScroll(SmoothScrollInput(location: Point(100, 50), delta: Point(0, Constants.scrollIncrementPx),
                                                        device: .wheel, time: 1))], "one notch")
        // XTest's button 4: the press is real, the valuator motion the server makes of it is emulated.
        XCTAssertEqual(decode(XI_Motion, source: mouse, flags: XIPointerEmulated, valuators: [3: 10]), [])
        XCTAssertEqual(decode(XI_Motion, source: mouse, valuators: [3: 11]).last,
                       .smoothScroll(SmoothScrollInput(location: Point(100, 50), delta: Point(0, Constants.scrollIncrementPx),
                                                       device: .wheel, time: 1)),
                       "measured from the emulated value, so the notch is not counted again")
    }

    func testMovingWhileScrollingReportsBothAndEnteringResetsTheReference() {
        _ = decode(XI_Motion, source: touchpad, valuators: [3: 0])
        XCTAssertEqual(decode(XI_Motion, source: touchpad, x: 140, valuators: [3: 15]).count, 2)
        var enter = XIEnterEvent()
        enter.evtype = XI_Enter
        enter.sourceid = touchpad
        enter.deviceid = 2
        enter.event_x = 140
        enter.event_y = 50
        XCTAssertEqual(decoder.decode(enter, time: 2), [])
        XCTAssertEqual(decode(XI_Motion, source: touchpad, x: 140, valuators: [3: 900]), [],
                       "after an enter the valuator's value is a new reference, and the pointer did not move")
        var leave = XIEnterEvent()
        leave.evtype = XI_Leave
        XCTAssertEqual(decoder.decode(leave, time: 3), [.pointerLeave(time: 3)])
    }

    func testAForgottenDeviceScrollsNoMore() {
        _ = decode(XI_Motion, source: touchpad, valuators: [3: 0])
        decoder.forget(Int(touchpad))
        XCTAssertFalse(decoder.knows(Int(touchpad)))
        XCTAssertEqual(decode(XI_Motion, source: touchpad, x: 1, valuators: [3: 15]).count, 1, "a motion only")
    }

    func testTouchscreenTouchesAreFingersAndATouchpadsAreNot() {
        XCTAssertEqual(decode(XI_TouchBegin, source: screen, x: 10, y: 20, detail: 77, time: 5),
                       [.touch(TouchInput(id: 77, phase: .began, location: Point(10, 20), time: 5))])
        XCTAssertEqual(decode(XI_TouchUpdate, source: screen, x: 12, y: 20, detail: 77, mods: ControlMask, time: 5.01),
                       [.touch(TouchInput(id: 77, phase: .changed, location: Point(12, 20), modifiers: .control, time: 5.01))])
        XCTAssertEqual(decode(XI_TouchEnd, source: screen, x: 12, y: 20, detail: 77, time: 5.02),
                       [.touch(TouchInput(id: 77, phase: .ended, location: Point(12, 20), time: 5.02))])
        XCTAssertEqual(decode(XI_TouchBegin, source: touchpad, detail: 3), [])
    }

    private func pinch(_ evtype: Int32, scale: Double, dx: Double = 0, flags: Int32 = 0, time: Double) -> [InputEvent] {
        var e = XIGesturePinchEvent()
        e.evtype = evtype
        e.sourceid = touchpad
        e.detail = 2
        e.event_x = 300
        e.event_y = 200
        e.delta_x = dx
        e.scale = scale
        e.flags = flags
        return decoder.decode(e, time: time)
    }

    func testPinchGesturesCarryScaleAndACentreThatFollowsTheFingers() {
        XCTAssertEqual(pinch(XI_GesturePinchBegin, scale: 1, time: 1),
                       [.touchpadPinch(TouchpadPinchInput(phase: .began, center: Point(300, 200), scale: 1, time: 1))])
        XCTAssertEqual(pinch(XI_GesturePinchUpdate, scale: 1.5, dx: 4, time: 1.01),
                       [.touchpadPinch(TouchpadPinchInput(phase: .changed, center: Point(304, 200), scale: 1.5, time: 1.01))])
        XCTAssertEqual(pinch(XI_GesturePinchEnd, scale: 1.6, dx: 1, time: 1.02),
                       [.touchpadPinch(TouchpadPinchInput(phase: .ended, center: Point(305, 200), scale: 1.6, time: 1.02))])
        _ = pinch(XI_GesturePinchBegin, scale: 1, time: 2)
        XCTAssertEqual(pinch(XI_GesturePinchEnd, scale: 0.9, flags: XIGesturePinchEventCancelled, time: 2.1),
                       [.touchpadPinch(TouchpadPinchInput(phase: .cancelled, center: Point(300, 200), scale: 0.9, time: 2.1))],
                       "a new pinch's centre starts afresh")
    }

    func testSwipeGesturesCarryTheFingersMotionAndCount() {
        func swipe(_ evtype: Int32, dx: Double, flags: Int32 = 0) -> [InputEvent] {
            var e = XIGestureSwipeEvent()
            e.evtype = evtype
            e.detail = 3
            e.event_x = 50
            e.event_y = 60
            e.delta_x = dx
            e.delta_y = 1
            e.flags = flags
            e.mods.effective = ShiftMask
            return decoder.decode(e, time: 4)
        }
        XCTAssertEqual(swipe(XI_GestureSwipeUpdate, dx: -7),
                       [.touchpadSwipe(TouchpadSwipeInput(phase: .changed, location: Point(50, 60), delta: Point(-7, 1),
                                                          fingers: 3, modifiers: .shift, time: 4))])
        if case .touchpadSwipe(let w)? = swipe(XI_GestureSwipeBegin, dx: 0).first { XCTAssertEqual(w.phase, .began) } else { XCTFail() }
        if case .touchpadSwipe(let w)? = swipe(XI_GestureSwipeEnd, dx: 0).first { XCTAssertEqual(w.phase, .ended) } else { XCTFail() }
        if case .touchpadSwipe(let w)? = swipe(XI_GestureSwipeEnd, dx: 0, flags: XIGestureSwipeEventCancelled).first {
            XCTAssertEqual(w.phase, .cancelled)
        } else { XCTFail() }
    }
}
