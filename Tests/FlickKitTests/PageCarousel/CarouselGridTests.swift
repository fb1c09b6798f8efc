import XCTest
import FlickCore
@testable import FlickKit

final class CarouselGridTests: XCTestCase {
    func makeGrid(count: Int = 40) -> CarouselGrid {
        var grid = CarouselGrid()
        grid.resize(to: Size(1000, 600), bottomInsetPx: 0, count: count)
        return grid
    }

    func testShowingTheGridScrollsTheSelectedPagesRowIntoTheMiddleAndBlendsIn() {
        var grid = makeGrid()
        grid.show(selected: 30, count: 40, animated: true, now: 0)
        XCTAssertTrue(grid.isShown)
        let cell = grid.geometry.frame(ofIndex: 30, offset: 0)
        let expected = min(cell.midY - grid.geometry.viewportHeight / 2, grid.geometry.contentHeight(count: 40) - grid.geometry.viewportHeight)
        XCTAssertEqual(grid.scroll.offset(now: 0), expected, accuracy: 0.5)
        XCTAssertEqual(grid.shownBlend(now: 0), 0)
        XCTAssertTrue(grid.isAnimating(now: 0.05))
        XCTAssertEqual(grid.shownBlend(now: 5), 1)
    }

    func testShowingAtOnceBlendsFullyAtOnce() {
        var grid = makeGrid()
        grid.show(selected: 0, count: 40, animated: false, now: 0)
        XCTAssertEqual(grid.shownBlend(now: 0), 1)
    }

    func testHidingForgetsThePressAndBlendsBackToTheRow() {
        var grid = makeGrid()
        grid.show(selected: 0, count: 40, animated: false, now: 0)
        grid.press = .thumbnail(serial: 3)
        grid.hide(animated: true, now: 1)
        XCTAssertFalse(grid.isShown)
        XCTAssertNil(grid.press)
        XCTAssertGreaterThan(grid.shownBlend(now: 1.05), 0)
        XCTAssertEqual(grid.shownBlend(now: 6), 0)
    }

    func testABlendAPinchLetGoSpringsBackToWhereTheOverviewIs() {
        var grid = makeGrid()
        grid.followPinch(0.4)
        grid.settle(presenting: true, now: 0)
        XCTAssertEqual(grid.shownBlend(now: 5), 0, "the row shows: the blend goes back to it")
        grid.show(selected: 0, count: 40, animated: false, now: 5)
        grid.followPinch(0.7)
        grid.settle(presenting: true, now: 5)
        XCTAssertEqual(grid.shownBlend(now: 10), 1)
    }

    func testAPressLandsOnTheCloseButtonTheThumbnailOrTheBackground() {
        let grid = makeGrid(count: 3)
        let cell = grid.geometry.frame(ofIndex: 1, offset: 0)
        let serial = { (i: Int) in 100 + i }
        XCTAssertEqual(grid.hitTest(Point(cell.midX, cell.midY), count: 3, closeButtons: true, serial: serial, now: 0),
                       .thumbnail(serial: 101))
        let button = CloseButton.hitFrame(on: cell)
        let onButton = Point(button.midX, button.midY)
        XCTAssertEqual(grid.hitTest(onButton, count: 3, closeButtons: true, serial: serial, now: 0), .closeButton(serial: 101))
        XCTAssertEqual(grid.hitTest(onButton, count: 3, closeButtons: false, serial: serial, now: 0), .thumbnail(serial: 101),
                       "without close buttons the press is the thumbnail's")
        XCTAssertEqual(grid.hitTest(Point(1, 599), count: 3, closeButtons: true, serial: serial, now: 0), .background)
    }

    func testTheArrowKeysMoveByAThumbnailOrByARowOfTheGrid() {
        let grid = makeGrid()
        let columns = grid.geometry.columns
        XCTAssertGreaterThan(columns, 1)
        XCTAssertEqual(grid.selection(forKey: "Right", from: 5, count: 40), 6)
        XCTAssertEqual(grid.selection(forKey: "Left", from: 5, count: 40), 4)
        XCTAssertEqual(grid.selection(forKey: "Up", from: 5 + columns, count: 40), 5)
        XCTAssertEqual(grid.selection(forKey: "Down", from: 38, count: 40), 39, "down from the last row stops at the last page")
        XCTAssertEqual(grid.selection(forKey: "Home", from: 5, count: 40), 0)
        XCTAssertEqual(grid.selection(forKey: "End", from: 5, count: 40), 39)
        XCTAssertNil(grid.selection(forKey: "Return", from: 5, count: 40))
    }

    func testAPinchInTurnsTheRowIntoTheGridAndSpreadingTurnsItBack() {
        XCTAssertEqual(CarouselGrid.blend(forPinchIn: 1), 0)
        XCTAssertEqual(CarouselGrid.blend(forPinchIn: Constants.carouselGridPinchScale), 1)
        XCTAssertEqual(CarouselGrid.blend(forPinchIn: .nan), 0)
        XCTAssertEqual(CarouselGrid.blend(forPinchOut: 1), 1)
        XCTAssertEqual(CarouselGrid.blend(forPinchOut: 1 / Constants.carouselGridPinchScale), 0, accuracy: 1e-9)
        let midway = (1 + 1 / Constants.carouselGridPinchScale) / 2
        XCTAssertEqual(CarouselGrid.blend(forPinchOut: midway), 0.5, accuracy: 1e-9)
    }

    func testAClosedThumbnailFadesOutAndIsDroppedOnceGone() {
        var grid = makeGrid()
        grid.fadeOut(Label("gone"), at: 2, now: 0)
        XCTAssertEqual(grid.leaving.count, 1)
        XCTAssertTrue(grid.isAnimating(now: Constants.carouselGridCloseFadeS / 2))
        grid.prune(now: Constants.carouselGridCloseFadeS / 2)
        XCTAssertEqual(grid.leaving.count, 1)
        grid.prune(now: 1)
        XCTAssertTrue(grid.leaving.isEmpty)
    }

    func testTheCountSetsHowFarTheGridScrolls() {
        var grid = makeGrid(count: 40)
        grid.scroll(by: 100_000, now: 0)
        let far = grid.scroll.target
        grid.syncLengths(count: 4, now: 0)
        grid.scroll(by: 100_000, now: 0)
        XCTAssertLessThan(grid.scroll.target, far)
    }
}
