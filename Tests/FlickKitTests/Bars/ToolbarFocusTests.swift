import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// Keyboard focus in a toolbar, through the one focus mechanism: its enabled buttons are its focus
/// children, so Tab stops at each and lets go past the last, a press routed to the bar focuses the
/// pressed one (taking the focus from the rest of the window), Space/Return press the focused one,
/// and the ring and the tree follow.
final class ToolbarFocusTests: XCTestCase {
    private func bar(_ hits: UnsafeMutablePointer<[String]>) -> Toolbar {
        var buttons = ["a", "b", "c"].map { id in
            ToolbarButton(id: id, title: id.uppercased(), icon: .next) { _ in hits.pointee.append(id) }
        }
        buttons[1].isEnabled = false
        let t = Toolbar(buttons: buttons)
        t.layout(size: Size(600, Toolbar.heightPx), now: 0)
        return t
    }

    private func key(_ t: Toolbar, _ name: String, _ modifiers: Modifiers = []) -> Bool {
        t.handle(.key(KeyCombo(name, modifiers: modifiers)), now: 0)
    }

    private func rings(_ node: SceneNode) -> [Rect] {
        switch node {
        case .group(let g): return g.children.flatMap(rings)
        case .strokeRect(let r, _, _, _): return [r]
        default: return []
        }
    }

    /// The names of the nodes the bar's tree reports focused.
    private func focusedNodes(_ t: Toolbar) -> [String] {
        t.semantics(now: 0).flatMap(\.allNodes).filter { $0.states.contains(.focused) }.map(\.name)
    }

    func testTabStopsAtEnabledButtonsAndLetsGoPastTheLast() {
        var hits: [String] = []
        let t = bar(&hits)
        XCTAssertFalse(key(t, "Tab"), "a hidden bar takes no focus")
        t.setShown(true, now: 0, animated: false)
        XCTAssertTrue(key(t, "Tab"))
        XCTAssertEqual(t.focusedButton, 0)
        XCTAssertEqual(focusedNodes(t), ["A"])
        XCTAssertTrue(key(t, "Tab"))
        XCTAssertEqual(t.focusedButton, 2, "the disabled button is skipped")
        XCTAssertEqual(focusedNodes(t), ["C"])
        XCTAssertFalse(key(t, "Tab"), "past the last the focus goes on")
        XCTAssertNil(t.focusedButton)
        XCTAssertEqual(focusedNodes(t), [])
        XCTAssertTrue(key(t, "Tab", [.shift]))
        XCTAssertEqual(t.focusedButton, 2, "Shift+Tab comes in from the end")
        XCTAssertTrue(key(t, "Return"))
        XCTAssertTrue(key(t, "space"))
        XCTAssertEqual(hits, ["c", "c"])
    }

    func testTheButtonsAreTheBarsFocusChildrenSoTheWalkAndTheFocusedNodeAreFocusChains() {
        var hits: [String] = []
        let t = bar(&hits)
        t.setShown(true, now: 0, animated: false)
        XCTAssertEqual(FocusChain.stops(in: t, now: 0).count, 2, "a stop per enabled button, none for the bar")
        XCTAssertTrue(t.moveFocus(backward: false, now: 0))
        let node = FocusChain.focusedNode(in: t, now: 0)
        XCTAssertNotNil(node)
        XCTAssertFalse(node === t, "the button holds the focus, not the bar")
        XCTAssertTrue(FocusChain.stops(in: t, now: 0).first === node)
        t.setShown(false, now: 0, animated: false)
        XCTAssertNil(FocusChain.focusedNode(in: t, now: 0), "a hidden bar's button keeps no focus")
        XCTAssertEqual(focusedNodes(t), [])
    }

    func testAPressFocusesTheButtonTakingTheFocusFromTheRestOfTheWindowAndTheRingAndTheTreeFollow() {
        var hits: [String] = []
        let t = bar(&hits)
        t.setShown(true, now: 0, animated: false)
        let other = Button("Elsewhere")
        other.isFocused = true
        let router = ComponentRouter()
        let children = [RoutedChild(t, frame: Rect(size: t.size)), RoutedChild(other, frame: Rect(x: 0, y: 100, width: 80, height: 30))]
        XCTAssertEqual(rings(t.scene(now: 0)), [])
        let p = t.buttonFrame(2).center
        router.route(.press(p, button: 1, modifiers: []), in: children, now: 0)
        router.route(.tap(p, count: 1, button: 1, modifiers: []), in: children, now: 0)
        XCTAssertEqual(t.focusedButton, 2)
        XCTAssertFalse(other.isFocused, "one focused node")
        XCTAssertEqual(hits, ["c"])
        let ring = rings(t.scene(now: 0))
        XCTAssertEqual(ring.count, 1)
        XCTAssertTrue(t.buttonFrame(2).contains(ring.first?.center ?? .zero))
        let nodes = t.semantics(now: 0)[0].children
        XCTAssertEqual(nodes.map { $0.states.contains(.focused) }, [false, false, true])
        XCTAssertEqual(nodes.map { $0.states.contains(.focusable) }, [true, false, true])
    }
}
