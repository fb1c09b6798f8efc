import XCTest
import FlickCore
@testable import FlickKit

final class CarouselLayoutTests: XCTestCase {
    let layout = CarouselLayout(size: Size(1000, 700), cardScale: 0.6, spacingPx: 40)

    func testACardIsThePageScaledDownKeepingItsShape() {
        XCTAssertEqual(layout.cardScale, 0.6, accuracy: 1e-12)
        XCTAssertEqual(layout.cardSize, Size(600, 420))
        XCTAssertEqual(layout.pitch, 640)
    }

    func testTheSelectedCardIsCentredBetweenTheTitleAndTheDots() {
        let card = layout.cardFrame(at: 3, progress: 3)
        XCTAssertEqual(card.midX, 500, accuracy: 1e-9)
        XCTAssertEqual(layout.titleFrame.maxY, card.minY, accuracy: 1e-9)
        XCTAssertEqual(layout.indicatorFrame.minY, card.maxY, accuracy: 1e-9)
        XCTAssertEqual(layout.titleFrame.minY, 700 - layout.indicatorFrame.maxY, accuracy: 1e-9, "the block is centred")
    }

    func testNeighboursSitOnePitchAwayAndMoveWithTheProgress() {
        XCTAssertEqual(layout.cardFrame(at: 4, progress: 3).midX, 1140, accuracy: 1e-9)
        XCTAssertEqual(layout.cardFrame(at: 2, progress: 3).midX, -140, accuracy: 1e-9)
        XCTAssertEqual(layout.cardFrame(at: 3, progress: 3.25).midX, 340, accuracy: 1e-9)
    }

    func testPositionAtXIsTheInverseOfTheCardFrame() {
        for x in [-300.0, 0, 123.5, 500, 999] {
            let pos = layout.position(atX: x, progress: 2.3)
            XCTAssertEqual(layout.cardFrame(at: pos, progress: 2.3).midX, x, accuracy: 1e-9)
        }
    }

    func testOnlyCardsWithinTheWidthAreVisibleWhateverThePageCount() {
        XCTAssertEqual(layout.visibleRange(progress: 0, count: 10), 0...1)
        XCTAssertEqual(layout.visibleRange(progress: 5000, count: 10_000), 4999...5001)
        XCTAssertEqual(layout.visibleRange(progress: 5000.5, count: 10_000), 5000...5001)
        XCTAssertEqual(layout.visibleRange(progress: 9999, count: 10_000), 9998...9999)
        XCTAssertEqual(layout.visibleRange(progress: 5000, count: 10_000, slack: 2), 4997...5003)
        XCTAssertNil(layout.visibleRange(progress: 0, count: 0))
        XCTAssertNil(layout.visibleRange(progress: .nan, count: 10))
    }

    func testAtZoomZeroTheFocusFillsTheCarouselAndNeighboursAreOffScreen() {
        let focus = layout.cardFrame(at: 3, progress: 3)
        XCTAssertEqual(layout.zoomed(focus, focus: focus, zoom: 0), layout.bounds)
        let right = layout.zoomed(layout.cardFrame(at: 4, progress: 3), focus: focus, zoom: 0)
        let left = layout.zoomed(layout.cardFrame(at: 2, progress: 3), focus: focus, zoom: 0)
        XCTAssertGreaterThanOrEqual(right.minX, 1000)
        XCTAssertLessThanOrEqual(left.maxX, 0)
    }

    func testHalfwayThroughTheZoomTheFocusIsBetweenFullAndCard() {
        let focus = layout.cardFrame(at: 0, progress: 0)
        let half = layout.zoomed(focus, focus: focus, zoom: 0.5)
        XCTAssertEqual(half.width, (1000 + 600) / 2, accuracy: 1e-9)
        XCTAssertEqual(half.minY, 70, accuracy: 1e-9)
        XCTAssertEqual(layout.zoomed(focus, focus: focus, zoom: 1), focus)
    }

    func testCardsShrinkToMakeRoomForTheTitleAndDotsInAShortWindow() {
        let short = CarouselLayout(size: Size(1000, 200), cardScale: 0.9, spacingPx: 40)
        XCTAssertLessThan(short.cardScale, 0.9)
        XCTAssertLessThanOrEqual(short.titleFrame.height + short.cardSize.height + short.indicatorFrame.height, 200 + 1e-9)
    }

    func testABottomInsetKeepsThePresentationAboveIt() {
        let inset = CarouselLayout(size: Size(1000, 700), cardScale: 0.6, spacingPx: 40, bottomInsetPx: 48)
        XCTAssertLessThanOrEqual(inset.indicatorFrame.maxY, 652 + 1e-9)
        XCTAssertEqual(inset.cardSize.width / inset.cardSize.height, 1000.0 / 700.0, accuracy: 1e-9,
                       "cards keep the shape of the whole carousel")
    }

    func testSpacingIsAtMostATenthOfTheWidth() {
        XCTAssertEqual(CarouselLayout(size: Size(300, 600), spacingPx: 80).spacing, 30)
        XCTAssertEqual(CarouselLayout(size: Size(300, 600), spacingPx: -5).spacing, 0)
    }

    func testTinyHugeAndNonFiniteSizesGiveFiniteLayouts() {
        for size in [Size(1, 1), Size(0, 0), Size(4000, 3000), Size(.nan, .infinity), Size(-20, 5)] {
            for scale in [0.6, 0, -1, .nan, 5] {
                let l = CarouselLayout(size: size, cardScale: scale, spacingPx: .nan, bottomInsetPx: .infinity)
                let f = l.cardFrame(at: 1, progress: 0.5)
                for v in [f.x, f.y, f.width, f.height, l.pitch, l.titleFrame.height, l.indicatorFrame.minY] {
                    XCTAssertTrue(v.isFinite, "\(size) \(scale)")
                }
                XCTAssertGreaterThan(l.pitch, 0)
                let z = l.zoomed(f, focus: f, zoom: 0.3)
                XCTAssertTrue(z.width.isFinite && z.x.isFinite)
            }
        }
    }
}
