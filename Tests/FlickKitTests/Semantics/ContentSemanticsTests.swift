import FlickCore
@testable import FlickKit
import XCTest

/// What the library's components expose beyond their controls: relations between nodes, static
/// text where it is drawn, dialogs named for what they are, and names that say which of several
/// alike controls is meant.
final class ContentSemanticsTests: XCTestCase {
    func testAControlLabelledByALabelPointsAtTheLabelsNode() throws {
        let label = Label("First name")
        let field = TextField(placeholder: "Ada")
        field.labelledBy = label
        label.layout(size: Size(100, 20), now: 0, environment: ComponentEnvironment())
        field.layout(size: Size(200, 32), now: 0, environment: ComponentEnvironment())
        let tree = SemanticsNode(role: .window, frame: Rect(size: Size(300, 100)),
                                 children: label.semantics(now: 0) + field.semantics(now: 0))
        let fieldNode = try XCTUnwrap(tree.allNodes.first { $0.role == .entry })
        XCTAssertEqual(fieldNode.related(.labelledBy, in: tree).map(\.name), ["First name"])
        let button = Button("Open")
        button.relations = [SemanticsRelation(.controllerFor, label.semanticsIdentifier)]
        button.labelledBy = label
        XCTAssertEqual(button.semantics(now: 0)[0].relations,
                       [SemanticsRelation(.labelledBy, label.semanticsIdentifier), SemanticsRelation(.controllerFor, label.semanticsIdentifier)])
        XCTAssertNotEqual(label.semanticsIdentifier, Label("First name").semanticsIdentifier, "one identifier per label")
    }

    func testTheShortcutsOverlayIsADialogNamedForWhatItIsWithEachLineWhereItIsDrawn() throws {
        let shortcuts = (0..<12).map { Shortcut("Action \($0)", keys: ["ctrl+\($0 % 10)"]) }
        let overlay = ShortcutsOverlay { ("Swiper", [ShortcutGroup("Pages", shortcuts), ShortcutGroup("Window", [Shortcut("Quit", keys: ["ctrl+q"])])]) }
        overlay.layout(size: Size(420, 300), now: 0, environment: ComponentEnvironment())
        overlay.setOpen(true, now: 0, animated: false)
        let dialog = try XCTUnwrap(overlay.semantics(now: 0).first)
        XCTAssertEqual(dialog.role, .dialog)
        XCTAssertEqual(dialog.name, "Keyboard Shortcuts")
        XCTAssertEqual(dialog.description, "Swiper", "what the shortcuts belong to")
        let lines = dialog.children
        XCTAssertEqual(lines.first?.summary, "heading \"Pages\"")
        XCTAssertEqual(lines[1].name, "Action 0: Ctrl+0")
        XCTAssertEqual(Set(lines.map(\.frame)).count, lines.count, "every line has bounds of its own, not the panel's")
        let body = overlay.layout.body.offsetBy(dx: overlay.layout.panel.x, dy: overlay.layout.panel.y)
        XCTAssertTrue(lines.filter(\.isShowing).allSatisfy { $0.frame.intersects(body) })
        XCTAssertFalse(lines.allSatisfy(\.isShowing), "the lines below the panel's body are off screen")
        XCTAssertTrue(lines[1].frame.minY > lines[0].frame.minY)
        let before = lines[1].frame
        overlay.scroll(to: 40)
        let scrolled = try XCTUnwrap(overlay.semantics(now: 0).first).children[1].frame
        XCTAssertEqual(scrolled.minY, before.minY - 40, accuracy: 1e-9, "the lines move with the scroll")
    }

    func testTheSlideControllersScenesAreTheirPageListsPages() throws {
        let h = SlideHarness()
        h.settle()
        let list = try XCTUnwrap(h.controller.semantics(now: h.now).first)
        XCTAssertEqual(list.role, .pageList, "a page tab has its page tab list")
        XCTAssertEqual(list.name, "Scenes")
        XCTAssertEqual(list.value, "A")
        XCTAssertEqual(list.children.map(\.summary), ["page \"A\" [selected]"])
    }

    func testAnActionRowsButtonIsNamedByItsRowWhenTheRowSaysWhichOneItIs() throws {
        let list = SettingsList(heading: "Deck", sections: [
            SettingsSection("Bounces", [
                .action("Bounce left", label: { "Bounce" }, run: { _ in }),
                .action("Bounce right", label: { "Bounce" }, run: { _ in }),
                .action("Deck size", label: { "Shrink" }, run: { _ in }),
            ]),
        ])
        list.layout(size: Size(800, 600), now: 0)
        let buttons = list.semantics(now: 0).flatMap(\.allNodes).filter { $0.role == .button }.map(\.name)
        XCTAssertEqual(buttons, ["Bounce left", "Bounce right", "Shrink"],
                       "names unique within the list, each holding the words the button shows")
    }

    func testADecksSidesAreIdentifiedAndNamedAsTheAppSays() throws {
        let deck = Deck(center: Label("Center"), left: Label("Albums list"), right: Label("Options"))
        deck.sideNames = [.left: "Albums"]
        deck.layout(size: Size(800, 600), now: 0)
        let nodes = deck.semantics(now: 0)
        let left = try XCTUnwrap(nodes.first { $0.identifier == deck.sideIdentifier(.left) })
        XCTAssertEqual(left.name, "Albums")
        XCTAssertEqual(nodes.first { $0.identifier == deck.sideIdentifier(.right) }?.name, "Right side")
        XCTAssertNotEqual(deck.sideIdentifier(.left), deck.sideIdentifier(.right))
    }

    func testNodesAreFoundByIdentifierAndRelationsResolveInTheTree() {
        var target = SemanticsNode(role: .pageList, name: "Pages", frame: .zero)
        target.identifier = "pages"
        let dots = SemanticsNode(role: .tabList, name: "Page dots", frame: .zero).relating(.controllerFor, to: "pages")
        let stray = SemanticsNode(role: .button, name: "Stray", frame: .zero).relating(.controllerFor, to: "nowhere")
        let tree = SemanticsNode(role: .window, frame: .zero, children: [SemanticsNode(role: .group, frame: .zero, children: [target]), dots, stray])
        XCTAssertEqual(tree.node(identifiedBy: "pages")?.name, "Pages")
        XCTAssertNil(tree.node(identifiedBy: "nowhere"))
        XCTAssertEqual(dots.related(.controllerFor, in: tree).map(\.name), ["Pages"])
        XCTAssertEqual(dots.related(.labelledBy, in: tree).map(\.name), [])
        XCTAssertEqual(stray.related(.controllerFor, in: tree).map(\.name), [], "a relation to a missing node resolves to none")
    }
}
