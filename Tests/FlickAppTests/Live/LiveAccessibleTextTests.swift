import FlickTestSupport
import XCTest

/// AT-SPI's Text and EditableText over a node's `SemanticsNode.text`, read and edited by the
/// pyatspi probe as a screen reader would, on a private Xvfb and session bus: `flick-app-probe
/// textnode` shows an entry whose text a String of the component holds, and a label.
final class LiveAccessibleTextTests: XCTestCase {
    func testTextIsReadEditedAndAnnounced() throws {
        let xvfb = try XvfbServer(width: 640, height: 480)
        let bus = try SessionBus()
        defer {
            bus.stop()
            xvfb.stop()
        }
        let app = try ProbeProcess(["textnode", "Flick text"], display: xvfb.display, environment: bus.environment)
        defer { withExtendedLifetime(app) {} }
        try app.waitFor("drawn")
        let lines = try AtspiProbe.run(app: "flick-app-probe", [
            "text|entry|Field|7",
            "text|label|Greeting|2",
            "edit|entry|Field|insert|5|,",
            "textis|entry|Field|Hello, wide world",
            "event|object:text-changed:insert|entry|Field",
            "edit|entry|Field|delete|0|7",
            "textis|entry|Field|wide world",
            "event|object:text-changed:delete|entry|Field",
            "edit|entry|Field|caret|2",
            "event|object:text-caret-moved|entry|Field",
            "edit|entry|Field|select|0|4",
            "event|object:text-selection-changed|entry|Field",
            "text|entry|Field|0",
            "edit|entry|Field|set|Grüße, \"€\"",
            "textis|entry|Field|Grüße, \"€\"",
            "text|entry|Field|3",
        ], display: xvfb.display, bus: bus)
        let texts = lines.filter { $0["count"] != nil }
        XCTAssertEqual(texts.count, 4, "\(lines)")
        guard texts.count == 4 else { return }
        XCTAssertEqual(texts[0]["text"] as? String, "Hello wide world")
        XCTAssertEqual(texts[0]["count"] as? Int, 16)
        XCTAssertEqual(texts[0]["caret"] as? Int, 5)
        XCTAssertEqual(texts[0]["selections"] as? [[Int]], [])
        XCTAssertEqual(texts[0]["word"] as? [AnyHashable], ["wide", 6, 10])
        XCTAssertEqual(texts[0]["editable"] as? Bool, true)
        XCTAssertEqual(texts[1]["text"] as? String, "Greeting", "a label reads its name as its text")
        XCTAssertEqual(texts[1]["word"] as? [AnyHashable], ["Greeting", 0, 8])
        XCTAssertEqual(texts[1]["editable"] as? Bool, false)
        XCTAssertEqual(texts[2]["text"] as? String, "wide world")
        XCTAssertEqual(texts[2]["caret"] as? Int, 2)
        XCTAssertEqual(texts[2]["selections"] as? [[Int]], [[0, 4]])
        XCTAssertEqual(texts[3]["count"] as? Int, 10, "offsets count Unicode scalars")
        XCTAssertEqual(texts[3]["word"] as? [AnyHashable], ["Grüße", 0, 5])
    }
}
