import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class NavigationStackPopTests: XCTestCase {
    private func stack() -> (NavigationStack, DeckProbe, [String]) {
        let root = DeckProbe()
        let s = NavigationStack(root: NavigationPage(title: "Root", content: root))
        s.layout(size: Size(800, 600), now: 0)
        return (s, root, [])
    }

    func testEscapeAndAltLeftPopOnlyWhenAPageCanBePopped() {
        let (s, root, _) = stack()
        s.push(NavigationPage(title: "A", content: DeckProbe()), animated: false, now: 0)
        s.push(NavigationPage(title: "B", content: DeckProbe()), animated: false, now: 0)
        XCTAssertTrue(s.handle(.key(KeyCombo("Escape")), now: 0))
        XCTAssertEqual(s.pages.map(\.title), ["Root", "A"])
        XCTAssertTrue(s.handle(.key(KeyCombo("Left", modifiers: [.alt])), now: 0))
        XCTAssertEqual(s.pages.map(\.title), ["Root"])
        XCTAssertTrue(s.handle(.key(KeyCombo("Escape")), now: 0), "the root page (a probe) takes it")
        XCTAssertEqual(root.received.count, 1, "at the root the key goes to the page")
    }

    func testAtTheRootAKeyThePageLeavesGoesOn() {
        let s = NavigationStack(root: NavigationPage(title: "Root", content: DrawnView { _ in .empty }))
        s.layout(size: Size(800, 600), now: 0)
        XCTAssertFalse(s.handle(.key(KeyCombo("Escape")), now: 0), "the container gets it")
    }

    func testOnPopHearsOfEveryPopWhateverMadeIt() {
        let (s, _, _) = stack()
        var popped: [String] = []
        s.onPop = { page, _ in popped.append(page.title) }
        for t in ["A", "B", "C", "D"] { s.push(NavigationPage(title: t, content: DeckProbe()), animated: false, now: 0) }
        s.handle(.key(KeyCombo("Escape")), now: 0)
        s.handle(.key(KeyCombo("BackSpace")), now: 0)
        s.push(NavigationPage(title: "E", content: DeckProbe()), animated: false, now: 0)
        s.bar.layout(size: s.bar.frame.size, now: 0)
        s.send(GestureScript.click(s.bar.leadingItems[0].frame.center), now: 1)
        XCTAssertEqual(popped, ["D", "C", "E"], "keys and the Back button")
        s.push(NavigationPage(title: "F", content: DeckProbe()), animated: false, now: 2)
        s.popToRoot(now: 2)
        XCTAssertEqual(popped, ["D", "C", "E", "F", "B", "A"], "popToRoot: every page, the top one first")
        XCTAssertFalse(s.pop(now: 3))
        XCTAssertEqual(popped.count, 6, "nothing popped, nothing heard")
    }

    func testAPageThatHidesTheBarGetsItsSpaceAndTheBarSlidesAway() {
        let (s, root, _) = stack()
        let full = DeckProbe()
        XCTAssertEqual(root.size, Size(800, 552))
        s.push(NavigationPage(title: "Photo", content: full, hidesBar: true), now: 0)
        XCTAssertEqual(full.size, Size(800, 600), "laid out without the bar at once")
        XCTAssertNil(s.topBarFrame)
        XCTAssertTrue(s.isBarHidden)
        let mid = s.barFrame(now: NavigationStack.transitionS / 2).y
        XCTAssertLessThan(mid, 0)
        XCTAssertGreaterThan(mid, -48, "the bar slides")
        s.advance(to: 1)
        XCTAssertFalse(s.isAnimating(now: 1))
        XCTAssertEqual(s.barFrame(now: 1).y, -48)
        s.send(GestureScript.click(Point(100, 20)), now: 1)
        guard case .tap(let p, _, _, _)? = full.received.last else { return XCTFail("the page gets the bar's place") }
        XCTAssertEqual(p, Point(100, 20))
        s.pop(now: 2)
        XCTAssertEqual(s.topBarFrame, Rect(x: 0, y: 0, width: 800, height: 48))
        s.advance(to: 3)
        XCTAssertEqual(s.barFrame(now: 3).y, 0, "back for a page that shows it")
    }

    func testThePageShownCanHideAndShowTheBar() {
        let (s, root, _) = stack()
        s.setBarHidden(true, animated: false, now: 0)
        XCTAssertEqual(root.size, Size(800, 600))
        XCTAssertEqual(s.barFrame(now: 0).y, -48)
        XCTAssertEqual(s.routedChildren(now: 0).count, 1, "no bar to route to")
        s.setBarHidden(false, now: 1)
        XCTAssertEqual(root.size, Size(800, 552))
        XCTAssertTrue(s.isAnimating(now: 1.1))
        s.advance(to: 2)
        XCTAssertEqual(s.barFrame(now: 2).y, 0)
    }

    func testAPopWithoutAnimationPutsASlidingBarInPlaceAtOnce() {
        let (s, _, _) = stack()
        s.push(NavigationPage(title: "Photo", content: DeckProbe(), hidesBar: true), now: 0)
        XCTAssertLessThan(s.barFrame(now: 0.1).y, 0)
        s.pop(animated: false, now: 0.1)
        XCTAssertEqual(s.barFrame(now: 0.1).y, 0)
        XCTAssertFalse(s.isAnimating(now: 0.1))
    }

    func testAPushOntoABarSlidingAwayLetsTheSlideRunOrEndsIt() {
        let (s, _, _) = stack()
        s.push(NavigationPage(title: "Photo", content: DeckProbe(), hidesBar: true), now: 0)
        s.push(NavigationPage(title: "Next", content: DeckProbe(), hidesBar: true), now: 0.1)
        XCTAssertEqual(s.barFrame(now: NavigationStack.transitionS).y, -48, "not started again")
        s.pop(now: 1)
        s.push(NavigationPage(title: "Again", content: DeckProbe(), hidesBar: true), animated: false, now: 1.1)
        XCTAssertEqual(s.barFrame(now: 1.1).y, -48, "an instant push ends it")
    }
}
