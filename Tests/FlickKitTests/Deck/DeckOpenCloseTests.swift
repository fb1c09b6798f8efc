import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class DeckOpenCloseTests: XCTestCase {
    func testOpeningSlidesForTheOpenDurationThenCompletes() {
        let rig = DeckRig()
        var done: [Bool] = []
        rig.deck.open(.left, now: 1) { done.append($0) }
        XCTAssertEqual(rig.deck.stateName, "left", "the state is the target")
        rig.deck.advance(to: 1.15)
        let mid = rig.deck.offset(now: 1.15)
        XCTAssertGreaterThan(mid, 100)
        XCTAssertLessThan(mid, 900)
        XCTAssertEqual(done, [])
        rig.deck.advance(to: 1.3)
        XCTAssertEqual(rig.deck.offset(now: 1.3), 956)
        XCTAssertEqual(done, [true])
        XCTAssertFalse(rig.deck.isAnimating(now: 1.3))
    }

    func testCloseDurationIsSeparate() {
        var o = DeckOptions()
        o.closeDurationS = 0.6
        let rig = DeckRig(options: o)
        rig.deck.open(.right, animated: false, now: 0)
        rig.deck.close(now: 0)
        rig.deck.advance(to: 0.45)
        XCTAssertTrue(rig.deck.isAnimating(now: 0.45))
        rig.deck.advance(to: 0.6)
        XCTAssertEqual(rig.deck.offset(now: 0.6), 0)
    }

    func testAJumpCompletesAtOnce() {
        let rig = DeckRig()
        var done: [Bool] = []
        rig.deck.open(.right, animated: false, now: 0) { done.append($0) }
        XCTAssertEqual(rig.deck.offset(now: 0), -956)
        XCTAssertEqual(done, [true])
        XCTAssertFalse(rig.deck.isAnimating(now: 0))
    }

    func testToggleOpensThenCloses() {
        let rig = DeckRig()
        rig.deck.toggle(.left, now: 0)
        let t = rig.settle(from: 0)
        XCTAssertEqual(rig.deck.stateName, "left")
        rig.deck.toggle(.left, now: t)
        rig.settle(from: t)
        XCTAssertEqual(rig.deck.stateName, "closed")
    }

    func testOpeningTheOtherSideSlidesStraightAcross() {
        let rig = DeckRig()
        rig.deck.open(.left, animated: false, now: 0)
        rig.deck.open(.right, now: 0)
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.offset(now: 5), -956)
    }

    func testAPressCatchesAMovingCenterWhereItIs() {
        let rig = DeckRig()
        var done: [Bool] = []
        rig.deck.open(.left, now: 0) { done.append($0) }
        rig.deck.advance(to: 0.1)
        let here = rig.deck.offset(now: 0.1)
        rig.deck.handle(.press(Point(here + 10, 300), button: 1, modifiers: []), now: 0.1)
        XCTAssertEqual(rig.deck.offset(now: 0.5), here, accuracy: 1e-9)
        XCTAssertEqual(done, [false], "an interrupted open completes unfinished")
        XCTAssertEqual(rig.center.received.count, 1, "the press still reaches the center")
        // Let go without dragging: the 2/3 rule from where it was caught.
        rig.deck.handle(.release(Point(here + 10, 300), button: 1), now: 0.1)
        rig.deck.handle(.tap(Point(here + 10, 300), count: 1, button: 1, modifiers: []), now: 0.1)
        XCTAssertEqual(rig.center.taps, 0, "the click that caught the center is not a click on it")
        rig.settle(from: 0.1)
        XCTAssertEqual(rig.deck.stateName, here >= 956 * 2 / 3 ? "left" : "closed")
    }

    func testReversingMidSlideKeepsTheVelocity() {
        let rig = DeckRig()
        rig.deck.open(.left, now: 0)
        rig.deck.advance(to: 0.1)
        let v = rig.deck.offset.velocity(now: 0.1)
        XCTAssertGreaterThan(v, 0)
        rig.deck.close(now: 0.1)
        XCTAssertEqual(rig.deck.offset.velocity(now: 0.1), v, accuracy: abs(v) * 0.01)
        rig.settle(from: 0.1)
        XCTAssertEqual(rig.deck.offset(now: 9), 0)
    }

    func testKeysToggleAndEscapeCloses() {
        let rig = DeckRig()
        rig.deck.handle(GestureScript.key("F9"), now: 0)
        XCTAssertEqual(rig.deck.stateName, "left")
        rig.deck.handle(GestureScript.key("F10"), now: 0)
        XCTAssertEqual(rig.deck.stateName, "right")
        rig.deck.handle(GestureScript.key("Escape"), now: 0)
        XCTAssertEqual(rig.deck.stateName, "closed")
        XCTAssertEqual(rig.center.received.count, 0)
        rig.deck.handle(GestureScript.key("Escape"), now: 0)
        XCTAssertEqual(rig.center.received.count, 1, "with nothing to close, Escape goes to the center")
    }

    func testKeysGoToTheOpenSide() {
        let rig = DeckRig()
        rig.deck.open(.right, animated: false, now: 0)
        XCTAssertEqual(rig.right.received.count, 1, "opening gives the side the focus: a side that keeps its stops to itself gets Tab")
        rig.deck.handle(GestureScript.key("Tab"), now: 0)
        XCTAssertEqual(rig.right.received.count, 2)
        XCTAssertEqual(rig.center.received.count, 0)
    }
}
