import FlickCore
import FlickTestSupport
import Foundation
import XCTest

/// Examples/Reader (a library sidebar docked beside a carousel of documents and pictures), built
/// by `make test` before the tests, in a real window on a private Xvfb over the licences Debian
/// ships in /usr/share/common-licenses and pictures the test makes, driven through XTest, with a
/// private `XDG_STATE_HOME` for the session the host keeps. It runs with `FLICK_TRACE=1` (as any
/// `FlickApp.run` program can) and the test waits for its `ready`, `state` and `settled` trace
/// lines, never for a fixed time.
final class LiveReaderExampleTests: XCTestCase {
    private static let licences = "/usr/share/common-licenses"
    /// Where the search field, the library's rows (row n's middle is `firstRowY + n * rowHeight`)
    /// and the page are in the 1100x700 window, with the sidebar docked (300 px).
    private static let searchField = (x: 150, y: 30)
    private static let rowX = 120, firstRowY = 84, rowHeight = 48
    private static let pageMiddle = (x: 700, y: 350)

    private var state = ""

    override func setUpWithError() throws {
        state = PictureFiles.temporaryPath("reader-state")
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: state)
    }

    /// The example's program, as `make test` builds it.
    private func program() throws -> String { try ExampleProgram.path("Reader") }

    /// A folder "Pictures": a 3000x2000 JPEG and a PNG.
    private func makePictures() throws -> String {
        let folder = PictureFiles.temporaryPath("reader") + "/Pictures"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PictureFiles.solid(0x3060D0, 3000, 2000, at: folder + "/harbour.jpg")
        try PictureFiles.solid(0xD03030, 800, 600, at: folder + "/poster.png")
        return folder
    }

    /// The files of `folder` the library lists (not hidden, not folders), by name.
    private func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The values state `key` took in lines `range`.
    private func values(of key: String, in range: Range<Int>, _ app: ProbeProcess) -> [String] {
        app.lines(range).compactMap(ProbeProcess.traceFields)
            .filter { $0["type"] as? String == "state" && $0["key"] as? String == key }
            .compactMap { $0["value"] as? String }
    }

    /// The value of the first change of state `key` from line `from` on, once the frame at rest after it is on screen.
    private func nextValue(of key: String, from: Int, _ app: ProbeProcess) throws -> String? {
        let changed = try app.waitForTrace("state", from: from) { $0["key"] as? String == key }
        try app.waitForTrace("settled", from: changed.index)
        return changed.fields["value"] as? String
    }

    /// Starts the reader over `folders`; its window (decimal) and the lines up to its first `settled`.
    private func launch(_ folders: [String], on xvfb: XvfbServer) throws -> (app: ProbeProcess, window: String, start: Range<Int>) {
        let app = try ProbeProcess(folders, display: xvfb.display, environment: [
            "FLICK_TRACE": "1", "FLICK_TEST": "1", "NO_AT_BRIDGE": "1", "XDG_STATE_HOME": state,
        ], program: try program())
        let ready = try app.waitForTrace("ready")
        XCTAssertEqual(ready.fields["width"] as? Int, 1100)
        XCTAssertEqual(ready.fields["height"] as? Int, 700)
        let window = try XCTUnwrap(ProbeProcess.windowID(ofReady: ready.fields))
        let settled = try app.waitForTrace("settled", from: ready.index)
        return (app, window, 0..<settled.index)
    }

    /// Clicks at `point` of the window.
    private func click(_ point: (x: Int, y: Int), _ app: ProbeProcess, window: String) throws {
        try app.xdotool(["mousemove", "--window", window, "\(point.x)", "\(point.y)", "click", "1"])
    }

    /// Searches for `text` (replacing the search) and waits for the rows it leaves; the field is
    /// focused by a click, or with `byShortcut` by ctrl+f.
    private func search(_ text: String, byShortcut: Bool = false, _ app: ProbeProcess, window: String) throws -> String? {
        if byShortcut {
            try app.xdotool(["key", "ctrl+f"])
        } else {
            try click(Self.searchField, app, window: window)
        }
        let before = app.count
        try app.xdotool(["key", "ctrl+a", "BackSpace"])
        try app.xdotool(["type", text])
        let typed = try app.waitForTrace("state", from: before) { $0["key"] as? String == "Search.text" && $0["value"] as? String == text }
        return try nextValue(of: "count", from: typed.index, app)
    }

    /// Activates row `index` with a click and waits for the page it opens (its title).
    private func activateRow(_ index: Int, _ app: ProbeProcess, window: String) throws -> String? {
        let before = app.count
        try click((Self.rowX, Self.firstRowY + index * Self.rowHeight), app, window: window)
        return try nextValue(of: "carousel.title", from: before, app)
    }

    func testTheLibraryListsSearchesAndOpensTextAndPicturesAndTheSessionComesBack() throws {
        let pictures = try makePictures()
        let licences = try files(in: Self.licences)
        XCTAssertTrue(licences.contains("GPL-3"), "base-files ships \(Self.licences)/GPL-3")
        let xvfb = try XvfbServer(width: 1280, height: 800)
        let first = try launch([Self.licences, pictures], on: xvfb)
        let app = first.app, window = first.window

        // The sidebar is docked beside a welcome page and lists both folders: a heading each and their files.
        XCTAssertEqual(values(of: "deck.docked.shown", in: first.start, app).last, "left")
        XCTAssertEqual(values(of: "carousel.title", in: first.start, app).last, "Welcome")
        XCTAssertEqual(values(of: "count", in: first.start, app).last, String(1 + licences.count + 1 + 2))

        // Typing in the search field keeps the rows whose names hold the text, under their heading.
        let gpl3 = licences.filter { $0.localizedCaseInsensitiveContains("GPL-3") }
        XCTAssertEqual(try search("gpl-3", app, window: window), String(1 + gpl3.count))

        // Activating a row opens the licence as a text page in place of the welcome page.
        XCTAssertEqual(try activateRow(1 + gpl3.firstIndex(of: "GPL-3")!, app, window: window), "GPL-3")
        let shown = app.count
        XCTAssertEqual(values(of: "carousel.count", in: 0..<shown, app).last, "1")
        let top = try XCTUnwrap(Int(values(of: "textview.offset", in: 0..<shown, app).last ?? ""))

        // The wheel over the page scrolls the text.
        var before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.pageMiddle.x)", "\(Self.pageMiddle.y)",
                         "click", "5", "click", "5", "click", "5"])
        let scrolled = try XCTUnwrap(Int(try nextValue(of: "textview.offset", from: before, app) ?? ""))
        XCTAssertGreaterThan(scrolled, top, "the text scrolled down")

        // A picture opens as a second page, at fit; ctrl+wheel over it zooms it.
        XCTAssertEqual(try search("harbour", app, window: window), "2")
        before = app.count
        XCTAssertEqual(try activateRow(1, app, window: window), "harbour.jpg")
        XCTAssertEqual(values(of: "carousel.count", in: before..<app.count, app).last, "2")
        XCTAssertEqual(values(of: "zoom.scale", in: 0..<app.count, app).last, "1")
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.pageMiddle.x)", "\(Self.pageMiddle.y)",
                         "keydown", "ctrl", "click", "4", "click", "4", "keyup", "ctrl"])
        let zoomed = try XCTUnwrap(Double(try nextValue(of: "zoom.scale", from: before, app) ?? ""))
        XCTAssertGreaterThan(zoomed, 1, "ctrl+wheel up zooms in")

        // ctrl+f from the zoomed page focuses the search; opening the licence again shows its page;
        // F9 hides the docked sidebar.
        XCTAssertEqual(try search("GPL-3", byShortcut: true, app, window: window), String(1 + gpl3.count))
        XCTAssertEqual(try activateRow(1 + gpl3.firstIndex(of: "GPL-3")!, app, window: window), "GPL-3")
        XCTAssertEqual(values(of: "carousel.count", in: 0..<app.count, app).last, "2", "no second page for the same file")
        before = app.count
        try app.xdotool(["key", "F9"])
        XCTAssertEqual(try nextValue(of: "deck.docked.shown", from: before, app), "none")

        // ctrl+q quits; the host saved the session.
        try app.xdotool(["key", "ctrl+q"])
        XCTAssertEqual(try app.waitForExit(), 0)
        XCTAssertEqual(app.standardError, "", "no warning")
        XCTAssertTrue(FileManager.default.fileExists(atPath: state + "/org.flick.Reader/session.json"))

        // Relaunched: both pages, the licence shown and the sidebar hidden, before the first frame at rest.
        let second = try launch([Self.licences, pictures], on: xvfb)
        XCTAssertEqual(values(of: "carousel.count", in: second.start, second.app).last, "2")
        XCTAssertEqual(values(of: "carousel.title", in: second.start, second.app).last, "GPL-3")
        XCTAssertEqual(values(of: "deck.docked.shown", in: second.start, second.app).last, "none")
        XCTAssertEqual(values(of: "carousel.selected", in: second.start, second.app).last, "0")
        XCTAssertEqual(values(of: "selected", in: second.start, second.app).last, String(1 + licences.firstIndex(of: "GPL-3")!),
                       "the library selects the shown page's row (the search is not kept)")
        before = second.app.count
        try second.app.xdotool(["key", "F9"])
        XCTAssertEqual(try nextValue(of: "deck.docked.shown", from: before, second.app), "left")
        second.app.terminate()
        XCTAssertEqual(try second.app.waitForExit(), 0)
        XCTAssertEqual(second.app.standardError, "")
    }
}
