import FlickCore
import FlickTesting
import XCTest

/// Walking a scene: snapshots without drawing them, and texts, paths, colours and numbers with
/// snapshot content included.
final class SceneProbeTests: XCTestCase {
    private let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF), white = Color(hex: 0xFFFFFF)
    private let owner = NSObjectLike()
    private final class NSObjectLike {}

    private var contentDrawn = 0

    private func scene() -> SceneNode {
        let inner: SceneNode = .stack([.text(TextNode("inside", frame: Rect(x: 1, y: 2, width: 30, height: 10),
                                                      font: FontSpec(size: 12), color: white))])
        let snapshot = SnapshotNode(key: SnapshotKey(owner, part: "page"), version: 1, size: Size(40, 20),
                                    frame: Rect(x: 5, y: 6, width: 40, height: 20)) { [self] in contentDrawn += 1; return inner }
        let path = PathNode([.move(Point(0, 0)), .line(Point(4, 4)), .close], fill: .solid(blue))
        return .stack([
            .fill(Rect(x: 0, y: 0, width: 100, height: 50), red),
            .text(TextNode("outside", frame: Rect(x: 0, y: 0, width: 50, height: 10), font: FontSpec(size: 10), color: red)),
            .snapshot(snapshot),
            .path(path),
            .empty,
        ])
    }

    func testSnapshotsAreFoundWithoutDrawingTheirContent() {
        let found = SceneProbe.snapshots(scene())
        XCTAssertEqual(found.map(\.key), [SnapshotKey(owner, part: "page")])
        XCTAssertEqual(found.first?.frame, Rect(x: 5, y: 6, width: 40, height: 20))
        XCTAssertEqual(contentDrawn, 0)
    }

    func testTextsAndTextNodesIncludeSnapshotContent() {
        XCTAssertEqual(SceneProbe.texts(scene()), ["outside", "inside"])
        XCTAssertEqual(SceneProbe.textNodes(scene()).map(\.font.size), [10, 12])
        XCTAssertEqual(SceneProbe.textColors(scene()), [red, white])
    }

    func testPathsFillsAndColoursInDrawingOrder() {
        XCTAssertEqual(SceneProbe.paths(scene()).count, 1)
        XCTAssertEqual(SceneProbe.fills(scene()), [red, blue])
        XCTAssertEqual(SceneProbe.colors(scene()), [red, red, white, blue])
    }

    func testNumbersHoldTheGeometryOfEveryNode() {
        let numbers = SceneProbe.numbers(.fill(Rect(x: 1, y: 2, width: 3, height: 4), Color(red: 0.5, green: 0.25, blue: 0),
                                               cornerRadius: 6))
        XCTAssertEqual(numbers, [1, 2, 3, 4, 0.5, 0.25, 0, 1, 6])
        let all = SceneProbe.numbers(scene())
        XCTAssertTrue(all.contains(40) && all.contains(12), "the snapshot's size and the text's font inside it")
    }
}
