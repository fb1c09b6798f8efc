import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class NavigationStackTests: XCTestCase {
    private func stack() -> (NavigationStack, DeckProbe, Button) {
        let root = DeckProbe()
        let menu = Button("☰")
        let s = NavigationStack(root: NavigationPage(title: "Root", content: root), leading: [menu])
        s.layout(size: Size(800, 600), now: 0)
        return (s, root, menu)
    }

    func testPagesSitBelowTheBarAndGetGesturesInTheirCoordinates() {
        let (s, root, _) = stack()
        XCTAssertEqual(root.size, Size(800, 552))
        s.send(GestureScript.click(Point(100, 148)))
        guard case .tap(let p, _, _, _)? = root.received.last else { return XCTFail() }
        XCTAssertEqual(p, Point(100, 100))
        XCTAssertEqual(s.topBarFrame, Rect(x: 0, y: 0, width: 800, height: 48))
    }

    func testAPushSlidesInAndShowsABackButtonThatPops() {
        let (s, _, menu) = stack()
        let detail = DeckProbe()
        s.push(NavigationPage(title: "Detail", content: detail), now: 0)
        XCTAssertEqual(s.bar.title, "Detail")
        XCTAssertEqual(s.bar.leadingItems.map(\.title), ["Back"])
        XCTAssertEqual(s.bar.leadingItems.map(\.icon), [.back], "a chevron before the word")
        XCTAssertTrue(s.isAnimating(now: 0.1))
        XCTAssertFalse(s.isAnimating(now: NavigationStack.transitionS + 0.01))
        s.advance(to: 1)
        let back = s.bar.leadingItems[0]
        s.send(GestureScript.click(back.frame.center), now: 1)
        XCTAssertEqual(s.pages.count, 1)
        XCTAssertEqual(s.bar.title, "Root")
        XCTAssertTrue(s.bar.leadingItems.first === menu)
    }

    func testBackSpacePopsButNeverTheRoot() {
        let (s, root, _) = stack()
        s.push(NavigationPage(title: "Detail", content: DeckProbe()), animated: false, now: 0)
        XCTAssertTrue(s.handle(GestureScript.key("BackSpace"), now: 0))
        XCTAssertEqual(s.pages.count, 1)
        s.handle(GestureScript.key("BackSpace"), now: 0)
        XCTAssertEqual(root.received.count, 1, "at the root the key goes to the page")
    }

    func testReducedMotionFadesInsteadOfSlidingOnePageAtATime() {
        let (s, _, _) = stack()
        s.layout(size: s.size, now: 0, environment: ComponentEnvironment(reducedMotion: true))
        s.push(NavigationPage(title: "Detail", content: DeckProbe()), now: 0)
        let opacities = groupOpacities(s.scene(now: 0.15))
        XCTAssertTrue(opacities.contains { $0 > 0 && $0 < 1 })
        for step in 1..<20 {
            let t = NavigationStack.transitionS * Double(step) / 20
            guard case .group(let root) = s.scene(now: t) else { return XCTFail("the stack is one group") }
            // The window's background, then the pages drawn, then the bar.
            let pages = root.children.dropLast().filter { if case .rect = $0 { return false } else { return true } }
            XCTAssertLessThanOrEqual(pages.count, 1, "one page at a time at \(t) s")
        }
    }

    func testInsideADeckTheStackStaysInTheCenterAndItsBarPans() {
        let (s, _, _) = stack()
        var o = DeckOptions()
        o.panningMode = .topBar
        let deck = Deck(center: s, left: DeckProbe(), options: o)
        deck.layout(size: Size(800, 600), now: 0)
        deck.send(GestureScript.drag(from: Point(400, 300), to: Point(700, 300), velocity: Point(900, 0)))
        XCTAssertEqual(deck.stateName, "closed")
        deck.send(GestureScript.drag(from: Point(400, 20), to: Point(700, 20), velocity: Point(900, 0)))
        XCTAssertEqual(deck.stateName, "left")
    }

    private func groupOpacities(_ node: SceneNode) -> [Double] {
        guard case .group(let g) = node else { return [] }
        return [g.opacity] + g.children.flatMap(groupOpacities)
    }

    func testTheBarsTitleFadesOnAPushAPopAndANewRootButNotOnAnInstantPush() {
        let (s, _, _) = stack()
        let out = NavigationBar.titleFadeS / 4, into = NavigationBar.titleFadeS * 3 / 4
        s.push(NavigationPage(title: "Detail", content: DeckProbe()), now: 0)
        XCTAssertEqual(SceneProbe.texts(s.bar.scene(now: out)).filter { $0 != "Back" }, ["Root"], "the old title fades out first")
        XCTAssertEqual(SceneProbe.texts(s.bar.scene(now: into)).filter { $0 != "Back" }, ["Detail"])
        s.advance(to: 1)
        s.pop(now: 1)
        XCTAssertEqual(SceneProbe.texts(s.bar.scene(now: 1 + out)).filter { $0 != "Back" && $0 != "☰" }, ["Detail"])
        XCTAssertEqual(SceneProbe.texts(s.bar.scene(now: 1 + into)).filter { $0 != "Back" && $0 != "☰" }, ["Root"])
        s.advance(to: 2)
        s.setRoot(NavigationPage(title: "Other", content: DeckProbe()), now: 2)
        XCTAssertTrue(s.isAnimating(now: 2 + out))
        XCTAssertEqual(SceneProbe.texts(s.bar.scene(now: 2 + out)).filter { $0 != "☰" }, ["Root"])
        XCTAssertEqual(SceneProbe.texts(s.bar.scene(now: 2 + into)).filter { $0 != "☰" }, ["Other"])
        s.advance(to: 3)
        s.push(NavigationPage(title: "Now", content: DeckProbe()), animated: false, now: 3)
        XCTAssertEqual(SceneProbe.texts(s.bar.scene(now: 3.05)).filter { $0 != "Back" }, ["Now"])
    }
}
