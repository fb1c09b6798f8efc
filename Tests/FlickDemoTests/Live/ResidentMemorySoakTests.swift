@testable import FlickDemo
import FlickCairo
import FlickCore
import Foundation
import XCTest

/// Memory stays bounded in a long headless run (issue 13, items 6 and 7): every demo renders
/// 20,000 frames under seeded random input (drags, clicks, wheel, keys, a few resizes); the
/// resident size after 20,000 frames stays within a few MB of the size after 2,000. In a test
/// process that already holds freed memory growth could hide in it, so each measurement first
/// hands free heap pages back to the system (`malloc_trim`) and is then read both raw and trimmed.
final class ResidentMemorySoakTests: XCTestCase {
    static let frames = 20_000
    static let earlyFrame = 2_000
    /// Allowed growth of the raw resident size from frame 2,000 to frame 20,000, MB (looser: in a
    /// process that ran other tests, freed heap pages come and go with malloc's arenas).
    static let allowedGrowthMB = 10.0
    /// Allowed growth of the trimmed resident size from frame 2,000 to frame 20,000, MB.
    static let allowedHeapGrowthMB = 6.0

    /// The resident size after glibc's `malloc_trim(0)` returned every free heap page (MB):
    /// close to the memory really in use. (`malloc.h` is not in Swift's Glibc module: looked up.)
    static func trimmedResidentMB() -> Double {
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
        return ResidentMemory.megabytes()
    }
    /// The shell shows each demo for this many frames at the start (well before `earlyFrame`).
    static let warmUpFrames = 120
    static let sizes = [Size(480, 320), Size(400, 360), Size(520, 300)]

    /// Runs one demo; returns RSS and heap in use (MB) at frame 2,000 and at the end.
    private func soak(_ demo: DemoName, seed: UInt64) -> (early: Double, late: Double, earlyHeap: Double, lateHeap: Double) {
        var random = SeededRandom(seed: seed)
        var size = Self.sizes[0]
        let app = AppController(demo: demo, size: size, now: 0)
        var buffer = OffscreenBuffer(width: Int(size.width), height: Int(size.height))
        var early = 0.0, earlyHeap = 0.0
        var drag: (from: Point, to: Point, frame: Int, length: Int)?
        let keys = ["Right", "Left", "Up", "Down", "Next", "Prior", "Return", "Escape", "Tab", "BackSpace", "F9", "F10",
                    "r", "t", "plus", "minus", "space", "1", "2", "Home", "End"]
        func point() -> Point { Point(random.unit() * size.width, random.unit() * size.height) }
        // The shell keeps every demo it has shown: show each once before the early mark, so the
        // growth measured is the run's, not the making of demos the input happens to reach late.
        let warmUp = (app.root as? Shell).map { _ in DemoName.allCases.filter { $0 != .shell } } ?? []
        for frame in 1...Self.frames {
            let now = Double(frame) / 60
            if frame % Self.warmUpFrames == 0, frame / Self.warmUpFrames <= warmUp.count, let shell = app.root as? Shell {
                shell.choose(warmUp[frame / Self.warmUpFrames - 1], now: now)
            }
            if var d = drag {
                d.frame += 1
                let f = Double(d.frame) / Double(d.length)
                let p = Point(d.from.x + (d.to.x - d.from.x) * f, d.from.y + (d.to.y - d.from.y) * f)
                if d.frame >= d.length {
                    app.handle(.pointerUp(PointerInput(location: p, button: 1, time: now)), now: now)
                    drag = nil
                } else {
                    app.handle(.pointerMove(PointerInput(location: p, button: 1, time: now)), now: now)
                    drag = d
                }
            } else if random.chance(0.08) {
                switch random.below(10) {
                case 0...3:
                    let from = point()
                    drag = (from, point(), 0, random.below(30) + 2)
                    app.handle(.pointerDown(PointerInput(location: from, button: 1, time: now)), now: now)
                case 4...5:
                    let p = point()
                    app.handle(.pointerDown(PointerInput(location: p, button: 1, time: now)), now: now)
                    app.handle(.pointerUp(PointerInput(location: p, button: 1, time: now)), now: now)
                case 6:
                    let dy = random.chance(0.5) ? 1.0 : -1.0
                    let mods: Modifiers = random.chance(0.2) ? [.control] : []
                    app.handle(.scroll(ScrollInput(location: point(), delta: Point(0, dy), modifiers: mods, time: now)), now: now)
                case 7 where random.chance(0.05):
                    size = random.pick(Self.sizes)
                    app.resize(to: size, now: now)
                    buffer = OffscreenBuffer(width: Int(size.width), height: Int(size.height))
                default:
                    app.handle(.key(KeyInput(key: KeyCombo(random.pick(keys)), time: now)), now: now)
                }
            }
            app.advance(to: now)
            app.render(into: buffer.buffer, now: now)
            if frame == Self.earlyFrame { (early, earlyHeap) = (ResidentMemory.megabytes(), Self.trimmedResidentMB()) }
        }
        let late = ResidentMemory.megabytes()
        return (early, late, earlyHeap, Self.trimmedResidentMB())
    }

    func testResidentMemoryAfterTwentyThousandFramesStaysNearItsSizeAfterTwoThousand() {
        var report: [String] = []
        for (i, demo) in DemoName.allCases.enumerated() {
            let (early, late, earlyHeap, lateHeap) = soak(demo, seed: UInt64(500 + i))
            report.append(String(format: "%@: RSS %.1f MB after %d frames, %.1f MB after %d (trimmed %.1f, %.1f)",
                                 demo.rawValue, early, Self.earlyFrame, late, Self.frames, earlyHeap, lateHeap))
            XCTAssertLessThanOrEqual(late - early, Self.allowedGrowthMB,
                                     "\(demo.rawValue): resident memory grew from \(early) MB to \(late) MB")
            XCTAssertLessThanOrEqual(lateHeap - earlyHeap, Self.allowedHeapGrowthMB,
                                     "\(demo.rawValue): the trimmed resident size grew from \(earlyHeap) MB to \(lateHeap) MB")
        }
        print("rss: " + report.joined(separator: "; "))
    }
}
