@testable import FlickDemo
import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// The deck demo as an app: one bar in the shell, consistent keys, a way back for a side
/// switched off, ledges that show whole icons, photos in Photos, entries that push pages.
final class DeckDemoAppTests: XCTestCase {
    private func demo(_ size: Size = Size(1024, 700)) -> DeckDemo {
        let d = DeckDemo()
        d.layout(size: size, now: 0)
        return d
    }

    private func key(_ d: Component, _ name: String, at t: Double = 0) {
        _ = d.handle(.key(KeyCombo(name)), now: t)
    }

    private func settle(_ d: Component, from t: Double) -> Double { d.settled(from: t) }

    func testTheRightSideSwitchedOffComesBackWithItsBarButton() {
        let d = demo()
        (d.options.row(titled: "Right side")!.accessory as! Switch).activate(now: 0)
        XCTAssertNil(d.deck.right)
        d.optionsButton.action(0)
        XCTAssertNotNil(d.deck.right)
        XCTAssertEqual(d.state["deck.state"], "right")
        d.options.refresh()
        XCTAssertTrue((d.options.row(titled: "Right side")!.accessory as! Switch).isOn, "the switch shows it back")
    }

    func testASideSwitchedOffComesBackWithItsKey() {
        let d = demo()
        d.leftShown = false
        d.rightShown = false
        key(d, "F8")
        XCTAssertEqual(d.state["deck.state"], "right")
        let t = settle(d, from: 0)
        key(d, "Escape", at: t)
        let t2 = settle(d, from: t)
        key(d, "F7", at: t2)
        XCTAssertEqual(d.state["deck.state"], "left")
        XCTAssertTrue(d.leftShown)
    }

    func testOnItsOwnF9AndF10WorkAsF7AndF8() {
        let d = demo()
        key(d, "F9")
        XCTAssertEqual(d.state["deck.state"], "left")
        key(d, "F10")
        XCTAssertEqual(d.state["deck.state"], "right")
        d.usesShellBar = true
        key(d, "F9")
        XCTAssertEqual(d.state["deck.state"], "right", "inside the shell F9 is the shell's")
    }

    func testTheKeysTheButtonsNameAreTheDeckDemosAndTheContentNamesNone() {
        let d = demo()
        XCTAssertEqual(d.deck.options.toggleLeftKey, KeyCombo("F7"))
        XCTAssertEqual(d.deck.options.toggleRightKey, KeyCombo("F8"))
        XCTAssertEqual(d.menuButton.tooltip, "Menu (F7)")
        XCTAssertEqual(d.optionsButton.tooltip, "Deck options (F8)")
        XCTAssertFalse(d.page.blurb.text.contains("F7") || d.page.blurb.text.contains("F8"), "keys are for tooltips, not content")
        let shell = Shell(start: .deck)
        XCTAssertNotEqual(shell.deck.options.toggleLeftKey, d.deck.options.toggleLeftKey)
        XCTAssertNotEqual(shell.deck.options.toggleRightKey, d.deck.options.toggleRightKey)
    }

    func testInsideTheShellOneBarCarriesTheShellsAndTheDemosButtons() throws {
        let shell = Shell(start: .swiper)
        shell.layout(size: Size(1024, 700), now: 0)
        shell.show(.deck, now: 0)
        let d = try XCTUnwrap(shell.demoView as? DeckDemo)
        XCTAssertEqual(shell.stack.rootLeadingItems.map(\.title), ["Demos", "Menu"])
        XCTAssertEqual(shell.stack.rootLeadingItems.map(\.icon), [.sidebarLeft, .list], "one icon per side: the shell's demo list, the demo's menu")
        XCTAssertEqual(shell.stack.trailingItems.map(\.title), ["Deck options", "Settings", "Main menu"])
        XCTAssertEqual(shell.stack.trailingItems.map(\.icon), [.sidebarRight, .settings, .menu])
        XCTAssertFalse(d.center.showsBar)
        XCTAssertTrue(d.stack.rootLeadingItems.isEmpty && d.stack.trailingItems.isEmpty)
        XCTAssertNil(d.center.topBarFrame)
        for b in shell.stack.rootLeadingItems + shell.stack.trailingItems {
            XCTAssertGreaterThanOrEqual(b.frame.width, 40, "\(b.title) is laid out whole")
        }
        // Its buttons work from the shell's bar, and the shell's F9 still opens the demo list.
        d.menuButton.action(0)
        XCTAssertEqual(d.deck.stateName, "left")
        XCTAssertEqual(shell.state["deck.state"], "closed", "the shell's own deck")
        _ = shell.handle(.key(KeyCombo("F9")), now: 0)
        XCTAssertEqual(shell.state["deck.state"], "left")
        // On its own the demo shows its bar with both buttons.
        let alone = demo()
        XCTAssertTrue(alone.center.showsBar)
        XCTAssertEqual(alone.stack.rootLeadingItems.map(\.title), ["Menu"])
        XCTAssertEqual(alone.stack.trailingItems.map(\.title), ["Deck options"])
    }

    func testALedgeOfEitherEdgeShowsWholeIconsOnlyInEverySection() {
        let d = demo()
        let w = d.page.size.width, col = Constants.deckLedgePx
        for (i, section) in DeckDemoSection.all.enumerated() {
            d.show(section: i)
            d.page.layout(size: d.page.size, now: 0)
            for label in [d.page.title, d.page.blurb] {
                XCTAssertGreaterThanOrEqual(label.frame.minX, col, "\(section.name): \(label.text)")
                XCTAssertLessThanOrEqual(label.frame.maxX, w - col, "\(section.name): \(label.text)")
            }
            for row in d.page.rows {
                for text in texts(.stack(row.content(now: 0))) {
                    let inLeft = text.frame.maxX <= col, inRight = text.frame.minX >= w - col
                    let between = text.frame.minX >= col && text.frame.maxX <= w - col
                    XCTAssertTrue(inLeft || inRight || between, "\(section.name): \(text.text) at \(text.frame)")
                    if inLeft || inRight { XCTAssertLessThanOrEqual(text.text.count, 1, "only an icon in a ledge") }
                }
            }
            for tile in d.page.photos {
                XCTAssertGreaterThanOrEqual(tile.frame.minX, col)
                XCTAssertLessThanOrEqual(tile.frame.maxX, w - col)
            }
        }
    }

    func testPhotosShowsAGridOfPictures() {
        let d = demo()
        d.show(section: 1)
        d.page.layout(size: d.page.size, now: 0)
        XCTAssertEqual(d.state["deck.center"], "Photos")
        XCTAssertGreaterThanOrEqual(d.page.photos.count, 8)
        XCTAssertTrue(d.page.rows.isEmpty)
        let first = d.page.photos[0].frame, second = d.page.photos[1].frame
        XCTAssertGreaterThan(first.width, 100)
        XCTAssertEqual(first.minY, second.minY, "side by side")
        XCTAssertGreaterThan(paths(.stack(d.page.photos[0].content(now: 0))), 2, "a drawn picture, not an empty tile")
    }

    func testClickingAnEntryPushesItsPageWhoseOneBackIsTheBarsAndPopsIt() throws {
        let d = demo()
        let row = d.page.rows[2]
        let bar = NavigationBar.heightPx
        d.send(GestureScript.click(Point(row.frame.midX, row.frame.midY + bar)), now: 0)
        XCTAssertEqual(d.stack.pages.count, 2)
        XCTAssertEqual(d.stack.topPage.title, row.item.title)
        let t = settle(d, from: 0)
        let page = try XCTUnwrap(d.stack.topPage.content as? DeckDemoDetailPage)
        XCTAssertFalse(page.group.controls.contains { $0 is Button }, "no Back of its own under the bar's")
        let back = try XCTUnwrap(d.stack.bar.leadingItems.first)
        XCTAssertEqual(back.title, "Back")
        XCTAssertEqual(back.icon, .back)
        d.send(GestureScript.click(back.frame.center), now: t)
        XCTAssertEqual(d.stack.pages.count, 1)
    }

    func testAMessagesPageShowsTheWholeMessageItsSenderTheTimeAndAReplyField() throws {
        let d = demo()
        d.show(section: 2)
        d.page.layout(size: d.page.size, now: 0)
        let item = d.page.rows[0].item
        let message = try XCTUnwrap(item.message)
        d.open(item, now: 0)
        let t = settle(d, from: 0)
        let page = try XCTUnwrap(d.stack.topPage.content as? DeckDemoDetailPage)
        let shown = SceneProbe.texts(page.scene(now: t))
        for text in [item.title, message, "To you · \(item.detail)", "Reply to \(item.title)…"] {
            XCTAssertTrue(shown.contains(text), "\(text) in \(shown)")
        }
        let bubble = try XCTUnwrap(page.group.controls.first { ($0 as? Label)?.text == message })
        XCTAssertGreaterThan(bubble.frame.height, 2 * 16, "the message wraps in its bubble, not cut to a line")
        XCTAssertLessThan(bubble.frame.maxY, page.size.height - DeckDemoDetailPage.replyHeightPx - 16)
    }

    func testAnotherSectionsPageSaysWhatTheEntrySaysWithoutAReplyField() throws {
        let d = demo()
        d.show(section: 3)
        d.page.layout(size: d.page.size, now: 0)
        let item = d.page.rows[0].item
        d.open(item, now: 0)
        let t = settle(d, from: 0)
        let page = try XCTUnwrap(d.stack.topPage.content as? DeckDemoDetailPage)
        let shown = SceneProbe.texts(page.scene(now: t))
        XCTAssertTrue(shown.contains(item.subtitle))
        XCTAssertTrue(shown.contains(item.detail))
        XCTAssertFalse(shown.contains { $0.hasPrefix("Reply to") })
    }

    func testTheDemoCenterClosesOnAClickOnTheDimmedPage() {
        let d = demo()
        d.deck.open(.left, animated: false, now: 0)
        XCTAssertEqual(d.deck.options.centerHiddenInteractivity, .tapToClose)
        d.send(GestureScript.click(Point(1000, 400)), now: 0)
        XCTAssertEqual(d.state["deck.state"], "closed")
    }

    func testEveryLookOptionHasALiveControl() {
        let d = demo()
        (d.options.row(titled: "Edge highlight")!.accessory as! Switch).activate(now: 0)
        XCTAssertNil(d.deck.options.edgeHighlight)
        (d.options.row(titled: "Dim the page")!.accessory as! Slider).userSet(0, now: 0)
        XCTAssertEqual(d.deck.options.scrimOpacity, 0)
        XCTAssertNotNil(d.options.row(titled: "Bounce left"))
        XCTAssertNotNil(d.options.row(titled: "Bounce right"))
    }

    private func texts(_ n: SceneNode) -> [TextNode] {
        switch n {
        case .group(let g): return g.children.flatMap(texts)
        case .text(let t): return [t]
        default: return []
        }
    }

    private func paths(_ n: SceneNode) -> Int {
        switch n {
        case .group(let g): return g.children.map(paths).reduce(0, +)
        case .path: return 1
        case .rect: return 1
        default: return 0
        }
    }
}
