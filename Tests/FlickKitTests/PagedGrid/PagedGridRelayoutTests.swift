import FlickCore
import XCTest
@testable import FlickKit

final class PagedGridRelayoutTests: XCTestCase {
    func testCrossingToPortraitFadesOutSwapsShapesAndFadesBackIn() {
        let h = PagedGridHarness()
        h.grid.layout(size: Size(720, 944), now: h.now)
        XCTAssertEqual(h.grid.shape, .portrait, "the target shape changes at once")
        XCTAssertEqual(h.grid.drawn.shape, .landscape, "the old shape fades out first")
        h.run(0.1)
        XCTAssertLessThan(h.grid.opacity(now: h.now), 1)
        XCTAssertEqual(h.grid.drawn.shape, .landscape)
        h.run(0.1)
        XCTAssertEqual(h.grid.drawn.shape, .portrait, "swapped once faded out")
        XCTAssertLessThan(h.grid.opacity(now: h.now), 1)
        h.settle()
        XCTAssertEqual(h.grid.opacity(now: h.now), 1)
        XCTAssertFalse(h.grid.isAnimating(now: h.now))
    }

    func testTheBackgroundStaysOpaqueWhileTheTilesFade() {
        let h = PagedGridHarness()
        h.grid.layout(size: Size(720, 944), now: h.now)
        h.run(0.15)
        XCTAssertLessThan(h.grid.opacity(now: h.now), 0.5)
        guard case .group(let outer) = h.grid.scene(now: h.now), outer.opacity == 1,
              case .rect(let r, .solid(let c), _)? = outer.children.first else {
            return XCTFail("the frame must start with an unfaded background fill")
        }
        XCTAssertEqual(r, Rect(size: h.grid.size))
        XCTAssertEqual(c, Palette.dark.viewBackground)
        guard case .group(let content)? = outer.children.last else { return XCTFail("faded content group") }
        XCTAssertEqual(content.opacity, h.grid.opacity(now: h.now))
    }

    func testTheFirstVisibleCollectionStaysInView() {
        let h = PagedGridHarness()
        h.grid.go(to: 2, animated: false, now: h.now)   // items 16...23
        h.grid.layout(size: Size(720, 944), now: h.now)
        XCTAssertEqual(h.grid.currentPage, 1, "item 16 is on portrait page 1 (9...17)")
        h.settle()
        XCTAssertEqual(h.grid.position(now: h.now), 1)
        XCTAssertTrue(h.grid.layout.indices(onPage: 1).contains(16))
    }

    func testGoingBackAndForthKeepsTheSameCollectionInView() {
        let h = PagedGridHarness()
        h.grid.go(to: 2, animated: false, now: h.now)
        h.grid.layout(size: Size(720, 944), now: h.now)
        h.settle()
        h.grid.layout(size: Size(1280, 744), now: h.now)
        h.settle()
        XCTAssertEqual(h.grid.currentPage, 2, "back to the page holding item 16, not item 9's")
    }

    func testPagingByHandChoosesANewCollectionToKeep() {
        let h = PagedGridHarness()
        h.grid.go(to: 2, animated: false, now: h.now)
        h.grid.layout(size: Size(720, 944), now: h.now)
        h.settle()
        h.key("Next")   // portrait page 2: items 18...26
        h.settle()
        h.grid.layout(size: Size(1280, 744), now: h.now)
        XCTAssertEqual(h.grid.currentPage, 2, "item 18 is on landscape page 2")
    }

    func testResizingWithinOneOrientationRelaysOutWithoutAFade() {
        let h = PagedGridHarness()
        let before = h.grid.pictureFrame(ofItem: 0, now: h.now)!
        h.grid.layout(size: Size(1000, 600), now: h.now)
        XCTAssertFalse(h.grid.isRelayouting(now: h.now))
        XCTAssertEqual(h.grid.opacity(now: h.now), 1)
        XCTAssertNotEqual(h.grid.pictureFrame(ofItem: 0, now: h.now), before, "cells resized, not stretched")
    }

    func testResizingBackBeforeTheSwapFadesTheOldShapeBackIn() {
        let h = PagedGridHarness()
        h.grid.layout(size: Size(720, 944), now: h.now)
        h.run(0.05)
        let faded = h.grid.opacity(now: h.now)
        XCTAssertLessThan(faded, 1)
        h.grid.layout(size: Size(1280, 744), now: h.now)
        XCTAssertEqual(h.grid.shape, .landscape)
        h.settle()
        XCTAssertEqual(h.grid.drawn.shape, .landscape)
        XCTAssertEqual(h.grid.opacity(now: h.now), 1)
        XCTAssertEqual(h.grid.currentPage, 0)
    }

    func testAResizeDuringTheFadeInFadesOutFromWhereItIs() {
        let h = PagedGridHarness()
        h.grid.layout(size: Size(720, 944), now: h.now)
        h.run(0.25)   // faded out, swapped, fading in
        let o = h.grid.opacity(now: h.now)
        XCTAssertGreaterThan(o, 0)
        XCTAssertLessThan(o, 1)
        h.grid.layout(size: Size(1280, 744), now: h.now)
        XCTAssertLessThanOrEqual(h.grid.opacity(now: h.now), o, "no jump back to opaque")
        h.settle()
        XCTAssertEqual(h.grid.drawn.shape, .landscape)
        XCTAssertEqual(h.grid.opacity(now: h.now), 1)
    }

    func testTheFadeIsDrawnAsTheContentsOpacity() {
        let h = PagedGridHarness()
        h.grid.layout(size: Size(720, 944), now: h.now)
        h.run(0.1)
        guard case .group(let outer) = h.frame(), case .group(let g)? = outer.children.last else {
            return XCTFail("the content as a group over the background")
        }
        XCTAssertLessThan(g.opacity, 1)
        XCTAssertGreaterThan(g.opacity, 0)
    }

    func testADragDuringTheFadeStartsOnTheNewShape() {
        let h = PagedGridHarness()
        h.grid.go(to: 2, animated: false, now: h.now)
        h.grid.layout(size: Size(720, 944), now: h.now)
        h.run(0.05)
        h.drag(dy: -200, velocity: -500)
        XCTAssertEqual(h.grid.drawn.shape, .portrait)
        XCTAssertEqual(h.grid.currentPage, 2)
    }
}
