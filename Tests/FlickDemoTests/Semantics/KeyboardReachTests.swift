@testable import FlickDemo
import FlickCore
import FlickKit
import XCTest

/// The keyboard audit over the semantics tree (issue 21 item 4): every control has a name a
/// person would say, and every control on screen is reached by Tab from the demo's start, or is
/// one of the gaps listed here, which still wait for a Tab stop of their own (the test fails when
/// one is fixed without striking it off, or when a new one appears).
final class KeyboardReachTests: XCTestCase {
    /// Controls on screen at the start that Tab does not reach yet, per demo, with their key way
    /// today: the museum grid's page list by the paging keys (its pictures are one Tab stop, the
    /// arrows moving between them).
    static let knownGaps: [DemoName: Set<String>] = [
        .shell: [],
        .swiper: [],
        .carousel: [],
        .museum: ["list \"Pages\""],
        .deck: [],
        .slides: [],
    ]

    private func tree(_ app: AppController, at t: Double) -> SemanticsNode {
        app.host.semanticsTree(title: app.title, now: t)
    }

    private func label(_ n: SemanticsNode) -> String { "\(n.role.rawValue) \"\(n.name)\"" }

    /// A control: a node with actions, or text the user edits (an entry).
    private func isControl(_ n: SemanticsNode) -> Bool { !n.actions.isEmpty || n.text?.isEditable == true }

    /// What the keyboard reaches in `tree`: the focused nodes; for a focused page list (its
    /// arrows turn the pages), the page dots over it ("Page N" page tabs within its frame); and for
    /// a focused item of a list (one Tab stop whose arrows move between its items), every item.
    private func reachedNow(_ tree: SemanticsNode) -> Set<String> {
        var out = Set<String>()
        let nodes = tree.allNodes
        for n in nodes where n.states.contains(.focused) {
            out.insert(label(n))
            guard n.role == .pageList else { continue }
            for dot in nodes where dot.role == .tab && dot.name.hasPrefix("Page ") && n.frame.contains(dot.frame.center) {
                out.insert(label(dot))
            }
        }
        for list in nodes where list.role == .list && list.children.contains(where: { $0.states.contains(.focused) }) {
            out.formUnion(list.children.filter(isControl).map(label))
        }
        return out
    }

    /// The demo's tree at rest after `keys` (pressed one by one, each settled).
    private func tree(of demo: DemoName, after keys: [String]) -> SemanticsNode {
        let app = AppController(demo: demo, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        for k in keys {
            app.pressKey(k, at: t)
            t = app.settled(from: t)
        }
        return tree(app, at: t)
    }

    func testEveryControlHasANameInEveryDemoAndItsDrawersAndOverviews() {
        let states: [(DemoName, [String])] = DemoName.allCases.map { ($0, []) } + [
            (.shell, ["F9"]), (.shell, ["F10"]), (.carousel, ["Tab"]), (.deck, ["F9"]), (.deck, ["F10"]),
            (.museum, ["Return"]),
        ]
        for (demo, keys) in states {
            let nodes = tree(of: demo, after: keys).allNodes
            let unnamed = nodes.filter { !$0.actions.isEmpty && $0.name.trimmingCharacters(in: .whitespaces).isEmpty }
            XCTAssertEqual(unnamed.map(\.summary), [], "\(demo.rawValue) after \(keys)")
            XCTAssertFalse(nodes.filter { !$0.actions.isEmpty }.isEmpty, "\(demo.rawValue) after \(keys) has controls")
        }
    }

    func testTabFromTheStartReachesEveryControlOnScreenButTheListedGaps() {
        for demo in DemoName.allCases {
            let app = AppController(demo: demo, size: Size(1024, 700), now: 0)
            var t = app.settled(from: 0)
            let controls = tree(app, at: t).allNodes.filter { isControl($0) && $0.isShowing }
            var reached = Set<String>()
            // What shows along the way too (the carousel's first Tab presents its cards and dots).
            var shown = Set(controls.map(label))
            for _ in 0..<(controls.count + 4) {
                t += 0.05
                app.pressKey("Tab", at: t)
                let now = tree(app, at: t)
                reached.formUnion(reachedNow(now))
                shown.formUnion(now.allNodes.filter { isControl($0) && $0.isShowing }.map(label))
            }
            let unreached = Set(controls.map(label)).subtracting(reached)
            XCTAssertEqual(unreached.sorted(), (KeyboardReachTests.knownGaps[demo] ?? []).sorted(), demo.rawValue)
            XCTAssertEqual(reached.subtracting(shown), [], "\(demo.rawValue): Tab stops only at controls on screen")
        }
    }

    func testTabReachesTheSwipersToolbarButtonsOnceTheyShow() {
        let app = AppController(demo: .swiper, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        app.pressKey("t", at: t)
        t = app.settled(from: t)
        let buttons = tree(app, at: t).allNodes.filter { $0.role == .button && $0.isShowing && !$0.name.hasPrefix("Page ") }
        XCTAssertGreaterThan(buttons.count, 2, "the toolbars show their buttons")
        var reached = Set<String>()
        for _ in 0..<(buttons.count + 2) {
            t += 0.05
            app.pressKey("Tab", at: t)
            for n in tree(app, at: t).allNodes where n.states.contains(.focused) { reached.insert(label(n)) }
        }
        XCTAssertEqual(Set(buttons.map(label)).subtracting(reached), [])
    }

    func testTheMuseumsPicturesAreReachedByTheArrowsOnceTheGridHasFocus() {
        let app = AppController(demo: .museum, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        app.pressKey("Tab", at: t)
        var reached = reachedNow(tree(app, at: t))
        for _ in 0..<7 {
            t += 0.05
            app.pressKey("Right", at: t)
            t = app.settled(from: t)
            reached.formUnion(reachedNow(tree(app, at: t)))
        }
        let pictures = MuseumDemo.collections(count: nil).prefix(8).map { "picture \"\($0.name)\"" }
        XCTAssertEqual(Set(pictures).subtracting(reached), [], "every picture on the first page")
    }

    func testTheMuseumsTabsAreReachedByTabAndPressedByReturn() {
        let app = AppController(demo: .museum, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        var focused: [String] = []
        for _ in 0..<12 where focused != ["tab \"Favorites\""] {
            t += 0.05
            app.pressKey("Tab", at: t)
            focused = tree(app, at: t).allNodes.filter { $0.states.contains(.focused) }.map(label)
        }
        XCTAssertEqual(focused, ["tab \"Favorites\""], "after the grid's pictures and the Collections tab")
        app.pressKey("Return", at: t)
        t = app.settled(from: t)
        XCTAssertEqual(app.state["museum.tab"], "favorites")
    }

    /// The focused labels after each of `keys` (one by one, settled).
    private func focusOrder(_ app: AppController, _ keys: [String], from t0: Double) -> (order: [[String]], t: Double) {
        var t = t0, order: [[String]] = []
        for k in keys {
            t += 0.05
            app.pressKey(k, at: t)
            t = app.settled(from: t)
            order.append(tree(app, at: t).allNodes.filter { $0.states.contains(.focused) }.map(label))
        }
        return (order, t)
    }

    func testTabPresentsTheCarouselThenGoesFromTheCardsThroughTheToolbarAndBack() {
        let app = AppController(demo: .carousel, size: Size(1024, 700), now: 0)
        let (order, t) = focusOrder(app, ["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "shift+Tab", "shift+Tab"],
                                    from: app.settled(from: 0))
        XCTAssertEqual(order, [["page-list \"Pages\""], ["toggle \"Settings\""], ["entry \"Address\""], ["toggle \"Grid\""],
                               ["button \"New Page\""], ["toggle \"Pages\""], ["page-list \"Pages\""], ["toggle \"Pages\""],
                               ["button \"New Page\""]])
        XCTAssertEqual(app.state["carousel.presenting"], "true", "Tab stays in the overview")
        let (afterRight, _) = focusOrder(app, ["Right"], from: t)
        XCTAssertEqual(afterRight, [["button \"New Page\""]], "the arrows leave the toolbar's focus alone")
    }

    func testReturnOnAFocusedToolbarButtonPressesItAndEscapeGoesBackToThePage() {
        let app = AppController(demo: .carousel, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        let count = Int(app.state["carousel.count"] ?? "") ?? 0
        t = focusOrder(app, ["Tab", "Tab", "Tab", "Tab", "Tab", "Return"], from: t).t
        XCTAssertEqual(app.state["carousel.count"], String(count + 1), "Return on New Page opened one")
        XCTAssertEqual(app.state["carousel.presenting"], "false", "the new page fills the window")
        let (order, _) = focusOrder(app, ["Tab", "shift+Tab", "Escape"], from: t)
        XCTAssertEqual(order, [["page-list \"Pages\""], ["toggle \"Pages\""], []])
        XCTAssertEqual(app.state["carousel.presenting"], "false", "Escape went back to the page")
    }

    func testReturnOnTheCardsOpensTheSelectedPage() {
        let app = AppController(demo: .carousel, size: Size(1024, 700), now: 0)
        _ = focusOrder(app, ["Tab", "Right", "Return"], from: app.settled(from: 0))
        XCTAssertEqual(app.state["carousel.presenting"], "false")
        XCTAssertEqual(app.state["carousel.selected"], "1")
    }

    func testTabGoesAroundTheDeckDemoAndComesBackToItsFirstStop() {
        let app = AppController(demo: .deck, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        var order: [String] = []
        for _ in 0..<13 {
            t += 0.05
            app.pressKey("Tab", at: t)
            order += tree(app, at: t).allNodes.filter { $0.states.contains(.focused) }.map(label)
        }
        XCTAssertEqual(Array(order[0..<2]), ["entry \"Search\"", "list-item \"Ada\""], "the page first: its search field, its entries")
        XCTAssertEqual(Array(order[9..<11]), ["button \"Menu\"", "button \"Deck options\""], "then the bar's buttons")
        XCTAssertEqual(order[11], "button \"Close\"", "then the window's button (Close alone without a window manager)")
        XCTAssertEqual(order[12], order[0], "past the last stop Tab wraps to the first")
    }
}
