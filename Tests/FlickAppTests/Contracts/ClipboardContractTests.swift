import FlickApp
import XCTest

/// The clipboard contract's names with `import FlickApp` alone: `Clipboard.copy(_:selection:)`,
/// `Clipboard.read(selection:_:)` and `ClipboardSelection`'s `.clipboard` and `.primary`, here on
/// the process's own clipboard (no window runs).
final class ClipboardContractTests: XCTestCase {
    func testTheContractsCallsCopyAndReadEachSelection() {
        let local = LocalClipboard()
        let previous = Clipboard.install(local)
        defer { Clipboard.uninstall(local, restoring: previous) }
        let field = "Name"
        Clipboard.copy(field)
        Clipboard.copy("selected", selection: ClipboardSelection.primary)
        var read: [String?] = []
        Clipboard.read { text in read.append(text) }
        Clipboard.read(selection: .primary) { text in read.append(text) }
        Clipboard.read(selection: .clipboard) { text in read.append(text) }
        XCTAssertEqual(read, ["Name", "selected", "Name"])
    }
}
