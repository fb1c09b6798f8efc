import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridBrowserTests: XCTestCase {
    func testAClickFliesThePictureFromItsTileIntoTheDetail() {
        let h = PagedGridBrowserHarness()
        let tile = h.grid.pictureFrame(ofItem: 2, now: h.now)!
        h.click(tile.center)
        XCTAssertEqual(h.events, ["open 2"], "the app fills the detail before the flight")
        XCTAssertEqual(h.browser.openItemID, "i2")
        XCTAssertEqual(h.pictureFrame(), tile, "at the click the picture is where its tile was")
        XCTAssertEqual(h.grid.hiddenItemID, "i2", "the tile is left out while its picture flies")
        h.run(0.1)
        let mid = h.pictureFrame()!
        XCTAssertGreaterThan(mid.width, tile.width)
        XCTAssertLessThan(mid.width, h.detail.pictureFrame.width)
        h.settle()
        XCTAssertEqual(h.browser.revealProgress(now: h.now), 1)
        XCTAssertEqual(h.pictureFrame(), h.detail.pictureFrame, "it lands on the detail's picture")
    }

    func testClosingFliesItBackToItsTileAndTellsTheApp() {
        let h = PagedGridBrowserHarness()
        h.browser.open(id: "i12", now: h.now)
        XCTAssertEqual(h.grid.currentPage, 1, "the grid shows the item's page first")
        h.settle()
        h.browser.close(now: h.now)
        XCTAssertEqual(h.events, ["open 12", "close i12"])
        XCTAssertNil(h.browser.openItemID)
        XCTAssertEqual(h.browser.presentedItemID, "i12", "drawn while it flies back")
        h.run(0.1)
        XCTAssertLessThan(h.pictureFrame()!.width, h.detail.pictureFrame.width)
        h.settle()
        XCTAssertEqual(h.events, ["open 12", "close i12", "gone i12"])
        XCTAssertNil(h.browser.presentedItemID)
        XCTAssertNil(h.pictureFrame(), "the detail layer is gone")
        XCTAssertNil(h.grid.hiddenItemID)
    }

    func testTheDetailGetsKeysFirstAndTheBackKeysItLeavesClose() {
        let h = PagedGridBrowserHarness()
        h.browser.open(id: "i1", now: h.now)
        h.settle()
        h.detail.takes = ["Escape"]
        h.key("Escape")
        XCTAssertEqual(h.browser.openItemID, "i1", "the detail took it")
        h.key("x")
        XCTAssertEqual(h.browser.openItemID, "i1")
        h.key("Left", [.alt])
        XCTAssertNil(h.browser.openItemID)
        XCTAssertEqual(h.detail.keys, ["Escape", "x", "Left"])
    }

    func testAKeyboardUserOpensTheFocusedPicture() {
        let h = PagedGridBrowserHarness()
        h.key("Tab")
        h.key("Right")
        h.key("Down")
        h.key("Return")
        XCTAssertEqual(h.events, ["open 5"])
        h.settle()
        h.key("Escape")
        h.settle()
        XCTAssertEqual(h.grid.focusedIndex, 5, "back in the grid, the focus is where it was")
    }

    func testAFastSwipeToTheRightSlidesTheDetailAway() {
        let h = PagedGridBrowserHarness()
        h.browser.open(id: "i0", now: h.now)
        h.settle()
        let start = Point(300, 400)
        h.send(.press(start, button: 1, modifiers: []))
        for i in 1...6 {
            h.now += 1.0 / 60
            let info = PanInfo(start: start, location: Point(start.x + Double(i) * 40, start.y), velocity: Point(2400, 0))
            h.send(i == 1 ? .panBegin(info) : .panUpdate(info))
            h.frame()
        }
        XCTAssertEqual(h.browser.slideOffset(now: h.now), 240, accuracy: 1)
        h.send(.panEnd(PanInfo(start: start, location: Point(start.x + 240, start.y), velocity: Point(2400, 0))))
        XCTAssertEqual(h.events, ["open 0", "close i0"])
        h.settle()
        XCTAssertEqual(h.events, ["open 0", "close i0", "gone i0"])
        XCTAssertEqual(h.browser.slideOffset(now: h.now), 0, "reset once gone")
    }

    func testItClaimsEveryPanOverADetailAndVerticalOnesOverTheGrid() {
        let h = PagedGridBrowserHarness()
        XCTAssertTrue(h.browser.claimsPan(startingAt: Point(10, 10), along: .vertical, now: h.now))
        XCTAssertFalse(h.browser.claimsPan(startingAt: Point(10, 10), along: .horizontal, now: h.now))
        h.browser.open(id: "i0", now: h.now)
        XCTAssertTrue(h.browser.claimsPan(startingAt: Point(10, 10), along: .horizontal, now: h.now))
    }

    func testTheOpenDetailIsAGroupOverAnOffscreenGrid() {
        let h = PagedGridBrowserHarness()
        h.browser.open(id: "i3", now: h.now)
        let nodes = h.browser.semantics(now: h.now)
        XCTAssertEqual(nodes.last?.name, "Item 4")
        XCTAssertTrue(nodes.first?.states.contains(.offscreen) ?? false)
        XCTAssertTrue(h.detail.container === h.browser, "the detail is the browser's child")
    }

    func testWithReducedMotionTheDetailFadesInPlaceWithoutAFlight() {
        let h = PagedGridBrowserHarness()
        var env = ComponentEnvironment()
        env.reducedMotion = true
        h.browser.layout(size: Size(1280, 744), now: h.now, environment: env)
        h.click(h.grid.pictureFrame(ofItem: 0, now: h.now)!.center)
        var shown = 0
        repeat {
            h.run(1.0 / 60)
            if let f = h.pictureFrame() {
                XCTAssertEqual(f, h.detail.pictureFrame, "no flight")
                shown += 1
            }
            XCTAssertNil(h.grid.hiddenItemID, "the tile stays in the grid while the grid shows")
        } while h.browser.isAnimating(now: h.now)
        XCTAssertGreaterThan(shown, 1)
    }
}
