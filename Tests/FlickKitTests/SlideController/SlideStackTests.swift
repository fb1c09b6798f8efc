import FlickCore
import FlickKit
import XCTest

final class SlideStackTests: XCTestCase {
    private func scene(_ name: String) -> (name: String, scene: any Component) { (name, SlideTestScene(name)) }

    func testAnEmptyStackPublishesNoneAndDepthZero() {
        XCTAssertEqual(SlideStack().state, ["slides.current": "none", "slides.cover": "none", "slides.depth": "0"])
        XCTAssertNil(SlideStack().baseName)
    }

    func testTheBaseIsTheCurrentSceneAndTheTopCoverIsTheCover() {
        let entries = [scene("A"), scene("B"), scene("C")]
        let s = SlideStack(entries)
        XCTAssertTrue(s.base === entries[0].scene)
        XCTAssertTrue(s.cover === entries[2].scene)
        XCTAssertTrue(s.top === entries[2].scene)
        XCTAssertEqual(s.covers.map { ObjectIdentifier($0) }, entries.dropFirst().map { ObjectIdentifier($0.scene) })
        XCTAssertEqual(s.baseName, "A")
        XCTAssertEqual(s.coverName, "C")
        XCTAssertEqual(s.names, ["A", "B", "C"])
        XCTAssertEqual(s.depth, 2)
        XCTAssertEqual(s.state, ["slides.current": "A", "slides.cover": "C", "slides.depth": "2"])
    }

    func testASingleSceneHasNoCover() {
        let a = scene("A")
        let s = SlideStack([a])
        XCTAssertNil(s.cover)
        XCTAssertNil(s.coverName)
        XCTAssertTrue(s.top === a.scene)
        XCTAssertEqual(s.state["slides.cover"], "none")
    }

    func testTheStackNamesItsScenesByTheNamesGivenNotTheirTitles() {
        let s = SlideStack([("Base", SlideTestScene("titled A")), ("Cover", SlideTestScene("titled B"))])
        XCTAssertEqual(s.state, ["slides.current": "Base", "slides.cover": "Cover", "slides.depth": "1"])
    }
}
