@testable import FlickDemo
import FlickCore
import FlickTracing
import Foundation
import XCTest

/// `flick record`'s window: as large as the live window would be, at least 360x360 layout px.
final class RecorderTests: XCTestCase {
    /// Records one shot of the swiper with `size` at `scale` and returns its PNG's width and height.
    private func shotSize(size: Size?, scale: Double, scenario: String = "shot s\n") throws -> (Int, Int) {
        let out = PackagePaths.freshOutput("recorder/\(Int(size?.width ?? 0))-\(scale)")
        let script = out + "/s.scenario"
        try scenario.write(toFile: script, atomically: true, encoding: .utf8)
        _ = try Recorder.record(script: script, out: out, demo: .swiper, size: size, fps: 60, scale: scale)
        let png = try Data(contentsOf: URL(fileURLWithPath: out + "/s.png"))
        // The IHDR chunk follows the 8-byte signature: length, type, then width and height, big-endian.
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    func testASizeBelow360LayoutPxAtScale2RecordsA720x720Window() throws {
        let (w, h) = try shotSize(size: Size(360, 360), scale: 2)
        XCTAssertEqual(w, 720)
        XCTAssertEqual(h, 720)
    }

    func testASizeBelow360x360AtScale1RecordsA360x360WindowAndALargerOneKeepsItsSize() throws {
        let (w, h) = try shotSize(size: Size(320, 240), scale: 1)
        XCTAssertEqual(w, 360)
        XCTAssertEqual(h, 360)
        let (w2, h2) = try shotSize(size: Size(800, 600), scale: 2)
        XCTAssertEqual(w2, 800)
        XCTAssertEqual(h2, 720, "only the side below 360 layout px grows")
    }

    func testAScenariosSizeLineStillGoesBelowTheMinimumAsAWindowManagersResizeMay() throws {
        let (w, h) = try shotSize(size: Size(360, 360), scale: 2, scenario: "size 360 360\nshot s\n")
        XCTAssertEqual(w, 360)
        XCTAssertEqual(h, 360)
    }
}
