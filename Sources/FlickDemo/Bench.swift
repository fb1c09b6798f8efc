import FlickCairo
import FlickCore
import Foundation

/// `flick bench`: frame cost while a scripted continuous gesture runs, headless (DESIGN.md §7).
public struct Bench {
    public var demo: DemoName
    /// Window (device) size: frames and the reference frame are this many pixels.
    public var size: Size
    /// UI scale: the demo lays out at `size / scale` and is drawn at `size`.
    public var scale: Double
    public var pages: Int
    public var frames: Int

    /// Frames of one drag across the window, then frames of free settling, per stroke.
    static let dragFrames = 36
    static let releaseFrames = 12
    static let referenceIterations = 200
    static let warmupFrames = 30

    public init(demo: DemoName, size: Size, scale: Double = 1, pages: Int, frames: Int) {
        self.demo = demo; self.size = size; self.scale = scale; self.pages = pages; self.frames = frames
    }

    public func run() -> BenchResult {
        // Pango's font caches go when the bench is done (the map is reference counted).
        defer { FontMap.releaseDefault() }
        let fps = 60.0
        var frame = 0
        var now: Double { Double(frame) / fps }
        let app = AppController(demo: demo, size: size, scale: scale, pages: pages, now: 0)
        let target = OffscreenBuffer(width: Int(size.width), height: Int(size.height))
        var times: [Double] = []
        times.reserveCapacity(frames)
        let y = size.height / 2
        let left = size.width * 0.25, right = size.width * 0.75
        var stroke = 0

        func pointer(_ x: Double, button: Int) -> PointerInput {
            PointerInput(location: Point(x, y), button: button, time: now)
        }

        while times.count < frames {
            let forward = stroke % 2 == 0
            let (a, b) = forward ? (right, left) : (left, right)
            for k in 0..<(Bench.dragFrames + Bench.releaseFrames) where times.count < frames {
                frame += 1
                let t0 = DispatchTime.now().uptimeNanoseconds
                if k == 0 {
                    app.handle(.pointerDown(pointer(a, button: 1)), now: now)
                } else if k < Bench.dragFrames {
                    let x = a + (b - a) * Double(k) / Double(Bench.dragFrames - 1)
                    app.handle(.pointerMove(pointer(x, button: 1)), now: now)
                    if k == Bench.dragFrames - 1 { app.handle(.pointerUp(pointer(x, button: 1)), now: now) }
                }
                app.advance(to: now)
                app.render(into: target.buffer, now: now)
                let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
                if frame > Bench.warmupFrames { times.append(ms) }
            }
            stroke += 1
        }
        let reference = Percentiles(ReferenceFrame.measure(size: size, iterations: Bench.referenceIterations)).value(50)
        let p = Percentiles(times)
        return BenchResult(demo: demo, size: size, scale: scale, pages: pages, frames: times.count,
                           p50: p.value(50), p99: p.value(99), max: p.largest,
                           referenceMs: reference, rssMB: ResidentMemory.megabytes())
    }
}
