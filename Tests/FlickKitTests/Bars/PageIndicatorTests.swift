import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// The page indicator the carousel and the swiper share: dots while they fit, else "3 of 57".
final class PageIndicatorTests: XCTestCase {
    func testFewPagesShowOneDotEach() {
        let indicator = PageIndicator(count: 7)
        indicator.layout(size: Size(1000, 48), now: 0)
        indicator.progress = 2
        XCTAssertTrue(indicator.showsDots)
        XCTAssertEqual(SceneProbe.texts(indicator.scene(opacity: 1)), [])
        XCTAssertEqual(indicator.dots.selection(ofDot: 2), 1)
    }

    func testASinglePageShowsOneDotRatherThanACount() {
        let indicator = PageIndicator(count: 1)
        indicator.layout(size: Size(400, 48), now: 0)
        XCTAssertTrue(indicator.showsDots)
        XCTAssertEqual(SceneProbe.texts(indicator.scene(opacity: 1)), [])
    }

    func testWhenTheDotsNoLongerFitACompactCountShowsInstead() {
        let indicator = PageIndicator(count: 57)
        indicator.layout(size: Size(600, 48), now: 0)
        indicator.progress = 2
        XCTAssertFalse(indicator.showsDots)
        XCTAssertEqual(SceneProbe.texts(indicator.scene(opacity: 1)), ["3 of 57"])
        XCTAssertNil(indicator.dotIndex(at: Point(300, 24)))
    }

    func testTheCompactCountNamesThePageNearestTheProgressWithinTheRange() {
        XCTAssertEqual(PageIndicator.compactText(index: 0, count: 10_000), "1 of 10000")
        let indicator = PageIndicator(count: 10_000)
        indicator.layout(size: Size(1280, 48), now: 0)
        indicator.progress = 4999.6
        XCTAssertEqual(indicator.currentIndex, 5000)
        indicator.progress = -3
        XCTAssertEqual(indicator.currentIndex, 0)
        indicator.progress = .nan
        XCTAssertEqual(indicator.currentIndex, 0)
    }

    func testTheSceneStaysSmallWhateverThePageCount() {
        let indicator = PageIndicator(count: 100_000)
        indicator.layout(size: Size(1280, 48), now: 0)
        XCTAssertLessThan(SceneProbe.numbers(indicator.scene(opacity: 1)).count, 60)
    }

    func testAClickOnADotSelectsIt() {
        let indicator = PageIndicator(count: 5)
        indicator.layout(size: Size(400, 48), now: 0)
        var picked: Int?
        indicator.onSelect = { i, _ in picked = i }
        let f = indicator.dotsFrame
        let p = Point(f.minX + PageDots.pillPaddingPx + 3.5 * PageDots.pitchPx, f.midY)
        XCTAssertEqual(indicator.dotIndex(at: p), 3)
        indicator.handle(.tap(p, count: 1, button: 1, modifiers: []), now: 0)
        XCTAssertEqual(picked, 3)
    }

    func testAFadedIndicatorFadesItsText() {
        let indicator = PageIndicator(count: 200)
        indicator.layout(size: Size(300, 48), now: 0)
        let text = SceneProbe.textNodes(indicator.scene(opacity: 0.5)).first
        XCTAssertEqual(text?.color.alpha ?? 0, PageIndicator.compactTextColor.alpha * 0.5, accuracy: 1e-9)
        XCTAssertTrue(SceneProbe.texts(indicator.scene(opacity: 0)).isEmpty)
    }

    func testACircularIndicatorWrapsItsProgressAndItsCount() {
        let indicator = PageIndicator(count: 7, wraps: true)
        indicator.layout(size: Size(1000, 24), now: 0)
        indicator.progress = -1
        XCTAssertEqual(indicator.currentIndex, 6)
        _ = indicator.scene(opacity: 1)
        XCTAssertEqual(indicator.dots.selection(ofDot: 6), 1, "one page back from the first is the last")
        indicator.progress = 6.5
        _ = indicator.scene(opacity: 1)
        XCTAssertEqual(indicator.dots.selection(ofDot: 0), 0.5, accuracy: 1e-9, "half way from the last to the first")
    }

    func testOnlyTheDotsTakeInput() {
        let indicator = PageIndicator(count: 5)
        indicator.layout(size: Size(400, 24), now: 0)
        XCTAssertTrue(indicator.hits(indicator.dotsFrame.center))
        XCTAssertFalse(indicator.hits(Point(10, 12)), "beside the dots")
        let many = PageIndicator(count: 140)
        many.layout(size: Size(400, 24), now: 0)
        XCTAssertFalse(many.hits(Point(200, 12)), "the compact pill takes no input")
    }
}
