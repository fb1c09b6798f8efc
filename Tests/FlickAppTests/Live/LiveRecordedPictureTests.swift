import FlickCairo
import FlickTestSupport
import Foundation
import XCTest

/// A `FLICK_RECORD` recording of a picture is the picture a live window shows: the same JPEG
/// drawn by `flick-app-probe picture` headless and under Xvfb, pixel for pixel.
final class LiveRecordedPictureTests: XCTestCase {
    func testARecordedPhotoEqualsTheLiveWindowsPixelForPixel() throws {
        // A 3000x2000 JPEG shrinks while it loads, as a photo does; fit in the 360x360 window leaves bands.
        let jpeg = try PictureFiles.converted(try PictureFiles.halvesPNG(3000, 2000), to: "jpg")
        let folder = PictureFiles.temporaryPath("recorded-picture")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/shot.scenario"
        try "shot recorded\n".write(toFile: script, atomically: true, encoding: .utf8)
        let recording = try ProbeProcess(["picture", jpeg, "Picture probe"], display: "",
                                         environment: ["FLICK_RECORD": script, "FLICK_RECORD_OUT": folder])
        XCTAssertEqual(try recording.waitForExit(), 0, recording.standardError)
        let recorded = try PNGFile.read(folder + "/recorded.png")

        let xvfb = try XvfbServer(width: 1024, height: 768)
        let live = try ProbeProcess(["picture", jpeg, "Picture probe"], display: xvfb.display, environment: ["FLICK_TEST": "1"])
        // The probe says so once the picture is on screen and its fade has ended.
        XCTAssertEqual(try live.waitFor("picture shown").line, "picture shown 3000x2000")
        let window = try XCTUnwrap(try Tools.run("xdotool", ["search", "--name", "^Picture probe$"], display: xvfb.display)
            .split(separator: "\n").first.map(String.init))
        let path = folder + "/live.png"
        try Tools.run("import", ["-window", window, "png:" + path], display: xvfb.display)
        let shown = try PNGFile.read(path)
        live.terminate()
        XCTAssertEqual(try live.waitForExit(), 0)

        XCTAssertEqual(recorded.width, shown.width)
        XCTAssertEqual(recorded.height, shown.height)
        var differing = 0
        for y in 0..<min(recorded.height, shown.height) {
            for x in 0..<min(recorded.width, shown.width) {
                let a = recorded.pixel(x: x, y: y), b = shown.pixel(x: x, y: y)
                if a.r != b.r || a.g != b.g || a.b != b.b { differing += 1 }
            }
        }
        XCTAssertEqual(differing, 0, "pixels where the recording differs from the live window")
        let left = recorded.pixel(x: 60, y: 120)
        XCTAssertTrue(left.r > 0xC0 && left.b < 0x40, "the photo's red half, not a placeholder: \(left)")
    }
}
