import FlickCairo
import FlickCore
import Foundation

/// Replays a scenario headless on virtual time (`flick record`): the same app, gestures and
/// renderer as the window, one frame every 1/fps of virtual time, PNGs for each `shot`.
public final class ScenarioRunner {
    public let demo: DemoName
    public let fps: Int
    public let outputDirectory: String
    /// UI scale the app is drawn at (window pixels per layout pixel).
    public let scale: Double
    public private(set) var app: AppController?
    /// Paths of the PNGs written so far.
    public private(set) var shots: [String] = []

    private var size: Size
    private var frame = 0
    /// Buttons and fingers the scenario holds down, with the line that pressed them (what a
    /// failed `settle` names).
    private var heldButtons: [Int: String] = [:]
    private var heldFingers: [Int: String] = [:]
    private var buffer: OffscreenBuffer?

    public init(demo: DemoName, size: Size, fps: Int, scale: Double = 1, outputDirectory: String) {
        self.demo = demo; self.size = size; self.fps = fps; self.outputDirectory = outputDirectory
        self.scale = scale
    }

    /// Virtual time of the current frame, seconds (exact multiples of the frame period).
    public var now: Double { Double(frame) / Double(fps) }

    /// Runs every line; throws `FlickError` with `FILE:LINE:` for a failed `expect` or `settle`.
    public func run(_ lines: [ScenarioLine]) throws {
        for line in lines {
            // The parser bounds the durations; `settle` lines may still add up past the limit.
            guard now * 1000 + line.command.durationMs <= ScenarioLimits.totalVirtualTimeMs else {
                throw FlickError.failure(at: line.location, "the scenario would run past \(ScenarioParser.limitText) of virtual "
                    + "time here (the most one scenario may run; each 'settle' counts what it took); split it into shorter scenarios")
            }
            try run(line)
        }
    }

    private func controller() -> AppController {
        if let app { return app }
        let made = AppController(demo: demo, size: size, scale: scale, now: now)
        app = made
        return made
    }

    private func run(_ line: ScenarioLine) throws {
        switch line.command {
        case .size(let w, let h):
            size = Size(Double(w), Double(h))
            app?.resize(to: size, now: now)
        case .wait(let ms):
            _ = controller()
            step(frames: frames(ms))
        case .move(let p, let mods):
            send(.pointerMove(PointerInput(location: p, button: 0, modifiers: mods, time: now)))
        case .down(let p, let b, let mods):
            heldButtons[b] = line.location
            send(.pointerDown(PointerInput(location: p, button: b, modifiers: mods, time: now)))
        case .up(let p, let b, let mods):
            heldButtons[b] = nil
            send(.pointerUp(PointerInput(location: p, button: b, modifiers: mods, time: now)))
        case .drag(let a, let b, let ms, let mods):
            send(.pointerDown(PointerInput(location: a, button: 1, modifiers: mods, time: now)))
            let n = max(1, frames(ms))
            for k in 1...n {
                step(frames: 1)
                let f = Double(k) / Double(n)
                let p = Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
                send(.pointerMove(PointerInput(location: p, button: 1, modifiers: mods, time: now)))
            }
            send(.pointerUp(PointerInput(location: b, button: 1, modifiers: mods, time: now)))
        case .click(let p, let mods):
            click(p, mods)
        case .doubleClick(let p, let mods):
            click(p, mods)
            step(frames: 1)
            click(p, mods)
        case .hold(let p, let ms, let mods):
            send(.pointerDown(PointerInput(location: p, button: 1, modifiers: mods, time: now)))
            step(frames: frames(ms))
            send(.pointerUp(PointerInput(location: p, button: 1, modifiers: mods, time: now)))
        case .scroll(let p, let dx, let dy, let mods):
            // X delivers one wheel event per notch.
            for _ in 0..<abs(dy) {
                send(.scroll(ScrollInput(location: p, delta: Point(0, dy > 0 ? 1 : -1), modifiers: mods, time: now)))
            }
            for _ in 0..<abs(dx) {
                send(.scroll(ScrollInput(location: p, delta: Point(dx > 0 ? 1 : -1, 0), modifiers: mods, time: now)))
            }
        case .touch(let id, let phase, let p):
            switch phase {
            case .began: heldFingers[id] = line.location
            case .ended, .cancelled: heldFingers[id] = nil
            default: break
            }
            send(.touch(TouchInput(id: id, phase: phase, location: p, time: now)))
        case .pinch(let p, let scale, let ms):
            // A touchpad pinch as XInput 2.4 reports it: begin at scale 1, one update a frame (the
            // fingers' spread growing evenly), the fingers lifting with the last one.
            send(.touchpadPinch(TouchpadPinchInput(phase: .began, center: p, scale: 1, time: now)))
            let n = max(1, frames(ms))
            for k in 1...n {
                step(frames: 1)
                let s = k == n ? scale : 1 + (scale - 1) * Double(k) / Double(n)
                send(.touchpadPinch(TouchpadPinchInput(phase: .changed, center: p, scale: s, time: now)))
            }
            send(.touchpadPinch(TouchpadPinchInput(phase: .ended, center: p, scale: scale, time: now)))
        case .swipe(let p, let dx, let dy, let ms):
            swipe(at: p, fingers: Point(dx, dy), ms: ms)
        case .key(let k):
            send(.key(KeyInput(key: k, time: now)))
        case .settle:
            let app = controller()
            let limit = frame + Int(Constants.settleLimitS * Double(fps))
            while app.isAnimating(now: now) {
                guard frame < limit else {
                    let seconds = Int(Constants.settleLimitS)
                    if let (button, pressed) = heldButtons.min(by: { $0.key < $1.key }) {
                        throw FlickError.failure(at: line.location, "button \(button) is still down (pressed at \(pressed)) after \(seconds) s of virtual time; release it with 'up X Y \(button)' before 'settle'")
                    }
                    if let (finger, touched) = heldFingers.min(by: { $0.key < $1.key }) {
                        throw FlickError.failure(at: line.location, "finger \(finger) is still down (touched at \(touched)) after \(seconds) s of virtual time; lift it with 'touch \(finger) up X Y' before 'settle'")
                    }
                    if app.root.isAnimating(at: app.componentTime(now)) {
                        throw FlickError.failure(at: line.location, "still animating after \(seconds) s of virtual time; 'settle' needs every animation to end")
                    }
                    throw FlickError.failure(at: line.location, "a button or a finger is still down after \(seconds) s of virtual time; release it with 'up' (or 'touch ID up') before 'settle'")
                }
                step(frames: 1)
            }
        case .shot(let name):
            try shot(name, at: line)
        case .expect(let key, let value):
            let state = controller().state
            guard let got = state[key] else {
                throw FlickError.failure(at: line.location, "expected \(shown(key)) = \(shown(value)), got no such key (known keys: \(state.keys.sorted().joined(separator: ", ")))")
            }
            guard got == value else {
                throw FlickError.failure(at: line.location, "expected \(shown(key)) = \(shown(value)), got \(shown(got))")
            }
        }
    }

    /// A value from the scenario or the state inside a message: escaped and at most
    /// `Quoted.defaultLimit` characters.
    private func shown(_ text: String) -> String { Quoted.line(text, limit: Quoted.defaultLimit) }

    private func frames(_ ms: Double) -> Int { Int((ms / 1000 * Double(fps)).rounded()) }

    private func click(_ p: Point, _ mods: Modifiers) {
        send(.pointerDown(PointerInput(location: p, button: 1, modifiers: mods, time: now)))
        send(.pointerUp(PointerInput(location: p, button: 1, modifiers: mods, time: now)))
    }

    /// A touchpad two-finger scroll: one smooth-scroll event a frame (the cadence of `drag`), the
    /// fingers travelling `fingers` px evenly. A scroll delta is the content's way against the
    /// fingers (natural scrolling: the content follows them), so the deltas sum exactly to
    /// −`fingers`. X reports no lift: the recognizer ends the pan after its gap without events.
    private func swipe(at p: Point, fingers: Point, ms: Double) {
        let n = max(1, frames(ms))
        var sent = Point.zero
        for k in 1...n {
            step(frames: 1)
            let target = k == n ? fingers : fingers * (Double(k) / Double(n))
            let delta = Point(sent.x - target.x, sent.y - target.y)
            sent = target
            send(.smoothScroll(SmoothScrollInput(location: p, delta: delta, device: .touchpad, time: now)))
        }
    }

    private func send(_ e: InputEvent) { controller().handle(e, now: now) }

    private func step(frames n: Int) {
        let app = controller()
        for _ in 0..<max(0, n) {
            frame += 1
            app.advance(to: now)
        }
    }

    /// Renders the current frame exactly as the window would and writes `NAME.png`.
    private func shot(_ name: String, at line: ScenarioLine) throws {
        let app = controller()
        app.advance(to: now)
        let w = Int(size.width), h = Int(size.height)
        if buffer == nil || buffer!.buffer.width != w || buffer!.buffer.height != h {
            buffer = OffscreenBuffer(width: w, height: h)
        }
        app.render(into: buffer!.buffer, now: now)
        let path = PathNames.joined(outputDirectory, name + ".png")
        do {
            try OutputFile.write(try PNGWriter.encoded(buffer!.buffer), to: path)
        } catch {
            throw FlickError.failure(at: line.location, "cannot write \(Quoted.text(path)): \(FileProblem(error)); check that --out is a writable folder with free space")
        }
        shots.append(path)
    }
}
