import XCTest
import FlickCore
@testable import FlickKit

/// `FocusStop`: the stop of a part a component draws itself, walked, pressed and activated through
/// the one focus mechanism as a control is.
final class FocusStopTests: XCTestCase {
    /// A bar drawing three parts of its own, each a stop among its focus children.
    private final class PartsBar: RoutingContainer {
        var stops: [FocusStop] = []
        let router = ComponentRouter()
        var pressed: [String] = []
        init() {
            stops = ["a", "b", "c"].map { name in FocusStop(name: name) { [unowned self] _ in pressed.append(name) } }
        }
        func frame(_ i: Int) -> Rect { Rect(x: Double(i) * 100, y: 0, width: 100, height: 40) }
        func routedChildren(now: Double) -> [RoutedChild] { [] }
        func focusChildren(now: Double) -> [RoutedChild] {
            stops.indices.filter { stops[$0].isEnabled }.map { RoutedChild(stops[$0], frame: frame($0)) }
        }
        func layout(size: Size, now: Double) {}
        @discardableResult
        func handle(_ gesture: Gesture, now: Double) -> Bool {
            guard case .key = gesture else { return false }
            return stops.first(where: \.isFocused)?.handle(gesture, now: now) ?? false
        }
        func scene(now: Double) -> SceneNode { .empty }
        func isAnimating(now: Double) -> Bool { false }
        var state: [String: String] { [:] }
    }

    private func focusedName(_ bar: PartsBar) -> String? { bar.stops.first(where: \.isFocused)?.name }

    func testTheWalkStopsAtEachEnabledStopAndLetsGoPastTheLast() {
        let bar = PartsBar()
        bar.stops[1].isEnabled = false
        XCTAssertTrue(bar.moveFocus(backward: false, now: 0))
        XCTAssertEqual(focusedName(bar), "a")
        XCTAssertTrue(FocusChain.focusedNode(in: bar, now: 0) === bar.stops[0])
        XCTAssertTrue(bar.moveFocus(backward: false, now: 0))
        XCTAssertEqual(focusedName(bar), "c", "a disabled stop is passed over")
        XCTAssertFalse(bar.moveFocus(backward: false, now: 0))
        XCTAssertNil(focusedName(bar), "past the last the focus goes on")
        XCTAssertTrue(bar.moveFocus(backward: true, now: 0))
        XCTAssertEqual(focusedName(bar), "c", "Shift+Tab comes in from the end")
    }

    func testSpaceAndReturnActivateTheFocusedStopOnlyAndOtherKeysAreLeftToTheOwner() {
        let bar = PartsBar()
        XCTAssertFalse(bar.handle(.key(KeyCombo("Return")), now: 0), "nothing focused")
        _ = bar.moveFocus(backward: false, now: 0)
        XCTAssertTrue(bar.handle(.key(KeyCombo("Return")), now: 0))
        XCTAssertTrue(bar.handle(.key(KeyCombo("space")), now: 0))
        XCTAssertFalse(bar.handle(.key(KeyCombo("Right")), now: 0))
        XCTAssertEqual(bar.pressed, ["a", "a"])
        bar.stops[0].isEnabled = false
        XCTAssertFalse(bar.handle(.key(KeyCombo("Return")), now: 0), "a disabled stop does nothing")
    }

    func testAPressFocusesTheStopUnderItAndTakesTheFocusFromTheOthers() {
        let bar = PartsBar()
        let other = Button("other")
        other.isFocused = true
        XCTAssertTrue(FocusChain.pressTarget(in: bar, at: Point(250, 20), now: 0) === bar.stops[2])
        FocusChain.focus(bar.stops[2], among: [bar, other], now: 0)
        XCTAssertEqual(focusedName(bar), "c")
        XCTAssertFalse(other.isFocused, "one focused node")
        guard case .empty = bar.stops[2].scene(now: 0) else { return XCTFail("the owner draws the part and its ring") }
    }
}
