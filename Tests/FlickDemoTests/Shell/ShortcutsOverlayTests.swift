@testable import FlickDemo
import FlickApp
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The shortcuts overlay: the keys that open and close it, its modality, its animation, its
/// layout in small and large windows, and that every key it lists really does something.
final class ShortcutsOverlayTests: XCTestCase {
    private func app(_ demo: DemoName, _ size: Size = Size(1024, 700)) -> AppController {
        AppController(demo: demo, size: size, now: 0)
    }

    private func key(_ app: AppController, _ name: String, at t: Double) {
        app.handle(.key(KeyInput(key: KeyCombo(parsing: name)!, time: t)), now: t)
    }

    private func click(_ app: AppController, _ p: Point, at t: Double) {
        app.handle(.pointerDown(PointerInput(location: p, time: t)), now: t)
        app.handle(.pointerUp(PointerInput(location: p, time: t)), now: t)
    }

    // MARK: Opening and closing

    func testQuestionMarkOpensAndEscapeQuestionMarkOrAClickOutsideClose() {
        let a = app(.swiper)
        XCTAssertFalse(a.shortcuts.isOpen)
        key(a, "shift+question", at: 1)
        XCTAssertTrue(a.shortcuts.isOpen)
        XCTAssertEqual(a.shortcuts.title, "Swiper")
        key(a, "Escape", at: 2)
        XCTAssertFalse(a.shortcuts.isOpen)
        key(a, "ctrl+shift+question", at: 3)
        XCTAssertTrue(a.shortcuts.isOpen, "ctrl+? opens it too")
        key(a, "question", at: 4)
        XCTAssertFalse(a.shortcuts.isOpen, "? again closes it")
        key(a, "question", at: 5)
        let t = a.settled(from: 5)
        let panel = a.shortcuts.layout.panel
        click(a, Point(panel.midX, panel.midY), at: t)
        XCTAssertTrue(a.shortcuts.isOpen, "a click on the panel keeps it")
        click(a, Point(2, 2), at: t + 1)
        XCTAssertFalse(a.shortcuts.isOpen, "a click outside closes it")
        XCTAssertEqual(a.state["swiper.taps"], "0", "and goes no further")
    }

    func testWhileOpenTheDemoGetsNoInputButCtrlQStillQuits() {
        let a = app(.swiper)
        key(a, "shift+question", at: 1)
        key(a, "Right", at: 2)
        XCTAssertEqual(a.state["swiper.index"], "0", "keys stay with the overlay")
        a.handle(.pointerDown(PointerInput(location: Point(300, 300), time: 3)), now: 3)
        for i in 1...10 { a.handle(.pointerMove(PointerInput(location: Point(300 - Double(i) * 30, 300), time: 3 + Double(i) / 60)), now: 3 + Double(i) / 60) }
        a.handle(.pointerUp(PointerInput(location: Point(0, 300), time: 3.2)), now: 3.2)
        a.settled(from: 3.2)
        XCTAssertEqual(a.state["swiper.index"], "0", "drags stay with the overlay")
        var quit = false
        a.onQuit = { quit = true }
        key(a, "ctrl+q", at: 5)
        XCTAssertTrue(quit)
        key(a, "Escape", at: 6)
        key(a, "Right", at: 7)
        XCTAssertEqual(a.state["swiper.index"], "1", "closed, keys reach the demo again")
    }

    func testAPressBeforeOpeningEndsInTheDemo() {
        let a = app(.swiper)
        a.handle(.pointerDown(PointerInput(location: Point(600, 300), time: 1)), now: 1)
        a.handle(.pointerMove(PointerInput(location: Point(560, 300), time: 1.05)), now: 1.05)
        key(a, "shift+question", at: 1.1)
        a.handle(.pointerUp(PointerInput(location: Point(560, 300), time: 1.2)), now: 1.2)
        a.settled(from: 1.2)
        XCTAssertFalse(a.host.isPointerDown)
        XCTAssertFalse(a.root.isAnimating(now: 20), "the demo got its release and settled")
    }

    // MARK: Motion

    func testItFadesAndGrowsInInterruptiblyAndOnlyFadesWithReducedMotion() throws {
        let a = app(.carousel)
        key(a, "shift+question", at: 1)
        let half = 1 + Constants.shortcutsOverlayFadeS / 2
        let p = a.shortcuts.presence(now: half)
        XCTAssertGreaterThan(p, 0)
        XCTAssertLessThan(p, 1)
        XCTAssertTrue(a.isAnimating(now: half))
        XCTAssertEqual(try panelScale(a, at: half), ShortcutsOverlay.startScale + (1 - ShortcutsOverlay.startScale) * p, accuracy: 1e-9)
        key(a, "Escape", at: half)
        XCTAssertEqual(a.shortcuts.presence(now: half), p, accuracy: 1e-9, "closing starts where the opening is")
        XCTAssertLessThan(a.shortcuts.presence(now: half + 0.01), p)
        let end = a.settled(from: half)
        XCTAssertEqual(a.shortcuts.presence(now: end), 0)
        XCTAssertLessThanOrEqual(end - half, Constants.shortcutsOverlayFadeS * p + 2.0 / 60)

        a.settings.reducedMotion = true
        a.advance(to: end)
        key(a, "shift+question", at: end)
        XCTAssertEqual(try panelScale(a, at: end + Constants.shortcutsOverlayFadeS / 2), 1, "reduced motion: no growing")
        XCTAssertLessThan(a.shortcuts.presence(now: end + Constants.shortcutsOverlayFadeS / 2), 1, "but still a fade")
    }

    /// The scale of the panel's group in the overlay's scene.
    private func panelScale(_ a: AppController, at t: Double) throws -> Double {
        guard case .group(let top) = a.shortcuts.scene(now: t), case .group(let panel)? = top.children.last else {
            return try XCTUnwrap(nil as Double?, "the overlay's scene is a veil and a panel group")
        }
        return panel.transform.a
    }

    // MARK: Layout

    func testItFitsSmallWindowsByScrollingAndUsesColumnsInLargeOnes() {
        let small = app(.shell, Size(360, 300))
        key(small, "shift+question", at: 1)
        let s = small.shortcuts.layout
        XCTAssertEqual(s.columns, 1)
        XCTAssertTrue(Rect(size: Size(360, 300)).insetBy(ShortcutsLayout.smallMarginPx - 1e-9).contains(s.panel.origin))
        XCTAssertLessThanOrEqual(s.panel.maxX, 360)
        XCTAssertLessThanOrEqual(s.panel.maxY, 300)
        XCTAssertGreaterThan(s.maxScroll, 0, "the groups do not fit: the body scrolls")
        small.handle(.scroll(ScrollInput(location: Point(180, 150), delta: Point(0, 2), time: 2)), now: 2)
        XCTAssertEqual(small.shortcuts.scrollOffset, min(s.maxScroll, 2 * Constants.scrollNotchPx))
        key(small, "End", at: 3)
        XCTAssertEqual(small.shortcuts.scrollOffset, s.maxScroll)
        key(small, "Home", at: 4)
        XCTAssertEqual(small.shortcuts.scrollOffset, 0)
        XCTAssertEqual(small.state["swiper.index"], "0")

        let large = app(.carousel, Size(1280, 800))
        key(large, "shift+question", at: 1)
        XCTAssertGreaterThanOrEqual(large.shortcuts.layout.columns, 2)
        XCTAssertEqual(large.shortcuts.layout.maxScroll, 0)
        large.resize(to: Size(400, 300), now: 2)
        XCTAssertEqual(large.shortcuts.layout.columns, 1, "a resize lays it out again")
        XCTAssertLessThanOrEqual(large.shortcuts.layout.panel.maxX, 400)
    }

    func testColumnsSplitTheGroupsInOrderAsEvenlyAsPossible() {
        XCTAssertEqual(ShortcutsLayout.columnStarts([120, 120, 90, 180, 90], columns: 2, gap: 14), [0, 3])
        XCTAssertEqual(ShortcutsLayout.columnStarts([100, 100, 100], columns: 3, gap: 10), [0, 1, 2])
        XCTAssertEqual(ShortcutsLayout.columnStarts([300, 10, 10], columns: 3, gap: 10).prefix(2), [0, 1], "the tall group alone")
        XCTAssertEqual(ShortcutsLayout.columnStarts([50], columns: 3, gap: 10), [0])
    }

    func testEveryGestureIconIsDrawnInsideItsBox() {
        let box = Rect(x: 10, y: 20, width: 30, height: 22)
        for g in ShortcutGesture.allCases {
            let nodes = g.icon(in: box, color: .white)
            XCTAssertFalse(nodes.isEmpty, g.rawValue)
            let xs = nodes.flatMap(pathPoints).map(\.x), ys = nodes.flatMap(pathPoints).map(\.y)
            XCTAssertGreaterThanOrEqual(xs.min() ?? 0, box.minX - 1, g.rawValue)
            XCTAssertLessThanOrEqual(xs.max() ?? 0, box.maxX + 1, g.rawValue)
            XCTAssertGreaterThanOrEqual(ys.min() ?? 0, box.minY - 1, g.rawValue)
            XCTAssertLessThanOrEqual(ys.max() ?? 0, box.maxY + 1, g.rawValue)
        }
    }

    private func pathPoints(_ node: SceneNode) -> [Point] {
        guard case .path(let p) = node else { return [] }
        return p.elements.flatMap { e -> [Point] in
            switch e {
            case .move(let a), .line(let a): return [a]
            case .curve(let a, let b, let c): return [a, b, c]
            case .arc(let c, let r, _, _): return [Point(c.x - r, c.y - r), Point(c.x + r, c.y + r)]
            case .close: return []
            }
        }
    }

    // MARK: The keys listed are the keys handled

    /// Ways to bring a demo into the state where a key applies (the overview, an open drawer, …).
    private typealias Setup = (AppController, inout Double) -> Void

    private func keys(_ names: [String]) -> Setup {
        { app, t in for n in names { self.key(app, n, at: t); t = app.settled(from: t) + 0.1 } }
    }

    private func setups(_ demo: DemoName) -> [Setup] {
        var list: [Setup] = [keys([]), keys(["Next", "Down", "Right"]), keys(["F10"]), keys(["F10", "Tab"]), keys(["Tab"])]
        switch demo {
        case .carousel:
            list.append(keys(["ctrl+w"]))  // the undo toast shows: ctrl+z takes it back
        case .museum:
            list.append { app, t in (app.root as! Museum).open(collectionID: MuseumDemo.collections(count: nil)[0].id, now: t); t = app.settled(from: t) }
        case .deck:
            list.append { app, t in (app.root as! DeckDemo).open(DeckDemoSection.all[0].items[0], now: t); t = app.settled(from: t) }
        case .slides:
            list.append(keys(["ctrl+Left"]))
        default:
            break
        }
        return list
    }

    func testEveryKeyTheOverlayListsIsHandledByTheDemo() {
        for demo in DemoName.allCases {
            let groups = AppShortcuts.groups(for: app(demo).root).filter { $0 != AppShortcuts.application }
            XCTAssertFalse(groups.isEmpty, demo.rawValue)
            for shortcut in groups.flatMap(\.shortcuts) {
                for combo in shortcut.keys {
                    let used = setups(demo).contains { setup in
                        let a = app(demo)
                        var t = 1.0
                        setup(a, &t)
                        // As the host delivers a key: the root first, then a search field answering ctrl+f.
                        return a.root.handle(.key(combo), now: t) || SearchField.handleFindShortcut(combo, in: a.root, now: t)
                    }
                    XCTAssertTrue(used, "\(demo.rawValue): \(combo) (\(shortcut.title)) is listed but nothing takes it")
                }
            }
        }
    }

    func testTheApplicationKeysDoWhatTheySay() {
        let a = app(.carousel)
        for combo in AppShortcuts.application.shortcuts[0].keys {
            a.handle(.key(KeyInput(key: combo, time: 1)), now: 1)
            XCTAssertTrue(a.shortcuts.isOpen, "\(combo)")
            a.handle(.key(KeyInput(key: combo, time: 1)), now: 1)
            XCTAssertFalse(a.shortcuts.isOpen, "\(combo)")
        }
        var quit = false
        a.onQuit = { quit = true }
        a.handle(.key(KeyInput(key: AppShortcuts.application.shortcuts[1].keys[0], time: 2)), now: 2)
        XCTAssertTrue(quit)
    }

    func testTheHelpsKeyListAgreesWithTheOverlay() {
        let listed = Set(DemoName.allCases.flatMap { AppShortcuts.groups(for: app($0).root) }
            .flatMap(\.shortcuts).flatMap(\.keys).map(\.description))
        for (names, _) in AppShortcuts.helpSummary {
            for name in names.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                let combo = name == "?" ? "question" : name == "ctrl+?" ? "ctrl+question" : name
                XCTAssertTrue(listed.contains(KeyCombo(parsing: combo)?.description ?? combo), "--help names \(name), the overlay does not")
            }
        }
    }
}
