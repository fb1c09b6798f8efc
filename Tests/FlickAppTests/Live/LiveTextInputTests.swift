import FlickTestSupport
import Foundation
import XCTest

/// Keys carry the text they type, live under Xvfb through XTest (`xdotool`): through Xlib's local
/// input method (compose sequences and dead keys), and through the keyboard map alone
/// (`FLICK_NO_XIM=1`), with Shift and AltGr levels. `flick-app-probe text` reports each key as
/// `key NAME text HEX` (the text's UTF-8 bytes, `-` for none).
final class LiveTextInputTests: XCTestCase {
    func testKeysTypeTheirTextAndComposeSequencesAndDeadKeysComposeThroughTheInputMethod() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        let probe = try ProbeProcess(["text", "Flick typing"], display: xvfb.display, environment: ["NO_AT_BRIDGE": "1"])
        try probe.waitFor("drawn")
        try probe.xdotool(["key", "a", "shift+a", "ctrl+a", "alt+b", "Return", "BackSpace", "space"])
        // xdotool types a character the map lacks by mapping its keysym to a spare keycode.
        try probe.xdotool(["type", "é中Ω"])
        try probe.xdotool(["key", "Multi_key", "apostrophe", "e", "dead_diaeresis", "u", "Multi_key", "s", "s"])
        let keys = try typed(by: probe, count: 13)
        XCTAssertEqual(keys.map(\.text), ["a", "A", "", "", "", "", " ", "é", "中", "Ω", "é", "ü", "ß"])
        XCTAssertEqual(keys.prefix(7).map(\.name), ["a", "shift+a", "ctrl+a", "alt+b", "Return", "BackSpace", "space"],
                       "names as before")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
        XCTAssertEqual(probe.standardError, "")
    }

    func testShiftAndAltGrLevelsTypeWithAndWithoutAnInputMethod() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        for environment in [["NO_AT_BRIDGE": "1"], ["NO_AT_BRIDGE": "1", "FLICK_NO_XIM": "1"]] {
            let probe = try ProbeProcess(["text", "Flick levels"], display: xvfb.display, environment: environment)
            try probe.waitFor("drawn")
            // With the probe connected (Xvfb resets its keyboard map when its last client leaves);
            // the probe follows the change.
            try Tools.run("setxkbmap", ["-layout", "de"], display: xvfb.display)
            try probe.xdotool(["key", "ISO_Level3_Shift+q", "ISO_Level3_Shift+e", "shift+2", "z", "odiaeresis",
                               "dead_acute", "e"])
            let keys = try typed(by: probe, count: environment["FLICK_NO_XIM"] == nil ? 6 : 7)
            let expected = environment["FLICK_NO_XIM"] == nil
                ? ["@", "€", "\"", "z", "ö", "é"]
                : ["@", "€", "\"", "z", "ö", "", "e"]  // no input method: a dead key alone types nothing
            XCTAssertEqual(keys.map(\.text), expected, "\(environment)")
            XCTAssertEqual(keys.first?.name, "at", "AltGr is no modifier of the key")
            probe.terminate()
            XCTAssertEqual(try probe.waitForExit(), 0)
            XCTAssertEqual(probe.standardError, "")
        }
    }

    func testTheTraceCarriesTheTextOfAKeyGesture() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        let probe = try ProbeProcess(["swiper", "Flick traced keys"], display: xvfb.display,
                                     environment: ["FLICK_TRACE": "1", "FLICK_TEST": "1", "NO_AT_BRIDGE": "1"])
        let ready = try probe.waitForTrace("ready")
        try probe.waitForTrace("settled", from: ready.index)
        // A map with é on a key of its own (French: the 2 key), so xdotool presses that key rather
        // than mapping é to a spare keycode and back, which the app may read only after the way back.
        try Tools.run("setxkbmap", ["-layout", "fr"], display: xvfb.display)
        let before = probe.count
        try probe.xdotool(["type", "é"])
        try probe.xdotool(["key", "Escape"])
        let typed = try probe.waitForTrace("gesture", from: before) { $0["kind"] as? String == "key" }
        XCTAssertEqual(typed.fields["key"] as? String, "eacute")
        XCTAssertEqual(typed.fields["text"] as? String, "é")
        let escape = try probe.waitForTrace("gesture", from: typed.index + 1) { $0["kind"] as? String == "key" }
        XCTAssertEqual(escape.fields["key"] as? String, "Escape")
        XCTAssertNil(escape.fields["text"], "a key that types nothing has no text field")
        probe.terminate()
        XCTAssertEqual(try probe.waitForExit(), 0)
    }

    /// The next `count` keys the probe reports: name and text.
    private func typed(by probe: ProbeProcess, count: Int) throws -> [(name: String, text: String)] {
        var keys: [(name: String, text: String)] = []
        var from = 0
        while keys.count < count {
            let line = try probe.waitFor("key", from: from)
            from = line.index + 1
            let words = line.line.split(separator: " ").map(String.init)
            guard words.count == 4 else { throw HarnessError.message("unexpected line \(line.line)") }
            keys.append((words[1], words[3] == "-" ? "" : Self.text(hex: words[3])))
        }
        return keys
    }

    private static func text(hex: String) -> String {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
