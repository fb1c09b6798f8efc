import XCTest
import FlickCore
@testable import FlickDemo
@testable import FlickKit

final class PictureTests: XCTestCase {
    func testTheSevenSamplesAreAToGWithDistinctPictures() {
        let s = SwiperDemoItem.samples
        XCTAssertEqual(s.map(\.id), ["A", "B", "C", "D", "E", "F", "G"])
        XCTAssertEqual(s[2].name, "Cobalt")
        XCTAssertEqual(Set(s.map(\.picture.motif)).count, 7)
        XCTAssertEqual(Set(s.map(\.picture.skyTop)).count, 7)
        XCTAssertTrue(s.allSatisfy { $0.picture.imagePath == nil })
    }

    func testAProceduralPictureIsClippedToItsFrame() {
        let frame = Rect(x: 10, y: 20, width: 300, height: 200)
        for motif in PictureMotif.allCases {
            guard case .group(let g) = Picture(motif).scene(in: frame) else { return XCTFail("\(motif): expected a group") }
            XCTAssertEqual(g.clip, frame)
            XCTAssertGreaterThan(g.children.count, 3, "\(motif) draws more than a sky")
        }
    }

    func testAnImagePathDrawsTheFileInstead() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 80)
        guard case .image(let image) = Picture(.sea, imagePath: "/tmp/x.png").scene(in: frame) else {
            return XCTFail("expected an image node")
        }
        XCTAssertEqual(image.path, "/tmp/x.png")
        XCTAssertEqual(image.frame, frame)
    }

    func testAnEmptyFrameDrawsNothing() {
        guard case .empty = Picture(.dunes).scene(in: Rect(x: 5, y: 5, width: 0, height: 10)) else {
            return XCTFail("expected nothing")
        }
    }
}
