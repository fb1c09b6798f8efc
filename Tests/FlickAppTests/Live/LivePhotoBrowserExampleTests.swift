import FlickCore
import FlickTestSupport
import Foundation
import XCTest

/// Examples/PhotoBrowser (albums in a deck's sidebar, a paged grid of thumbnails, a bounded
/// swiper viewer), built by `make test` before the tests, in a real window on a private Xvfb over
/// JPEG and PNG files the test makes, driven through XTest. It runs with `FLICK_TRACE=1` (as any
/// `FlickApp.run` program can) and the test waits for its `ready`, `state` and `settled` trace
/// lines, never for a fixed time.
final class LivePhotoBrowserExampleTests: XCTestCase {
    /// The pictures of the first album, in file-name order: three 3000x2000 JPEGs and a PNG.
    private static let colours: [(name: String, color: UInt32, width: Int, height: Int)] = [
        ("1-red.jpg", 0xD03030, 3000, 2000), ("2-green.jpg", 0x30A050, 3000, 2000),
        ("3-blue.jpg", 0x3060D0, 3000, 2000), ("4-yellow.png", 0xE0C020, 1500, 1000),
    ]
    private static let magenta: UInt32 = 0xC040C0

    /// Where the grid's first and fourth thumbnails are in the 960x640 window (their pictures'
    /// middles), where a photo shows in the viewer, the navigation bar's Albums button and the
    /// sidebar's second row.
    private static let firstThumbnail = (x: 140, y: 210)
    private static let fourthThumbnail = (x: 820, y: 210)
    private static let photoMiddle = (x: 480, y: 340)
    private static let albumsButton = (x: 48, y: 22)
    private static let secondAlbum = (x: 100, y: 70)

    /// The example's program, as `make test` builds it.
    private func program() throws -> String { try ExampleProgram.path("PhotoBrowser") }

    /// Two album folders: "Colours" (the four pictures above) and "More" (one magenta JPEG).
    private func makeAlbums() throws -> [String] {
        let root = PictureFiles.temporaryPath("albums")
        let colours = root + "/Colours", more = root + "/More"
        for folder in [colours, more] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for picture in Self.colours {
            try PictureFiles.solid(picture.color, picture.width, picture.height, at: colours + "/" + picture.name)
        }
        try PictureFiles.solid(Self.magenta, 3000, 2000, at: more + "/photo.jpg")
        return [colours, more]
    }

    /// True when `a` and `b` differ by at most 12 in each channel (JPEG shifts a colour a little).
    private func near(_ a: UInt32, _ b: UInt32) -> Bool {
        [16, 8, 0].allSatisfy { shift in abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) <= 12 }
    }

    /// A trace line's fields, or nil for a line that is not one.
    private func fields(_ line: String) -> [String: Any]? {
        guard line.hasPrefix("{") else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// Waits for the first trace line of `type` from index `from` on that `matches`.
    @discardableResult
    private func waitForTrace(_ app: ProbeProcess, _ type: String, from: Int,
                              where matches: @escaping ([String: Any]) -> Bool = { _ in true })
        throws -> (index: Int, fields: [String: Any]) {
        let found = try app.waitFor("a '\(type)' trace line", from: from) { line in
            guard let f = self.fields(line) else { return false }
            return f["type"] as? String == type && matches(f)
        }
        return (found.index, fields(found.line)!)
    }

    /// The value of the first change of state `key` from line `from` on, once the frame at rest after it is on screen.
    private func nextValue(of key: String, from: Int, _ app: ProbeProcess) throws -> String? {
        let changed = try waitForTrace(app, "state", from: from) { $0["key"] as? String == key }
        try waitForTrace(app, "settled", from: changed.index)
        return changed.fields["value"] as? String
    }

    /// The values state `key` took in lines `range`.
    private func values(of key: String, in range: Range<Int>, _ app: ProbeProcess) -> [String] {
        app.lines(range).compactMap(fields).filter { $0["type"] as? String == "state" && $0["key"] as? String == key }
            .compactMap { $0["value"] as? String }
    }

    /// Waits until the window shows `expected` at `point`: it looks after each `settled` line
    /// (a picture arrives off the UI thread and fades in, then a frame at rest follows).
    private func waitForColor(_ expected: UInt32, at point: (x: Int, y: Int), _ app: ProbeProcess, window: String,
                              _ what: String) throws {
        var seen: UInt32 = 0
        for _ in 0..<30 {
            let from = app.count
            seen = try app.color(ofWindow: window, x: point.x, y: point.y)
            if near(seen, expected) { return }
            try waitForTrace(app, "settled", from: from)
        }
        XCTFail("\(what): the window shows \(String(seen, radix: 16)) at \(point), not \(String(expected, radix: 16))")
    }

    func testAnAlbumAPhotoASwipeAndBack() throws {
        let folders = try makeAlbums()
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let app = try ProbeProcess(folders, display: xvfb.display, environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1"],
                                   program: try program())
        let ready = try waitForTrace(app, "ready", from: 0)
        XCTAssertEqual(ready.fields["width"] as? Int, 960)
        XCTAssertEqual(ready.fields["height"] as? Int, 640)
        let hex = try XCTUnwrap(ready.fields["window"] as? String)
        let window = String(try XCTUnwrap(UInt(hex.dropFirst(2), radix: 16)), radix: 10)  // xdotool takes it in decimal
        let start = try waitForTrace(app, "settled", from: ready.index).index
        XCTAssertEqual(values(of: "deck.state", in: ready.index..<start, app), ["closed"])
        XCTAssertEqual(values(of: "grid.page", in: ready.index..<start, app), ["0"])

        // The first album's thumbnails arrive (decoded off the UI thread at thumbnail size).
        try waitForColor(Self.colours[0].color, at: Self.firstThumbnail, app, window: window, "the first thumbnail")

        // A click on the thumbnail opens the album's photos at the first one.
        var before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.firstThumbnail.x)", "\(Self.firstThumbnail.y)", "click", "1"])
        XCTAssertEqual(try nextValue(of: "swiper.index", from: before, app), "0")
        try waitForColor(Self.colours[0].color, at: Self.photoMiddle, app, window: window, "the first photo")

        // A drag to the left shows the next photo; arrow keys the ones after it, the PNG last.
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "800", "340", "mousedown", "1"]
                        + (1...20).flatMap { ["mousemove", "--window", window, "\(800 - 25 * $0)", "340", "sleep", "0.016"] }
                        + ["mouseup", "1"])
        XCTAssertEqual(try nextValue(of: "swiper.index", from: before, app), "1")
        try waitForColor(Self.colours[1].color, at: Self.photoMiddle, app, window: window, "the second photo")
        for index in 2...3 {
            before = app.count
            try app.xdotool(["key", "Right"])
            XCTAssertEqual(try nextValue(of: "swiper.index", from: before, app), "\(index)")
            try waitForColor(Self.colours[index].color, at: Self.photoMiddle, app, window: window, "photo \(index + 1)")
        }

        // The viewer is bounded: past the last photo comes nothing.
        before = app.count
        try app.xdotool(["key", "Right"])
        let key = try waitForTrace(app, "gesture", from: before)
        let seq = try XCTUnwrap(key.fields["seq"] as? Int)
        let after = try waitForTrace(app, "settled", from: key.index) { $0["seq"] as? Int == seq }.index
        XCTAssertEqual(values(of: "swiper.index", in: before..<after, app), [], "the last photo stays")

        // Escape returns to the grid.
        before = app.count
        try app.xdotool(["key", "Escape"])
        XCTAssertEqual(try nextValue(of: "grid.page", from: before, app), "0")
        try waitForColor(Self.colours[0].color, at: Self.firstThumbnail, app, window: window, "the grid again")

        // The keyboard alone: the thumbnail clicked first has the focus again (the viewer gave it
        // back), Right moves it to the second, Return opens it; Alt+Left goes back.
        before = app.count
        try app.xdotool(["key", "Right", "Return"])
        XCTAssertEqual(try nextValue(of: "swiper.index", from: before, app), "1")
        try waitForColor(Self.colours[1].color, at: Self.photoMiddle, app, window: window, "the second photo by keyboard")
        before = app.count
        try app.xdotool(["key", "alt+Left"])
        XCTAssertEqual(try nextValue(of: "grid.page", from: before, app), "0")
        try waitForColor(Self.colours[0].color, at: Self.firstThumbnail, app, window: window, "the grid after Alt+Left")

        // The sidebar's second album replaces the grid's pictures.
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.albumsButton.x)", "\(Self.albumsButton.y)", "click", "1"])
        XCTAssertEqual(try nextValue(of: "deck.state", from: before, app), "left")
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.secondAlbum.x)", "\(Self.secondAlbum.y)", "click", "1"])
        XCTAssertEqual(try nextValue(of: "deck.state", from: before, app), "closed")
        try waitForColor(Self.magenta, at: Self.firstThumbnail, app, window: window, "the second album's thumbnail")

        app.terminate()
        XCTAssertEqual(try app.waitForExit(), 0, "SIGTERM ends the example with status 0")
        XCTAssertEqual(app.standardError, "", "no warning")
    }

    func testTheAlbumPanelIsNamedItsRowsActAndItsKeysSayWhoseTheyAre() throws {
        let folders = try makeAlbums()
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let bus = try SessionBus()
        defer {
            bus.stop()
            xvfb.stop()
        }
        let app = try ProbeProcess(folders, display: xvfb.display,
                                   environment: bus.environment.merging(["FLICK_TRACE": "1", "FLICK_TEST": "1"]) { $1 },
                                   program: try program())
        let ready = try waitForTrace(app, "ready", from: 0)
        let start = try waitForTrace(app, "settled", from: ready.index).index
        XCTAssertEqual(values(of: "albums.count", in: ready.index..<start, app), ["2"], "the namespaced key beside the bare one")
        XCTAssertEqual(values(of: "count", in: ready.index..<start, app), ["2"])
        XCTAssertEqual(values(of: "albums.selected", in: ready.index..<start, app), ["0"])
        let mark = app.count
        let lines = try AtspiProbe.run(app: "PhotoBrowser", ["tree", "act|list item|More|click"], display: xvfb.display, bus: bus)
        let tree = lines.filter { $0["depth"] != nil }
        let panel = try XCTUnwrap(tree.first { $0["role"] as? String == "panel" && $0["name"] as? String == "Albums" }, "\(tree)")
        XCTAssertEqual((panel["relations"] as? [String: [String]])?["controlled-by"], ["push button|Albums"])
        XCTAssertFalse(tree.contains { $0["name"] as? String == "Left side" })
        let rows = tree.filter { $0["role"] as? String == "list item" }
        XCTAssertEqual(rows.compactMap { $0["name"] as? String }, ["Colours", "More"])
        XCTAssertTrue(rows.allSatisfy { $0["actions"] as? [String] == ["click"] }, "\(rows)")
        XCTAssertEqual(lines.last?["done"] as? Bool, true)
        XCTAssertEqual(try nextValue(of: "albums.selected", from: mark, app), "1", "the row's action chose the album")
        try waitForColor(Self.magenta, at: Self.firstThumbnail, app,
                         window: String(try XCTUnwrap(UInt((ready.fields["window"] as? String ?? "").dropFirst(2), radix: 16)), radix: 10),
                         "the second album's thumbnail")
    }

    /// "Hostile": a named pipe, a picture bomb (a 109-byte PNG whose header says 30000x30000)
    /// and a link to /dev/zero named like pictures, then a red JPEG; and a folder whose Latin-1
    /// name (`caf\xE9`) is not UTF-8, holding a blue PNG named the same way.
    private func makeHostileAlbums() throws -> String {
        let root = PictureFiles.temporaryPath("hostile")
        let hostile = root + "/Hostile"
        try FileManager.default.createDirectory(atPath: hostile, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(hostile + "/0-fifo.jpg", 0o600), 0)
        try HostileFiles.pngBomb(width: 30000, height: 30000).write(to: URL(fileURLWithPath: hostile + "/1-bomb.png"))
        try FileManager.default.createSymbolicLink(atPath: hostile + "/2-zero.png", withDestinationPath: "/dev/zero")
        try PictureFiles.solid(0xD03030, 600, 400, at: hostile + "/3-red.jpg")
        let latin1 = FilePathBytes(root).appending(FilePathBytes(bytes: Array("caf".utf8) + [0xE9]))
        XCTAssertEqual(latin1.withCString { mkdir($0!, 0o755) }, 0)
        let blue = root + "/blue.png"
        try PictureFiles.solid(0x3060D0, 600, 400, at: blue)
        let named = latin1.appending(FilePathBytes(bytes: Array("caf".utf8) + [0xE9] + Array(".png".utf8)))
        XCTAssertEqual(named.withCString { rename(blue, $0!) }, 0)
        return root
    }

    func testAPipeABombAndADeviceNamedLikePicturesStallNothingAndALatin1AlbumOpens() throws {
        let root = try makeHostileAlbums()
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let launched = Date()
        let app = try ProbeProcess([root], display: xvfb.display, environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1"],
                                   program: try program())
        let ready = try waitForTrace(app, "ready", from: 0)
        let firstFrame = Date().timeIntervalSince(launched)
        XCTAssertLessThan(firstFrame, 5, "the window is up at once")
        let hex = try XCTUnwrap(ready.fields["window"] as? String)
        let window = String(try XCTUnwrap(UInt(hex.dropFirst(2), radix: 16)), radix: 10)
        try waitForTrace(app, "settled", from: ready.index)

        // The grid's fourth thumbnail, after the pipe, the bomb and the device (each fails at once,
        // keeping its placeholder), arrives.
        try waitForColor(0xD03030, at: Self.fourthThumbnail, app, window: window, "the thumbnail after the pipe, the bomb and the device")
        let peak = app.peakResidentBytes
        XCTAssertLessThan(peak, 400 << 20, "the bomb took \(peak >> 20) MB")

        // The viewer, opened at the pipe: the red photo three pages on shows.
        var before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.firstThumbnail.x)", "\(Self.firstThumbnail.y)", "click", "1"])
        XCTAssertEqual(try nextValue(of: "swiper.index", from: before, app), "0")
        for index in 1...3 {
            before = app.count
            try app.xdotool(["key", "Right"])
            XCTAssertEqual(try nextValue(of: "swiper.index", from: before, app), "\(index)")
        }
        try waitForColor(0xD03030, at: Self.photoMiddle, app, window: window, "the photo after the pipe, the bomb and the device")

        // The album whose folder and file names are Latin-1: listed, and its picture opened with its bytes.
        before = app.count
        try app.xdotool(["key", "Escape"])
        XCTAssertEqual(try nextValue(of: "grid.page", from: before, app), "0")
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.albumsButton.x)", "\(Self.albumsButton.y)", "click", "1"])
        XCTAssertEqual(try nextValue(of: "deck.state", from: before, app), "left")
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.secondAlbum.x)", "\(Self.secondAlbum.y)", "click", "1"])
        XCTAssertEqual(try nextValue(of: "deck.state", from: before, app), "closed")
        try waitForColor(0x3060D0, at: Self.firstThumbnail, app, window: window, "the Latin-1 album's thumbnail")

        app.terminate()
        XCTAssertEqual(try app.waitForExit(), 0, "SIGTERM ends the example with status 0")
        let warnings = app.standardError
        XCTAssertEqual(warnings.split(separator: "\n").count, 3, "one warning for each file that is not a picture: \(warnings)")
        for reason in ["not a picture: it is a named pipe, not a file", "the picture is too large to decode (30000x30000 pixels)",
                       "not a picture: it is a device, not a file"] {
            XCTAssertTrue(warnings.contains(reason), "\(reason): \(warnings)")
        }
        XCTAssertFalse(warnings.contains("no such file"), "the Latin-1 names are opened with their bytes: \(warnings)")
        print("hostile album: first frame \(Int(firstFrame * 1000)) ms, peak resident \(peak >> 20) MB")
    }
}
