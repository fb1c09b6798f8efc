import FlickTestSupport
import Foundation
import XCTest

/// Examples/PhotoBrowser (albums in a deck's sidebar, a paged grid of thumbnails, a bounded
/// swiper viewer), built by `make test` before the tests, in a real window on a private Xvfb over
/// JPEG and PNG files the test makes, driven through XTest. It runs with `--trace` and the test
/// waits for its `ready`, `state KEY VALUE` and `settled` lines, never for a fixed time.
final class LivePhotoBrowserExampleTests: XCTestCase {
    /// The pictures of the first album, in file-name order: three 3000x2000 JPEGs and a PNG.
    private static let colours: [(name: String, color: UInt32, width: Int, height: Int)] = [
        ("1-red.jpg", 0xD03030, 3000, 2000), ("2-green.jpg", 0x30A050, 3000, 2000),
        ("3-blue.jpg", 0x3060D0, 3000, 2000), ("4-yellow.png", 0xE0C020, 1500, 1000),
    ]
    private static let magenta: UInt32 = 0xC040C0

    /// Where the grid's first thumbnail is in the 960x640 window (its picture's middle), where a
    /// photo shows in the viewer, the navigation bar's Albums button and the sidebar's second row.
    private static let firstThumbnail = (x: 140, y: 210)
    private static let photoMiddle = (x: 480, y: 340)
    private static let albumsButton = (x: 48, y: 22)
    private static let secondAlbum = (x: 100, y: 70)

    /// The example's program, built in its own package folder.
    private func program() throws -> String {
        let path = PackageRoot.url.appendingPathComponent("Examples/PhotoBrowser/.build/debug/PhotoBrowser").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError.message("\(path) is not built; run 'swift build --package-path Examples/PhotoBrowser' "
                + "('make test' does)")
        }
        return path
    }

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

    /// Waits until the window shows `expected` at `point`: it looks after each `settled` line
    /// (a picture arrives off the UI thread and fades in, then a frame at rest follows).
    private func waitForColor(_ expected: UInt32, at point: (x: Int, y: Int), _ app: ProbeProcess, window: String,
                              _ what: String) throws {
        var seen: UInt32 = 0
        for _ in 0..<30 {
            let from = app.count
            seen = try app.color(ofWindow: window, x: point.x, y: point.y)
            if near(seen, expected) { return }
            try app.waitFor("settled", from: from)
        }
        XCTFail("\(what): the window shows \(String(seen, radix: 16)) at \(point), not \(String(expected, radix: 16))")
    }

    /// Waits for the next line starting with `prefix` after line `from`, then for the frame at rest after it.
    @discardableResult
    private func waitForState(_ prefix: String, from: Int, _ app: ProbeProcess) throws -> String {
        let changed = try app.waitFor("state \(prefix)", from: from)
        try app.waitFor("settled", from: changed.index)
        return changed.line
    }

    func testAnAlbumAPhotoASwipeAndBack() throws {
        let folders = try makeAlbums()
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let app = try ProbeProcess(["--trace"] + folders, display: xvfb.display, program: try program())
        let ready = try app.waitFor("ready ")
        XCTAssertTrue(ready.line.hasSuffix(" 960x640"), ready.line)
        let window = String(ready.line.split(separator: " ")[1])
        let start = try app.waitFor("settled", from: ready.index).index
        XCTAssertTrue(app.lines(0..<start).contains("state deck.state closed"), "\(app.lines(0..<start))")
        XCTAssertTrue(app.lines(0..<start).contains("state grid.page 0"), "\(app.lines(0..<start))")

        // The first album's thumbnails arrive (decoded off the UI thread at thumbnail size).
        try waitForColor(Self.colours[0].color, at: Self.firstThumbnail, app, window: window, "the first thumbnail")

        // A click on the thumbnail opens the album's photos at the first one.
        var before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.firstThumbnail.x)", "\(Self.firstThumbnail.y)", "click", "1"])
        XCTAssertEqual(try waitForState("swiper.index ", from: before, app), "state swiper.index 0")
        try waitForColor(Self.colours[0].color, at: Self.photoMiddle, app, window: window, "the first photo")

        // A drag to the left shows the next photo; arrow keys the ones after it, the PNG last.
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "800", "340", "mousedown", "1"]
                        + (1...20).flatMap { ["mousemove", "--window", window, "\(800 - 25 * $0)", "340", "sleep", "0.016"] }
                        + ["mouseup", "1"])
        XCTAssertEqual(try waitForState("swiper.index ", from: before, app), "state swiper.index 1")
        try waitForColor(Self.colours[1].color, at: Self.photoMiddle, app, window: window, "the second photo")
        for index in 2...3 {
            before = app.count
            try app.xdotool(["key", "Right"])
            XCTAssertEqual(try waitForState("swiper.index ", from: before, app), "state swiper.index \(index)")
            try waitForColor(Self.colours[index].color, at: Self.photoMiddle, app, window: window, "photo \(index + 1)")
        }

        // The viewer is bounded: past the last photo comes nothing.
        before = app.count
        try app.xdotool(["key", "Right"])
        let after = try app.waitFor("settled", from: before).index
        XCTAssertFalse(app.lines(before..<after).contains { $0.hasPrefix("state swiper.index") },
                       "the last photo stays: \(app.lines(before..<after))")

        // Back (BackSpace) returns to the grid.
        before = app.count
        try app.xdotool(["key", "BackSpace"])
        XCTAssertEqual(try waitForState("grid.page ", from: before, app), "state grid.page 0")
        try waitForColor(Self.colours[0].color, at: Self.firstThumbnail, app, window: window, "the grid again")

        // The sidebar's second album replaces the grid's pictures.
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.albumsButton.x)", "\(Self.albumsButton.y)", "click", "1"])
        XCTAssertEqual(try waitForState("deck.state ", from: before, app), "state deck.state left")
        before = app.count
        try app.xdotool(["mousemove", "--window", window, "\(Self.secondAlbum.x)", "\(Self.secondAlbum.y)", "click", "1"])
        XCTAssertEqual(try waitForState("deck.state ", from: before, app), "state deck.state closed")
        try waitForColor(Self.magenta, at: Self.firstThumbnail, app, window: window, "the second album's thumbnail")

        app.terminate()
        XCTAssertEqual(try app.waitForExit(), 0, "SIGTERM ends the example with status 0")
        XCTAssertEqual(app.standardError, "", "no warning")
    }
}
