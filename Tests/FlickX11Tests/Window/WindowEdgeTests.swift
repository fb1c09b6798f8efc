import FlickCore
@testable import FlickX11
import XCTest

final class WindowEdgeTests: XCTestCase {
    let size = Size(800, 600)

    func edge(_ x: Double, _ y: Double) -> WindowEdge? {
        WindowEdge.at(Point(x, y), size: size, border: 6, corner: 20)
    }

    func testTheBandAlongEachEdgeResizesFromThatEdge() {
        XCTAssertEqual(edge(400, 0), .top)
        XCTAssertEqual(edge(400, 5), .top)
        XCTAssertEqual(edge(400, 599), .bottom)
        XCTAssertEqual(edge(0, 300), .left)
        XCTAssertEqual(edge(799, 300), .right)
    }

    func testCornersReachAlongBothOfTheirEdges() {
        XCTAssertEqual(edge(0, 0), .topLeft)
        XCTAssertEqual(edge(15, 2), .topLeft)
        XCTAssertEqual(edge(2, 15), .topLeft)
        XCTAssertEqual(edge(790, 3), .topRight)
        XCTAssertEqual(edge(3, 590), .bottomLeft)
        XCTAssertEqual(edge(799, 599), .bottomRight)
    }

    func testTheInsideAndTheOutsideResizeNothing() {
        XCTAssertNil(edge(6, 300))
        XCTAssertNil(edge(400, 300))
        XCTAssertNil(edge(-1, 300))
        XCTAssertNil(edge(800, 300))
        XCTAssertNil(WindowEdge.at(Point(0, 0), size: size, border: 0, corner: 20))
    }

    func testDirectionsAreEwmhs() {
        XCTAssertEqual(WindowEdge.topLeft.rawValue, 0)
        XCTAssertEqual(WindowEdge.bottomRight.rawValue, 4)
        XCTAssertEqual(WindowEdge.left.rawValue, 7)
        XCTAssertEqual(WindowEdge.moveDirection, 8)
    }
}
