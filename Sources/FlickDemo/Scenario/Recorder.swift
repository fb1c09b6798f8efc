import FlickCairo
import FlickCore
import Foundation

/// `flick record`: replays a scenario headless and writes its shots.
public enum Recorder {
    /// Returns the paths of the PNGs written. Throws `FlickError` (2 for bad input, 1 for a failed expect).
    public static func record(script: String, out: String, demo: DemoName, size: Size?, fps: Int,
                              scale: Double = 1) throws -> [String] {
        let lines = try ScenarioParser.parse(file: script)
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
        return try run(lines, demo: demo, size: size ?? WindowSize.defaultSize, fps: fps, scale: scale, out: out)
    }

    /// Runs the scenario in a scope of its own, so its renderer is gone when this returns.
    private static func run(_ lines: [ScenarioLine], demo: DemoName, size: Size, fps: Int, scale: Double,
                            out: String) throws -> [String] {
        let runner = ScenarioRunner(demo: demo, size: size, fps: fps, scale: scale, outputDirectory: out)
        try runner.run(lines)
        return runner.shots
    }
}
