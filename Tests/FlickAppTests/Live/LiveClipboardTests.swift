import FlickTestSupport
import Foundation
import XCTest

/// `Clipboard` over the X selections, live under Xvfb against `xclip` (another client): copies from
/// Flick paste in xclip (UTF-8, Latin-1 STRING, a megabyte in INCR chunks), xclip's copies arrive
/// in Flick (a large one through INCR, invalid UTF-8 as U+FFFD), and an owner that never answers
/// gives nil after 2 s while the window goes on handling keys. `flick-app-probe text` takes
/// `copy`/`read` commands on stdin and reports `copied` and `read SELECTION BYTES MS` (or `nil`).
final class LiveClipboardTests: XCTestCase {
    private var files: [URL] = []

    override func tearDown() {
        for file in files { try? FileManager.default.removeItem(at: file) }
        files = []
        super.tearDown()
    }

    func testACopyFromFlickPastesInAnotherClientAsUTF8AndAsLatin1() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        let probe = try startProbe(xvfb)
        let text = "héllo wörld € 中"
        let source = try file(Data(text.utf8))
        try probe.send("copy clipboard \(source.path)")
        try probe.waitFor("copied clipboard")
        XCTAssertEqual(String(decoding: try xclip(["-o", "-selection", "clipboard"], display: xvfb.display), as: UTF8.self), text)
        XCTAssertEqual(try xclip(["-o", "-selection", "clipboard", "-t", "STRING"], display: xvfb.display),
                       Data([0x68, 0xe9, 0x6c, 0x6c, 0x6f, 0x20, 0x77, 0xf6, 0x72, 0x6c, 0x64, 0x20, 0x3f, 0x20, 0x3f]),
                       "Latin-1, a question mark for each character outside it")
        let targets = String(decoding: try xclip(["-o", "-selection", "clipboard", "-t", "TARGETS"], display: xvfb.display),
                             as: UTF8.self).split(separator: "\n").map(String.init)
        for target in ["TARGETS", "UTF8_STRING", "TEXT", "STRING"] { XCTAssertTrue(targets.contains(target), "\(targets)") }

        try probe.send("copy primary \(try file(Data("the primary".utf8)).path)")
        try probe.waitFor("copied primary")
        XCTAssertEqual(String(decoding: try xclip(["-o", "-selection", "primary"], display: xvfb.display), as: UTF8.self),
                       "the primary")
        XCTAssertEqual(String(decoding: try xclip(["-o", "-selection", "clipboard"], display: xvfb.display), as: UTF8.self),
                       text, "each selection holds its own")
        try finish(probe)
    }

    func testAMegabyteGoesInIncrChunksBothWays() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        let probe = try startProbe(xvfb)
        // 1 MB, over the 256 KiB Flick writes at once: sent in INCR chunks.
        let megabyte = Self.text(bytes: 1 << 20)
        try probe.send("copy clipboard \(try file(megabyte).path)")
        try probe.waitFor("copied clipboard")
        XCTAssertEqual(try xclip(["-o", "-selection", "clipboard"], display: xvfb.display), megabyte)

        // 6 MB, over xclip's own piece (a quarter of the server's request limit, 4 MB on Xvfb).
        let large = Self.text(bytes: 6 << 20)
        let owner = try xclipIn(large, selection: "clipboard", display: xvfb.display)
        // A key after xclip took the selection, as a paste key comes: Flick has heard it lost the
        // selection by then (the server sends the two in that order).
        try typeKey(probe)
        let out = try file(Data())
        try probe.send("read clipboard \(out.path)")
        let read = try probe.waitFor("read clipboard")
        XCTAssertEqual(read.line.split(separator: " ")[2], "\(large.count)", read.line)
        XCTAssertEqual(try Data(contentsOf: out), large)
        owner.terminate()
        try finish(probe)
    }

    func testAPasteIsCutAt16MiBAndTheNextPasteIsWhole() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        let probe = try startProbe(xvfb)
        // 20 MB in xclip's 4 MB INCR chunks; Flick stops at 16 MiB and deletes the rest unread.
        let huge = Self.text(bytes: 20_000_000)
        let hugeOwner = try xclipIn(huge, selection: "clipboard", display: xvfb.display)
        let cut = try file(Data())
        try probe.send("read clipboard \(cut.path)")
        let read = try probe.waitFor("read clipboard")
        XCTAssertEqual(read.line.split(separator: " ")[2], "16777216", read.line)
        XCTAssertEqual(try Data(contentsOf: cut), huge.prefix(16 << 20), "the first 16 MiB, whole characters")

        let small = Data("after the cut".utf8)
        let smallOwner = try xclipIn(small, selection: "clipboard", display: xvfb.display)
        let next = try file(Data())
        try probe.send("read clipboard \(next.path)")
        try probe.waitFor("read clipboard", from: read.index + 1)
        XCTAssertEqual(try Data(contentsOf: next), small, "no chunk of the abandoned transfer in it")
        hugeOwner.terminate()
        smallOwner.terminate()
        try finish(probe)
    }

    func testAnotherClientsCopyArrivesWithInvalidUTF8AsReplacementCharacters() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        let probe = try startProbe(xvfb)
        let primaryOwner = try xclipIn(Data("from xclip ß".utf8), selection: "primary", display: xvfb.display)
        let primary = try file(Data())
        try probe.send("read primary \(primary.path)")
        try probe.waitFor("read primary")
        XCTAssertEqual(String(decoding: try Data(contentsOf: primary), as: UTF8.self), "from xclip ß")

        let clipboardOwner = try xclipIn(Data([0x6c, 0xe9, 0xff, 0x20, 0x78]), selection: "clipboard", display: xvfb.display)
        let invalid = try file(Data())
        try probe.send("read clipboard \(invalid.path)")
        let read = try probe.waitFor("read clipboard")
        XCTAssertEqual(String(decoding: try Data(contentsOf: invalid), as: UTF8.self), "l\u{fffd}\u{fffd} x", read.line)

        // What Flick owns it reads itself.
        try probe.send("copy clipboard \(try file(Data("mine".utf8)).path)")
        try probe.waitFor("copied clipboard")
        let mine = try file(Data())
        try probe.send("read clipboard \(mine.path)")
        try probe.waitFor("read clipboard 4 ")
        XCTAssertEqual(try Data(contentsOf: mine), Data("mine".utf8))
        primaryOwner.terminate()
        clipboardOwner.terminate()
        try finish(probe)
    }

    func testAnOwnerThatNeverAnswersGivesNilAfterTwoSecondsWhileKeysGoOn() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        let probe = try startProbe(xvfb)
        let owner = try SilentSelectionOwner(displayName: xvfb.display, selection: "CLIPBOARD")
        let before = probe.count
        try probe.send("read clipboard \(try file(Data()).path)")
        try probe.xdotool(["key", "a"])
        let key = try probe.waitFor("key a ", from: before)
        let read = try probe.waitFor("read clipboard", from: before)
        XCTAssertGreaterThan(read.index, key.index, "the key was handled while the read waited")
        let words = read.line.split(separator: " ")
        XCTAssertEqual(words[2], "nil", read.line)
        let ms = try XCTUnwrap(Int(words[3]))
        XCTAssertGreaterThanOrEqual(ms, 2000, read.line)
        XCTAssertLessThan(ms, 4000, read.line)
        withExtendedLifetime(owner) {}
        try finish(probe)
    }

    // MARK: Helpers

    private func startProbe(_ xvfb: XvfbServer) throws -> ProbeProcess {
        let probe = try ProbeProcess(["text", "Flick clipboard"], display: xvfb.display, environment: ["NO_AT_BRIDGE": "1"])
        try probe.waitFor("drawn")
        return probe
    }

    /// Presses a key and waits for the probe to report it.
    private func typeKey(_ probe: ProbeProcess) throws {
        let before = probe.count
        try probe.xdotool(["key", "v"])
        try probe.waitFor("key v ", from: before)
    }

    private func finish(_ probe: ProbeProcess) throws {
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "")
    }

    /// A temporary file holding `data`, removed after the test.
    private func file(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flick-clipboard-\(UUID().uuidString)")
        try data.write(to: url)
        files.append(url)
        return url
    }

    /// `bytes` bytes of ASCII and two-byte text in lines.
    private static func text(bytes: Int) -> Data {
        let line = Array("Grüße aus Flick, line of text 0123456789\n".utf8)
        var data = Data(capacity: bytes)
        while data.count + line.count <= bytes { data.append(contentsOf: line) }
        data.append(contentsOf: [UInt8](repeating: UInt8(ascii: "x"), count: bytes - data.count))
        return data
    }

    /// xclip's output (its raw bytes).
    private func xclip(_ arguments: [String], display: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Tools.path("xclip"))
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw HarnessError.message("xclip \(arguments) failed") }
        return data
    }

    /// xclip owning `selection` with `data`, in the foreground (`-verbose`: a daemon would inherit
    /// the descriptors the test waits on), once it owns it: the test's own client holds the
    /// selection first and waits for xclip to take it (xclip says it waits for requests before its
    /// request to own reaches the server). xclip serves until the returned process ends (when the
    /// test lets go of it) or another client takes the selection.
    private func xclipIn(_ data: Data, selection: String, display: String) throws -> ProbeProcess {
        let input = try file(data)
        let holder = try SilentSelectionOwner(displayName: display, selection: selection.uppercased())
        let command = "exec '\(try Tools.path("xclip"))' -i -verbose -selection \(selection) '\(input.path)' 2>&1"
        let xclip = try ProbeProcess(["-c", command], display: display, program: "/bin/sh")
        try holder.waitUntilTaken()
        return xclip
    }
}
