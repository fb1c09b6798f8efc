import XCTest
import FlickCore
@testable import FlickKit

/// Focus rings show after keyboard use and hide after a pointer press (GTK's focus-visible).
final class FocusVisibilityTests: XCTestCase {
    private func key(_ name: String, _ modifiers: Modifiers = []) -> InputEvent {
        .key(KeyInput(key: KeyCombo(name, modifiers: modifiers), time: 0))
    }

    private func rings(_ node: SceneNode) -> Int {
        switch node {
        case .group(let g): return g.children.map(rings).reduce(0, +)
        case .strokeRect: return 1
        default: return 0
        }
    }

    func testAPointerPressOrATouchHidesTheRingsAndTabOrAnArrowShowsThemAgain() {
        var v = FocusVisibility()
        XCTAssertTrue(v.isVisible, "a new window shows them, as GTK's does")
        XCTAssertTrue(v.noting(.pointerDown(PointerInput(location: Point(5, 5), button: 1, time: 0))))
        XCTAssertFalse(v.isVisible)
        XCTAssertTrue(v.noting(key("Tab")))
        XCTAssertTrue(v.isVisible)
        XCTAssertTrue(v.noting(.touch(TouchInput(id: 1, phase: .began, location: Point(5, 5), time: 0))))
        XCTAssertFalse(v.isVisible)
        XCTAssertTrue(v.noting(key("Down")))
        XCTAssertTrue(v.isVisible)
        XCTAssertTrue(v.noting(.pointerDown(PointerInput(location: Point(5, 5), button: 3, time: 0))))
        XCTAssertTrue(v.noting(key("Tab", [.shift])))
        XCTAssertEqual(v.generation, 6, "every change is counted")
    }

    func testShortcutsMotionAndReleasesLeaveTheRingsAsTheyAre() {
        var v = FocusVisibility(isVisible: false)
        for event: InputEvent in [key("t", [.control]), key("Escape"), key("a"),
                                  .pointerMove(PointerInput(location: Point(1, 1), button: 0, time: 0)),
                                  .pointerUp(PointerInput(location: Point(1, 1), button: 1, time: 0)),
                                  .scroll(ScrollInput(location: Point(1, 1), delta: Point(0, 1), time: 0))] {
            XCTAssertFalse(v.noting(event), "\(event)")
        }
        XCTAssertFalse(v.isVisible)
        XCTAssertEqual(v.generation, 0)
    }

    func testAFocusedControlDrawsItsRingOnlyWhileFocusIsVisible() {
        let button = Button("OK", frame: Rect(x: 0, y: 0, width: 80, height: 32))
        button.isFocused = true
        XCTAssertEqual(rings(button.scene(now: 0)), 1, "outside a host's drawing rings show")
        var hidden = FocusVisibility()
        hidden.noting(.pointerDown(PointerInput(location: .zero, button: 1, time: 0)))
        XCTAssertEqual(FocusRing.drawing(with: hidden) { rings(button.scene(now: 0)) }, 0)
        var shown = hidden
        shown.noting(key("Tab"))
        XCTAssertEqual(FocusRing.drawing(with: shown) { rings(button.scene(now: 0)) }, 1)
    }

    func testAFocusedControlsRevisionChangesWithFocusVisibilitySoCachedDrawingsAreRedrawn() {
        let focused = Button("a", frame: Rect(x: 0, y: 0, width: 80, height: 32))
        let other = Button("b", frame: Rect(x: 0, y: 40, width: 80, height: 32))
        focused.isFocused = true
        var v = FocusVisibility()
        let before = (FocusRing.drawing(with: v) { focused.revision }, FocusRing.drawing(with: v) { other.revision })
        v.noting(.pointerDown(PointerInput(location: .zero, button: 1, time: 0)))
        XCTAssertNotEqual(FocusRing.drawing(with: v) { focused.revision }, before.0)
        XCTAssertEqual(FocusRing.drawing(with: v) { other.revision }, before.1, "an unfocused control has no ring to change")
    }
}
