import FlickApp
import XCTest

/// The text contract's names with `import FlickApp` alone: the contract program's `SearchField`,
/// `TextField` and `TextView` in a `Stack`, built and driven through a `ComponentHost` on virtual
/// time (`run` shows it in a window, as the program's last line does).
final class TextContractTests: XCTestCase {
    /// The contract program, up to the window.
    private func contractProgram(searches: @escaping (String) -> Void) -> (Stack, SearchField, TextField, TextView) {
        let search = SearchField(placeholder: "Search")
        search.onSearch = { query in searches(query) }
        let field = TextField(placeholder: "Name")
        field.onSubmit = { text in Clipboard.copy(text) }
        let view = TextView(text: String(repeating: "Lorem ipsum dolor sit amet. ", count: 40_000))
        let root = Stack(.vertical, spacing: 8, children: [search, field, view])
        return (root, search, field, view)
    }

    /// The program's last line: never called here (it would open a window), compiled all the same.
    private func runWindow(_ root: Stack) -> Never {
        exit(FlickApp.run(root, title: "Text", size: Size(640, 480)))
    }

    func testTheContractProgramTypesSearchesSubmitsAndPublishesTheFieldsText() {
        let local = LocalClipboard()
        let previous = Clipboard.install(local)
        defer { Clipboard.uninstall(local, restoring: previous) }
        var searches: [String] = []
        let (root, search, field, view) = contractProgram { searches.append($0) }
        let host = ComponentHost(root, size: Size(640, 480), now: 0)
        host.advance(to: 0)
        _ = host.scene(now: 0)
        FocusChain.focus(search, among: [root], now: 0)
        for ch in "fox" { root.handle(.key(KeyCombo(String(ch), text: String(ch))), now: 0.1) }
        host.advance(to: 0.1 + Constants.searchDelayS)
        XCTAssertEqual(searches, ["fox"])
        XCTAssertEqual(search.text, "fox")
        XCTAssertTrue(root.moveFocus(backward: false, now: 1) || field.isFocused)
        FocusChain.focus(field, among: [root], now: 1)
        for ch in "Ada" { root.handle(.key(KeyCombo(String(ch), text: String(ch))), now: 1) }
        XCTAssertTrue(root.handle(.key(KeyCombo("Return")), now: 1))
        var copied: String?
        Clipboard.read { copied = $0 }
        XCTAssertEqual(copied, "Ada")
        XCTAssertEqual(root.state["Name.text"], "Ada")
        XCTAssertEqual(root.state["Search.text"], "fox")
        XCTAssertEqual(view.text.utf8.count, 28 * 40_000)
        XCTAssertEqual(view.selectedText, "")
        XCTAssertFalse(field.isPassword)
        XCTAssertNil(field.maximumLength)
        _ = field.onChange
        _ = runWindow
    }
}
