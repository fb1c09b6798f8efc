import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class CarouselIndicatorTests: XCTestCase {
    func testFewPagesShowOneDotEach() {
        let indicator = CarouselIndicator(count: 7)
        indicator.layout(size: Size(1000, 48), now: 0)
        indicator.progress = 2
        XCTAssertTrue(indicator.showsDots)
        XCTAssertEqual(SceneProbe.texts(indicator.scene(opacity: 1)), [])
        XCTAssertEqual(indicator.dots.selection(ofDot: 2), 1)
    }

    func testASinglePageShowsOneDotRatherThanACount() {
        let indicator = CarouselIndicator(count: 1)
        indicator.layout(size: Size(400, 48), now: 0)
        XCTAssertTrue(indicator.showsDots)
        XCTAssertEqual(SceneProbe.texts(indicator.scene(opacity: 1)), [])
    }

    func testWhenTheDotsNoLongerFitACompactCountShowsInstead() {
        let indicator = CarouselIndicator(count: 57)
        indicator.layout(size: Size(600, 48), now: 0)
        indicator.progress = 2
        XCTAssertFalse(indicator.showsDots)
        XCTAssertEqual(SceneProbe.texts(indicator.scene(opacity: 1)), ["3 of 57"])
        XCTAssertNil(indicator.dotIndex(at: Point(300, 24)))
    }

    func testTheCompactCountNamesThePageNearestTheProgressWithinTheRange() {
        XCTAssertEqual(CarouselIndicator.compactText(index: 0, count: 10_000), "1 of 10000")
        let indicator = CarouselIndicator(count: 10_000)
        indicator.layout(size: Size(1280, 48), now: 0)
        indicator.progress = 4999.6
        XCTAssertEqual(indicator.currentIndex, 5000)
        indicator.progress = -3
        XCTAssertEqual(indicator.currentIndex, 0)
        indicator.progress = .nan
        XCTAssertEqual(indicator.currentIndex, 0)
    }

    func testTheSceneStaysSmallWhateverThePageCount() {
        let indicator = CarouselIndicator(count: 100_000)
        indicator.layout(size: Size(1280, 48), now: 0)
        XCTAssertLessThan(SceneProbe.numbers(indicator.scene(opacity: 1)).count, 60)
    }

    func testAClickOnADotSelectsIt() {
        let indicator = CarouselIndicator(count: 5)
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
        let indicator = CarouselIndicator(count: 200)
        indicator.layout(size: Size(300, 48), now: 0)
        let text = SceneProbe.textNodes(indicator.scene(opacity: 0.5)).first
        XCTAssertEqual(text?.color.alpha ?? 0, CarouselStyle.indicatorText.alpha * 0.5, accuracy: 1e-9)
        XCTAssertTrue(SceneProbe.texts(indicator.scene(opacity: 0)).isEmpty)
    }
}
