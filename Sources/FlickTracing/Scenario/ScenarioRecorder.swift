import FlickCairo
import FlickCore
import Foundation

/// Records a parsed scenario headless into a folder: the folder is made and tried first, fonts
/// are pinned (byte-identical PNGs on every run), and the app `makeApp` makes is driven on virtual
/// time. What `flick record` and `FlickApp`'s `FLICK_RECORD` run.
public enum ScenarioRecorder {
    /// Returns the paths of the files written (each also handed to `onFileWritten` as it is
    /// written, so a run that fails still names what it wrote). Throws `FlickError` (2 for bad
    /// input, 1 for a failed expect or match); its messages call the inputs as `names` says.
    public static func record(_ lines: [ScenarioLine], out: String, size: Size, fps: Int, scale: Double = 1,
                              goldens: GoldenMatching = GoldenMatching(), names: RecordingNames = .commandLine,
                              onFileWritten: ((String) -> Void)? = nil,
                              makeApp: @escaping (_ size: Size, _ scale: Double, _ now: Double) -> any ScenarioApp) throws -> [String] {
        if goldens.directory == nil, let first = lines.first(where: { if case .match = $0.command { return true }; return false }) {
            throw FlickError.usage("\(first.location): 'match' needs a folder of goldens; \(names.goldens)")
        }
        // A named pipe or a device where a folder should be is named as such, without opening it.
        if let dir = goldens.directory, let problem = FileProblem.notFolder(atPath: dir) {
            throw FlickError.usage("cannot use \(Quoted.text(dir)) as the goldens folder: \(problem); \(names.goldens)")
        }
        if let problem = FileProblem.notFolder(atPath: out) {
            throw FlickError.usage("cannot write into the output folder \(Quoted.text(out)): \(problem); choose a writable \(names.out)")
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw FlickError.usage("cannot create the output folder \(Quoted.text(out)): \(FileProblem(error)); choose a writable \(names.out)")
        }
        // Checked before the scenario runs: an unwritable folder fails at once, not after it.
        if let problem = OutputFile.problemWritingInto(folder: out) {
            throw FlickError.usage("cannot write into the output folder \(Quoted.text(out)): \(problem); choose a writable \(names.out)")
        }
        try FontPinning.pin()
        // Pango's font caches go once the run (and every layout in it) is done.
        defer { FontMap.releaseDefault() }
        return try run(lines, size: size, fps: fps, scale: scale, out: out, goldens: goldens, names: names,
                       onFileWritten: onFileWritten, makeApp: makeApp)
    }

    /// Runs the scenario in a scope of its own, so its renderer is gone when this returns.
    private static func run(_ lines: [ScenarioLine], size: Size, fps: Int, scale: Double, out: String,
                            goldens: GoldenMatching, names: RecordingNames, onFileWritten: ((String) -> Void)?,
                            makeApp: @escaping (Size, Double, Double) -> any ScenarioApp) throws -> [String] {
        let runner = ScenarioRunner(size: size, fps: fps, scale: scale, outputDirectory: out, goldens: goldens, makeApp: makeApp)
        runner.onFileWritten = onFileWritten
        runner.names = names
        try runner.run(lines)
        return runner.shots
    }
}
