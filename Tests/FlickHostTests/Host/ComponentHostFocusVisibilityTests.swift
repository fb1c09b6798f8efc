import FlickCairo
import FlickCore
import FlickHost
import FlickKit
import XCTest

/// The host keeps the window's focus visibility: rings show after Tab and the arrows, hide after
/// a pointer press, and come back on the next such key, in the frames it draws.
final class ComponentHostFocusVisibilityTests: XCTestCase {
    private func rings(_ node: SceneNode) -> Int {
        switch node {
        case .group(let g): return g.children.map(rings).reduce(0, +)
        case .snapshot(let s): return rings(s.content())
        case .strokeRect: return 1
        default: return 0
        }
    }

    /// The rings of the host's frame at `t`, its snapshots' content drawn as the host draws it.
    private func rings(_ host: ComponentHost, at t: Double) -> Int {
        FocusRing.drawing(with: host.focusVisibility) { rings(host.scene(now: t)) }
    }

    private func key(_ name: String, at t: Double) -> InputEvent { .key(KeyInput(key: KeyCombo(name), time: t)) }

    func testRingsShowAfterTabHideAfterAPressAndShowAgainOnTheNextKey() {
        let a = Button("a", frame: Rect(x: 10, y: 10, width: 100, height: 30))
        let b = Button("b", frame: Rect(x: 10, y: 60, width: 100, height: 30))
        let group = ControlGroup(controls: [a, b])
        let host = ComponentHost(group, size: Size(300, 200), now: 0)
        let buffer = OffscreenBuffer(width: 300, height: 200)
        host.handle(key("Tab", at: 0.1), now: 0.1)
        XCTAssertTrue(host.focusVisibility.isVisible)
        XCTAssertEqual(rings(host, at: 0.1), 1)
        host.render(into: buffer.buffer, now: 0.1)

        host.handle(.pointerDown(PointerInput(location: Point(50, 75), time: 0.2)), now: 0.2)
        host.handle(.pointerUp(PointerInput(location: Point(50, 75), time: 0.25)), now: 0.25)
        host.advance(to: 0.6)
        XCTAssertTrue(b.isFocused, "the click moved the focus")
        XCTAssertFalse(host.focusVisibility.isVisible)
        XCTAssertTrue(host.needsDisplay(now: 0.6))
        XCTAssertEqual(rings(host, at: 0.6), 0, "no ring after a pointer press")
        host.render(into: buffer.buffer, now: 0.6)

        host.handle(key("Down", at: 0.7), now: 0.7)
        XCTAssertTrue(host.focusVisibility.isVisible)
        XCTAssertEqual(rings(host, at: 0.7), 1, "the next arrow key shows it again, on the clicked button")
    }
}
