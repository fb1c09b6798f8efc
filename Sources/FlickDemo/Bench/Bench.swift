import FlickApp
import FlickCairo
import FlickCore
import FlickKit
import Foundation

/// `flick bench`: frame cost while a scripted continuous gesture runs, headless (docs/CONTRACTS.md §7).
public struct Bench {
    public var demo: DemoName
    /// Window (device) size: frames and the reference frame are this many pixels.
    public var size: Size
    /// UI scale: the demo lays out at `size / scale` and is drawn at `size`.
    public var scale: Double
    public var pages: Int
    public var frames: Int
    /// A mouse drag (the default) or a touchpad two-finger scroll of the same travel.
    public var input: BenchInput

    /// Frames of one drag across the window, then frames of free settling, per stroke.
    static let dragFrames = 36
    static let releaseFrames = 12
    static let referenceIterations = 200
    static let warmupFrames = 30

    /// `.light` or `.dark` (the default; the system is never read).
    public var theme: ThemePreference

    public init(demo: DemoName, size: Size, scale: Double = 1, pages: Int, frames: Int, input: BenchInput = .mouse,
                theme: ThemePreference = .dark) {
        self.demo = demo; self.size = size; self.scale = scale; self.pages = pages; self.frames = frames
        self.input = input
        self.theme = theme
    }

    public func run() -> BenchResult {
        // Pango's font caches go when the bench is done (the map is reference counted).
        defer { FontMap.releaseDefault() }
        let fps = 60.0
        var frame = 0
        var now: Double { Double(frame) / fps }
        let app = AppController(demo: demo, size: size, scale: scale, pages: pages, theme: theme, now: 0)
        // The frames are timed as a window's trace times them (`--trace-frames`): one meter.
        let meter = FrameMeter()
        app.frameMeter = meter
        let target = OffscreenBuffer(width: Int(size.width), height: Int(size.height))
        var times: [Double] = []
        times.reserveCapacity(frames)
        // The grid's strokes run up and down the middle; the others' across it.
        let vertical = input == .grid
        let y = vertical ? size.width / 2 : size.height / 2
        let extent = vertical ? size.height : size.width
        let left = extent * 0.25, right = extent * 0.75
        var stroke = 0
        if vertical { app.handle(.key(KeyInput(key: KeyCombo("g", modifiers: [.control, .shift]), time: 0)), now: 0) }

        while times.count < frames {
            let forward = stroke % 2 == 0
            let (a, b) = forward ? (right, left) : (left, right)
            for k in 0..<(Bench.dragFrames + Bench.releaseFrames) where times.count < frames {
                frame += 1
                for event in Bench.events(input, frame: k, from: a, to: b, y: y, time: now) { app.handle(event, now: now) }
                app.advance(to: now)
                app.render(into: target.buffer, now: now)
                if frame > Bench.warmupFrames, let ms = meter.lastMs { times.append(ms) }
            }
            stroke += 1
        }
        let reference = Percentiles(ReferenceFrame.measure(size: size, iterations: Bench.referenceIterations)).value(50)
        let p = Percentiles(times)
        return BenchResult(demo: demo, size: size, scale: scale, pages: pages, frames: times.count,
                           p50: p.value(50), p99: p.value(99), max: p.largest,
                           referenceMs: reference, rssMB: ResidentMemory.megabytes())
    }

    /// The input of frame `k` of a stroke from x = `a` to `b` along row `y` (device pixels): a
    /// mouse drag (press, one motion a frame, release on the last drag frame), or a touchpad's
    /// two-finger scroll whose fingers travel the same way (the content follows them, so each
    /// scroll delta is minus their step; the pan ends after the recognizer's gap). For the grid
    /// the stroke is a mouse drag from y = `a` to `b` along column `y`.
    static func events(_ input: BenchInput, frame k: Int, from a: Double, to b: Double, y: Double,
                       time: Double) -> [InputEvent] {
        func x(_ k: Int) -> Double { a + (b - a) * Double(k) / Double(Bench.dragFrames - 1) }
        guard k < Bench.dragFrames else { return [] }
        switch input {
        case .mouse, .grid:
            func pointer(_ x: Double) -> PointerInput {
                PointerInput(location: input == .grid ? Point(y, x) : Point(x, y), button: 1, time: time)
            }
            if k == 0 { return [.pointerDown(pointer(a))] }
            let move = InputEvent.pointerMove(pointer(x(k)))
            return k == Bench.dragFrames - 1 ? [move, .pointerUp(pointer(x(k)))] : [move]
        case .touchpad:
            guard k > 0 else { return [] }
            return [.smoothScroll(SmoothScrollInput(location: Point(a, y), delta: Point(x(k - 1) - x(k), 0),
                                                    device: .touchpad, time: time))]
        }
    }
}
