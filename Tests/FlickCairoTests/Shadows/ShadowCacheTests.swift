@testable import FlickCairo
import FlickCore
import XCTest

final class ShadowCacheTests: XCTestCase {
    private let caster = Rect(x: 40, y: 40, width: 120, height: 80)

    private func render(_ scene: SceneNode, renderer: CairoRenderer = CairoRenderer()) -> OffscreenBuffer {
        TestCanvas.render(scene, width: 200, height: 160, background: .white, renderer: renderer)
    }

    func testAShadowDarkensAroundItsCasterAndFadesOut() {
        let out = render(.shadow(caster, Shadow(radius: 10, opacity: 0.5), cornerRadius: 8))
        XCTAssertLessThan(out.pixel(x: 100, y: 38).g, 225, "just above the caster")
        XCTAssertLessThan(out.pixel(x: 100, y: 38).g, out.pixel(x: 100, y: 30).g, "fades with distance")
        XCTAssertEqual(out.pixel(x: 100, y: 5).g, 255, "far away")
        XCTAssertEqual(Int(out.pixel(x: 100, y: 80).g), 128, accuracy: 1, "the full opacity under the caster")
    }

    func testAShadowIsSymmetricAndSeamlessAlongItsEdges() {
        let out = render(.shadow(caster, Shadow(radius: 10, opacity: 0.5), cornerRadius: 8))
        for d in 1..<14 {
            XCTAssertEqual(out.pixel(x: 100, y: 40 - d).g, out.pixel(x: 100, y: 119 + d).g, "above vs below at \(d)")
            XCTAssertEqual(out.pixel(x: 40 - d, y: 80).g, out.pixel(x: 159 + d, y: 80).g, "left vs right at \(d)")
        }
        // Along the top edge, neighbouring pixels never jump (no seams between slices).
        for y in [30, 35, 38] {
            for x in 20..<180 {
                let step = abs(Int(out.pixel(x: x, y: y).g) - Int(out.pixel(x: x + 1, y: y).g))
                XCTAssertLessThanOrEqual(step, 6, "at \(x),\(y)")
            }
            XCTAssertEqual(out.pixel(x: 80, y: y).g, out.pixel(x: 120, y: y).g)
        }
    }

    func testAnOffsetMovesTheShadow() {
        let out = render(.shadow(caster, Shadow(radius: 6, opacity: 1, offset: Point(0, 20)), cornerRadius: 0))
        XCTAssertEqual(out.pixel(x: 100, y: 45).g, 255)
        XCTAssertEqual(out.pixel(x: 100, y: 130).g, 0)
    }

    func testShadowTilesAreMadeOnceAcrossFrames() {
        let renderer = CairoRenderer()
        for i in 0..<20 {
            _ = render(.shadow(caster.offsetBy(dx: Double(i) * 0.37, dy: 0), Shadow(radius: 10, opacity: 0.5), cornerRadius: 8),
                       renderer: renderer)
        }
        XCTAssertEqual(renderer.shadows.tileCount, 1)
    }

    func testAFadedCardsShadowDoesNotShowThroughTheCard() {
        let card = SceneNode.snapshot(SnapshotNode(key: .test("c"), version: 0, size: caster.size, frame: caster, opacity: 0.5,
                                                   shadow: Shadow(radius: 10, opacity: 1), cornerRadius: 8) {
            .fill(Rect(x: 0, y: 0, width: 120, height: 80), .black)
        })
        let out = render(card)
        XCTAssertEqual(Int(out.pixel(x: 100, y: 80).g), 128, accuracy: 1, "card at half opacity over white only")
        XCTAssertEqual(Int(out.pixel(x: 45, y: 80).g), 128, accuracy: 1, "near the card's edge too")
        XCTAssertLessThan(out.pixel(x: 100, y: 36).g, 250, "the shadow still shows outside")
    }

    func testAScaledShadowStaysSeamless() {
        let scene = SceneNode.group(GroupNode([.shadow(caster, Shadow(radius: 10, opacity: 0.5), cornerRadius: 8)],
                                              transform: .scale(0.63, about: Point(100, 80))))
        let out = render(scene)
        for x in 50..<150 {
            let step = abs(Int(out.pixel(x: x, y: 50).g) - Int(out.pixel(x: x + 1, y: 50).g))
            XCTAssertLessThanOrEqual(step, 8, "at \(x)")
        }
        XCTAssertLessThan(out.pixel(x: 100, y: 80).g, 140)
    }
}
