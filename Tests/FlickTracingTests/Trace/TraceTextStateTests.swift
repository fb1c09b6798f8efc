import FlickCore
import FlickKit
import FlickTracing
import Foundation
import XCTest

/// A field's text as the trace prints it and a scenario's `expect` reads it: a key named with
/// blanks and a dot, a value with quotes, a backslash and non-ASCII, and the keys `type` sends.
final class TraceTextStateTests: XCTestCase {
    private var lines: [[String: Any]] = []

    private func trace() -> Trace {
        Trace { [unowned self] in
            self.lines.append(try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any])
        }
    }

    func testATextStateRoundTripsThroughTheTraceAndExpect() throws {
        let value = #"Ada "Grüße" \ 中文 👩‍💻"#
        trace().state(now: 1, key: "First name.text", value: value)
        XCTAssertEqual(lines.first?["key"] as? String, "First name.text")
        let traced = try XCTUnwrap(lines.first?["value"] as? String)
        XCTAssertEqual(traced, value)
        let lines = try ScenarioParser.parse(text: "expect \"First name.text\" \(traced)\n", file: "s")
        XCTAssertEqual(lines.map(\.command), [.expect(key: "First name.text", value: value)])
    }

    func testTypedKeysAreTracedWithTheirText() {
        let trace = trace()
        for key in KeysymName.keys(typing: "é\"") { trace.gesture(.key(key), now: 1) }
        XCTAssertEqual(lines.map { $0["key"] as? String }, ["eacute", "quotedbl"])
        XCTAssertEqual(lines.map { $0["text"] as? String }, ["é", "\""])
    }
}
