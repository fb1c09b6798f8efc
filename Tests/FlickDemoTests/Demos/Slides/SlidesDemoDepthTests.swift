import FlickCore
@testable import FlickDemo
import FlickKit
import XCTest

/// The slides demo stacks at most `SlidesDemo.maxCovers` covers (issue 18 item 4), whether
/// they come from keys, the bar or a saved session.
final class SlidesDemoDepthTests: XCTestCase {
    func testCoversStopAtTheMostTheDemoStacks() {
        let slides = SlidesDemo.make()
        slides.layout(size: Size(640, 400), now: 0)
        var now = 0.0
        for _ in 0..<(SlidesDemo.maxCovers + 20) {
            slides.handle(.key(KeyCombo("Left", modifiers: [.control])), now: now)
            now += 1
            slides.advance(to: now)
        }
        XCTAssertEqual(slides.controller.depth, SlidesDemo.maxCovers)
        XCTAssertEqual(slides.state["slides.depth"], String(SlidesDemo.maxCovers))
        // Uncovering and covering again works at the limit.
        slides.handle(.key(KeyCombo("BackSpace")), now: now)
        now += 1
        slides.advance(to: now)
        slides.handle(.key(KeyCombo("Left", modifiers: [.control])), now: now)
        XCTAssertEqual(slides.controller.depth, SlidesDemo.maxCovers)
    }

    func testARestoredStackKeepsNoMoreThanTheMostCoversAndSaysSo() {
        let slides = SlidesDemo.make()
        var warnings: [String] = []
        slides.warn = { warnings.append($0) }
        slides.restoreState(from: .object(["stack": .array(Array(repeating: .string("Coral"), count: 5_000))]), now: 0)
        XCTAssertEqual(slides.controller.depth, SlidesDemo.maxCovers, "the base and the bottom covers")
        XCTAssertEqual(warnings, ["flick: the saved slides session has 4999 covers; keeping the bottom 100 (the most a session keeps)"])
    }

    func testEveryCoverTheDemoStacksFitsInASavedSession() {
        XCTAssertLessThanOrEqual(SlidesDemo.maxCovers, SlideController.restorableDepthLimit)
        let slides = SlidesDemo.make()
        var warnings: [String] = []
        slides.warn = { warnings.append($0) }
        slides.restoreState(from: .object(["stack": .array(Array(repeating: .string("Coral"), count: 1 + SlidesDemo.maxCovers))]), now: 0)
        XCTAssertEqual(slides.controller.depth, SlidesDemo.maxCovers)
        XCTAssertEqual(slides.restorationState()["stack"]?.arrayValue()?.count, 1 + SlidesDemo.maxCovers)
        XCTAssertEqual(warnings, [], "nothing dropped, nothing said")
    }
}
