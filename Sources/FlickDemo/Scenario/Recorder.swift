import FlickCairo
import FlickCore
import Foundation

/// `flick record`: replays a scenario headless and writes its shots.
public enum Recorder {
    /// Returns the paths of the files written (each also handed to `onFileWritten` as it is
    /// written, so a run that fails still names what it wrote). `demo` nil means the scenario's
    /// `demo` line, else the default demo; a `demo` line that names another demo than `demo` is
    /// bad usage. Throws `FlickError` (2 for bad input, 1 for a failed expect or match).
    public static func record(script: String, out: String, demo: DemoName?, size: Size?, fps: Int,
                              scale: Double = 1, goldens: GoldenMatching = GoldenMatching(),
                              onFileWritten: ((String) -> Void)? = nil) throws -> [String] {
        let lines = try ScenarioParser.parse(file: script)
        let named = ScenarioParser.demo(of: lines)
        if let demo, let named, demo != named {
            throw FlickError.usage("\(script) is for the \(named.rawValue) demo (its 'demo' line), but --demo says \(demo.rawValue); drop --demo or the 'demo' line")
        }
        let chosen = demo ?? named ?? DemoName.defaultDemo
        if goldens.directory == nil, let first = lines.first(where: { if case .match = $0.command { return true }; return false }) {
            throw FlickError.usage("\(first.location): 'match' needs a folder of goldens; run flick record with --goldens DIR")
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw FlickError.usage("cannot create the output folder \(Quoted.text(out)): \(FileProblem(error)); choose a writable --out")
        }
        // Checked before the scenario runs: an unwritable folder fails at once, not after it.
        if let problem = OutputFile.problemWritingInto(folder: out) {
            throw FlickError.usage("cannot write into the output folder \(Quoted.text(out)): \(problem); choose a writable --out")
        }
        try FontPinning.pin()
        // Pango's font caches go once the run (and every layout in it) is done.
        defer { FontMap.releaseDefault() }
        return try run(lines, demo: chosen, size: size ?? WindowSize.defaultSize, fps: fps, scale: scale, out: out,
                       goldens: goldens, onFileWritten: onFileWritten)
    }

    /// Runs the scenario in a scope of its own, so its renderer is gone when this returns.
    private static func run(_ lines: [ScenarioLine], demo: DemoName, size: Size, fps: Int, scale: Double,
                            out: String, goldens: GoldenMatching, onFileWritten: ((String) -> Void)?) throws -> [String] {
        let runner = ScenarioRunner(demo: demo, size: size, fps: fps, scale: scale, outputDirectory: out, goldens: goldens)
        runner.onFileWritten = onFileWritten
        try runner.run(lines)
        return runner.shots
    }
}
