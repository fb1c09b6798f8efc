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
        XCTAssertTrue(SceneProbe.snapshots(bar.placedScene(at: .zero, now: 2.1)).isEmpty, "drawn live while the title cross-fades")
        XCTAssertEqual(SceneProbe.texts(bar.placedScene(at: .zero, now: 2.1)), ["Swiper", "Deck"])
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

    func testSetTitleCrossFadesFromTheOldTitleAndEndsWithTheNewOneAlone() {
        let bar = NavigationBar(title: "Deck", frame: Rect(x: 0, y: 0, width: 400, height: 48))
        bar.setTitle("Inbox", animated: true, now: 1)
        XCTAssertEqual(bar.title, "Inbox")
        let half = 1 + NavigationBar.titleFadeS / 2
        XCTAssertTrue(bar.isAnimating(now: half))
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: half)), ["Deck", "Inbox"])
        XCTAssertEqual(opacity(of: "Deck", in: bar.scene(now: half))!, 0.5, accuracy: 0.01)
        XCTAssertEqual(opacity(of: "Inbox", in: bar.scene(now: half))!, 0.5, accuracy: 0.01)
        XCTAssertLessThan(opacity(of: "Inbox", in: bar.scene(now: 1.02))!, 0.1)
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
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: 0.05)), ["A", "C"])
        bar.setTitle("D", animated: true, now: 0.2)
        XCTAssertEqual(SceneProbe.texts(bar.scene(now: 0.25)), ["C", "D"])
    }
}
