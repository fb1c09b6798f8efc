@testable import FlickDemo
import FlickCore
import FlickKit
import XCTest

/// What each demo shows is in its semantics tree where it is drawn: page text, list subtitles and
/// times, museum regions, the swiper's tap count, the slides' status and captions; containers and
/// overlays are named for what they are, controls say what they control, and no two controls of a
/// surface share a role and a name.
final class DemoContentTests: XCTestCase {
    /// The demo's tree at rest after `keys`, with the app and the time.
    private func surface(_ demo: DemoName, after keys: [String] = []) -> (AppController, SemanticsNode, Double) {
        let app = AppController(demo: demo, size: Size(1024, 700), now: 0)
        var t = app.settled(from: 0)
        for k in keys {
            app.pressKey(k, at: t)
            t = app.settled(from: t)
        }
        return (app, app.host.semanticsTree(title: app.title, now: t), t)
    }

    func testNoTwoControlsOfASurfaceShareARoleAndAName() {
        let surfaces: [(DemoName, [String])] = DemoName.allCases.map { ($0, []) } + [
            (.shell, ["F9"]), (.shell, ["F10"]), (.carousel, ["Tab"]), (.carousel, ["Tab", "ctrl+shift+g"]),
            (.deck, ["F9"]), (.deck, ["F10"]), (.swiper, ["question"]),
        ]
        for (demo, keys) in surfaces {
            let (_, tree, _) = surface(demo, after: keys)
            // A segment is named within its own segmented control ("None" of "Shadow").
            func keyed(_ node: SemanticsNode, in parent: SemanticsNode?) -> [String] {
                let own = node.actions.isEmpty ? [] : ["\(parent?.role == .tabList ? parent!.name + " > " : "")\(node.summary)"]
                return own + node.children.flatMap { keyed($0, in: node) }
            }
            let names = keyed(tree, in: nil).map { $0.replacingOccurrences(of: #" \[.*\]$"#, with: "", options: .regularExpression) }
            let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            XCTAssertEqual(repeated, [], "\(demo.rawValue) after \(keys)")
        }
    }

    func testTheCarouselsPageTextIsInTheTreeAndItsToolbarIsNamedWithToggles() throws {
        let (_, tree, _) = surface(.carousel)
        let page = try XCTUnwrap(tree.allNodes.first { $0.role == .scrollPane })
        XCTAssertEqual(page.children.first?.name, "news.flick.example/world/aurora-season", "the address")
        let headline = try XCTUnwrap(page.children.first { $0.role == .heading })
        XCTAssertEqual(headline.name, "Aurora season opens early over the northern fjords")
        XCTAssertTrue(headline.isShowing)
        XCTAssertGreaterThan(page.children.filter { $0.role == .text && $0.isShowing }.count, 3, "byline, caption, paragraph…")
        XCTAssertTrue(page.children.contains { $0.role == .heading && !$0.isShowing }, "what is scrolled out is off screen")
        let picture = try XCTUnwrap(page.children.first { $0.role == .picture })
        XCTAssertEqual(picture.related(.labelledBy, in: tree).map(\.name), ["Green curtains over the bay, shortly after midnight."])
        XCTAssertTrue(page.children.allSatisfy { page.frame.contains($0.frame.origin) || !$0.isShowing }, "drawn inside the page")

        let toolbar = try XCTUnwrap(tree.allNodes.first { $0.role == .toolbar })
        XCTAssertEqual(toolbar.name, "Carousel toolbar")
        XCTAssertEqual(toolbar.children.map(\.summary),
                       ["toggle \"Settings\" [focusable, checkable]", "toggle \"Grid\" [focusable, checkable]",
                        "button \"New Page\" [focusable]", "toggle \"Pages\" = 6 [focusable, checkable]"])
        let pages = try XCTUnwrap(tree.locate("Pages", role: .pageList))
        XCTAssertEqual(toolbar.children[3].related(.controllerFor, in: tree).map(\.summary), [pages.summary])
    }

    func testThePresentedCarouselsDotsAreAPageTabListControllingThePages() throws {
        let (_, tree, _) = surface(.carousel, after: ["Tab"])
        let dots = try XCTUnwrap(tree.locate("Page dots", role: .tabList))
        XCTAssertEqual(dots.children.map(\.role), Array(repeating: .tab, count: 6))
        XCTAssertEqual(dots.children.filter { $0.states.contains(.selected) }.map(\.name), ["Page 1"])
        XCTAssertEqual(dots.related(.controllerFor, in: tree).map(\.name), ["Pages"])
        XCTAssertTrue(dots.children.allSatisfy { dots.frame.contains($0.frame.center) }, "each dot where it is drawn")
        let close = try XCTUnwrap(tree.allNodes.first { $0.role == .button && $0.name.hasPrefix("Close ") })
        XCTAssertEqual(close.name, "Close Aurora season opens early")
    }

    func testTheDeckListsRowsCarryTheirSubtitlesAndTimesAndTheBarButtonsControlTheDrawers() throws {
        let (app, tree, _) = surface(.deck)
        let ada = try XCTUnwrap(tree.locate("Ada", role: .listItem))
        XCTAssertEqual(ada.children.map(\.summary), ["text \"Back from the fjords, 212 pictures to sort\"", "text \"9:41\""])
        XCTAssertEqual(ada.description, "Back from the fjords, 212 pictures to sort, 9:41")
        XCTAssertTrue(ada.children.allSatisfy { ada.frame.contains($0.frame.center) }, "inside the row, where they are drawn")
        XCTAssertLessThan(ada.children[0].frame.maxX, ada.children[1].frame.minX, "the time at the trailing end")
        let menu = try XCTUnwrap(tree.locate("Menu", role: .button))
        XCTAssertEqual(menu.related(.controllerFor, in: tree).map(\.summary),
                       [try XCTUnwrap(tree.locate("Menu", role: .group)).summary])
        XCTAssertNotNil(app.title)
        let options = try XCTUnwrap(tree.locate("Deck options", role: .group))
        let buttons = options.allNodes.filter { $0.role == .button }.map(\.name)
        XCTAssertTrue(buttons.contains("Bounce left") && buttons.contains("Bounce right"), "\(buttons)")
    }

    func testTheMuseumNamesItsTabsAndReadsRegionsInTheGridAndTheDetail() throws {
        let (app, tree, t) = surface(.museum)
        let tabs = try XCTUnwrap(tree.allNodes.first { $0.role == .tabList })
        XCTAssertEqual(tabs.name, "Museum sections")
        let africa = try XCTUnwrap(tree.locate("Arts of Africa", role: .picture))
        let collection = try XCTUnwrap(MuseumDemo.collections(count: nil).first { $0.name == "Arts of Africa" })
        XCTAssertEqual(africa.description, collection.region, "the region the tile shows under the name")
        XCTAssertTrue(africa.perform(.activate, now: t))
        let now = app.settled(from: t)
        let detail = app.host.semanticsTree(title: app.title, now: now)
        let group = try XCTUnwrap(detail.locate("Arts of Africa", role: .group))
        let texts = group.children.filter { $0.role == .text || $0.role == .heading }
        XCTAssertEqual(texts.first.map(\.summary), "heading \"Arts of Africa\"")
        XCTAssertTrue(texts.contains { $0.name == collection.region }, "the region")
        XCTAssertTrue(texts.contains { $0.name == collection.summary }, "the description")
        let art = try XCTUnwrap(group.children.first { $0.role == .picture })
        XCTAssertNotEqual(art.frame, group.frame, "the artwork where it is drawn, not the whole view")
        XCTAssertTrue(texts.allSatisfy { !$0.frame.intersects(art.frame) }, "the text column beside the artwork")
    }

    func testTheSwipersTapCountIsTextOnItsBadge() throws {
        let (app, tree, t) = surface(.swiper)
        let pages = try XCTUnwrap(tree.allNodes.first { $0.role == .pageList })
        let shown = try XCTUnwrap(pages.children.first(where: \.isShowing))
        let count = try XCTUnwrap(shown.children.first { $0.role == .text && $0.name.hasSuffix("taps") })
        XCTAssertEqual(count.name, "0 taps")
        let picture = try XCTUnwrap(shown.children.first { $0.role == .picture })
        XCTAssertLessThan(count.frame.width, shown.frame.width / 2, "the badge's bounds, not the page's")
        XCTAssertFalse(picture.frame.contains(count.frame.center), "the badge sits on the caption under the picture")
        XCTAssertEqual(shown.children.filter { $0.role == .text }.map(\.name).first, shown.children[0].description,
                       "the caption's subtitle")
        app.handle(.pointerDown(PointerInput(location: picture.frame.center, time: t)), now: t)
        app.handle(.pointerUp(PointerInput(location: picture.frame.center, time: t + 0.05)), now: t + 0.05)
        app.advance(to: t + 1)
        let now = app.settled(from: t + 1)
        let after = app.host.semanticsTree(title: app.title, now: now)
        XCTAssertNotNil(after.locate("1 tap", role: .text), "\(after.treeDescription)")
    }

    func testTheSlidesSceneReadsItsCaptionAndTheBarReadsInOrder() throws {
        let (_, tree, _) = surface(.slides)
        let scenes = try XCTUnwrap(tree.locate("Scenes", role: .pageList), "a scene is a page of a page list")
        XCTAssertEqual(scenes.children.first?.children.map(\.summary), ["heading \"Coral\"", "text \"Scene 1 of 7\""])
        let bar = try XCTUnwrap(tree.locate("Slide actions", role: .toolbar))
        XCTAssertEqual(bar.children.prefix(2).map(\.summary), ["text \"Coral\"", "text \"no covers\""], "the status")
        XCTAssertEqual(bar.children.filter { $0.role == .group }.map(\.name), ["Replace", "Cover", "Uncover"])
        let buttons = bar.allNodes.filter { $0.role == .button }
        XCTAssertEqual(buttons.map(\.frame.minX), buttons.map(\.frame.minX).sorted(), "left to right, as drawn")
        XCTAssertEqual(buttons.first?.name, "Replace left")
        XCTAssertEqual(buttons.last?.name, "Random")
    }

    func testTheShortcutsOverlayIsADialogCalledKeyboardShortcuts() throws {
        let (_, tree, _) = surface(.swiper, after: ["question"])
        let dialog = try XCTUnwrap(tree.allNodes.first { $0.role == .dialog })
        XCTAssertEqual(dialog.name, "Keyboard Shortcuts")
        XCTAssertEqual(dialog.description, "Swiper")
        XCTAssertFalse(dialog.children.contains { $0.frame == dialog.frame }, "each line reports its own bounds")
    }

    func testTheShellsBarButtonsControlTheirDrawers() throws {
        let (_, tree, _) = surface(.shell)
        for name in ["Demos", "Settings"] {
            let button = try XCTUnwrap(tree.locate(name, role: .button))
            XCTAssertEqual(button.related(.controllerFor, in: tree).map(\.summary),
                           [try XCTUnwrap(tree.locate(name, role: .group)).summary], name)
        }
    }
}
