import XCTest
import FlickCore
@testable import FlickKit

final class DeckSideWidthTests: XCTestCase {
    func testTheRulesResolveWithinTheDeck() {
        XCTAssertEqual(DeckSideWidth.allButLedge.resolved(deckWidth: 1000, ledge: 44), 956)
        XCTAssertEqual(DeckSideWidth.fixed(320).resolved(deckWidth: 1000, ledge: 44), 320)
        XCTAssertEqual(DeckSideWidth.fixed(320).resolved(deckWidth: 200, ledge: 44), 200, "never wider than the deck")
        let rule = DeckSideWidth.fraction(0.25, minimum: 220, maximum: 360)
        XCTAssertEqual(rule.resolved(deckWidth: 1200, ledge: 44), 300)
        XCTAssertEqual(rule.resolved(deckWidth: 600, ledge: 44), 220, "the minimum")
        XCTAssertEqual(rule.resolved(deckWidth: 2000, ledge: 44), 360, "the maximum")
        XCTAssertEqual(DeckSideWidth.fixed(.nan).resolved(deckWidth: 1000, ledge: 44), 0)
        XCTAssertEqual(DeckSideWidth.fixed(-5).resolved(deckWidth: 1000, ledge: 44), 0)
        XCTAssertEqual(DeckSideWidth.fraction(.infinity, minimum: 10, maximum: .nan).resolved(deckWidth: 1000, ledge: 0), 10)
    }

    func testAFixedSideIsThatWideOpensToItAndKeepsItOnResize() {
        var o = DeckOptions()
        o.leftWidth = .fixed(320)
        let rig = DeckRig(options: o)
        XCTAssertEqual(rig.left.size.width, 320, "at the first layout, no ledge computed by the app")
        XCTAssertEqual(rig.deck.sideWidth(.left), 320)
        XCTAssertEqual(rig.right.size.width, 956, "the other side keeps today's rule")
        rig.deck.open(.left, animated: false, now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 320)
        XCTAssertEqual(rig.deck.state["deck.offset"], "320")
        rig.deck.layout(size: Size(700, 600), now: 1)
        XCTAssertEqual(rig.left.size.width, 320)
        XCTAssertEqual(rig.deck.offset(now: 1), 320, "an open side stays as wide")
        rig.deck.layout(size: Size(1400, 600), now: 2)
        XCTAssertEqual(rig.deck.offset(now: 2), 320)
    }

    func testAFractionFollowsTheWidthWithinItsBounds() {
        var o = DeckOptions()
        o.rightWidth = .fraction(0.25, minimum: 220, maximum: 360)
        let rig = DeckRig(options: o)
        XCTAssertEqual(rig.right.size.width, 250)
        rig.deck.open(.right, animated: false, now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), -250)
        rig.deck.layout(size: Size(600, 600), now: 1)
        XCTAssertEqual(rig.right.size.width, 220)
        XCTAssertEqual(rig.deck.offset(now: 1), -220)
        rig.deck.layout(size: Size(2000, 600), now: 2)
        XCTAssertEqual(rig.right.size.width, 360)
        XCTAssertEqual(rig.deck.offset(now: 2), -360)
    }

    func testAWidthOfItsOwnIgnoresKeepSideSizesAndTheLedgeOption() {
        var o = DeckOptions()
        o.sizeMode = .keepSideSizes
        o.leftWidth = .fixed(300)
        o.leftLedgePx = 10
        let rig = DeckRig(options: o)
        rig.deck.layout(size: Size(1200, 600), now: 1)
        XCTAssertEqual(rig.left.size.width, 300)
        XCTAssertEqual(rig.deck.options.leftLedgePx, 10, "not rewritten by the resize")
        XCTAssertEqual(rig.deck.options.rightLedgePx, 244, "the other side keeps its size as asked")
    }

    func testASideAsWideAsTheDeckStillLeavesAPixelToOpenBy() {
        var o = DeckOptions()
        o.leftWidth = .fixed(5000)
        let rig = DeckRig(options: o)
        XCTAssertEqual(rig.left.size.width, 1000)
        rig.deck.open(.left, animated: false, now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 1000)
        XCTAssertEqual(rig.deck.stateName, "left")
    }

    func testANewWidthMovesAnOpenCenterAndDragsStopThere() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        rig.deck.options.leftWidth = .fixed(400)
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.offset(now: 1), 400)
        rig.deck.close(animated: false, now: 2)
        rig.drag(0, 900, now: 3)
        let end = rig.settle(from: 3.2)
        XCTAssertEqual(rig.deck.offset(now: end), 400, "a drag opens the side to its width")
    }

    func testRestorationAndSemanticsUseTheWidth() {
        var o = DeckOptions()
        o.leftWidth = .fixed(320)
        let rig = DeckRig(options: o)
        rig.deck.restoreState(from: .object(["open": .string("left")]), now: 0)
        XCTAssertEqual(rig.deck.offset(now: 0), 320)
        let side = rig.deck.semantics(now: 0).first { $0.name == "Left side" }
        XCTAssertEqual(side?.frame, Rect(x: 0, y: 0, width: 320, height: 600))
    }
}
