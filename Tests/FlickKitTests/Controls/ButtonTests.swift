import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class ButtonTests: XCTestCase {
    private func button(_ log: UnsafeMutablePointer<[Double]>) -> Button {
        Button("Open", frame: Rect(x: 0, y: 0, width: 120, height: 32)) { now in log.pointee.append(now) }
    }

    func testAnIconButtonDrawsItsIconAloneAndKeepsItsSpokenName() throws {
        let b = Button(icon: .settings, name: "Settings", frame: Rect(x: 0, y: 0, width: 40, height: 36))
        XCTAssertEqual(b.name, "Settings")
        XCTAssertEqual(SceneProbe.texts(b.scene(now: 0)), [], "no glyph, no words: the icon")
        let paths = SceneProbe.paths(b.scene(now: 0))
        XCTAssertEqual(paths.count, 1, "the gear")
        let xs = paths[0].elements.compactMap { e -> Double? in if case .line(let p) = e { return p.x }; return nil }
        XCTAssertEqual(try XCTUnwrap(xs.max()) - xs.min()!, Constants.barIconPx, accuracy: 2, "a bar icon's size")
        XCTAssertEqual(b.semantics(now: 0).first?.name, "Settings")
        XCTAssertEqual(b.preferredSize(for: 200).width, b.preferredSize(for: 200).height, "square")
    }

    func testAnIconBesideTheWordsComesFirstAndBothAreCentred() throws {
        let b = Button("Back", kind: .plain, icon: .back, frame: Rect(x: 0, y: 0, width: 100, height: 36))
        let text = try XCTUnwrap(SceneProbe.textNodes(b.scene(now: 0)).first)
        XCTAssertEqual(text.text, "Back")
        let iconXs = SceneProbe.paths(b.scene(now: 0)).flatMap(\.elements).compactMap { e -> Double? in
            if case .line(let p) = e { return p.x }
            if case .move(let p) = e { return p.x }
            return nil
        }
        XCTAssertLessThan(try XCTUnwrap(iconXs.max()), text.frame.minX, "the chevron before the word")
        XCTAssertGreaterThan(iconXs.min()!, 12, "the pair is centred, not at the edge")
        XCTAssertGreaterThan(b.preferredSize(for: 500).width, Button("Back").preferredSize(for: 500).width)
    }

    func testAClickRunsTheActionWithTheClickTime() {
        var log: [Double] = []
        let b = button(&log)
        b.send(GestureScript.click(Point(60, 16)), now: 1.5)
        XCTAssertEqual(log, [1.5])
        XCTAssertEqual(b.activationCount, 1)
    }

    func testTheButtonShowsPressedOnlyWhileHeld() {
        var log: [Double] = []
        let b = button(&log)
        let r0 = b.revision
        b.handle(.press(Point(10, 10), button: 1, modifiers: []), now: 0)
        XCTAssertTrue(b.isPressed)
        XCTAssertGreaterThan(b.revision, r0)
        b.handle(.release(Point(10, 10), button: 1), now: 0)
        XCTAssertFalse(b.isPressed)
    }

    func testAPressThatTurnsIntoAPanIsCancelledWithoutAClick() {
        var log: [Double] = []
        let b = button(&log)
        let used = b.send(GestureScript.drag(from: Point(10, 10), to: Point(100, 10)))
        XCTAssertEqual(used.first, true)
        XCTAssertEqual(used[1], false, "a button does not claim pans")
        XCTAssertFalse(b.isPressed)
        XCTAssertEqual(log, [])
    }

    func testAClickOutsideOrOnADisabledButtonDoesNothing() {
        var log: [Double] = []
        let b = button(&log)
        XCTAssertFalse(b.handle(.press(Point(130, 10), button: 1, modifiers: []), now: 0))
        b.isEnabled = false
        b.send(GestureScript.click(Point(60, 16)))
        XCTAssertEqual(log, [])
        XCTAssertFalse(b.acceptsFocus)
    }

    func testSpaceAndReturnActivateOnlyWhileFocused() {
        var log: [Double] = []
        let b = button(&log)
        XCTAssertFalse(b.handle(GestureScript.key("Return"), now: 0))
        b.isFocused = true
        XCTAssertTrue(b.handle(GestureScript.key("Return"), now: 1))
        XCTAssertTrue(b.handle(GestureScript.key("space"), now: 2))
        XCTAssertFalse(b.handle(GestureScript.key("a"), now: 3))
        XCTAssertEqual(log, [1, 2])
    }

    func testAFocusedButtonDrawsItsRingAndTitle() {
        var log: [Double] = []
        let b = button(&log)
        XCTAssertFalse(hasRing(b.scene(now: 0)))
        b.isFocused = true
        XCTAssertTrue(hasRing(b.scene(now: 0)))
        XCTAssertEqual(SceneProbe.texts(b.scene(now: 0)), ["Open"])
    }

    func testATinyOrNaNFrameDrawsFiniteGeometry() {
        var log: [Double] = []
        let b = button(&log)
        b.frame = Rect(x: 0, y: 0, width: .nan, height: 1)
        XCTAssertTrue(SceneProbe.numbers(b.scene(now: 0)).allSatisfy(\.isFinite))
        b.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        XCTAssertTrue(SceneProbe.numbers(b.scene(now: 0)).allSatisfy(\.isFinite))
    }

    private func hasRing(_ node: SceneNode) -> Bool {
        switch node {
        case .group(let g): return g.children.contains(where: hasRing)
        case .strokeRect(_, let c, _, _): return c == ControlStyle.standard.focusRing
        default: return false
        }
    }
}
