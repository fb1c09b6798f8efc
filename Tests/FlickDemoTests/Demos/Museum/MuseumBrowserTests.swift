import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumBrowserTests: XCTestCase {
    /// The artwork snapshot's frame in the scene (nil when no detail layer is drawn).
    private func artFrame(_ h: MuseumHarness) -> Rect? {
        SceneProbe.snapshots(h.frame()).first { MuseumHarness.isArt($0.key) }?.frame
    }

    // MARK: Opening

    func testAClickOnAPictureOpensItsDetail() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(2))
        XCTAssertEqual(h.state["museum.detail"], "Collection 2", "the target state changes at once")
        h.settle()
        XCTAssertEqual(h.browser.revealProgress(now: h.now), 1)
        XCTAssertEqual(artFrame(h), h.browser.detail.layout.art)
    }

    func testTheOpeningStartsFromTheTilesRectangle() {
        let h = MuseumHarness()
        let tile = h.grid.pictureFrame(ofItem: 5, now: h.now)!
        h.click(tile.center)
        XCTAssertEqual(artFrame(h), tile, "at the instant of the click the picture is where its tile was")
        h.run(0.1)
        let mid = artFrame(h)!
        XCTAssertGreaterThan(mid.width, tile.width)
        XCTAssertLessThan(mid.width, h.browser.detail.layout.art.width)
    }

    func testTheTileIsLeftOutOfTheGridWhileItsPictureIsInFlight() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(1))
        h.run(0.1)
        XCTAssertFalse(SceneProbe.snapshots(h.frame()).contains { $0.key == h.tileKey(.collections, "c1") })
    }

    func testTheOpenDetailCoversTheGridSoNoTilesAreBuilt() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(1))
        h.settle()
        XCTAssertFalse(SceneProbe.snapshots(h.frame()).contains { h.isTile($0.key) })
        XCTAssertTrue(SceneProbe.texts(h.frame()).contains("Collection 1"))
    }

    func testAClickBesideThePicturesOpensNothing() {
        let h = MuseumHarness()
        let f = h.grid.pictureFrame(ofItem: 0, now: h.now)!
        h.click(Point(f.midX, f.maxY + 12))
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "none")
    }

    // MARK: Closing

    func testEscapeReturnsToTheSamePlaceInTheGrid() {
        let h = MuseumHarness()
        h.key("Next")
        h.settle()
        h.click(h.pictureCenter(10))
        h.settle()
        h.key("Escape")
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertEqual(h.state["museum.page"], "1")
        h.run(0.1)
        let flying = artFrame(h)!
        XCTAssertLessThan(flying.width, h.browser.detail.layout.art.width)
        h.settle()
        XCTAssertNil(artFrame(h), "the detail layer is gone")
        XCTAssertEqual(h.grid.position(now: h.now), 1)
        XCTAssertTrue(SceneProbe.snapshots(h.frame()).contains { $0.key == h.tileKey(.collections, "c10") })
    }

    func testTheClosingPictureLandsOnItsTile() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(3))
        h.settle()
        h.key("BackSpace")
        h.run(0.05)
        let tile = h.grid.pictureFrame(ofItem: 3, now: h.now)!
        var last = artFrame(h)!
        while h.museum.isAnimating(now: h.now) {
            if let f = artFrame(h) { last = f }
            h.run(1.0 / 60)
        }
        XCTAssertEqual(last.width, tile.width, accuracy: 1)
        XCTAssertEqual(last.minX, tile.minX, accuracy: 1)
    }

    func testTheBackButtonCloses() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(0))
        h.settle()
        let back = h.browser.detail.backButton.frame
        h.click(back.center)
        XCTAssertEqual(h.state["museum.detail"], "none")
    }

    func testASwipeToTheRightSlidesTheDetailAway() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(4))
        h.settle()
        h.drag(from: Point(300, 400), by: Point(300, 10), velocity: Point(900, 0), release: false)
        XCTAssertEqual(h.browser.slideOffset(now: h.now), 300, accuracy: 1)
        XCTAssertEqual(h.state["museum.detail"], "Collection 4", "nothing commits mid-swipe")
        h.send(.panEnd(PanInfo(start: Point(300, 400), location: Point(600, 410), velocity: Point(900, 0))))
        XCTAssertEqual(h.state["museum.detail"], "none")
        h.settle()
        XCTAssertNil(artFrame(h))
        XCTAssertEqual(h.browser.slideOffset(now: h.now), 0)
    }

    func testASlowShortSwipeSpringsBackOpen() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(4))
        h.settle()
        h.drag(from: Point(300, 400), by: Point(120, 0), velocity: Point(40, 0))
        XCTAssertEqual(h.state["museum.detail"], "Collection 4")
        h.settle()
        XCTAssertEqual(h.browser.slideOffset(now: h.now), 0)
    }

    func testSwipingLeftInTheDetailOnlyRubberBands() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(4))
        h.settle()
        h.drag(from: Point(600, 400), by: Point(-400, 0), velocity: .zero, release: false)
        let x = h.browser.slideOffset(now: h.now)
        XCTAssertLessThan(x, 0)
        XCTAssertGreaterThan(x, -400)
        XCTAssertEqual(h.state["museum.tab"], "collections", "no tab swipe under an open detail")
    }

    func testAFlickToTheRightClosesFromAShortWay() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(4))
        h.settle()
        h.drag(from: Point(300, 400), by: Point(40, 0), velocity: Point(600, 0))
        XCTAssertEqual(h.state["museum.detail"], "none")
    }

    func testAFlickBackCancelsFromFarOut() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(4))
        h.settle()
        h.drag(from: Point(300, 400), by: Point(700, 0), velocity: Point(-600, 0))
        XCTAssertEqual(h.state["museum.detail"], "Collection 4")
        h.settle()
        XCTAssertEqual(h.browser.slideOffset(now: h.now), 0)
    }

    func testADetailCaughtInTheRubberBandIsDraggedOnWithoutAJump() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(4))
        h.settle()
        h.drag(from: Point(900, 400), by: Point(-400, 0), velocity: .zero)
        h.run(0.03)
        let x = h.browser.slideOffset(now: h.now)
        XCTAssertLessThan(x, -20, "still in the rubber band")
        h.send(.press(Point(600, 400), button: 1, modifiers: []))
        h.send(.panBegin(PanInfo(start: Point(600, 400), location: Point(608, 400), anchor: Point(608, 400))))
        XCTAssertEqual(h.browser.slideOffset(now: h.now), x, accuracy: 1e-9)
    }

    func testAPressCatchesAnOpeningDetailAndReleasingResumesIt() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(6))
        h.run(0.06)
        let r = h.browser.revealProgress(now: h.now)
        XCTAssertGreaterThan(r, 0)
        XCTAssertLessThan(r, 1)
        h.send(.press(Point(640, 400), button: 1, modifiers: []))
        h.run(0.1)
        XCTAssertEqual(h.browser.revealProgress(now: h.now), r, "held where it was caught")
        h.send(.release(Point(640, 400), button: 1))
        h.send(.tap(Point(640, 400), count: 1, button: 1, modifiers: []))
        h.settle()
        XCTAssertEqual(h.browser.revealProgress(now: h.now), 1)
        XCTAssertEqual(h.state["museum.detail"], "Collection 6")
    }

    func testACaughtOpeningCanBeSwipedAway() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(6))
        h.run(0.06)
        h.drag(from: Point(300, 400), by: Point(500, 0), velocity: Point(1500, 0))
        XCTAssertEqual(h.state["museum.detail"], "none")
    }

    // MARK: Pinch

    func testPinchingOutOverAPictureOpensItPastTheThreshold() {
        let h = MuseumHarness()
        let p = h.pictureCenter(2)
        h.pinch(at: p, notches: -2)
        h.run(0.1)
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertGreaterThan(h.grid.pictureZoom(now: h.now), 1.1)
        h.pinch(at: p, notches: -2)
        XCTAssertEqual(h.state["museum.detail"], "Collection 2")
        h.settle()
        XCTAssertEqual(h.browser.revealProgress(now: h.now), 1)
    }

    func testPinchingInOnAnOpenDetailShrinksItThenClosesPastTheThreshold() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(2))
        h.settle()
        h.pinch(at: Point(400, 300), notches: 2)
        h.run(0.1)
        XCTAssertLessThan(h.browser.revealProgress(now: h.now), 1, "shrinks towards its tile as the pinch goes")
        XCTAssertEqual(h.state["museum.detail"], "Collection 2")
        h.pinch(at: Point(400, 300), notches: 2)
        XCTAssertEqual(h.state["museum.detail"], "none")
        h.settle()
        XCTAssertEqual(h.browser.revealProgress(now: h.now), 0)
    }

    func testAPinchInThatStopsShortSpringsBackOpen() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(2))
        h.settle()
        h.pinch(at: Point(400, 300), notches: 2)
        h.settle()
        XCTAssertEqual(h.state["museum.detail"], "Collection 2")
        XCTAssertEqual(h.browser.revealProgress(now: h.now), 1)
    }

    func testTheRevealForAPinchFallsFromOneToThePreviewAtTheThreshold() {
        XCTAssertEqual(PagedGridBrowser.revealForPinch(scale: 1.3), 1)
        XCTAssertEqual(PagedGridBrowser.revealForPinch(scale: 1), 1)
        XCTAssertEqual(PagedGridBrowser.revealForPinch(scale: Constants.pinchCloseScale), 1 - PagedGridBrowser.pinchPreviewTravel,
                       accuracy: 1e-9)
        XCTAssertEqual(PagedGridBrowser.revealForPinch(scale: 0.1), 1 - PagedGridBrowser.pinchPreviewTravel, accuracy: 1e-9)
    }

    func testPinchingInRightAfterAPinchOpenedStartsANewPinch() {
        let h = MuseumHarness()
        let p = h.pictureCenter(2)
        h.pinch(at: p, notches: -4)
        h.run(0.1)
        h.pinch(at: p, notches: 4)
        XCTAssertEqual(h.state["museum.detail"], "none")
    }

    func testTheRestOfAClosingPinchDoesNotZoomTheGrid() {
        let h = MuseumHarness()
        h.click(h.pictureCenter(2))
        h.settle()
        h.pinch(at: h.pictureCenter(2), notches: 8)
        h.run(0.05)
        XCTAssertEqual(h.grid.pictureZoom(now: h.now), 1)
    }
}
