@testable import FlickCairo
import FlickCore
import XCTest

final class CairoRendererTests: XCTestCase {
    func testClearingFillsTheWholeBufferWithTheBackground() {
        let out = TestCanvas.render(.empty, width: 7, height: 5, background: Color(hex: 0x336699))
        for y in 0..<5 {
            for x in 0..<7 { XCTAssertTrue(out.pixel(x: x, y: y) == (255, 0x33, 0x66, 0x99)) }
        }
    }

    func testASolidRectFillsExactlyItsPixels() {
        let scene = SceneNode.fill(Rect(x: 2, y: 3, width: 4, height: 2), Color(hex: 0xFF8000))
        let out = TestCanvas.render(scene, width: 10, height: 8)
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = x >= 2 && x < 6 && y >= 3 && y < 5
                let expected: (UInt8, UInt8, UInt8, UInt8) = inside ? (255, 255, 0x80, 0) : (255, 0, 0, 0)
                XCTAssertTrue(out.pixel(x: x, y: y) == expected, "pixel \(x),\(y) is \(out.pixel(x: x, y: y))")
            }
        }
    }

    func testARoundedRectLeavesItsCornersEmptyAndItsMiddleFull() {
        let scene = SceneNode.fill(Rect(x: 0, y: 0, width: 40, height: 40), .white, cornerRadius: 12)
        let out = TestCanvas.render(scene, width: 40, height: 40)
        XCTAssertEqual(out.pixel(x: 0, y: 0).r, 0)
        XCTAssertEqual(out.pixel(x: 39, y: 39).r, 0)
        XCTAssertEqual(out.pixel(x: 20, y: 20).r, 255)
        XCTAssertEqual(out.pixel(x: 20, y: 0).r, 255)
    }

    func testAGroupWithOpacityCompositesItsChildrenAsOneLayer() {
        let scene = SceneNode.group(GroupNode([
            .fill(Rect(x: 0, y: 0, width: 20, height: 10), Color(red: 1, green: 0, blue: 0)),
            .fill(Rect(x: 10, y: 0, width: 20, height: 10), Color(red: 0, green: 0, blue: 1)),
        ], opacity: 0.5))
        let out = TestCanvas.render(scene, width: 30, height: 10)
        let overlap = out.pixel(x: 15, y: 5)
        XCTAssertEqual(overlap.r, 0, "the red rect must not show through the blue one")
        XCTAssertEqual(Int(overlap.b), 128, accuracy: 1)
        XCTAssertEqual(Int(out.pixel(x: 5, y: 5).r), 128, accuracy: 1)
    }

    func testAGroupOpacityFoldedIntoALoneChildMatchesLayerCompositing() {
        let single = SceneNode.group(GroupNode([.fill(Rect(x: 0, y: 0, width: 10, height: 10), .white)], opacity: 0.25))
        let out = TestCanvas.render(single, width: 10, height: 10)
        XCTAssertEqual(Int(out.pixel(x: 5, y: 5).r), 64, accuracy: 1)
    }

    func testAGroupWithZeroOpacityDrawsNothing() {
        let scene = SceneNode.group(GroupNode([.fill(Rect(x: 0, y: 0, width: 10, height: 10), .white)], opacity: 0))
        let out = TestCanvas.render(scene, width: 10, height: 10)
        XCTAssertTrue(out.pixel(x: 5, y: 5) == (255, 0, 0, 0))
    }

    func testAGroupTransformAndClipApplyToItsChildren() {
        let scene = SceneNode.group(GroupNode(
            [.fill(Rect(x: 0, y: 0, width: 10, height: 10), .white)],
            transform: AffineTransform.scale(2, 2).then(.translation(4, 0)),
            clip: Rect(x: 0, y: 0, width: 5, height: 10)))
        let out = TestCanvas.render(scene, width: 30, height: 30)
        XCTAssertEqual(out.pixel(x: 3, y: 5).r, 0, "left of the translated group")
        XCTAssertEqual(out.pixel(x: 5, y: 5).r, 255)
        XCTAssertEqual(out.pixel(x: 13, y: 19).r, 255, "scaled by 2: 10 px tall becomes 20")
        XCTAssertEqual(out.pixel(x: 15, y: 5).r, 0, "clipped at x = 5 in group space, 14 on screen")
    }

    func testALinearGradientRunsFromItsFirstToItsLastStop() {
        let paint = Paint.linearGradient(start: Point(0, 0), end: Point(256, 0),
                                         stops: [GradientStop(0, .black), GradientStop(1, .white)])
        let out = TestCanvas.render(.rect(Rect(x: 0, y: 0, width: 256, height: 4), paint, cornerRadius: 0),
                                    width: 256, height: 4)
        XCTAssertLessThanOrEqual(out.pixel(x: 0, y: 2).r, 1)
        XCTAssertGreaterThanOrEqual(out.pixel(x: 255, y: 2).r, 254)
        XCTAssertEqual(Int(out.pixel(x: 128, y: 2).r), 128, accuracy: 2)
        for x in 1..<256 { XCTAssertGreaterThanOrEqual(out.pixel(x: x, y: 2).r, out.pixel(x: x - 1, y: 2).r) }
    }

    func testARadialGradientIsBrightestAtItsCentre() {
        let paint = Paint.radialGradient(center: Point(20, 20), radius: 20,
                                         stops: [GradientStop(0, .white), GradientStop(1, .black)])
        let out = TestCanvas.render(.ellipse(Rect(x: 0, y: 0, width: 40, height: 40), paint), width: 40, height: 40)
        XCTAssertGreaterThan(out.pixel(x: 20, y: 20).r, 245)
        XCTAssertLessThan(out.pixel(x: 35, y: 20).r, 80)
        XCTAssertEqual(out.pixel(x: 1, y: 1).r, 0, "outside the ellipse")
    }

    func testAStrokedRectDrawsItsOutlineButNotItsInside() {
        let scene = SceneNode.strokeRect(Rect(x: 5, y: 5, width: 20, height: 20), .white, lineWidth: 2, cornerRadius: 0)
        let out = TestCanvas.render(scene, width: 30, height: 30)
        XCTAssertEqual(out.pixel(x: 15, y: 5).r, 255)
        XCTAssertEqual(out.pixel(x: 15, y: 15).r, 0)
    }

    func testAPathIsFilledAndThenStroked() {
        let path = PathNode([.move(Point(2, 2)), .line(Point(28, 2)), .line(Point(28, 28)), .line(Point(2, 28)), .close],
                            fill: .solid(Color(red: 0, green: 1, blue: 0)), stroke: Color(red: 1, green: 0, blue: 0),
                            lineWidth: 2)
        let out = TestCanvas.render(.path(path), width: 30, height: 30)
        XCTAssertTrue(out.pixel(x: 15, y: 15) == (255, 0, 255, 0))
        XCTAssertTrue(out.pixel(x: 15, y: 2) == (255, 255, 0, 0), "the stroke covers the fill's edge")
    }

    func testRenderingTheSameSceneTwiceGivesIdenticalBytes() {
        let renderer = CairoRenderer()
        let scene = DemoScene.rich(imagePath: TestCanvas.temporaryPath("missing.png"))
        let first = TestCanvas.render(scene, width: 160, height: 120, renderer: renderer)
        let second = TestCanvas.render(scene, width: 160, height: 120, renderer: renderer)
        let fresh = TestCanvas.render(scene, width: 160, height: 120)
        XCTAssertEqual(first.bytes, second.bytes)
        XCTAssertEqual(first.bytes, fresh.bytes)
        XCTAssertNotEqual(Set(first.bytes).count, 1, "the scene draws something")
    }

    func testZeroSizeAndOnePixelBuffersDoNotCrash() {
        let renderer = CairoRenderer()
        let scene = DemoScene.rich(imagePath: TestCanvas.temporaryPath("missing.png"))
        let empty = OffscreenBuffer(width: 0, height: 0)
        renderer.render(scene, into: empty.buffer)
        XCTAssertEqual(empty.bytes.count, 0)
        let one = TestCanvas.render(.empty, width: 1, height: 1, background: .white, renderer: renderer)
        XCTAssertTrue(one.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    }

    func testDegenerateNodesAreSkippedAndLaterNodesStillDraw() {
        let nan = Double.nan
        let scene = SceneNode.stack([
            .fill(Rect(x: 1, y: 1, width: 0, height: 10), .white),
            .fill(Rect(x: 1, y: 1, width: -5, height: -5), .white, cornerRadius: 3),
            .fill(Rect(x: nan, y: 1, width: 4, height: 4), .white, cornerRadius: nan),
            .strokeRect(Rect(x: 1, y: 1, width: 5, height: 5), .white, lineWidth: -1, cornerRadius: 0),
            .ellipse(Rect(x: 1, y: 1, width: 0, height: 3), .solid(.white)),
            .shadow(Rect(x: 1, y: 1, width: -3, height: 3), Shadow(radius: nan, opacity: 1), cornerRadius: 2),
            .path(PathNode([.move(Point(nan, 0)), .line(Point(3, 3))], stroke: .white)),
            .group(GroupNode([.fill(Rect(x: 0, y: 0, width: 5, height: 5), .white)], transform: .scale(0, 0))),
            .group(GroupNode([.fill(Rect(x: 12, y: 1, width: 2, height: 2), .white)], opacity: nan)),
            .group(GroupNode([.fill(Rect(x: 0, y: 0, width: 5, height: 5), .white)], clip: Rect(x: 0, y: 0, width: -1, height: 4))),
            .snapshot(SnapshotNode(key: .test("zero"), version: 0, size: .zero, frame: Rect(x: 0, y: 0, width: 4, height: 4)) { .empty }),
            .snapshot(SnapshotNode(key: .test("nan"), version: 0, size: Size(4, 4), frame: Rect(x: 0, y: 0, width: nan, height: 4)) { .empty }),
            .image(ImageNode(path: "/nonexistent/flick.png", frame: Rect(x: 0, y: 0, width: -4, height: 4))),
            .text(TextNode("x", frame: Rect(x: 0, y: 0, width: 0, height: 4), font: FontSpec(size: 12), color: .white)),
            .text(TextNode("x", frame: Rect(x: 0, y: 0, width: 10, height: 10), font: FontSpec(size: nan), color: .white)),
            .fill(Rect(x: 10, y: 10, width: 2, height: 2), Color(red: 0, green: 0, blue: 1)),
        ])
        let renderer = CairoRenderer()
        let out = TestCanvas.render(scene, width: 16, height: 16, renderer: renderer)
        XCTAssertTrue(out.pixel(x: 10, y: 10) == (255, 0, 0, 255), "the last rect still draws")
        XCTAssertTrue(out.pixel(x: 12, y: 1) == (255, 255, 255, 255), "a NaN opacity counts as opaque")
        XCTAssertTrue(out.pixel(x: 2, y: 2) == (255, 0, 0, 0), "nothing degenerate drew at the origin")
        XCTAssertEqual(renderer.images.warnings.count, 0, "a degenerate image frame is skipped before loading")
    }

    func testAReplacedBufferIsWrappedAfresh() {
        let renderer = CairoRenderer()
        let a = TestCanvas.render(.empty, width: 4, height: 4, background: .white, renderer: renderer)
        let b = TestCanvas.render(.empty, width: 6, height: 3, background: Color(red: 1, green: 0, blue: 0), renderer: renderer)
        XCTAssertTrue(a.pixel(x: 3, y: 3) == (255, 255, 255, 255))
        XCTAssertTrue(b.pixel(x: 5, y: 2) == (255, 255, 0, 0))
    }
}
