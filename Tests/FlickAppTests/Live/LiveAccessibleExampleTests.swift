import FlickCore
import FlickKit
import FlickTestSupport
import XCTest

/// Examples/ComposedApp, a program with no accessibility code of its own (`FlickApp.run`), read
/// and driven through AT-SPI by the pyatspi probe on a private Xvfb and session bus.
final class LiveAccessibleExampleTests: XCTestCase {
    func testTheExampleIsAccessibleWithNoCodeOfItsOwn() throws {
        let program = try ExampleProgram.path("ComposedApp")
        let xvfb = try XvfbServer(width: 1024, height: 768)
        let bus = try SessionBus()
        defer {
            bus.stop()
            xvfb.stop()
        }
        let app = try ProbeProcess([], display: xvfb.display, environment: bus.environment, program: program)
        defer { withExtendedLifetime(app) {} }
        // The probe waits (bounded) for the application to appear on the bus.
        let lines = try AtspiProbe.run(app: "ComposedApp", ["tree", "act|page tab list|Pages|increment",
                                                            "event|object:state-changed:selected|page tab|*"],
                                       display: xvfb.display, bus: bus)
        XCTAssertEqual(lines.first?["toolkit"] as? String, "Flick")
        let tree = lines.filter { $0["depth"] != nil }
        let frame = try XCTUnwrap(tree.first { $0["role"] as? String == "frame" }, "\(tree)")
        XCTAssertEqual(frame["name"] as? String, "Flick composition example")
        XCTAssertEqual(frame["extents"] as? [Int], [0, 0, 640, 480])
        XCTAssertTrue(tree.contains { $0["role"] as? String == "page tab list" }, "\(tree)")
        XCTAssertGreaterThan(tree.filter { $0["role"] as? String == "page tab" }.count, 1, "\(tree)")
    }
}
