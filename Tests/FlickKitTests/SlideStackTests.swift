import FlickCore
import FlickKit
import XCTest

final class SlideStackTests: XCTestCase {
    private func scene(_ name: String) -> SlideScene { SlideScene(name: name, color: .white) }

    func testAnEmptyStackPublishesNoneAndDepthZero() {
        XCTAssertEqual(SlideStack().state, ["slides.current": "none", "slides.cover": "none", "slides.depth": "0"])
    }

    func testTheBaseIsTheCurrentSceneAndTheTopCoverIsTheCover() {
        let s = SlideStack([scene("A"), scene("B"), scene("C")])
        XCTAssertEqual(s.base?.name, "A")
        XCTAssertEqual(s.cover?.name, "C")
        XCTAssertEqual(s.top?.name, "C")
        XCTAssertEqual(s.covers.map(\.name), ["B", "C"])
        XCTAssertEqual(s.depth, 2)
        XCTAssertEqual(s.state, ["slides.current": "A", "slides.cover": "C", "slides.depth": "2"])
    }

    func testASingleSceneHasNoCover() {
        let s = SlideStack([scene("A")])
        XCTAssertNil(s.cover)
        XCTAssertEqual(s.top?.name, "A")
        XCTAssertEqual(s.state["slides.cover"], "none")
    }
}
