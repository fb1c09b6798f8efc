import XCTest
import FlickCore
@testable import FlickKit

final class DeckResizeTests: XCTestCase {
    func testKeepingLedgesAnOpenSideStaysAtItsLedgeAndGrows() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        rig.deck.layout(size: Size(800, 600), now: 1)
        XCTAssertEqual(rig.deck.offset(now: 1), 756)
        XCTAssertEqual(rig.left.size.width, 756)
        XCTAssertEqual(rig.center.size.width, 800)
        XCTAssertEqual(rig.deck.options.leftLedgePx, 44)
    }

    func testKeepingSideSizesTheLedgesChange() {
        var o = DeckOptions()
        o.sizeMode = .keepSideSizes
        let rig = DeckRig(options: o)
        rig.deck.open(.right, animated: false, now: 0)
        rig.deck.layout(size: Size(1200, 600), now: 1)
        XCTAssertEqual(rig.right.size.width, 956)
        XCTAssertEqual(rig.deck.options.rightLedgePx, 244)
        XCTAssertEqual(rig.deck.offset(now: 1), 244 - 1200)
        rig.deck.layout(size: Size(500, 600), now: 2)
        XCTAssertEqual(rig.deck.options.rightLedgePx, 0, "a ledge never goes negative")
    }

    func testAResizeMidSlideReaimsTheSlide() {
        let rig = DeckRig()
        rig.deck.open(.left, now: 0)
        rig.deck.advance(to: 0.1)
        rig.deck.layout(size: Size(600, 600), now: 0.1)
        rig.settle(from: 0.1)
        XCTAssertEqual(rig.deck.offset(now: 9), 556)
    }

    func testAChangedLedgeMovesAnOpenCenterAtTheNextFrame() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        rig.deck.options.leftLedgePx = 200
        XCTAssertEqual(rig.deck.offset(now: 0), 956, "the setter only marks the deck")
        rig.deck.advance(to: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 800)
        XCTAssertEqual(rig.left.size.width, 800)
    }

    func testRemovingTheOpenSideClosesTheDeck() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        rig.deck.left = nil
        rig.deck.advance(to: 0)
        XCTAssertEqual(rig.deck.stateName, "closed")
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.offset(now: 9), 0)
    }

    func testASwappedSideIsLaidOutAndShown() {
        let rig = DeckRig()
        let other = DeckProbe(.black)
        rig.deck.right = other
        XCTAssertEqual(other.size, Size(0, 0), "laid out at the next frame, not by the setter")
        _ = rig.deck.scene(now: 0)
        XCTAssertEqual(other.size, Size(956, 600))
    }
}
