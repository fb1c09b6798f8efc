import FlickCore
import FlickHost
import FlickKit
import XCTest

/// `semanticsTree(title:now:)`: one focused node in the window, also while a layer over the
/// root holds the focus.
final class ComponentHostSemanticsTests: XCTestCase {
    private func focused(_ host: ComponentHost) -> [String] {
        host.semanticsTree(now: 0).allNodes.filter { $0.states.contains(.focused) }.map(\.name)
    }

    func testALayerHoldingTheFocusHasTheOneFocusedNodeAndTheRootsComesBackAfterIt() {
        let behind = Button("Behind"), front = Button("Front")
        behind.frame = Rect(x: 10, y: 10, width: 100, height: 40)
        front.frame = Rect(x: 10, y: 60, width: 100, height: 40)
        let root = ControlGroup(controls: [behind]), layer = ControlGroup(controls: [front])
        let host = ComponentHost(root, size: Size(300, 200), now: 0)
        root.focus(behind)
        XCTAssertEqual(focused(host), ["Behind"])
        host.addLayer(layer, now: 0)
        XCTAssertEqual(focused(host), ["Behind"], "a layer without focus leaves it where it is")
        layer.focus(front)
        XCTAssertEqual(focused(host), ["Front"], "the layer in front holds the one focused node")
        XCTAssertTrue(behind.isFocused, "the node behind keeps its focus to get it back")
        layer.focus(nil)
        XCTAssertEqual(focused(host), ["Behind"], "given back where it was")
    }
}
