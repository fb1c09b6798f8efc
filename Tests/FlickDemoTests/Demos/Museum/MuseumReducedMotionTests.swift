import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumReducedMotionTests: XCTestCase {
    private func art(_ h: MuseumHarness) -> SnapshotNode? {
        SceneProbe.snapshots(h.frame()).first { MuseumHarness.isArt($0.key) }
    }

    func testWithReducedMotionTheDetailFadesInPlaceInsteadOfFlyingFromTheTile() {
        let h = MuseumHarness()
        h.museum.layout(size: h.museum.size, now: 0, environment: ComponentEnvironment(reducedMotion: true))
        h.click(h.pictureCenter(2))
        h.run(0.08)
        let a = art(h)!
        XCTAssertEqual(a.frame, h.browser.detail.layout.art, "already where it ends")
        XCTAssertGreaterThan(a.opacity, 0)
        XCTAssertLessThan(a.opacity, 1)
        XCTAssertTrue(SceneProbe.snapshots(h.frame()).contains { $0.key == h.tileKey(.collections, "c2") },
                      "its tile stays in the grid under the fade")
        h.settle()
        XCTAssertEqual(art(h)?.opacity, 1)
    }

    func testWithReducedMotionTabsCrossFadeInPlace() {
        let h = MuseumHarness()
        h.museum.layout(size: h.museum.size, now: 0, environment: ComponentEnvironment(reducedMotion: true))
        h.key("Right")
        h.run(0.08)
        guard case .group(let root) = h.frame() else { return XCTFail("a group") }
        let layers = root.children.dropLast().compactMap { node -> GroupNode? in
            if case .group(let g) = node { return g }
            return nil
        }
        XCTAssertEqual(layers.count, 2, "both tabs")
        XCTAssertTrue(layers.allSatisfy { $0.transform == .identity && $0.opacity > 0 && $0.opacity < 1 })
        XCTAssertEqual(layers[0].opacity + layers[1].opacity, 1, accuracy: 1e-9)
    }

    func testWithoutReducedMotionTabsSlide() {
        let h = MuseumHarness()
        h.key("Right")
        h.run(0.08)
        guard case .group(let root) = h.frame(), case .group(let first) = root.children[0] else { return XCTFail("groups") }
        XCTAssertLessThan(first.transform.tx, 0)
        XCTAssertEqual(first.opacity, 1)
    }
}
