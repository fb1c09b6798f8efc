import FlickCore
@testable import FlickKit
import XCTest

/// Arrow keys replace, ctrl+arrow covers, BackSpace uncovers.
final class SlideKeyTests: XCTestCase {
    func testArrowKeysReplaceInTheirDirection() {
        let h = SlideHarness(size: Size(1000, 600))
        h.key("Left")
        XCTAssertEqual(h.state["slides.current"], "B")
        h.run(0.25)
        XCTAssertEqual(h.frame("B")?.x ?? .nan, 500, accuracy: 1e-6)
        h.settle()
        h.key("Down")
        XCTAssertEqual(h.state["slides.current"], "A")
        h.run(0.25)
        XCTAssertEqual(h.frame("A")?.y ?? .nan, -300, accuracy: 1e-6)
    }

    func testCtrlArrowCoversAndBackSpaceUncovers() {
        let h = SlideHarness()
        h.key("Up", .control)
        h.key("Right", .control)
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "A", "slides.depth": "2"])
        h.settle()
        h.key("BackSpace")
        h.settle()
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "B", "slides.depth": "1"])
        h.key("BackSpace")
        h.key("BackSpace")
        h.settle()
        XCTAssertEqual(h.state, ["slides.current": "A", "slides.cover": "none", "slides.depth": "0"])
    }

    func testOtherModifiersAndKeysAreNotTaken() {
        let h = SlideHarness()
        XCTAssertFalse(h.send(.key(KeyCombo("Left", modifiers: .shift))))
        XCTAssertFalse(h.send(.key(KeyCombo("Return"))))
        XCTAssertEqual(h.names, ["A"])
    }

    func testKeysAreIgnoredDuringADrag() {
        let h = SlideHarness()
        h.drag(Point(-100, 0), velocity: .zero, release: false)
        XCTAssertFalse(h.send(.key(KeyCombo("Left"))))
        XCTAssertTrue(h.controller.isDragging)
    }

    func testArrowKeysNeedASceneSource() {
        let h = SlideHarness()
        h.controller.nextScene = nil
        XCTAssertFalse(h.send(.key(KeyCombo("Left"))))
        XCTAssertFalse(h.controller.isAnimating(now: h.now))
    }
}
