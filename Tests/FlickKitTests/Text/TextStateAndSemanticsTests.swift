import FlickCore
import FlickKit
import FlickTesting
import XCTest

final class TextStateAndSemanticsTests: XCTestCase {
    func testAFieldsTextIsPublishedUnderItsNameThroughAStack() {
        let name = TextField(placeholder: "Name", text: "Ada")
        let email = TextField(placeholder: "Email")
        email.name = "Mail"
        let root = Stack(.vertical, spacing: 8, children: [Stack(.vertical, children: [name]), email])
        XCTAssertEqual(root.state["Name.text"], "Ada")
        XCTAssertEqual(root.state["Mail.text"], "")
    }

    func testAFieldsTextIsPublishedThroughAControlGroup() {
        let group = ControlGroup(controls: [TextField(placeholder: "City", text: "Oslo")])
        XCTAssertEqual(group.state["City.text"], "Oslo")
    }

    func testAFieldsTextIsPublishedThroughADeckAndANavigationStack() {
        let inDeck = TextField(placeholder: "Folder", text: "Music")
        let deck = Deck(center: Stack(.vertical, children: [inDeck]), left: Stack(.vertical, children: []))
        XCTAssertEqual(deck.state["Folder.text"], "Music")
        let inPage = TextField(placeholder: "Query", text: "fox")
        let navigation = NavigationStack(root: NavigationPage(title: "Find", content: Stack(.vertical, children: [inPage])))
        XCTAssertEqual(navigation.state["Query.text"], "fox")
    }

    func testATextViewPublishesWhereItsScrollingRests() throws {
        let view = TextView(text: (0..<200).map { "Line \($0)" }.joined(separator: "\n"))
        let tester = ComponentTester(view, size: Size(600, 300))
        tester.frame()
        let top = try XCTUnwrap(Int(tester.state["textview.offset"] ?? ""))
        XCTAssertTrue(tester.send(.scroll(Point(300, 150), delta: Point(0, 2), modifiers: [])))
        let down = String(top + Int((2 * Constants.scrollNotchPx).rounded()))
        XCTAssertEqual(tester.state["textview.offset"], down, "the offset it moves to, at once")
        tester.runToRest()
        XCTAssertEqual(tester.state["textview.offset"], down)
    }

    func testTheSemanticsNodeCarriesTheTextCaretAndSelectionInScalars() {
        let field = TextInput.field(TextField(placeholder: "Name", text: "café au lait"))
        field.select(0..<5)
        let node = field.semantics(now: 0)[0]
        XCTAssertEqual(node.role, .entry)
        XCTAssertEqual(node.name, "Name")
        XCTAssertEqual(node.text?.content, "café au lait")
        XCTAssertEqual(node.text?.selection, 0..<4, "é is one scalar and two bytes")
        XCTAssertEqual(node.text?.caretOffset, 4)
        XCTAssertEqual(node.text?.isEditable, true)
    }

    func testTextEditsFromAssistiveTechnologyChangeTheField() {
        let field = TextInput.field(TextField(placeholder: "Name", text: "café"))
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        let node = field.semantics(now: 0)[0]
        XCTAssertTrue(node.textEditHandler!(.insert("!", at: 4), 0))
        XCTAssertEqual(field.text, "café!")
        XCTAssertTrue(node.textEditHandler!(.delete(0..<1), 0))
        XCTAssertEqual(field.text, "afé!")
        XCTAssertTrue(node.textEditHandler!(.select(1..<3), 0))
        XCTAssertEqual(field.selectedText, "fé")
        XCTAssertTrue(node.textEditHandler!(.setContent("Bob"), 0))
        XCTAssertEqual(field.text, "Bob")
        XCTAssertEqual(changes, ["café!", "afé!", "Bob"])
    }

    func testATextViewsNodeIsATextViewWhoseTextCannotBeChangedUnlessEditable() {
        let view = TextView(text: "read only")
        let node = view.semantics(now: 0)[0]
        XCTAssertEqual(node.role, .textView)
        XCTAssertEqual(node.text?.content, "read only")
        XCTAssertEqual(node.text?.isEditable, false)
        XCTAssertFalse(node.textEditHandler!(.insert("x", at: 0), 0))
        XCTAssertTrue(node.textEditHandler!(.select(0..<4), 0))
        XCTAssertEqual(view.selectedText, "read")
    }

    func testRightToLeftTextPutsCaretStopsAtEveryGraphemeShapedByPango() {
        let field = TextField(placeholder: "Name", text: "שלום")
        let tester = ComponentTester(Stack(.vertical, children: [field]), size: Size(400, 100))
        tester.frame()
        let info = tester.host.layoutText("שלום", font: field.font, width: nil)!
        XCTAssertEqual(info.lines[0].offsets, [0, 2, 4, 6, 8])
        XCTAssertGreaterThan(info.lines[0].xs[0], info.lines[0].xs[4], "the first letter is on the right")
    }
}
