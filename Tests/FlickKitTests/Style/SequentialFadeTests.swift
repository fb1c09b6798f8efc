import XCTest
@testable import FlickKit

final class SequentialFadeTests: XCTestCase {
    func testTheOldOneIsGoneBeforeTheNewOneShows() {
        for step in 0...100 {
            let o = SequentialFade.opacities(progress: Double(step) / 100)
            XCTAssertTrue(o.old == 0 || o.new == 0, "both show at \(step)%")
        }
        XCTAssertEqual(SequentialFade.opacities(progress: 0).old, 1)
        XCTAssertEqual(SequentialFade.opacities(progress: 1).new, 1)
        XCTAssertEqual(SequentialFade.opacities(progress: .nan).new, 1, "a broken progress ends the change")
    }
}
