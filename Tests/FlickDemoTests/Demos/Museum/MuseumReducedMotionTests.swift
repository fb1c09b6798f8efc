import FlickTestSupport
import FlickCore
import XCTest
@testable import FlickDemo
@testable import FlickKit

final class MuseumReducedMotionTests: XCTestCase {
    /// The texts a frame shows (opacity above 0, snapshot content included).
    private func shownTexts(_ h: MuseumHarness) -> Set<String> {
        Set(SceneProbe.visibleTexts(h.frame()).map(\.text))
    }

    /// Runs frame by frame until the museum rests, checking each frame with `check`.
    private func eachFrame(_ h: MuseumHarness, _ check: (Int, SceneNode) -> Void) {
        var i = 0
        repeat {
            h.run(1.0 / 60)
            check(i, h.frame())
            i += 1
        } while h.museum.isAnimating(now: h.now) && i < 300
    }

    func testWithReducedMotionTheDetailFadesInPlaceAfterTheGridWithoutFlyingFromTheTile() {
        let h = MuseumHarness()
        h.museum.layout(size: h.museum.size, now: 0, environment: ComponentEnvironment(reducedMotion: true))
        // A caption only the grid shows, and a text only the detail shows.
        let gridText = "Collection 0", detailText = "About collection 2."
        XCTAssertTrue(shownTexts(h).contains(gridText))
        for (step, act) in [("open", { h.click(h.pictureCenter(2)) }), ("close", { h.key("Escape") })] {
            act()
            var seen = Set<String>()
            eachFrame(h) { i, frame in
                let texts = Set(SceneProbe.visibleTexts(frame).map(\.text))
                XCTAssertFalse(texts.contains(gridText) && texts.contains(detailText),
                               "\(step), frame \(i): the grid's captions and the detail's text show at once")
                seen.formUnion(texts)
                for art in SceneProbe.snapshots(frame) where MuseumHarness.isArt(art.key) {
                    XCTAssertEqual(art.frame, h.browser.detail.layout.art, "\(step), frame \(i): the picture does not fly")
                }
            }
            XCTAssertTrue(seen.isSuperset(of: [gridText, detailText]), "\(step): both, one after the other")
        }
        XCTAssertEqual(h.state["museum.detail"], "none")
        XCTAssertTrue(shownTexts(h).contains(gridText))
    }

    func testWithReducedMotionTabsFadeInPlaceOneAfterTheOther() {
        let h = MuseumHarness()
        h.museum.layout(size: h.museum.size, now: 0, environment: ComponentEnvironment(reducedMotion: true))
        h.key("Right")
        eachFrame(h) { i, frame in
            guard case .group(let root) = frame else { return XCTFail("a group") }
            let layers = root.children.dropLast().compactMap { node -> GroupNode? in
                if case .group(let g) = node, g.opacity > 0 { return g }
                return nil
            }
            XCTAssertLessThanOrEqual(layers.count, 1, "frame \(i): one tab at a time")
            XCTAssertTrue(layers.allSatisfy { $0.transform == .identity }, "frame \(i): in place")
        }
        XCTAssertEqual(h.state["museum.tab"], "favorites")
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
