import FlickTestSupport
import XCTest
import FlickCore
@testable import FlickKit

/// `placedScene(in:size:at:)`: a versioned child at rest is a snapshot keyed by itself, anything
/// else is drawn live, translated and scaled into its frame.
final class ComponentPlacementTests: XCTestCase {
    private func page(versioned: Bool = true) -> SwiperTestPage {
        let p = SwiperTestPage(id: "A", name: "Aurora")
        p.isVersioned = versioned
        p.layout(size: Size(200, 100), now: 0)
        return p
    }

    func testAVersionedChildAtRestIsASnapshotKeyedByItselfWithItsVersion() {
        let p = page()
        let frame = Rect(x: 30, y: 40, width: 100, height: 50)
        guard case .snapshot(let s) = p.placedScene(in: frame, size: Size(200, 100), now: 0, opacity: 0.5,
                                                    cornerRadius: 6, isOpaque: true) else { return XCTFail("a snapshot") }
        XCTAssertEqual(s.key, SnapshotKey(p))
        XCTAssertTrue(s.key.owner === p)
        XCTAssertEqual(s.version, 0)
        XCTAssertEqual(s.size, Size(200, 100))
        XCTAssertEqual(s.frame, frame)
        XCTAssertEqual(s.opacity, 0.5)
        XCTAssertEqual(s.cornerRadius, 6)
        XCTAssertTrue(s.isOpaque)
        XCTAssertEqual(SceneProbe.texts(s.content()), ["A", "Aurora", "Taps: 0"])
        _ = p.handle(.tap(Point(1, 1), count: 1, button: 1, modifiers: []), now: 0)
        guard case .snapshot(let after) = p.placedScene(in: frame, size: Size(200, 100), now: 0) else { return XCTFail() }
        XCTAssertEqual(after.version, 1, "the child's new version")
    }

    func testTwoChildrenNeverShareAKey() {
        let a = page(), b = page()
        let keys = [a, b].compactMap { c -> SnapshotKey? in
            guard case .snapshot(let s) = c.placedScene(in: Rect(size: Size(200, 100)), size: Size(200, 100), now: 0) else { return nil }
            return s.key
        }
        XCTAssertEqual(keys.count, 2)
        XCTAssertNotEqual(keys[0], keys[1])
    }

    func testAnUnversionedChildIsDrawnLiveTranslatedAndScaledIntoItsFrame() {
        let p = page(versioned: false)
        guard case .group(let g) = p.placedScene(in: Rect(x: 30, y: 40, width: 100, height: 50), size: Size(200, 100),
                                                 now: 0, opacity: 0.7) else { return XCTFail("a live group") }
        XCTAssertEqual(g.transform, AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 30, ty: 40))
        XCTAssertEqual(g.clip, Rect(size: Size(200, 100)), "clipped to the child's bounds")
        XCTAssertEqual(g.opacity, 0.7)
        XCTAssertEqual(SceneProbe.texts(.group(g)), ["A", "Aurora", "Taps: 0"])
        guard case .group(let unscaled) = p.placedScene(in: Rect(x: 5, y: 6, width: 200, height: 100),
                                                        size: Size(200, 100), now: 0) else { return XCTFail() }
        XCTAssertEqual(unscaled.transform, .translation(5, 6))
    }

    func testAnAnimatingChildIsDrawnLiveWhateverItsVersion() {
        let p = page()
        p.animatingUntil = 1
        guard case .group = p.placedScene(in: Rect(size: Size(200, 100)), size: Size(200, 100), now: 0.5) else {
            return XCTFail("live while it animates")
        }
        guard case .snapshot = p.placedScene(in: Rect(size: Size(200, 100)), size: Size(200, 100), now: 1) else {
            return XCTFail("cached again at rest")
        }
    }

    func testALiveChildWithRoundedCornersIsDrawnAfreshThroughItsOwnSnapshot() {
        let p = page(versioned: false)
        let shots = (0..<2).compactMap { _ -> SnapshotNode? in
            guard case .snapshot(let s) = p.placedScene(in: Rect(size: Size(200, 100)), size: Size(200, 100), now: 0,
                                                        cornerRadius: 8) else { return nil }
            return s
        }
        XCTAssertEqual(shots.count, 2)
        XCTAssertEqual(shots[0].key, SnapshotKey(p, part: LiveDrawing.part))
        XCTAssertNotEqual(shots[0].key, SnapshotKey(p), "apart from the cached image")
        XCTAssertTrue(shots.allSatisfy(\.drawsAfresh), "drawn afresh every time, whatever its version")
    }

    func testDegenerateSizesDrawNothing() {
        let p = page()
        for (frame, size) in [(Rect(size: Size(10, 10)), Size(0, 10)), (Rect(x: .nan, y: 0, width: 10, height: 10), Size(10, 10)),
                              (Rect(size: Size(10, 10)), Size(.infinity, 10))] {
            guard case .empty = p.placedScene(in: frame, size: size, now: 0) else { return XCTFail("\(frame) \(size)") }
        }
    }
}
