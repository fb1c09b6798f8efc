import FlickCore
import FlickKit
import FlickTracing
import Foundation

/// `flick record`: replays a scenario on one of the demos headless (`ScenarioRecorder`) and
/// writes its shots.
public enum Recorder {
    /// Returns the paths of the files written (each also handed to `onFileWritten` as it is
    /// written, so a run that fails still names what it wrote). `demo` nil means the scenario's
    /// `demo` line, else the default demo; a `demo` line that names another demo than `demo`, or
    /// none of the demos, is bad usage. `theme` is `.light` or `.dark` (the default; the
    /// system's scheme is never read, and `.system` draws dark). `size` (window px, nil: the
    /// default 1024x700) is made at least 360x360 layout px at `scale`, as the live window is
    /// (`WindowSize.window(_:scale:)`). Throws `FlickError` (2 for bad input, 1 for a failed expect or match).
    public static func record(script: String, out: String, demo: DemoName?, size: Size?, fps: Int,
                              scale: Double = 1, theme: ThemePreference = .dark, goldens: GoldenMatching = GoldenMatching(),
                              onFileWritten: ((String) -> Void)? = nil) throws -> [String] {
        let lines = try ScenarioParser.parse(file: script)
        let named = try ScenarioParser.demo(of: lines).map { name -> DemoName in
            guard let d = DemoName(rawValue: name) else {
                throw FlickError.syntax(at: lines[0].location, "unknown demo \(Quoted.text(name)); demos are: \(DemoName.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return d
        }
        if let demo, let named, demo != named {
            throw FlickError.usage("\(script) is for the \(named.rawValue) demo (its 'demo' line), but --demo says \(demo.rawValue); drop --demo or the 'demo' line")
        }
        let chosen = demo ?? named ?? DemoName.defaultDemo
        // As large as the live window would be: at least 360x360 layout px (720x720 at scale 2); a
        // scenario's `size` line, a window manager's resize, may still go below.
        let window = WindowSize.window(size ?? WindowSize.defaultSize, scale: scale)
        return try ScenarioRecorder.record(lines, out: out, size: window, fps: fps, scale: scale,
                                           goldens: goldens, onFileWritten: onFileWritten) { size, scale, now in
            AppController(demo: chosen, size: size, scale: scale, theme: theme, now: now)
        }
    }
}
