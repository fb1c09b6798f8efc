import XCTest
@testable import FlickCore

final class GestureRecognizerTests: XCTestCase {
    private var r = GestureRecognizer()

    override func setUp() {
        super.setUp()
        r = GestureRecognizer()
    }

    @discardableResult
    private func down(_ x: Double, _ y: Double, at t: Double, button: Int = 1, modifiers: Modifiers = []) -> [Gesture] {
        r.handle(.pointerDown(PointerInput(location: Point(x, y), button: button, modifiers: modifiers, time: t)))
    }

    @discardableResult
    private func move(_ x: Double, _ y: Double, at t: Double) -> [Gesture] {
        r.handle(.pointerMove(PointerInput(location: Point(x, y), button: 0, time: t)))
    }

    @discardableResult
    private func up(_ x: Double, _ y: Double, at t: Double, button: Int = 1) -> [Gesture] {
        r.handle(.pointerUp(PointerInput(location: Point(x, y), button: button, time: t)))
    }

    private func key(_ text: String, at t: Double = 0) -> [Gesture] {
        r.handle(.key(KeyInput(key: KeyCombo(parsing: text)!, time: t)))
    }

    private func scroll(_ x: Double, _ y: Double, dx: Double = 0, dy: Double, modifiers: Modifiers = [], at t: Double = 0) -> [Gesture] {
        r.handle(.scroll(ScrollInput(location: Point(x, y), delta: Point(dx, dy), modifiers: modifiers, time: t)))
    }

    private func tapCount(_ g: [Gesture]) -> Int? {
        for e in g { if case .tap(_, let c, _, _) = e { return c } }
        return nil
    }

    private func pinchScale(_ g: Gesture?) -> Double? {
        if case .pinch(_, let s)? = g { return s }
        return nil
    }

    private func panEnd(_ g: [Gesture]) -> PanInfo? {
        for e in g { if case .panEnd(let i) = e { return i } }
        return nil
    }

    // MARK: Taps

    func testClickGivesPressThenReleaseThenASingleTap() {
        XCTAssertEqual(down(50, 60, at: 1, modifiers: .shift), [.press(Point(50, 60), button: 1, modifiers: .shift)])
        XCTAssertEqual(up(50, 60, at: 1.08), [.release(Point(50, 60), button: 1),
                                              .tap(Point(50, 60), count: 1, button: 1, modifiers: .shift)])
        XCTAssertFalse(r.isPointerDown)
    }

    func testSmallMotionWithinTheSlopStillTaps() {
        down(50, 60, at: 1)
        XCTAssertEqual(move(54, 63, at: 1.02), [])
        XCTAssertEqual(tapCount(up(54, 63, at: 1.05)), 1)
    }

    func testSecondClickSoonAndCloseIsADoubleTap() {
        down(100, 100, at: 1); up(100, 100, at: 1.05)
        down(103, 98, at: 1.2)
        XCTAssertEqual(up(103, 98, at: 1.25).last, .tap(Point(103, 98), count: 2, button: 1, modifiers: []))
    }

    func testSecondClickJustInsideTheTimeoutIsADoubleTap() {
        down(100, 100, at: 1); up(100, 100, at: 1.05)
        down(100, 100, at: 1.05 + Constants.doubleTapTimeoutS - 0.005)
        XCTAssertEqual(tapCount(up(100, 100, at: 1.4)), 2)
    }

    func testSecondClickJustAfterTheTimeoutIsASingleTap() {
        down(100, 100, at: 1); up(100, 100, at: 1.05)
        down(100, 100, at: 1.05 + Constants.doubleTapTimeoutS + 0.005)
        XCTAssertEqual(tapCount(up(100, 100, at: 1.4)), 1)
    }

    func testSecondClickJustInsideTheDoubleTapSlopIsADoubleTap() {
        down(100, 100, at: 1); up(100, 100, at: 1.05)
        down(100 + Constants.doubleTapSlopPx - 0.5, 100, at: 1.2)
        XCTAssertEqual(tapCount(up(100 + Constants.doubleTapSlopPx - 0.5, 100, at: 1.25)), 2)
    }

    func testSecondClickJustOutsideTheDoubleTapSlopIsASingleTap() {
        down(100, 100, at: 1); up(100, 100, at: 1.05)
        down(100, 100 + Constants.doubleTapSlopPx + 0.5, at: 1.2)
        XCTAssertEqual(tapCount(up(100, 100 + Constants.doubleTapSlopPx + 0.5, at: 1.25)), 1)
    }

    func testThirdQuickClickCountsThree() {
        down(10, 10, at: 0); up(10, 10, at: 0.05)
        down(10, 10, at: 0.2); up(10, 10, at: 0.25)
        down(10, 10, at: 0.4)
        XCTAssertEqual(tapCount(up(10, 10, at: 0.45)), 3)
    }

    func testClickWithAnotherButtonDoesNotChain() {
        down(10, 10, at: 0); up(10, 10, at: 0.05)
        down(10, 10, at: 0.2, button: 3)
        XCTAssertEqual(up(10, 10, at: 0.25, button: 3).last, .tap(Point(10, 10), count: 1, button: 3, modifiers: []))
    }

    func testAPanBreaksTheTapChain() {
        down(10, 10, at: 0); up(10, 10, at: 0.05)
        down(10, 10, at: 0.1); move(40, 10, at: 0.12); move(10, 10, at: 0.14); up(10, 10, at: 0.15)
        down(10, 10, at: 0.2)
        XCTAssertEqual(tapCount(up(10, 10, at: 0.25)), 1)
    }

    // MARK: Long press

    func testLongPressFiresFromAdvanceAtItsDeadline() {
        down(70, 80, at: 2)
        XCTAssertEqual(r.nextDeadline, 2 + Constants.longPressTimeoutS)
        XCTAssertEqual(r.advance(to: 2 + Constants.longPressTimeoutS - 0.01), [])
        XCTAssertEqual(r.advance(to: 2 + Constants.longPressTimeoutS), [.longPress(Point(70, 80))])
        XCTAssertNil(r.nextDeadline)
        XCTAssertEqual(r.advance(to: 3), [], "a long press fires once")
    }

    func testReleaseAfterALongPressHasNoTap() {
        down(70, 80, at: 0)
        _ = r.advance(to: 0.6)
        XCTAssertEqual(up(70, 80, at: 0.7), [.release(Point(70, 80), button: 1)])
    }

    func testLongPressFiresFromALateEventBeforeTheEventsOwnGestures() {
        down(70, 80, at: 0)
        XCTAssertEqual(up(70, 80, at: 0.9), [.longPress(Point(70, 80)), .release(Point(70, 80), button: 1)])
    }

    func testNoDeadlineWithoutAPress() {
        XCTAssertNil(r.nextDeadline)
        XCTAssertEqual(r.advance(to: 100), [])
    }

    func testAPanCancelsTheLongPress() {
        down(0, 0, at: 0)
        move(20, 0, at: 0.1)
        XCTAssertNil(r.nextDeadline)
        XCTAssertEqual(r.advance(to: 1), [])
    }

    func testDragAfterALongPressStartsAPan() {
        down(100, 100, at: 0)
        _ = r.advance(to: 0.55)
        let g = move(120, 100, at: 0.6)
        guard case .panBegin(let info)? = g.first, g.count == 1 else { return XCTFail("got \(g)") }
        XCTAssertEqual(info.start, Point(100, 100))
        XCTAssertEqual(info.location, Point(120, 100))
        XCTAssertTrue(r.isPanning)
        XCTAssertNotNil(panEnd(up(120, 100, at: 0.7)))
    }

    // MARK: Pan

    func testMotionWithinThePanSlopIsNoPan() {
        down(100, 100, at: 0)
        XCTAssertEqual(move(100 + Constants.panSlopPx, 100, at: 0.02), [])
        XCTAssertFalse(r.isPanning)
        XCTAssertTrue(r.isPointerDown)
    }

    func testMotionJustPastThePanSlopBeginsAPanFromThePressPoint() {
        down(100, 100, at: 0)
        let g = move(100, 100 - Constants.panSlopPx - 0.5, at: 0.02)
        guard case .panBegin(let info)? = g.first, g.count == 1 else { return XCTFail("got \(g)") }
        XCTAssertEqual(info.start, Point(100, 100))
        XCTAssertEqual(info.location, Point(100, 100 - Constants.panSlopPx - 0.5))
        XCTAssertEqual(info.button, 1)
        XCTAssertTrue(r.isPanning)
    }

    func testEveryLaterMotionIsAPanUpdate() {
        down(0, 0, at: 0, modifiers: .control)
        move(10, 0, at: 0.01)
        let g = move(12, 1, at: 0.02)
        guard case .panUpdate(let info)? = g.first, g.count == 1 else { return XCTFail("got \(g)") }
        XCTAssertEqual(info.location, Point(12, 1))
        XCTAssertEqual(info.totalTranslation, Point(12, 1))
        XCTAssertEqual(info.translation, Point(6, 1), "the motion past the 6 px slop, crossed at (6, 0)")
        XCTAssertEqual(info.modifiers, .control)
    }

    func testFlingReleaseCarriesItsVelocity() throws {
        // A leftward drag at 2000 px/s, a motion event every 8 ms, released on the move.
        down(600, 300, at: 10)
        var x = 600.0, t = 10.0
        for _ in 0..<15 { x -= 16; t += 0.008; move(x, 300, at: t) }
        x -= 16; t += 0.008
        let g = up(x, 300, at: t)
        XCTAssertEqual(g.count, 1)
        let info = try XCTUnwrap(panEnd(g))
        XCTAssertEqual(info.velocity.x, -2000, accuracy: 1)
        XCTAssertEqual(info.velocity.y, 0, accuracy: 1e-9)
        XCTAssertEqual(info.location, Point(x, 300))
        XCTAssertFalse(r.isPanning)
        XCTAssertFalse(r.isPointerDown)
    }

    func testReleaseAfterAPauseHasNoVelocity() throws {
        down(600, 300, at: 0)
        var x = 600.0, t = 0.0
        for _ in 0..<15 { x -= 16; t += 0.008; move(x, 300, at: t) }
        let info = try XCTUnwrap(panEnd(up(x, 300, at: t + 0.25)))
        XCTAssertLessThan(info.velocity.length, 1)
    }

    func testReleasePastTheSlopWithoutMotionIsAPan() {
        down(100, 100, at: 0)
        let g = up(300, 100, at: 0.1)
        XCTAssertEqual(g.count, 2)
        guard case .panBegin? = g.first else { return XCTFail("got \(g)") }
        XCTAssertEqual(panEnd(g)?.totalTranslation, Point(200, 0))
        XCTAssertEqual(panEnd(g)?.translation, Point(200 - Constants.panSlopPx, 0))
    }

    func testAPanStartsFromWhereItCrossedTheSlopSoTheContentNeverJumps() {
        // The repro: 3 px a frame from x = 400; the slop (6 px) is crossed at 394.
        down(400, 200, at: 0)
        XCTAssertTrue(move(397, 200, at: 0.017).isEmpty)
        XCTAssertTrue(move(394, 200, at: 0.033).isEmpty)
        guard case .panBegin(let begin)? = move(391, 200, at: 0.050).first else { return XCTFail("no pan") }
        XCTAssertEqual(begin.anchor, Point(394, 200))
        XCTAssertEqual(begin.translation, Point(-3, 0), "the first frame moves as far as the pointer did")
        guard case .panUpdate(let next)? = move(388, 200, at: 0.067).first else { return XCTFail("no update") }
        XCTAssertEqual(next.translation, Point(-6, 0))
    }

    func testAReleaseAfterHoldingStillFortyMillisecondsHasNoVelocity() throws {
        down(600, 300, at: 0)
        var x = 600.0, t = 0.0
        for _ in 0..<15 { x -= 16; t += 0.008; move(x, 300, at: t) }
        XCTAssertNotEqual(try XCTUnwrap(panEnd(up(x, 300, at: t + 0.039))).velocity, .zero, "39 ms: still moving")
        down(600, 300, at: 10)
        x = 600; t = 10
        for _ in 0..<15 { x -= 16; t += 0.008; move(x, 300, at: t) }
        XCTAssertEqual(try XCTUnwrap(panEnd(up(x, 300, at: t + 0.040))).velocity, .zero)
    }

    // MARK: Buttons

    func testAnotherButtonIsIgnoredWhileOneIsDown() {
        down(10, 10, at: 0)
        XCTAssertEqual(down(10, 10, at: 0.01, button: 3), [])
        XCTAssertEqual(up(10, 10, at: 0.02, button: 3), [])
        XCTAssertTrue(r.isPointerDown)
        XCTAssertEqual(tapCount(up(10, 10, at: 0.05)), 1)
    }

    func testReleaseWithoutAPressIsIgnored() {
        XCTAssertEqual(up(10, 10, at: 0), [])
    }

    // MARK: Hover, leave, scroll

    func testMotionWithoutAButtonIsHover() {
        XCTAssertEqual(move(33, 44, at: 0), [.hover(Point(33, 44))])
    }

    func testPointerLeavingIsLeave() {
        XCTAssertEqual(r.handle(.pointerLeave(time: 1)), [.leave])
    }

    func testScrollPassesThrough() {
        XCTAssertEqual(scroll(5, 6, dx: 1, dy: 2, modifiers: .shift),
                       [.scroll(Point(5, 6), delta: Point(1, 2), modifiers: .shift)])
    }

    func testCtrlWheelUpIsAPinchOutwards() throws {
        let g = scroll(200, 150, dy: -1, modifiers: .control)
        XCTAssertEqual(g.first?.location, Point(200, 150))
        XCTAssertEqual(try XCTUnwrap(pinchScale(g.first)), Constants.pinchStepScale, accuracy: 1e-12)
        XCTAssertEqual(g.count, 1)
    }

    func testCtrlWheelDownIsAPinchInwards() throws {
        XCTAssertEqual(try XCTUnwrap(pinchScale(scroll(0, 0, dy: 1, modifiers: .control).first)),
                       1 / Constants.pinchStepScale, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(pinchScale(scroll(0, 0, dy: 2, modifiers: .control).first)),
                       1 / (Constants.pinchStepScale * Constants.pinchStepScale), accuracy: 1e-12)
    }

    func testCtrlHorizontalScrollIsNeitherScrollNorPinch() {
        XCTAssertEqual(scroll(0, 0, dx: 1, dy: 0, modifiers: .control), [])
    }

    // MARK: Keys

    func testKeysPassThrough() {
        XCTAssertEqual(key("ctrl+shift+t"), [.key(KeyCombo("t", modifiers: [.control, .shift]))])
        XCTAssertEqual(key("Right"), [.key(KeyCombo("Right"))])
    }

    func testPlusMinusAndEqualAreOnlyKeysTheHostPinchesForTheOnesNobodyUses() {
        move(321, 123, at: 0)
        for name in ["plus", "equal", "KP_Add", "shift+plus", "shift+equal", "minus", "KP_Subtract", "ctrl+plus"] {
            XCTAssertEqual(key(name), [.key(KeyCombo(parsing: name)!)], name)
        }
    }

    func testThePointerPositionAnUnusedKeyPinchesAtFollowsTheLastPointerEvent() {
        move(1, 2, at: 0)
        _ = scroll(30, 40, dy: 1, at: 0.1)
        XCTAssertEqual(r.lastPointerLocation, Point(30, 40))
        down(7, 8, at: 0.2)
        XCTAssertEqual(r.lastPointerLocation, Point(7, 8))
    }

    func testAKeyHandsOnTheTextItTyped() {
        let plus = r.handle(.key(KeyInput(key: KeyCombo("plus", modifiers: .shift, text: "+"), time: 0)))
        guard case .key(let key)? = plus.first, plus.count == 1 else { return XCTFail("got \(plus)") }
        XCTAssertEqual(key.text, "+")
        let typed = r.handle(.key(KeyInput(key: KeyCombo("eacute", text: "é"), time: 0)))
        guard case .key(let e)? = typed.first, typed.count == 1 else { return XCTFail("got \(typed)") }
        XCTAssertEqual(e.text, "é")
    }
}
