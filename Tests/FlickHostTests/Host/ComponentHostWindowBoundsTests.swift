import FlickCairo
import FlickCore
import FlickHost
import FlickKit
import XCTest

/// A window manager's resize keeps to the bound `--size` and scenarios keep (issue 18 item 9):
/// the host lays out and draws at most `Size.windowBounded`, whatever size the window is made.
final class ComponentHostWindowBoundsTests: XCTestCase {
    func testAHugeResizeIsLaidOutAndDrawnWithinTheBound() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(640, 400), now: 0)
        host.resize(to: Size(16384, 16384), now: 1)
        XCTAssertEqual(host.windowSize, Size(5792, 5792))
        XCTAssertEqual(probe.size, Size(5792, 5792))
        let layouts = probe.layouts.count
        host.resize(to: Size(16384, 16384), now: 2)
        XCTAssertEqual(probe.layouts.count, layouts, "the same huge size again changes nothing")
        host.resize(to: Size(800, 600), now: 3)
        XCTAssertEqual(probe.size, Size(800, 600))
    }

    func testAHugeFirstSizeAndAScaleKeepTheBoundToo() {
        let probe = ProbeComponent()
        let host = ComponentHost(probe, size: Size(40000, 100), scale: 2, now: 0)
        XCTAssertEqual(host.windowSize, Size(16384, 100))
        XCTAssertEqual(probe.size, Size(8192, 50))
    }
}
