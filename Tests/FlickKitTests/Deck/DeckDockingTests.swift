import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class DeckDockingTests: XCTestCase {
    /// Options with a 280 px left side docked at 900 px and up.
    private func docking(left: Double? = 900, right: Double? = nil) -> DeckOptions {
        var o = DeckOptions()
        o.leftWidth = .fixed(280)
        o.rightWidth = .fixed(300)
        o.docksLeftAtWidth = left
        o.docksRightAtWidth = right
        return o
    }

    private func centerFrame(_ deck: Deck, now: Double) -> Rect {
        deck.centerFrame(offset: deck.offset(now: now), now: now)
    }

    /// Resizes the deck to `width` (600 high) at `now`.
    private func resize(_ rig: DeckRig, _ width: Double, now: Double) {
        rig.deck.layout(size: Size(width, 600), now: now)
    }

    private func shadows(_ node: SceneNode) -> [Shadow] {
        switch node {
        case .group(let g): return g.children.flatMap(shadows)
        case .shadow(_, let s, _): return [s]
        default: return []
        }
    }

    // MARK: Docked or a drawer

    func testDockingIsOffByDefault() {
        let rig = DeckRig()
        rig.deck.layout(size: Size(4000, 600), now: 0)
        XCTAssertEqual(rig.deck.dockedSides, [])
        XCTAssertEqual(rig.deck.state["deck.docked"], "none")
        XCTAssertEqual(rig.center.size, Size(4000, 600))
    }

    func testASideIsDockedAtAndAboveItsWidthAndADrawerBelowIt() {
        let rig = DeckRig(options: docking())
        XCTAssertTrue(rig.deck.isDocked(.left))
        XCTAssertTrue(rig.deck.isDockedAndShown(.left), "a side docked at the first layout shows")
        XCTAssertFalse(rig.deck.isDocked(.right))
        resize(rig, 900, now: 1)
        rig.settle(from: 1)
        XCTAssertTrue(rig.deck.isDocked(.left), "docked at exactly its width")
        resize(rig, 899, now: 2)
        rig.settle(from: 2)
        XCTAssertFalse(rig.deck.isDocked(.left))
        XCTAssertEqual(rig.deck.state["deck.docked"], "none")
        XCTAssertEqual(rig.center.size, Size(899, 600), "below the width the center is as wide as the deck")
        rig.deck.open(.left, animated: false, now: 3)
        XCTAssertEqual(rig.deck.offset(now: 3), 280, "and the side is the drawer of before")
    }

    func testADeckDockedAtTheFirstLayoutShowsTheSideAtOnce() {
        let rig = DeckRig(options: docking())
        XCTAssertFalse(rig.deck.isAnimating(now: 0))
        XCTAssertEqual(centerFrame(rig.deck, now: 0), Rect(x: 280, y: 0, width: 720, height: 600))
    }

    func testTheCenterIsLaidOutBesideADockedSideWithNothingOverIt() {
        let rig = DeckRig(options: docking())
        XCTAssertEqual(rig.center.size, Size(720, 600))
        XCTAssertEqual(rig.left.size, Size(280, 600))
        XCTAssertEqual(rig.deck.dockedFrame(.left, now: 0), Rect(x: 0, y: 0, width: 280, height: 600))
        let frames = rig.deck.routedChildren(now: 0).map(\.frame)
        XCTAssertEqual(frames, [Rect(x: 280, y: 0, width: 720, height: 600), Rect(x: 0, y: 0, width: 280, height: 600)])
        XCTAssertEqual(rig.deck.stateName, "closed", "the drawer is closed: the side is beside the center")
        let scene = rig.deck.scene(now: 0)
        XCTAssertTrue(shadows(scene).isEmpty, "no shadow over the center")
        XCTAssertEqual(rig.deck.scrimAlpha(offset: rig.deck.offset(now: 0)), 0, "no scrim")
        // The separator line on the side's edge towards the center.
        let lines = rig.deck.dockedNodes(now: 0).compactMap { node -> Rect? in
            if case .rect(let r, .solid(let c), _) = node, c == Palette.dark.separator { return r }
            return nil
        }
        XCTAssertEqual(lines, [Rect(x: 279, y: 0, width: 1, height: 600)])
    }

    /// The solid rectangles of `node` in `color`, in the deck's coordinates (translations applied).
    private func placedFills(_ node: SceneNode, _ color: Color, dx: Double = 0) -> [Rect] {
        switch node {
        case .group(let g): return g.children.flatMap { placedFills($0, color, dx: dx + g.transform.tx) }
        case .rect(let r, .solid(let c), _) where c == color: return [r.offsetBy(dx: dx, dy: 0)]
        default: return []
        }
    }

    func testTheCenterIsDrawnWhereItIsLaidOutBesideADockedSide() {
        let rig = DeckRig(right: false, options: docking())
        let scene = rig.deck.scene(now: 0)
        XCTAssertEqual(placedFills(scene, .white), [Rect(x: 280, y: 0, width: 720, height: 600)], "the center, beside the side")
        XCTAssertEqual(placedFills(scene, .black), [Rect(x: 0, y: 0, width: 280, height: 600)], "the docked side, uncovered")
        XCTAssertEqual(placedFills(scene, Palette.dark.sidebarBackground), [Rect(x: 0, y: 0, width: 280, height: 600)],
                       "the sidebar background under the side")
    }

    func testBothSidesDockBesideTheCenter() {
        let rig = DeckRig(options: docking(left: 900, right: 900))
        XCTAssertEqual(rig.deck.state["deck.docked"], "both")
        XCTAssertEqual(centerFrame(rig.deck, now: 0), Rect(x: 280, y: 0, width: 420, height: 600))
        XCTAssertEqual(rig.deck.dockedFrame(.right, now: 0), Rect(x: 700, y: 0, width: 300, height: 600))
        XCTAssertEqual(rig.right.size, Size(300, 600))
    }

    func testADockedSideOfTheDeckWidthLessItsLedgeTakesAQuarterOfTheDeck() {
        var o = DeckOptions()
        o.docksLeftAtWidth = 800
        let rig = DeckRig(options: o)
        XCTAssertEqual(rig.deck.sideWidth(.left), 250)
        rig.deck.layout(size: Size(2000, 600), now: 0)
        XCTAssertEqual(rig.deck.sideWidth(.left), Constants.deckDockedMaxWidthPx)
    }

    func testDeckDockedNamesTheDockedSidesAndTheShownOnes() {
        XCTAssertEqual(DeckRig(options: docking(left: 900, right: nil)).deck.state["deck.docked"], "left")
        XCTAssertEqual(DeckRig(options: docking(left: nil, right: 900)).deck.state["deck.docked"], "right")
        XCTAssertEqual(DeckRig(options: docking(left: 900, right: 1200)).deck.state["deck.docked"], "left")
        let rig = DeckRig(options: docking(left: 900, right: 900))
        XCTAssertEqual(rig.deck.state["deck.docked.shown"], "both")
        rig.deck.toggle(.right, animated: false, now: 0)
        XCTAssertEqual(rig.deck.state["deck.docked"], "both")
        XCTAssertEqual(rig.deck.state["deck.docked.shown"], "left")
        XCTAssertEqual(DeckRig(left: false, options: docking()).deck.state["deck.docked"], "none", "a missing side never docks")
    }

    // MARK: Crossing the width

    func testGrowingPastTheWidthWithTheDrawerOpenDocksItInPlace() {
        let rig = DeckRig(options: docking())
        resize(rig, 800, now: 0)
        rig.settle(from: 0)
        rig.deck.open(.left, animated: false, now: 1)
        XCTAssertEqual(centerFrame(rig.deck, now: 1).minX, 280)
        resize(rig, 899, now: 2)
        XCTAssertEqual(centerFrame(rig.deck, now: 2).minX, 280)
        resize(rig, 901, now: 2.02)
        XCTAssertTrue(rig.deck.isDockedAndShown(.left))
        XCTAssertNil(rig.deck.openSide, "the drawer became the docked side")
        XCTAssertEqual(centerFrame(rig.deck, now: 2.02), Rect(x: 280, y: 0, width: 621, height: 600), "no jump: the center's edge stays")
        XCTAssertFalse(rig.deck.isAnimating(now: 2.02))
        XCTAssertEqual(rig.center.size, Size(621, 600))
    }

    func testGrowingPastTheWidthWithTheDrawerHalfOpenDocksItFromWhereItShows() {
        let rig = DeckRig(options: docking())
        resize(rig, 800, now: 0)
        rig.deck.open(.left, now: 1)
        rig.deck.advance(to: 1.1)
        let x = centerFrame(rig.deck, now: 1.1).minX
        XCTAssertTrue(x > 0 && x < 280)
        resize(rig, 950, now: 1.1)
        XCTAssertEqual(centerFrame(rig.deck, now: 1.1).minX, x, accuracy: 1e-9)
        rig.deck.advance(to: 1.2)
        XCTAssertGreaterThan(centerFrame(rig.deck, now: 1.2).minX, x)
        let end = rig.settle(from: 1.2)
        XCTAssertEqual(centerFrame(rig.deck, now: end), Rect(x: 280, y: 0, width: 670, height: 600))
    }

    func testGrowingPastTheWidthWithTheDrawerClosedSlidesTheSideIntoView() {
        let rig = DeckRig(options: docking())
        resize(rig, 800, now: 0)
        rig.settle(from: 0)
        XCTAssertEqual(centerFrame(rig.deck, now: 1), Rect(x: 0, y: 0, width: 800, height: 600))
        resize(rig, 950, now: 1)
        XCTAssertEqual(centerFrame(rig.deck, now: 1).minX, 0, "no jump: the side slides in from here")
        rig.deck.advance(to: 1.15)
        let mid = centerFrame(rig.deck, now: 1.15)
        XCTAssertTrue(mid.minX > 0 && mid.minX < 280)
        XCTAssertEqual(rig.center.size.width, mid.width, "the center narrows as the side slides in")
        let end = rig.settle(from: 1.15)
        XCTAssertLessThanOrEqual(end, 1 + Constants.deckOpenDurationS + 0.02)
        XCTAssertEqual(centerFrame(rig.deck, now: end), Rect(x: 280, y: 0, width: 670, height: 600))
        XCTAssertEqual(rig.center.size, Size(670, 600))
    }

    func testShrinkingBelowTheWidthWithTheSideShownClosesItsDrawerFromWhereItShows() {
        let rig = DeckRig(options: docking())
        XCTAssertEqual(centerFrame(rig.deck, now: 0).minX, 280)
        resize(rig, 850, now: 1)
        XCTAssertFalse(rig.deck.isDocked(.left))
        XCTAssertEqual(centerFrame(rig.deck, now: 1).minX, 280, "no jump: the center's edge stays")
        XCTAssertEqual(rig.deck.exposedSide(offset: rig.deck.offset(now: 1)), .left, "the side shows as the drawer")
        XCTAssertEqual(rig.deck.stateName, "closed", "closing, as a split view collapses")
        rig.deck.advance(to: 1.15)
        let mid = centerFrame(rig.deck, now: 1.15).minX
        XCTAssertTrue(mid > 0 && mid < 280)
        let end = rig.settle(from: 1.15)
        XCTAssertEqual(centerFrame(rig.deck, now: end), Rect(x: 0, y: 0, width: 850, height: 600))
        XCTAssertEqual(rig.center.size, Size(850, 600))
    }

    func testShrinkingBelowTheWidthWithTheSideHiddenLeavesTheDrawerClosed() {
        let rig = DeckRig(options: docking())
        rig.deck.toggle(.left, animated: false, now: 0)
        XCTAssertEqual(centerFrame(rig.deck, now: 0), Rect(x: 0, y: 0, width: 1000, height: 600))
        resize(rig, 850, now: 1)
        XCTAssertEqual(centerFrame(rig.deck, now: 1), Rect(x: 0, y: 0, width: 850, height: 600))
        XCTAssertFalse(rig.deck.isAnimating(now: 1))
        XCTAssertEqual(rig.deck.stateName, "closed")
    }

    func testAResizeWithinTheDockedRangeKeepsTheSideBesideTheCenter() {
        var o = docking()
        o.leftWidth = .fraction(0.25, minimum: 200, maximum: 400)
        let rig = DeckRig(options: o)
        resize(rig, 1200, now: 1)
        XCTAssertEqual(centerFrame(rig.deck, now: 1), Rect(x: 300, y: 0, width: 900, height: 600))
        XCTAssertFalse(rig.deck.isAnimating(now: 1))
    }

    // MARK: Showing and hiding

    func testToggleHidesAndShowsTheDockedSideAnimated() {
        let rig = DeckRig(options: docking())
        var events: [String] = []
        rig.deck.callbacks.willClose = { side, _ in events.append("willClose \(side)") }
        rig.deck.callbacks.didClose = { side, _ in events.append("didClose \(side)") }
        rig.deck.callbacks.didOpen = { side, _ in events.append("didOpen \(side)") }
        var done: Bool?
        rig.deck.toggle(.left, now: 0) { done = $0 }
        XCTAssertFalse(rig.deck.isDockedAndShown(.left))
        XCTAssertEqual(centerFrame(rig.deck, now: 0).minX, 280)
        rig.deck.advance(to: 0.15)
        let mid = centerFrame(rig.deck, now: 0.15)
        XCTAssertTrue(mid.minX > 0 && mid.minX < 280)
        XCTAssertEqual(mid.maxX, 1000, "the center widens towards the side")
        XCTAssertEqual(rig.center.size.width, mid.width)
        XCTAssertNil(done)
        let end = rig.settle(from: 0.15)
        XCTAssertEqual(done, true)
        XCTAssertLessThanOrEqual(end, Constants.deckCloseDurationS + 0.02)
        XCTAssertEqual(centerFrame(rig.deck, now: end), Rect(x: 0, y: 0, width: 1000, height: 600))
        XCTAssertEqual(events, ["willClose left", "didClose left"])
        XCTAssertEqual(rig.deck.routedChildren(now: end).count, 1, "a hidden docked side takes no input")
        rig.deck.handle(GestureScript.key("F9"), now: 1)
        XCTAssertTrue(rig.deck.isDockedAndShown(.left), "F9 shows it again")
        rig.deck.advance(to: 1.1)
        XCTAssertTrue(centerFrame(rig.deck, now: 1.1).minX > 0 && centerFrame(rig.deck, now: 1.1).minX < 280)
        let back = rig.settle(from: 1.1)
        XCTAssertEqual(centerFrame(rig.deck, now: back).minX, 280)
        XCTAssertEqual(events.last, "didOpen left")
    }

    func testReducedMotionShowsAndHidesTheDockedSideAtOnce() {
        let rig = DeckRig(options: docking())
        var env = ComponentEnvironment()
        env.reducedMotion = true
        rig.deck.layout(size: Size(1000, 600), now: 0, environment: env)
        rig.deck.toggle(.left, now: 0)
        XCTAssertEqual(centerFrame(rig.deck, now: 0), Rect(x: 0, y: 0, width: 1000, height: 600))
        XCTAssertFalse(rig.deck.isAnimating(now: 0))
        rig.deck.open(.left, now: 1)
        XCTAssertEqual(centerFrame(rig.deck, now: 1).minX, 280)
    }

    func testEscapeAndCloseLeaveADockedSideShown() {
        let rig = DeckRig(options: docking())
        rig.deck.handle(GestureScript.key("Escape"), now: 0)
        rig.deck.close(now: 0)
        rig.settle(from: 0)
        XCTAssertTrue(rig.deck.isDockedAndShown(.left))
    }

    func testShouldCloseKeepsADockedSideShown() {
        let rig = DeckRig(options: docking())
        rig.deck.callbacks.shouldClose = { _ in false }
        var done: Bool?
        rig.deck.toggle(.left, now: 0) { done = $0 }
        XCTAssertEqual(done, false)
        XCTAssertTrue(rig.deck.isDockedAndShown(.left))
    }

    // MARK: Pans

    func testPansOnTheCenterDoNotOpenADockedSide() {
        let rig = DeckRig(options: docking())
        rig.deck.toggle(.left, animated: false, now: 0)
        rig.drag(400, 900, velocity: 2000)
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.offset(now: 10), 0)
        XCTAssertEqual(rig.deck.stateName, "closed")
        XCTAssertFalse(rig.deck.isDockedAndShown(.left), "a pan neither opens a drawer nor shows the docked side")
        rig.drag(5, 600, velocity: 2000, now: 20)
        rig.settle(from: 20)
        XCTAssertEqual(rig.deck.offset(now: 30), 0, "nor does a pan from the docked side's edge")
    }

    func testTheOtherSideStillOpensAsADrawerBesideADockedSide() {
        let rig = DeckRig(options: docking())
        rig.drag(800, 300, velocity: -2000)
        let end = rig.settle(from: 0)
        XCTAssertEqual(rig.deck.stateName, "right")
        XCTAssertEqual(centerFrame(rig.deck, now: end).maxX, 700, "the center's ledge reaches the right drawer's edge")
        XCTAssertTrue(rig.deck.isDockedAndShown(.left))
    }

    func testADragOnADockedSideStaysWithTheSide() {
        let rig = DeckRig(options: docking())
        rig.drag(150, 60, velocity: -2000)
        rig.settle(from: 0)
        XCTAssertEqual(rig.deck.stateName, "closed")
        XCTAssertEqual(rig.left.pans, 1)
    }

    // MARK: Semantics and focus

    func testADockedSideIsARegionBesideTheCenterInTheSemanticsTree() {
        let rig = DeckRig(options: docking())
        let nodes = rig.deck.semantics(now: 0)
        let first = try? XCTUnwrap(nodes.first)
        XCTAssertEqual(first?.name, "Left side", "the docked left side reads before the center")
        XCTAssertEqual(first?.frame, Rect(x: 0, y: 0, width: 280, height: 600))
        XCTAssertEqual(first?.states.contains(.expanded), true)
        XCTAssertEqual(first?.states.contains(.offscreen), false)
        XCTAssertEqual(nodes.last?.name, "Right side")
        XCTAssertEqual(nodes.last?.states.contains(.offscreen), true, "the right drawer is closed")
        rig.deck.toggle(.left, animated: false, now: 1)
        let hidden = rig.deck.semantics(now: 1).first { $0.name == "Left side" }
        XCTAssertEqual(hidden?.states.contains(.offscreen), true)
        XCTAssertEqual(hidden?.states.contains(.expanded), false)
    }

    func testDismissingADockedSideHidesItAndActivatingShowsIt() {
        let rig = DeckRig(options: docking())
        let side = rig.deck.semantics(now: 0).first { $0.name == "Left side" }
        XCTAssertEqual(side?.perform(.dismiss, now: 0), true)
        XCTAssertFalse(rig.deck.isDockedAndShown(.left))
        XCTAssertEqual(side?.perform(.activate, now: 1), true)
        XCTAssertTrue(rig.deck.isDockedAndShown(.left))
    }

    func testTabWalksTheDockedSideAndTheCenterInReadingOrder() {
        let center = RouterProbe("center", takesFocus: true)
        let left = RouterProbe("left", takesFocus: true)
        let right = RouterProbe("right", takesFocus: true)
        let deck = Deck(center: center, left: left, right: right, options: docking(left: 900, right: 900))
        deck.layout(size: Size(1000, 600), now: 0)
        var order: [String] = []
        for _ in 0..<4 {
            deck.handle(GestureScript.key("Tab"), now: 0)
            order.append([left, center, right].first { $0.isFocused }?.name ?? "none")
        }
        XCTAssertEqual(order, ["left", "center", "right", "left"])
        deck.handle(GestureScript.key("Tab", [.shift]), now: 0)
        XCTAssertTrue(right.isFocused, "Shift+Tab walks back")
        deck.handle(GestureScript.key("a"), now: 0)
        XCTAssertEqual(right.kinds.last, "key", "keys go to the focused docked side")
        deck.toggle(.right, animated: false, now: 1)
        deck.toggle(.left, animated: false, now: 1)
        let before = center.received.count
        deck.handle(GestureScript.key("Tab"), now: 1)
        XCTAssertEqual(center.received.count, before + 1, "with no docked side showing, keys go to the center")
    }
}

extension DeckDockingTests {
    func testAHiddenDockedSideIsRestoredHidden() {
        let rig = DeckRig(options: docking())
        XCTAssertEqual(rig.deck.restorationState(), .object([:]))
        rig.deck.toggle(.left, animated: false, now: 0)
        let saved = rig.deck.restorationState()
        XCTAssertEqual(saved["hidden"], .array([.string("left")]))
        let again = DeckRig(options: docking())
        again.deck.restoreState(from: saved, now: 0)
        XCTAssertFalse(again.deck.isDockedAndShown(.left))
        XCTAssertEqual(again.center.size, Size(1000, 600))
        XCTAssertFalse(again.deck.isAnimating(now: 0), "restored at once")
    }
}

extension DeckDockingTests {
    func testALiveResizeAcrossTheWidthBothWaysMovesTheCenterWithoutAJump() {
        for startsShown in [true, false] {
            let rig = DeckRig(options: docking())
            if !startsShown { rig.deck.toggle(.left, animated: false, now: 0) }
            var t = 0.0, last = centerFrame(rig.deck, now: 0).minX, largest = 0.0
            // 1000 → 800 → 1000 px, 10 px a frame at 60 Hz, then at rest.
            let widths = Array(stride(from: 990.0, through: 800, by: -10)) + Array(stride(from: 810.0, through: 1000, by: 10))
                + Array(repeating: 1000.0, count: 30)
            for w in widths {
                t += 1.0 / 60
                resize(rig, w, now: t)
                rig.deck.advance(to: t)
                let x = centerFrame(rig.deck, now: t).minX
                largest = max(largest, abs(x - last))
                last = x
            }
            XCTAssertLessThan(largest, 40, "the center's edge moves a slide's step a frame at most (shown at first: \(startsShown))")
            XCTAssertEqual(last, 280, "docked and shown again at 1000 px, as a split view uncollapsing shows its sidebar")
        }
    }
}

extension DeckDockingTests {
    func testCrossingTheWidthDuringADragDocksOnceTheDragEnds() {
        let rig = DeckRig(options: docking())
        resize(rig, 800, now: 0)
        rig.settle(from: 0)
        let drag = GestureScript.drag(from: Point(300, 300), to: Point(420, 300))
        rig.deck.send(Array(drag.dropLast()), now: 1.05)
        XCTAssertTrue(rig.deck.isPanning)
        resize(rig, 950, now: 1.1)
        XCTAssertFalse(rig.deck.isDocked(.left), "the drag keeps the drawer")
        let x = centerFrame(rig.deck, now: 1.1).minX
        XCTAssertEqual(x, 120, accuracy: 1)
        rig.deck.handle(drag[drag.count - 1], now: 1.15)
        XCTAssertTrue(rig.deck.isDocked(.left))
        XCTAssertEqual(centerFrame(rig.deck, now: 1.15).minX, x, accuracy: 1, "docked from where the drag left it")
        let end = rig.settle(from: 1.15)
        XCTAssertEqual(centerFrame(rig.deck, now: end), Rect(x: 280, y: 0, width: 670, height: 600))
    }
}

extension DeckDockingTests {
    func testABouncingCloseOfADockedSideSwapsTheCenterInPlace() {
        let rig = DeckRig(options: docking())
        var swapped = false
        var done: Bool?
        rig.deck.closeBouncing(.left, now: 0, completion: { done = $0 }, hidden: { _ in swapped = true })
        XCTAssertTrue(swapped)
        XCTAssertEqual(done, false, "no bounce ran")
        XCTAssertFalse(rig.deck.isAnimating(now: 0))
        XCTAssertEqual(centerFrame(rig.deck, now: 0).minX, 280)
        XCTAssertTrue(rig.deck.isDockedAndShown(.left))
    }
}
