@testable import FlickCairo
import FlickCore
import XCTest

/// At a device scale above 1, snapshots and text are made at device resolution (not drawn at 1x
/// and enlarged), and what is cached is keyed by the scale.
final class HiDPIRenderingTests: XCTestCase {
    private let font = FontSpec(family: "DejaVu Sans", size: 30)

    /// A snapshot of a white "l" on black (40x40 layout px), drawn as a HiDPI window would: the
    /// scene scaled by 2 into an 80x80 frame, with the renderer at `deviceScale`.
    private func renderStem(deviceScale: Double) -> OffscreenBuffer {
        let renderer = CairoRenderer()
        renderer.deviceScale = deviceScale
        let snapshot = SceneNode.snapshot(SnapshotNode(key: .test("stem"), version: 0, size: Size(40, 40),
                                                       frame: Rect(x: 0, y: 0, width: 40, height: 40)) { [font] in
            .stack([.fill(Rect(x: 0, y: 0, width: 40, height: 40), .black),
                    .text(TextNode("l", frame: Rect(x: 10.3, y: 5, width: 30, height: 30), font: font, color: .white))])
        })
        return TestCanvas.render(.group(GroupNode([snapshot], transform: .scale(2, 2))), width: 80, height: 80,
                                 renderer: renderer)
    }

    /// The widest run of partly covered pixels (neither background nor the row's full ink) at
    /// either edge of the stem, over the rows through its middle, in device pixels.
    private func widestEdge(_ out: OffscreenBuffer) -> Int {
        var widest = 0
        for y in 24...56 {
            let row = (0..<out.width).map { Int(out.pixel(x: $0, y: y).r) }
            guard let peak = row.max(), peak >= 200 else { continue }
            var run = 0
            for v in row {
                if v > 12 && v < peak - 12 { run += 1; widest = max(widest, run) } else { run = 0 }
            }
        }
        return widest
    }

    func testTextInASnapshotAtScaleTwoHasEdgesOfAtMostTwoDevicePixels() {
        let sharp = widestEdge(renderStem(deviceScale: 2))
        XCTAssertGreaterThan(sharp, 0, "the stem was not found")
        XCTAssertLessThanOrEqual(sharp, 2, "a glyph edge fades over \(sharp) device pixels")
    }

    func testTheMeasureSeesTheBlurOfA1xSnapshotEnlarged() {
        // What the window drew before HiDPI rendering: the snapshot made at 1x and enlarged.
        XCTAssertGreaterThan(widestEdge(renderStem(deviceScale: 1)), 2)
    }

    func testSnapshotImagesAreMadeAtTheDeviceScaleAndKeyedByIt() {
        let renderer = CairoRenderer()
        let key = SnapshotKey.test("scaled")
        let node = SceneNode.snapshot(SnapshotNode(key: key, version: 0, size: Size(30, 20),
                                                   frame: Rect(x: 0, y: 0, width: 30, height: 20)) {
            .fill(Rect(x: 0, y: 0, width: 30, height: 20), .white)
        })
        renderer.deviceScale = 2
        _ = TestCanvas.render(.group(GroupNode([node], transform: .scale(2, 2))), width: 60, height: 40, renderer: renderer)
        XCTAssertEqual(renderer.snapshots.scale(of: key), 2)
        XCTAssertTrue(renderer.snapshots.pixelSize(of: key).map { $0 == (60, 40) } ?? false)
        _ = TestCanvas.render(.group(GroupNode([node], transform: .scale(2, 2))), width: 60, height: 40, renderer: renderer)
        XCTAssertEqual(renderer.snapshots.renderCount, 1, "same scale and version: the image is reused")
        renderer.deviceScale = 1
        _ = TestCanvas.render(node, width: 30, height: 20, renderer: renderer)
        XCTAssertEqual(renderer.snapshots.renderCount, 2, "another scale: the image is made again")
        XCTAssertEqual(renderer.snapshots.scale(of: key), 1)
        XCTAssertTrue(renderer.snapshots.pixelSize(of: key).map { $0 == (30, 20) } ?? false)
    }

    func testAScaleTwoSnapshotLandsPixelForPixel() {
        let renderer = CairoRenderer()
        renderer.deviceScale = 2
        let node = SceneNode.snapshot(SnapshotNode(key: .test("exact"), version: 0, size: Size(10, 6),
                                                   frame: Rect(x: 4.1, y: 2.2, width: 10, height: 6)) {
            .fill(Rect(x: 0, y: 0, width: 10, height: 6), Color(red: 1, green: 0, blue: 0))
        })
        let out = TestCanvas.render(.group(GroupNode([node], transform: .scale(2, 2))), width: 40, height: 24,
                                    renderer: renderer)
        // 8.2 rounds to 8 and 4.4 to 4: every pixel is either fully red or untouched.
        for y in 0..<24 {
            for x in 0..<40 {
                let inside = x >= 8 && x < 28 && y >= 4 && y < 16
                let expected: (UInt8, UInt8, UInt8, UInt8) = inside ? (255, 255, 0, 0) : (255, 0, 0, 0)
                XCTAssertTrue(out.pixel(x: x, y: y) == expected, "pixel \(x),\(y) is \(out.pixel(x: x, y: y))")
            }
        }
    }

    func testTextLayoutsAreKeyedByScaleAndMeasureInLayoutPixels() {
        _ = TestCanvas.fontsPinned
        let text = TextRenderer()
        let one = text.measure("Weatherly example", font: font, maxWidth: nil)
        XCTAssertEqual(text.layoutCount, 1)
        text.scale = 2
        let two = text.measure("Weatherly example", font: font, maxWidth: nil)
        XCTAssertEqual(text.layoutCount, 2, "a layout for scale 2 is its own")
        XCTAssertEqual(two.width, one.width, accuracy: 2, "sizes stay in layout pixels")
        XCTAssertEqual(two.height, one.height, accuracy: 1)
        text.scale = .nan
        XCTAssertEqual(text.scale, 1)
    }

    func testABadDeviceScaleCountsAsOne() {
        let renderer = CairoRenderer()
        renderer.deviceScale = 0
        XCTAssertEqual(renderer.deviceScale, 1)
        renderer.deviceScale = .infinity
        XCTAssertEqual(renderer.deviceScale, 1)
        renderer.deviceScale = 1.5
        XCTAssertEqual(renderer.text.scale, 1.5)
    }

    func testAGradientBackgroundAtScaleTwoIsRasterizedAtDeviceSizeAndMatchesADrawnOne() {
        let paint = Paint.linearGradient(start: Point(0, 0), end: Point(30, 300),
                                         stops: [GradientStop(0, Color(hex: 0x102030)), GradientStop(1, Color(hex: 0x90A0F0))])
        let scene = SceneNode.group(GroupNode([.rect(Rect(x: 0, y: 0, width: 400, height: 300), paint, cornerRadius: 0),
                                               .fill(Rect(x: 10, y: 10, width: 20, height: 20), .white)],
                                              transform: .scale(2, 2)))
        let renderer = CairoRenderer()
        renderer.deviceScale = 2
        let frames = (0..<3).map { _ in TestCanvas.render(scene, width: 800, height: 600, renderer: renderer) }
        XCTAssertEqual(renderer.gradientRasters.count, 1, "the second sighting at scale 2 makes a raster")
        XCTAssertEqual(frames[0].bytes, frames[2].bytes, "the raster looks like the gradient drawn")
    }
}
