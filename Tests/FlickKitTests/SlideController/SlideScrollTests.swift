import FlickCore
@testable import FlickKit
import XCTest

/// A scroll gesture (wheel notches, a touchpad swipe) replaces once along its axis.
final class SlideScrollTests: XCTestCase {
    private func scroll(_ h: SlideHarness, _ dx: Double, _ dy: Double) {
        h.send(.scroll(Point(500, 300), delta: Point(dx, dy), modifiers: []))
    }

    func testWheelNotchesCloseTogetherSlideOnce() {
        let h = SlideHarness(size: Size(1000, 600))
        for _ in 0..<4 {
            scroll(h, 0, 1)
            h.run(0.05)
        }
        XCTAssertEqual(h.state["slides.current"], "B")
        h.settle()
        h.run(0.2)
        scroll(h, 0, 1)
        XCTAssertEqual(h.state["slides.current"], "C", "a pause starts a new scroll gesture")
    }

    func testScrollingDownMovesTheScenesUpAndRightMovesThemLeft() {
        let h = SlideHarness(size: Size(1000, 600))
        scroll(h, 0, 2)
        h.run(0.25)
        XCTAssertEqual(h.frame("B")?.y ?? .nan, 300, accuracy: 1e-6)
        h.settle()
        h.run(0.2)
        scroll(h, -3, 1)
        h.run(0.25)
        XCTAssertEqual(h.state["slides.current"], "A")
        XCTAssertEqual(h.frame("A")?.x ?? .nan, -500, accuracy: 1e-6, "scrolling left brings the previous scene from the left")
    }

    func testAnEmptyOrNonFiniteScrollIsNotTaken() {
        let h = SlideHarness()
        XCTAssertFalse(h.send(.scroll(Point(5, 5), delta: .zero, modifiers: [])))
        XCTAssertFalse(h.send(.scroll(Point(5, 5), delta: Point(.nan, 0), modifiers: [])))
        XCTAssertEqual(h.names, ["A"])
    }
}
