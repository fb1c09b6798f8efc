import FlickHost
import FlickCairo
import FlickCore
import FlickKit
import Foundation

/// Replays a scenario headless on virtual time (`flick record`, `ComponentTester`): the same host,
/// gestures and renderer as a window, one frame every 1/fps of virtual time, PNGs for each `shot`.
/// The app is made on first use by `makeApp` (window size in device pixels, UI scale, time).
public final class ScenarioRunner {
    /// Frames per second of virtual time.
    public let fps: Int
    /// Where shots, element trees and pictures of failures go.
    public let outputDirectory: String
    /// UI scale the app is drawn at (window pixels per layout pixel).
    public let scale: Double
    /// The app the scenario drives, once made.
    public private(set) var app: (any ScenarioApp)?
    private let makeApp: (_ size: Size, _ scale: Double, _ now: Double) -> any ScenarioApp
    /// How `match` lines compare frames.
    public let goldens: GoldenMatching
    /// Paths of the files written so far (shots, element trees, goldens, pictures of failures).
    public private(set) var shots: [String] = []
    /// Called with each file's path as it is written.
    public var onFileWritten: ((String) -> Void)?
    /// What the messages call the output folder and the goldens (`flick record`'s options by default).
    public var names = RecordingNames.commandLine

    /// The window size, device pixels.
    private(set) var size: Size
    private var frame = 0
    /// Buttons and fingers the scenario holds down, with the line that pressed them (what a
    /// failed `settle` names).
    private var heldButtons: [Int: String] = [:]
    private var heldFingers: [Int: String] = [:]
    private var buffer: OffscreenBuffer?
    /// Where the pointer is, in window pixels (nil: it has not been anywhere yet).
    private var pointer: Point?

    /// A runner of a window of `size` device pixels at `scale`, `fps` frames a second, writing to
    /// `outputDirectory`; `makeApp` makes the app at the first line that needs it.
    public init(size: Size, fps: Int = 60, scale: Double = 1, outputDirectory: String,
                goldens: GoldenMatching = GoldenMatching(),
                makeApp: @escaping (_ size: Size, _ scale: Double, _ now: Double) -> any ScenarioApp) {
        self.size = size; self.fps = fps; self.outputDirectory = outputDirectory
        self.scale = scale
        self.goldens = goldens
        self.makeApp = makeApp
    }

    /// A runner of a host of `root` (any component).
    public convenience init(root: any Component, size: Size, fps: Int = 60, scale: Double = 1, outputDirectory: String,
                            goldens: GoldenMatching = GoldenMatching()) {
        self.init(size: size, fps: fps, scale: scale, outputDirectory: outputDirectory, goldens: goldens) { size, scale, now in
            ComponentHost(root, size: size, scale: scale, now: now)
        }
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

    private func controller() -> any ScenarioApp {
        if let app { return app }
        let made = makeApp(size, scale, now)
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
        case .move(let target, let mods):
            let p = try point(of: target, at: line)
            send(.pointerMove(PointerInput(location: p, button: 0, modifiers: mods, time: now)))
        case .down(let p, let b, let mods):
            arrive(at: p, mods)
            heldButtons[b] = line.location
            send(.pointerDown(PointerInput(location: p, button: b, modifiers: mods, time: now)))
        case .up(let p, let b, let mods):
            heldButtons[b] = nil
            send(.pointerUp(PointerInput(location: p, button: b, modifiers: mods, time: now)))
        case .drag(let from, let to, let ms, let mods):
            let a = try point(of: from, at: line), b = try point(of: to, at: line)
            arrive(at: a, mods)
            send(.pointerDown(PointerInput(location: a, button: 1, modifiers: mods, time: now)))
            let n = max(1, frames(ms))
            for k in 1...n {
                step(frames: 1)
                let f = Double(k) / Double(n)
                let p = Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
                send(.pointerMove(PointerInput(location: p, button: 1, modifiers: mods, time: now)))
            }
            send(.pointerUp(PointerInput(location: b, button: 1, modifiers: mods, time: now)))
        case .click(let target, let mods):
            click(try point(of: target, at: line), mods)
        case .doubleClick(let target, let mods):
            let p = try point(of: target, at: line)
            click(p, mods)
            step(frames: 1)
            click(p, mods)
        case .hold(let target, let ms, let mods):
            let p = try point(of: target, at: line)
            arrive(at: p, mods)
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
        case .type(let text):
            for k in KeysymName.keys(typing: text) { send(.key(KeyInput(key: k, time: now))) }
        case .settle:
            try settle(at: line)
        case .shot(let name):
            try shot(name, at: line)
        case .expect(let key, let value):
            let state = controller().state
            guard let got = state[key] else {
                throw failure(at: line, "expected \(shown(key)) = \(shown(value)), got no such key (known keys: \(state.keys.sorted().joined(separator: ", ")))")
            }
            guard got == value else {
                throw failure(at: line, "expected \(shown(key)) = \(shown(value)), got \(shown(got))")
            }
        case .expectVisible(let locator, let visible):
            try expect(locator, visible: visible, at: line)
        case .checkAccessibility:
            let findings = checkAccessibility()
            guard findings.isEmpty else {
                throw failure(at: line, "check accessibility found \(findings.count) problem(s): "
                    + findings.map(\.description).joined(separator: "; "))
            }
        case .elements(let name):
            try writeElements(name, at: line)
        case .match(let name):
            try match(name, at: line)
        case .demo:
            break
        }
    }

    /// Runs frames until nothing moves; fails after `Constants.settleLimitS` of virtual time,
    /// naming what still holds it (a button, a finger, an animation).
    func settle(at line: ScenarioLine) throws {
        let app = controller()
        let limit = frame + Int(Constants.settleLimitS * Double(fps))
        while app.isSettling(now: now) {
            guard frame < limit else {
                let seconds = Int(Constants.settleLimitS)
                if let (button, pressed) = heldButtons.min(by: { $0.key < $1.key }) {
                    throw FlickError.failure(at: line.location, "button \(button) is still down (pressed at \(pressed)) after \(seconds) s of virtual time; release it with 'up X Y \(button)' before 'settle'")
                }
                if let (finger, touched) = heldFingers.min(by: { $0.key < $1.key }) {
                    throw FlickError.failure(at: line.location, "finger \(finger) is still down (touched at \(touched)) after \(seconds) s of virtual time; lift it with 'touch \(finger) up X Y' before 'settle'")
                }
                if app.host.root.isAnimating(now: app.host.componentTime(now)) {
                    throw FlickError.failure(at: line.location, "still animating after \(seconds) s of virtual time; 'settle' needs every animation to end")
                }
                throw FlickError.failure(at: line.location, "a button or a finger is still down after \(seconds) s of virtual time; release it with 'up' (or 'touch ID up') before 'settle'")
            }
            step(frames: 1)
        }
    }

    // MARK: Elements

    /// The semantics tree now, frames in layout pixels.
    /// The semantics tree now (frames in layout pixels, window pixels at scale 1), the app made if it was not.
    public func elements() -> SemanticsNode {
        let app = controller()
        app.advance(to: now)
        return app.host.semanticsTree(title: app.title, now: now)
    }

    /// What `check accessibility` finds in the frame now (`AccessibilityCheck`), the app made if it was not.
    public func checkAccessibility() -> [AccessibilityFinding] {
        let tree = elements()
        let host = controller().host
        return AccessibilityCheck.findings(tree: tree, scene: host.scene(now: now), size: size, scale: scale, background: host.background)
    }

    /// A layout frame in window pixels.
    func windowFrame(_ r: Rect) -> Rect {
        Rect(x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The names on screen, quoted and shortened, for messages.
    func visibleList(_ tree: SemanticsNode) -> String {
        let names = tree.visibleNames
        let shown = names.prefix(ScenarioRunner.namesInMessages).map { "\"\(Quoted.line($0, limit: 40))\"" }
        return shown.joined(separator: ", ") + (names.count > shown.count ? ", …" : "")
    }

    /// At most this many names are listed in a message.
    static let namesInMessages = 20

    /// Writes NAME.json: the semantics tree in window pixels.
    private func writeElements(_ name: String, at line: ScenarioLine) throws {
        let path = PathNames.joined(outputDirectory, name + ".json")
        do {
            try OutputFile.write(Array(try SemanticsJSON.data(elements(), scale: scale)), to: path)
        } catch {
            throw FlickError.failure(at: line.location, "cannot write \(Quoted.text(path)): \(FileProblem(error)); check that \(names.out) is a writable folder with free space")
        }
        wrote(path)
    }

    // MARK: Goldens

    /// `match NAME`: the frame against the golden, or written as the golden with `update`.
    private func match(_ name: String, at line: ScenarioLine) throws {
        guard let dir = goldens.directory else {
            throw FlickError.usage("\(line.location): 'match' needs a folder of goldens; \(names.goldens)")
        }
        let golden = PathNames.joined(dir, name + ".png")
        if goldens.update {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw FlickError.failure(at: line.location, "cannot create the goldens folder \(Quoted.text(dir)): \(FileProblem(error))")
            }
            try render(to: golden, at: line)
            wrote(golden)
            return
        }
        if let problem = FileProblem.notRegularFile(atPath: golden) {
            guard problem.code == ENOENT else {
                // Never opened: reading a named pipe would wait for a writer.
                throw FlickError.failure(at: line.location, "cannot read the golden \(golden): \(problem); remove it and record it again with \(names.updateGoldens)")
            }
            throw FlickError.failure(at: line.location, "no golden \(golden); record it with \(names.updateGoldens)")
        }
        let actual = PathNames.joined(outputDirectory, name + ".actual.png")
        let diff = PathNames.joined(outputDirectory, name + ".diff.png")
        try render(to: actual, at: line)
        let result: ImageComparison
        do {
            result = try ImageComparison.compare(expected: golden, actual: actual, tolerance: goldens.tolerance, diffPath: diff)
        } catch {
            throw FlickError.failure(at: line.location, "cannot read the golden \(golden) (\(error)); record it again with \(names.updateGoldens)")
        }
        if result.sizeMismatch == nil, result.differingPixels <= goldens.maxDiffPixels {
            try? FileManager.default.removeItem(atPath: actual)
            try? FileManager.default.removeItem(atPath: diff)
            return
        }
        wrote(actual)
        if let mismatch = result.sizeMismatch {
            throw FlickError.failure(at: line.location, "\(name) differs in size: \(mismatch) (see \(actual))")
        }
        wrote(diff)
        throw FlickError.failure(at: line.location, "\(name) differs in \(result.differingPixels) pixels (see \(actual) and \(diff))")
    }

    /// A failed check's error, with a picture of that moment written to --out (named after the line).
    func failure(at line: ScenarioLine, _ message: String) -> FlickError {
        let path = PathNames.joined(outputDirectory, "failed-line-\(line.line).png")
        guard (try? render(to: path, at: line)) != nil else { return FlickError.failure(at: line.location, message) }
        wrote(path)
        return FlickError.failure(at: line.location, message + " (the frame: \(path))")
    }

    private func wrote(_ path: String) {
        shots.append(path)
        onFileWritten?(path)
    }

    /// A value from the scenario or the state inside a message: escaped and at most
    /// `Quoted.defaultLimit` characters.
    private func shown(_ text: String) -> String { Quoted.line(text, limit: Quoted.defaultLimit) }

    private func frames(_ ms: Double) -> Int { Int((ms / 1000 * Double(fps)).rounded()) }

    /// A mouse must move to where it presses: a motion event there first when it is elsewhere
    /// (hover reveals what a real pointer would, e.g. a toolbar that then takes the click).
    private func arrive(at p: Point, _ mods: Modifiers) {
        guard pointer != p else { return }
        send(.pointerMove(PointerInput(location: p, button: 0, modifiers: mods, time: now)))
    }

    private func click(_ p: Point, _ mods: Modifiers) {
        arrive(at: p, mods)
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

    func send(_ e: InputEvent) {
        switch e {
        case .pointerMove(let p), .pointerDown(let p), .pointerUp(let p): pointer = p.location
        default: break
        }
        controller().handle(e, now: now)
    }

    private func step(frames n: Int) {
        let app = controller()
        for _ in 0..<max(0, n) {
            frame += 1
            app.advance(to: now)
        }
    }

    /// Renders the current frame exactly as the window would and writes `NAME.png`.
    private func shot(_ name: String, at line: ScenarioLine) throws {
        let path = PathNames.joined(outputDirectory, name + ".png")
        try render(to: path, at: line)
        wrote(path)
    }

    /// Writes the current frame, exactly as the window would draw it, to `directory`/`name`.png
    /// (the folder made if missing); returns the path.
    @discardableResult
    public func shot(named name: String, in directory: String) throws -> String {
        do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
            throw FlickError.usage("cannot create the folder \(Quoted.text(directory)): \(FileProblem(error))")
        }
        let path = PathNames.joined(directory, name + ".png")
        try render(to: path, at: ScenarioLine(command: .shot(name: name), file: "shot", line: 0))
        return path
    }

    /// Renders the current frame exactly as the window would into the PNG at `path`.
    private func render(to path: String, at line: ScenarioLine) throws {
        let app = controller()
        app.advance(to: now)
        let w = Int(size.width), h = Int(size.height)
        if buffer == nil || buffer!.buffer.width != w || buffer!.buffer.height != h {
            buffer = OffscreenBuffer(width: w, height: h)
        }
        app.render(into: buffer!.buffer, now: now)
        do {
            try OutputFile.write(try PNGWriter.encoded(buffer!.buffer), to: path)
        } catch {
            throw FlickError.failure(at: line.location, "cannot write \(Quoted.text(path)): \(FileProblem(error)); check that \(names.out) is a writable folder with free space")
        }
    }
}
