import FlickKit
import XCTest

/// `Clipboard` runs on the installed provider: a window's selections, or a clipboard in the process.
final class ClipboardTests: XCTestCase {
    func testWhatIsCopiedIsReadBackFromItsOwnSelection() {
        let local = LocalClipboard()
        let previous = Clipboard.install(local)
        defer { Clipboard.uninstall(local, restoring: previous) }
        Clipboard.copy("copied")
        Clipboard.copy("selected", selection: .primary)
        var read: [String?] = []
        Clipboard.read { read.append($0) }
        Clipboard.read(selection: .primary) { read.append($0) }
        XCTAssertEqual(read, ["copied", "selected"], "a local clipboard answers at once")
    }

    func testAnEmptySelectionReadsAsNil() {
        let local = LocalClipboard()
        var read: [String?] = ["unset"]
        local.read(selection: .clipboard) { read = [$0] }
        XCTAssertEqual(read, [nil])
    }

    func testUninstallingPutsThePreviousProviderBackOnlyWhenItsOwnIsStillInstalled() {
        let first = LocalClipboard(), second = LocalClipboard()
        let original = Clipboard.install(first)
        let replaced = Clipboard.install(second)
        XCTAssertTrue(replaced === first)
        Clipboard.uninstall(first, restoring: original)
        XCTAssertTrue(Clipboard.provider === second, "another provider was installed since: it stays")
        Clipboard.uninstall(second, restoring: original)
        XCTAssertTrue(Clipboard.provider === original)
    }

    func testCopiesGoToTheInstalledProvider() {
        let recorder = RecordingClipboard()
        let previous = Clipboard.install(recorder)
        defer { Clipboard.uninstall(recorder, restoring: previous) }
        Clipboard.copy("x", selection: .primary)
        Clipboard.read { _ in }
        XCTAssertEqual(recorder.calls, ["copy primary x", "read clipboard"])
    }
}

private final class RecordingClipboard: ClipboardProviding {
    var calls: [String] = []
    func copy(_ text: String, selection: ClipboardSelection) { calls.append("copy \(selection.rawValue) \(text)") }
    func read(selection: ClipboardSelection, _ completion: @escaping (String?) -> Void) {
        calls.append("read \(selection.rawValue)")
    }
}
