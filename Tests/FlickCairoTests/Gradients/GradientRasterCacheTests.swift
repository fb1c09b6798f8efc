@testable import FlickCairo
import FlickCore
import XCTest

final class GradientRasterCacheTests: XCTestCase {
    private func background(_ paint: Paint) -> SceneNode {
        .stack([.rect(Rect(x: 0, y: 0, width: 400, height: 300), paint, cornerRadius: 0),
                .fill(Rect(x: 20, y: 20, width: 50, height: 50), Color(hex: 0xFF0000))])
    }

    private func assertCachedFramesMatchDirectOnes(_ paint: Paint, file: StaticString = #filePath, line: UInt = #line) {
        let renderer = CairoRenderer()
        let frames = (0..<3).map { _ in TestCanvas.render(background(paint), width: 400, height: 300, renderer: renderer) }
        XCTAssertEqual(renderer.gradientRasters.count, 1, "the second sighting makes a raster", file: file, line: line)
        XCTAssertEqual(frames[0].bytes, frames[1].bytes, file: file, line: line)
        XCTAssertEqual(frames[0].bytes, frames[2].bytes, file: file, line: line)
    }

    func testACachedLinearGradientBackgroundIsIdenticalToADrawnOne() {
        assertCachedFramesMatchDirectOnes(.linearGradient(start: Point(0, 0), end: Point(30, 300),
                                                          stops: [GradientStop(0, Color(hex: 0x102030)),
                                                                  GradientStop(0.4, Color(hex: 0x90A0F0)),
                                                                  GradientStop(1, Color(hex: 0x405060))]))
    }

    func testACachedRadialGradientBackgroundIsIdenticalToADrawnOne() {
        assertCachedFramesMatchDirectOnes(.radialGradient(center: Point(200, 150), radius: 250,
                                                          stops: [GradientStop(0, .white), GradientStop(1, Color(hex: 0x204080))]))
    }

    func testATranslucentOrFractionalGradientIsNotCached() {
        let renderer = CairoRenderer()
        let translucent = Paint.linearGradient(start: .zero, end: Point(0, 300),
                                               stops: [GradientStop(0, .white.withAlpha(0.5)), GradientStop(1, .black)])
        let opaque = Paint.linearGradient(start: .zero, end: Point(0, 300), stops: [GradientStop(0, .white), GradientStop(1, .black)])
        for _ in 0..<3 {
            _ = TestCanvas.render(background(translucent), width: 400, height: 300, renderer: renderer)
            _ = TestCanvas.render(.translated(0.5, 0, [background(opaque)]), width: 400, height: 300, renderer: renderer)
        }
        XCTAssertEqual(renderer.gradientRasters.count, 0)
    }

    func testAnOpaqueFullWindowFirstRectReplacesTheClear() {
        let scene = SceneNode.stack([.fill(Rect(x: -5, y: -5, width: 50, height: 50), Color(hex: 0x00FF00))])
        XCTAssertTrue(CairoRenderer.coversOpaquely(scene, width: 40, height: 40))
        XCTAssertFalse(CairoRenderer.coversOpaquely(scene, width: 60, height: 40))
        XCTAssertFalse(CairoRenderer.coversOpaquely(.fill(Rect(x: 0, y: 0, width: 40, height: 40), .white.withAlpha(0.5)),
                                                    width: 40, height: 40))
        let out = TestCanvas.render(scene, width: 40, height: 40, background: .white)
        XCTAssertTrue(out.pixel(x: 39, y: 39) == (255, 0, 255, 0))
    }

    func testADegenerateGradientFirstRectStillGetsTheClear() {
        let full = Rect(x: 0, y: 0, width: 40, height: 40)
        let flat = Paint.linearGradient(start: Point(5, 5), end: Point(5, 5), stops: [GradientStop(0, .white)])
        let broken = Paint.radialGradient(center: Point(.nan, 0), radius: 10, stops: [GradientStop(0, .white)])
        let pointless = Paint.radialGradient(center: Point(20, 20), radius: 0, stops: [GradientStop(0, .white)])
        for paint in [flat, broken, pointless] {
            XCTAssertFalse(CairoRenderer.coversOpaquely(.rect(full, paint, cornerRadius: 0), width: 40, height: 40))
        }
        XCTAssertFalse(CairoRenderer.coversOpaquely(.fill(Rect(x: 0, y: 0, width: .infinity, height: 40), .white),
                                                    width: 40, height: 40))
        let renderer = CairoRenderer()
        let buffer = OffscreenBuffer(width: 40, height: 40)
        renderer.render(.empty, into: buffer.buffer, background: .white)
        renderer.render(.rect(full, broken, cornerRadius: 0), into: buffer.buffer, background: Color(hex: 0x0000FF))
        XCTAssertTrue(buffer.pixel(x: 20, y: 20) == (255, 0, 0, 255), "cleared, not left over from the last frame")
    }
}
