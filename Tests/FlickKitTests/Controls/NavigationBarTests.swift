import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

final class NavigationBarTests: XCTestCase {
    func testButtonsSitAtTheEndsAndTheTitleBetweenThem() {
        let menu = Button("☰"), gear = Button("⚙")
        let back = Button("‹ Back", frame: Rect(x: 0, y: 0, width: 90, height: 10))
        let bar = NavigationBar(title: "Swiper", leading: [menu, back], trailing: [gear],
                                frame: Rect(x: 0, y: 0, width: 800, height: NavigationBar.heightPx))
        XCTAssertEqual(menu.frame, Rect(x: 6, y: 6, width: 44, height: 36))
        XCTAssertEqual(back.frame.width, 90)
        XCTAssertEqual(back.frame.minX, menu.frame.maxX + 3)
        XCTAssertEqual(gear.frame.maxX, 794)
        XCTAssertEqual(bar.titleFrame.midX, 400)
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: 0)), ["Swiper", "☰", "‹ Back", "⚙"])
    }

    func testAShortTitleBesideMoreButtonsOnOneSideMovesOffCentreRatherThanBeingCut() {
        // The shell's bar at 360 px: one button at the start, three at the end.
        let host = FakeHost()
        host.measuresText = true
        let trailing = ["Settings", "Main menu", "Close"].map { Button(icon: .settings, name: $0) }
        let bar = NavigationBar(title: "Carousel", leading: [Button(icon: .sidebarLeft, name: "Demos")], trailing: trailing)
        bar.layout(size: Size(360, NavigationBar.heightPx), now: 0, environment: host.environment())
        let title = bar.titleFrame, words = Double("Carousel".count) * FakeHost.charWidthPx
        XCTAssertGreaterThanOrEqual(title.width, words, "the whole title, not \"Carou…\"")
        XCTAssertLessThanOrEqual(title.maxX, trailing[0].frame.minX, "clear of the buttons")
        XCTAssertGreaterThanOrEqual(title.minX, bar.leadingItems[0].frame.maxX)
        XCTAssertLessThan(title.midX, 180, "moved towards the side with room")
        // With room enough it stays centred in the bar.
        bar.layout(size: Size(800, NavigationBar.heightPx), now: 0, environment: host.environment())
        XCTAssertEqual(bar.titleFrame.midX, 400, accuracy: 1)
        // A title longer than the room between the buttons takes all of it (and ends in an ellipsis).
        bar.title = "Greek and Roman Antiquities of the Mediterranean"
        bar.layout(size: Size(360, NavigationBar.heightPx), now: 0, environment: host.environment())
        XCTAssertEqual(bar.titleFrame.minX, bar.leadingItems[0].frame.maxX + NavigationBar.titleGapPx, accuracy: 1)
        XCTAssertEqual(bar.titleFrame.maxX, trailing[0].frame.minX - NavigationBar.titleGapPx, accuracy: 1)
    }

    func testInANarrowBarButtonsWithWordsShowTheirIconsAloneAndNoTwoOverlap() {
        let demos = Button(icon: .sidebarLeft, name: "Demos")
        let back = Button("Back", kind: .plain, icon: .back, frame: Rect(x: 0, y: 0, width: 84, height: 36))
        let favorite = Button("Favorite", kind: .plain, icon: .favorite, frame: Rect(x: 0, y: 0, width: 104, height: 36))
        let trailing = [favorite] + ["Settings", "Main menu", "Close"].map { Button(icon: .settings, name: $0) }
        let bar = NavigationBar(title: "Greek and Roman Antiquities", leading: [demos, back], trailing: trailing,
                                frame: Rect(x: 0, y: 0, width: 360, height: NavigationBar.heightPx))
        let buttons = [demos, back] + trailing
        for (i, a) in buttons.enumerated() {
            for b in buttons[(i + 1)...] { XCTAssertFalse(a.frame.intersects(b.frame), "\(a.name) over \(b.name)") }
        }
        XCTAssertTrue(back.drawsIconAlone && favorite.drawsIconAlone, "‹ and ☆ alone in 360 px")
        XCTAssertEqual(back.frame.width, 44)
        XCTAssertEqual(back.name, "Back", "the name stays the word")
        let version = bar.contentVersion
        bar.layout(size: Size(360, NavigationBar.heightPx), now: 0)
        XCTAssertEqual(bar.contentVersion, version, "laid out again at the same width, nothing to draw again")
        bar.layout(size: Size(1024, NavigationBar.heightPx), now: 0)
        XCTAssertFalse(back.drawsIconAlone || favorite.drawsIconAlone, "the words come back in a wide bar")
        XCTAssertEqual(back.frame.width, 84)
        XCTAssertEqual(favorite.frame.width, 104)
    }

    func testABarAtRestIsOneImageRedrawnOnlyWhenSomethingInItChanges() {
        let gear = Button(icon: .settings, name: "Settings")
        let bar = NavigationBar(title: "Swiper", trailing: [gear],
                                frame: Rect(x: 0, y: 0, width: 800, height: NavigationBar.heightPx))
        func image(_ t: Double) -> SnapshotNode? {
            let snaps = SceneProbe.snapshots(bar.placedScene(at: .zero, now: t))
            return snaps.count == 1 && snaps[0].key == SnapshotKey(bar) ? snaps[0] : nil
        }
        guard let first = image(0) else { return XCTFail("a bar at rest is one image") }
        XCTAssertTrue(first.isOpaque)
        XCTAssertEqual(image(1)?.version, first.version, "nothing changed")
        _ = bar.handle(.hover(gear.frame.center), now: 1)
        XCTAssertNotEqual(image(1)?.version, first.version, "a hovered button redraws it")
        bar.setTitle("Deck", animated: true, now: 2)
        XCTAssertTrue(SceneProbe.snapshots(bar.placedScene(at: .zero, now: 2.05)).isEmpty, "drawn live while the title changes")
        XCTAssertEqual(SceneProbe.texts(bar.placedScene(at: .zero, now: 2.05)), ["Swiper"], "the old title fades out first")
        bar.advance(to: 3)
        XCTAssertNotNil(image(3))
        XCTAssertEqual(SceneProbe.texts(bar.placedScene(at: .zero, now: 3)), ["Deck"])
    }

    func testAClickOnAButtonRunsItAndAPressOnTheBarIsTheBars() {
        var hits: [String] = []
        let gear = Button("⚙") { _ in hits.append("gear") }
        let bar = NavigationBar(title: "T", trailing: [gear], frame: Rect(x: 0, y: 0, width: 400, height: 48))
        bar.send(GestureScript.click(gear.frame.center))
        XCTAssertEqual(hits, ["gear"])
        XCTAssertTrue(bar.handle(.press(Point(200, 20), button: 1, modifiers: []), now: 0))
        XCTAssertFalse(bar.acceptsFocus)
        XCTAssertEqual(FocusChain.stops(in: bar, now: 0).count, 1)
    }

    func testAButtonActionMayCancelTheBarsOwnPress() {
        var hits = 0
        var bar: NavigationBar!
        let back = Button("‹ Back") { _ in
            hits += 1
            _ = bar.handle(.cancel, now: 0)
        }
        bar = NavigationBar(title: "T", leading: [back], frame: Rect(x: 0, y: 0, width: 400, height: 48))
        bar.send(GestureScript.click(back.frame.center))
        XCTAssertEqual(hits, 1)
        XCTAssertFalse(back.isPressed)
    }

    func testCancellingLeavesTheButtonUnpressed() {
        var hits = 0
        let gear = Button("⚙") { _ in hits += 1 }
        let bar = NavigationBar(title: "T", trailing: [gear], frame: Rect(x: 0, y: 0, width: 400, height: 48))
        _ = bar.handle(.press(gear.frame.center, button: 1, modifiers: []), now: 0)
        XCTAssertTrue(gear.isPressed)
        _ = bar.handle(.cancel, now: 0)
        XCTAssertFalse(gear.isPressed)
        _ = bar.handle(.tap(gear.frame.center, count: 1, button: 1, modifiers: []), now: 0)
        XCTAssertEqual(hits, 0)
    }

    /// The opacity of the group holding the text `text` (1 when it is drawn without one).
    private func opacity(of text: String, in node: SceneNode) -> Double? {
        switch node {
        case .text(let t): return t.text == text ? 1 : nil
        case .group(let g):
            for c in g.children { if let o = opacity(of: text, in: c) { return o * g.opacity } }
            return nil
        default: return nil
        }
    }

    func testSetTitleFadesTheOldTitleOutBeforeTheNewOneComesInAndEndsWithTheNewOneAlone() {
        let bar = NavigationBar(title: "Deck", frame: Rect(x: 0, y: 0, width: 400, height: 48))
        bar.setTitle("Inbox", animated: true, now: 1)
        XCTAssertEqual(bar.title, "Inbox")
        let quarter = 1 + NavigationBar.titleFadeS / 4, threeQuarters = 1 + NavigationBar.titleFadeS * 3 / 4
        XCTAssertTrue(bar.isAnimating(now: quarter))
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: quarter)), ["Deck"])
        XCTAssertLessThan(opacity(of: "Deck", in: bar.scene(now: quarter))!, 1)
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: threeQuarters)), ["Inbox"])
        for step in 0...50 {
            let t = 1 + NavigationBar.titleFadeS * Double(step) / 50
            XCTAssertLessThanOrEqual(SceneProbe.texts(bar.scene(now: t)).count, 1, "never both titles at \(t)")
        }
        let end = 1 + NavigationBar.titleFadeS + 0.001
        bar.advance(to: end)
        XCTAssertFalse(bar.isAnimating(now: end))
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: end)), ["Inbox"])
    }

    func testATitleSetDirectlyOrWithoutAnimationChangesAtOnce() {
        let bar = NavigationBar(title: "A", frame: Rect(x: 0, y: 0, width: 400, height: 48))
        bar.setTitle("B", animated: false, now: 0)
        XCTAssertFalse(bar.isAnimating(now: 0.05))
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: 0.05)), ["B"])
        bar.setTitle("C", animated: true, now: 0)
        bar.title = "D"
        XCTAssertFalse(bar.isAnimating(now: 0.05))
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: 0.05)), ["D"])
    }

    func testAChangeDuringAFadeFadesFromTheTitleThatShowsMost() {
        let bar = NavigationBar(title: "A", frame: Rect(x: 0, y: 0, width: 400, height: 48))
        bar.setTitle("B", animated: true, now: 0)
        bar.setTitle("C", animated: true, now: 0.01)
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: 0.05)), ["A"])
        bar.setTitle("D", animated: true, now: 0.2)
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: 0.25)), ["C"])
    }

    func testTheOldTitleIsGoneBeforeTheNewOneShows() {
        XCTAssertEqual(NavigationBar.titleOpacities(progress: 0).old, 1)
        XCTAssertEqual(NavigationBar.titleOpacities(progress: 0.25).old, 0.5)
        XCTAssertEqual(NavigationBar.titleOpacities(progress: 0.5).old, 0)
        XCTAssertEqual(NavigationBar.titleOpacities(progress: 0.5).new, 0)
        XCTAssertEqual(NavigationBar.titleOpacities(progress: 0.75).new, 0.5)
        XCTAssertEqual(NavigationBar.titleOpacities(progress: 1).new, 1)
    }

    func testAButtonAddedToABarAlreadyDrawnFadesInAndOneGivenBeforeShowsAtOnce() {
        let gear = Button(icon: .settings, name: "Settings")
        let bar = NavigationBar(title: "Museum", trailing: [gear], frame: Rect(x: 0, y: 0, width: 400, height: 48))
        XCTAssertEqual(opacity(ofButtonAt: gear, in: bar, now: 0), 1, "the first frame shows what the bar was given")
        let favorite = Button(icon: .settings, name: "Favorite")
        bar.trailingItems = [favorite, gear]
        bar.advance(to: 1)
        XCTAssertTrue(bar.isAnimating(now: 1))
        XCTAssertEqual(opacity(ofButtonAt: favorite, in: bar, now: 1), 0, "it starts unseen")
        XCTAssertEqual(opacity(ofButtonAt: gear, in: bar, now: 1), 1, "a button that stays does not fade")
        let mid = opacity(ofButtonAt: favorite, in: bar, now: 1 + NavigationBar.buttonFadeS / 2)
        XCTAssertTrue(mid > 0 && mid < 1, "half way: \(mid)")
        let end = 1 + NavigationBar.buttonFadeS + 0.001
        bar.advance(to: end)
        XCTAssertFalse(bar.isAnimating(now: end))
        XCTAssertEqual(opacity(ofButtonAt: favorite, in: bar, now: end), 1)
    }

    /// The opacity `button` is drawn at in `bar`'s scene at `now`: 0 when it is not drawn.
    private func opacity(ofButtonAt button: Button, in bar: NavigationBar, now: Double) -> Double {
        func walk(_ node: SceneNode, _ alpha: Double) -> Double? {
            switch node {
            case .group(let g):
                if g.transform == .translation(button.frame.x, button.frame.y) { return alpha * g.opacity }
                for child in g.children { if let a = walk(child, alpha * g.opacity) { return a } }
                return nil
            default:
                return nil
            }
        }
        return walk(bar.scene(now: now), 1) ?? 0
    }
}
