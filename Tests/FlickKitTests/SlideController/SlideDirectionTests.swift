import FlickCore
import FlickKit
import XCTest

final class SlideDirectionTests: XCTestCase {
    func testEachDirectionTravelsAlongItsScreenAxisWithYDown() {
        XCTAssertEqual(SlideDirection.left.vector, Point(-1, 0))
        XCTAssertEqual(SlideDirection.right.vector, Point(1, 0))
        XCTAssertEqual(SlideDirection.up.vector, Point(0, -1))
        XCTAssertEqual(SlideDirection.down.vector, Point(0, 1))
        XCTAssertTrue(SlideDirection.left.isHorizontal)
        XCTAssertFalse(SlideDirection.down.isHorizontal)
    }

    func testTheOppositeOfEveryDirectionLeadsBack() {
        for d in SlideDirection.allCases {
            XCTAssertEqual(d.opposite.opposite, d)
            XCTAssertEqual(d.opposite.vector, d.vector * -1)
        }
    }

    func testTheComponentIsPositiveForTravelInTheDirection() {
        XCTAssertEqual(SlideDirection.left.component(of: Point(-30, 5)), 30)
        XCTAssertEqual(SlideDirection.up.component(of: Point(5, 40)), -40)
    }

    func testArrowKeysNameTheirDirectionsAndOtherKeysNone() {
        XCTAssertEqual(SlideDirection(arrowKey: "Left"), .left)
        XCTAssertEqual(SlideDirection(arrowKey: "KP_Up"), .up)
        XCTAssertEqual(SlideDirection(arrowKey: "Down"), .down)
        XCTAssertEqual(SlideDirection(arrowKey: "Right"), .right)
        XCTAssertNil(SlideDirection(arrowKey: "Return"))
    }

    func testADragTakesTheDirectionOfItsDominantAxis() {
        XCTAssertEqual(SlideDirection(dominantOf: Point(-10, 4)), .left)
        XCTAssertEqual(SlideDirection(dominantOf: Point(3, 9)), .down)
        XCTAssertEqual(SlideDirection(dominantOf: Point(2, -9)), .up)
        XCTAssertEqual(SlideDirection(dominantOf: Point(7, 7)), .right, "a tie goes horizontal")
        XCTAssertNil(SlideDirection(dominantOf: .zero))
        XCTAssertNil(SlideDirection(dominantOf: Point(.nan, 3)))
    }
}
