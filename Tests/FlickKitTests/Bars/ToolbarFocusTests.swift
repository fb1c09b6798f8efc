import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// Keyboard focus in a toolbar: Tab stops at each enabled button and lets go past the last,
/// Space/Return press the focused one, a click focuses the clicked one, the ring follows.
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

    func testTabStopsAtEnabledButtonsAndLetsGoPastTheLast() {
        var hits: [String] = []
        let t = bar(&hits)
        XCTAssertFalse(key(t, "Tab"), "a hidden bar takes no focus")
        t.setShown(true, now: 0, animated: false)
        XCTAssertTrue(key(t, "Tab"))
        XCTAssertEqual(t.focusedButton, 0)
        XCTAssertTrue(key(t, "Tab"))
        XCTAssertEqual(t.focusedButton, 2, "the disabled button is skipped")
        XCTAssertFalse(key(t, "Tab"), "past the last the focus goes on")
        XCTAssertNil(t.focusedButton)
        XCTAssertTrue(key(t, "Tab", [.shift]))
        XCTAssertEqual(t.focusedButton, 2, "Shift+Tab comes in from the end")
        XCTAssertTrue(key(t, "Return"))
        XCTAssertTrue(key(t, "space"))
        XCTAssertEqual(hits, ["c", "c"])
    }

    func testAClickFocusesTheButtonAndTheRingAndTheTreeFollow() {
        var hits: [String] = []
        let t = bar(&hits)
        t.setShown(true, now: 0, animated: false)
        XCTAssertEqual(rings(t.scene(now: 0)), [])
        let p = t.buttonFrame(2).center
        t.handle(.press(p, button: 1, modifiers: []), now: 0)
        t.handle(.tap(p, count: 1, button: 1, modifiers: []), now: 0)
        XCTAssertEqual(t.focusedButton, 2)
        XCTAssertEqual(hits, ["c"])
        let ring = rings(t.scene(now: 0))
        XCTAssertEqual(ring.count, 1)
        XCTAssertTrue(t.buttonFrame(2).contains(ring[0].center))
        let nodes = t.semantics(now: 0)[0].children
        XCTAssertEqual(nodes.map { $0.states.contains(.focused) }, [false, false, true])
        XCTAssertEqual(nodes.map { $0.states.contains(.focusable) }, [true, false, true])
    }
}
