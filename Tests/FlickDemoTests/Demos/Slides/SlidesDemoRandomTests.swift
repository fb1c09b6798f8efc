import FlickCore
@testable import FlickDemo
import FlickKit
import XCTest

/// Random slides in a scene the stack does not hold, so the status never names one scene twice.
final class SlidesDemoRandomTests: XCTestCase {
    func testRandomOverACoverNeverShowsTheSceneItCovers() {
        let slides = SlidesDemo.make()
        slides.layout(size: Size(640, 400), now: 0)
        var now = 0.0
        slides.handle(.key(KeyCombo("Left", modifiers: [.control])), now: now)
        now += 1
        slides.advance(to: now)
        XCTAssertEqual(slides.controller.depth, 1)
        for _ in 0..<40 {
            slides.handle(.key(KeyCombo("r")), now: now)
            now += 1
            slides.advance(to: now)
            let names = slides.controller.stack.names
            XCTAssertEqual(Set(names).count, names.count, "a scene twice in the stack: \(names)")
            XCTAssertNotEqual(slides.bar.statusDetail.text, "covering \(slides.bar.statusTitle.text)")
        }
    }
}
