@testable import FlickCairo
import FlickCore
import XCTest

final class SnapshotCacheTests: XCTestCase {
    private func snapshot(key: String = "s", version: Int = 0, size: Size, frame: Rect, opacity: Double = 1,
                          content: @escaping () -> SceneNode) -> SceneNode {
        .snapshot(SnapshotNode(key: .test(key), version: version, size: size, frame: frame, opacity: opacity, content: content))
    }


    func testASnapshotAtScaleOneLandsOnWholePixels() {
        let content: () -> SceneNode = { .fill(Rect(x: 0, y: 0, width: 10, height: 6), Color(red: 1, green: 0, blue: 0)) }
        let scene = SceneNode.translated(0.3, 0.2, [snapshot(size: Size(10, 6), frame: Rect(x: 4.1, y: 2.2, width: 10, height: 6),
                                                             content: content)])
        let out = TestCanvas.render(scene, width: 20, height: 12)
        // 4.4 rounds to 4 and 2.4 to 2: every pixel is either fully red or untouched.
        for y in 0..<12 {
            for x in 0..<20 {
                let inside = x >= 4 && x < 14 && y >= 2 && y < 8
                let expected: (UInt8, UInt8, UInt8, UInt8) = inside ? (255, 255, 0, 0) : (255, 0, 0, 0)
                XCTAssertTrue(out.pixel(x: x, y: y) == expected, "pixel \(x),\(y) is \(out.pixel(x: x, y: y))")
            }
        }
    }

    func testAnOpaqueSnapshotOfAFractionalSizeShowsNoDarkEdge() {
        // A grey page 60.05 px wide (a center narrowed by a docked side sliding in) over a white
        // window: its image is 61 px, and without alpha the last column stayed almost black, so
        // the page's right edge showed a dark line (black pixels over a dark photo) while it moved.
        let size = Size(60.05, 20)
        let scene = SceneNode.snapshot(SnapshotNode(key: .test("fractional"), version: 0, size: size,
                                                    frame: Rect(origin: .zero, size: size), isOpaque: true) {
            .fill(Rect(size: size), Color(red: 0.5, green: 0.5, blue: 0.5))
        })
        let out = TestCanvas.render(scene, width: 70, height: 20, background: .white)
        for x in 0..<62 {
            XCTAssertGreaterThanOrEqual(out.pixel(x: x, y: 10).g, 120, "column \(x) is \(out.pixel(x: x, y: 10))")
        }
    }

    func testAScaledSnapshotFillsItsFrame() {
        let scene = snapshot(size: Size(100, 100), frame: Rect(x: 20, y: 20, width: 60, height: 60)) {
            .fill(Rect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 0, blue: 0))
        }
        let out = TestCanvas.render(scene, width: 100, height: 100)
        XCTAssertTrue(out.pixel(x: 50, y: 50) == (255, 255, 0, 0))
        XCTAssertTrue(out.pixel(x: 21, y: 78) == (255, 255, 0, 0))
        XCTAssertTrue(out.pixel(x: 18, y: 50) == (255, 0, 0, 0))
        XCTAssertTrue(out.pixel(x: 81, y: 50) == (255, 0, 0, 0))
    }

    func testSnapshotOpacityFadesTheCard() {
        let scene = snapshot(size: Size(10, 10), frame: Rect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5) {
            .fill(Rect(x: 0, y: 0, width: 10, height: 10), .white)
        }
        let out = TestCanvas.render(scene, width: 10, height: 10)
        XCTAssertEqual(Int(out.pixel(x: 5, y: 5).g), 128, accuracy: 1)
    }

    func testARoundedSnapshotAtAFractionalPlaceHasNoSeamsAroundItsCorners() {
        // A white card scaled to a fractional frame over black: every pixel clear of the rounded
        // corners and of the outer edges is fully white, also along the lines where the cheap
        // path's middle parts meet its corner squares (once a 1 px seam at each corner).
        let frame = Rect(x: 10.4, y: 8.6, width: 60.3, height: 40.7)
        let scene = SceneNode.snapshot(SnapshotNode(key: .test("seams"), version: 0, size: Size(120, 80), frame: frame,
                                                    cornerRadius: 10.5) {
            .fill(Rect(x: 0, y: 0, width: 120, height: 80), .white)
        })
        let out = TestCanvas.render(scene, width: 90, height: 60)
        let r = 10.5, inner = frame.insetBy(dx: 1, dy: 1)
        var seams: [String] = []
        for y in Int(inner.minY.rounded(.up))..<Int(inner.maxY.rounded(.down)) {
            for x in Int(inner.minX.rounded(.up))..<Int(inner.maxX.rounded(.down)) {
                // Skip the pixels near the rounded outline of each corner.
                let cx = min(max(Double(x) + 0.5, frame.minX + r), frame.maxX - r)
                let cy = min(max(Double(y) + 0.5, frame.minY + r), frame.maxY - r)
                let d = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                guard d < r - 1.5 else { continue }
                if out.pixel(x: x, y: y).g != 255 { seams.append("\(x),\(y): \(out.pixel(x: x, y: y).g)") }
            }
        }
        XCTAssertEqual(seams, [], "pixels inside the card that are not fully white")
    }

    func testSnapshotCornersAreClippedToTheCornerRadius() {
        let scene = SceneNode.snapshot(SnapshotNode(key: .test("r"), version: 0, size: Size(40, 40),
                                                    frame: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 12) {
            .fill(Rect(x: 0, y: 0, width: 40, height: 40), .white)
        })
        let out = TestCanvas.render(scene, width: 40, height: 40)
        XCTAssertEqual(out.pixel(x: 0, y: 0).g, 0)
        XCTAssertEqual(out.pixel(x: 20, y: 20).g, 255)
    }

    func testASnapshotThatDrawsAfreshIsDrawnEveryTimeAtTheSameVersion() {
        let renderer = CairoRenderer()
        let buffer = OffscreenBuffer(width: 32, height: 32)
        var drawn = 0
        let node = SceneNode.snapshot(SnapshotNode(key: .test("live"), version: 0, size: Size(32, 32),
                                                   frame: Rect(x: 0, y: 0, width: 32, height: 32), drawsAfresh: true) {
            drawn += 1
            return .fill(Rect(x: 0, y: 0, width: 32, height: 32), .white)
        })
        for _ in 0..<3 { renderer.render(node, into: buffer.buffer) }
        XCTAssertEqual(drawn, 3, "no counter needed to keep it from the cache")
        XCTAssertEqual(renderer.snapshots.renderCount, 3)
    }

    func testASnapshotRendersOnceAcrossFramesAndAgainAfterAVersionBump() {
        let renderer = CairoRenderer()
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 64, height: 64)
        for i in 0..<30 {
            let frame = Rect(x: Double(i) * 0.7, y: 3, width: 32, height: 32)
            renderer.render(DemoScene.countingSnapshot(key: "page", version: 1, frame: frame, counter: counter),
                            into: buffer.buffer)
        }
        XCTAssertEqual(renderer.snapshots.renderCount, 1)
        XCTAssertEqual(counter.value, 1)
        for _ in 0..<5 {
            renderer.render(DemoScene.countingSnapshot(key: "page", version: 2, frame: Rect(x: 0, y: 0, width: 32, height: 32),
                                                       counter: counter), into: buffer.buffer)
        }
        XCTAssertEqual(renderer.snapshots.renderCount, 2)
        XCTAssertEqual(counter.value, 2)
    }

    func testANewSnapshotSizeRendersTheContentAgain() {
        let renderer = CairoRenderer()
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 64, height: 64)
        renderer.render(DemoScene.countingSnapshot(key: "k", version: 0, frame: Rect(x: 0, y: 0, width: 20, height: 20),
                                                   counter: counter), into: buffer.buffer)
        renderer.render(DemoScene.countingSnapshot(key: "k", version: 0, frame: Rect(x: 0, y: 0, width: 30, height: 20),
                                                   counter: counter), into: buffer.buffer)
        XCTAssertEqual(counter.value, 2)
        XCTAssertEqual(renderer.snapshots.count, 1)
    }

    func testAnOffscreenSnapshotIsNotRendered() {
        let renderer = CairoRenderer()
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 50, height: 50)
        renderer.render(DemoScene.countingSnapshot(key: "far", version: 0, frame: Rect(x: 500, y: 0, width: 40, height: 40),
                                                   counter: counter), into: buffer.buffer)
        XCTAssertEqual(counter.value, 0)
        XCTAssertEqual(renderer.snapshots.count, 0)
    }

    func testTheCacheStaysBoundedWhenAThousandKeysAreDrawnOverFrames() {
        let renderer = CairoRenderer()
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 200, height: 40)
        var largest = 0
        for frame in 0..<100 {
            let cards = (0..<10).map { i in
                DemoScene.countingSnapshot(key: "page-\(frame * 10 + i)", version: 0,
                                           frame: Rect(x: Double(i) * 20, y: 0, width: 20, height: 20), counter: counter)
            }
            renderer.render(.stack(cards), into: buffer.buffer)
            largest = max(largest, renderer.snapshots.count)
        }
        XCTAssertEqual(counter.value, 1000)
        XCTAssertLessThanOrEqual(largest, renderer.snapshots.maxEntries)
        for _ in 0...renderer.snapshots.maxIdleFrames { renderer.render(.empty, into: buffer.buffer) }
        XCTAssertEqual(renderer.snapshots.count, 0, "entries unused for longer than maxIdleFrames are dropped")
    }

    func testSnapshotsDrawnInTheCurrentFrameSurviveTheEntryLimit() {
        let renderer = CairoRenderer()
        renderer.snapshots.maxEntries = 2
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 100, height: 20)
        let scene = SceneNode.stack((0..<4).map { i in
            DemoScene.countingSnapshot(key: "k\(i)", version: 0, frame: Rect(x: Double(i) * 20, y: 0, width: 20, height: 20),
                                       counter: counter)
        })
        renderer.render(scene, into: buffer.buffer)
        renderer.render(scene, into: buffer.buffer)
        XCTAssertEqual(renderer.snapshots.count, 4)
        XCTAssertEqual(counter.value, 4, "no thrashing while all four are on screen")
        renderer.render(.empty, into: buffer.buffer)
        XCTAssertEqual(renderer.snapshots.count, 2)
    }

    func testRemoveAndRemoveAllForgetSnapshots() {
        let renderer = CairoRenderer()
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 50, height: 50)
        let scene = SceneNode.stack([
            DemoScene.countingSnapshot(key: "a", version: 0, frame: Rect(x: 0, y: 0, width: 10, height: 10), counter: counter),
            DemoScene.countingSnapshot(key: "b", version: 0, frame: Rect(x: 10, y: 0, width: 10, height: 10), counter: counter),
        ])
        renderer.render(scene, into: buffer.buffer)
        XCTAssertEqual(renderer.snapshots.count, 2)
        renderer.snapshots.remove(key: .test("a"))
        XCTAssertEqual(renderer.snapshots.count, 1)
        XCTAssertFalse(renderer.snapshots.contains(key: .test("a")))
        renderer.render(scene, into: buffer.buffer)
        XCTAssertEqual(counter.value, 3)
        renderer.snapshots.removeAll()
        XCTAssertEqual(renderer.snapshots.count, 0)
    }

    func testSnapshotContentStartsTransparent() {
        let renderer = CairoRenderer()
        let buffer = OffscreenBuffer(width: 20, height: 20)
        func scene(_ version: Int, _ width: Double) -> SceneNode {
            .snapshot(SnapshotNode(key: .test("t"), version: version, size: Size(20, 20), frame: Rect(x: 0, y: 0, width: 20, height: 20)) {
                .fill(Rect(x: 0, y: 0, width: width, height: 20), .white)
            })
        }
        renderer.render(scene(0, 20), into: buffer.buffer)
        renderer.render(scene(1, 5), into: buffer.buffer)
        XCTAssertTrue(buffer.pixel(x: 15, y: 10) == (255, 0, 0, 0), "the old content was cleared before re-rendering")
        XCTAssertTrue(buffer.pixel(x: 2, y: 10) == (255, 255, 255, 255))
    }
}

/// Snapshot keys are tied to their owner's identity, never to a name.
final class SnapshotKeyIdentityTests: XCTestCase {
    private final class Owner {}

    private func red(_ key: SnapshotKey, counter: Counter) -> SceneNode {
        .snapshot(SnapshotNode(key: key, version: 0, size: Size(10, 10), frame: Rect(x: 0, y: 0, width: 10, height: 10)) {
            counter.value += 1
            return .fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(red: 1, green: 0, blue: 0))
        })
    }

    func testTwoOwnersWithTheSamePartNeverShareAnImage() {
        let renderer = CairoRenderer()
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 20, height: 20)
        let a = Owner(), b = Owner()
        for _ in 0..<3 {
            renderer.render(.stack([red(SnapshotKey(a, part: "page"), counter: counter),
                                    red(SnapshotKey(b, part: "page"), counter: counter)]), into: buffer.buffer)
        }
        XCTAssertEqual(counter.value, 2, "one image each, drawn once")
        XCTAssertEqual(renderer.snapshots.count, 2)
        XCTAssertNotEqual(SnapshotKey(a, part: "page"), SnapshotKey(b, part: "page"))
        XCTAssertNotEqual(SnapshotKey(a, part: 1), SnapshotKey(a, part: "1"), "an Int part is not a String part")
    }

    func testAFreedOwnersImageIsNotReusedByANewObjectAtTheSameAddress() {
        let renderer = CairoRenderer()
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 20, height: 20)
        var first: Owner? = Owner()
        let firstID = ObjectIdentifier(first!)
        let firstKey = SnapshotKey(first!, part: 0)
        renderer.render(red(firstKey, counter: counter), into: buffer.buffer)
        XCTAssertTrue(renderer.snapshots.contains(key: firstKey))
        first = nil
        XCTAssertFalse(firstKey.isOwnerAlive)
        XCTAssertFalse(renderer.snapshots.contains(key: firstKey), "a freed owner's image matches nothing")
        // The allocator hands a freed block out again: find the object that got the same address.
        var kept: [Owner] = []
        var reused: Owner?
        for _ in 0..<10_000 {
            let o = Owner()
            if ObjectIdentifier(o) == firstID { reused = o; break }
            kept.append(o)
        }
        guard let second = reused else { return XCTFail("no new object landed at the freed address") }
        let secondKey = SnapshotKey(second, part: 0)
        XCTAssertEqual(secondKey, firstKey, "same address and part: the keys hash alike")
        XCTAssertFalse(secondKey.refersToSameOwner(as: firstKey))
        renderer.render(red(secondKey, counter: counter), into: buffer.buffer)
        XCTAssertEqual(counter.value, 2, "the new owner's image is drawn, not the freed one's reused")
        XCTAssertEqual(renderer.snapshots.count, 1, "the freed owner's entry was replaced")
    }

    func testAFreedOwnersImagesAreDroppedAtTheEndOfTheFrame() {
        let renderer = CairoRenderer()
        let counter = Counter()
        let buffer = OffscreenBuffer(width: 20, height: 20)
        var owner: Owner? = Owner()
        renderer.render(red(SnapshotKey(owner!), counter: counter), into: buffer.buffer)
        XCTAssertEqual(renderer.snapshots.count, 1)
        owner = nil
        renderer.render(.empty, into: buffer.buffer)
        XCTAssertEqual(renderer.snapshots.count, 0)
    }
}
