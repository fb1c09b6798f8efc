@testable import FlickDemo
import FlickTesting
import FlickTracing
import Foundation
import XCTest

/// Focus rings in the real `flick` (issue 22 item 12): Tab shows the ring on the slides bar's
/// first button, a click on the scene hides it (GTK's focus-visible), the next Tab shows it on the
/// next button; each window matches `flick record` of the same steps.
final class LiveFocusVisibilityTests: LiveDemoTestCase {
    override var demo: String { "slides" }

    private func capture(_ name: String) throws -> String {
        let path = PackagePaths.freshOutput("live/slides-focus-\(name)") + "/live.png"
        try app.capture(window: window, to: path)
        return path
    }

    func testTabShowsTheRingAClickHidesItAndTheNextTabShowsItAgain() throws {
        let before = try capture("before")
        var mark = app.count
        try app.xdotool(["key", "Tab"])
        try app.waitSettled(after: mark)
        let shown = try capture("shown")
        try assertWindowMatchesHeadless("key Tab\nsettle", "tab")

        mark = app.count
        try app.xdotool(["mousemove", "500", "200", "click", "1"])
        try app.waitSettled(after: mark)
        let hidden = try capture("hidden")
        try assertWindowMatchesHeadless("key Tab\nsettle\nclick 500 200\nsettle", "click")

        mark = app.count
        try app.xdotool(["key", "Tab"])
        try app.waitSettled(after: mark)
        try assertWindowMatchesHeadless("key Tab\nsettle\nclick 500 200\nsettle\nkey Tab\nsettle", "tab-again")

        XCTAssertFalse(try ImageComparison.compare(expected: before, actual: shown).matches, "Tab drew a ring")
        XCTAssertTrue(try ImageComparison.compare(expected: before, actual: hidden).matches,
                      "the click hid the ring and changed nothing else")
    }
}
