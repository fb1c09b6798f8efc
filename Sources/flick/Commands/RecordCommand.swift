import ArgumentParser
import FlickDemo
import FlickTracing

/// `flick record --script FILE --out DIR`: replay a scenario headless and write its shots.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Replay a scenario headless on virtual time and write DIR/NAME.png for each 'shot'.",
        discussion: HelpText.record)

    @Option(help: "The scenario file (one command a line; see the README).")
    var script: String

    @Option(help: "The folder the PNGs are written to (created if missing).")
    var out: String

    @Option(help: "The demo to run (default: the scenario's 'demo' line, else \(DemoName.defaultDemo.rawValue)); the demos are listed below.")
    var demo: String?

    @Option(help: "Window size WIDTHxHEIGHT (default 1024x700; a 'size' line in the scenario overrides it).")
    var size: String?

    @Option(help: "Frames per second of virtual time, 1 to 240.")
    var fps: Int = FrameRate.defaultFPS

    @Option(help: "UI scale, 0.5 to 4 (default 1; FLICK_SCALE and Xft.dpi are not read, so recordings stay reproducible).")
    var scale: Double = 1

    @Option(help: ArgumentHelp(HelpText.headlessTheme, valueName: "light|dark"))
    var theme: String = "dark"

    @Option(help: "The folder of goldens that 'match NAME' compares the frame with (DIR/NAME.png).")
    var goldens: String?

    @Flag(help: "Write each 'match' frame as the golden DIR/NAME.png instead of comparing.")
    var updateGoldens = false

    @Option(help: "The largest per-channel difference (0 to 255) a 'match' counts as equal (default 0).")
    var tolerance: Int = 0

    @Option(help: "The most pixels a matching frame may differ in (default 0).")
    var maxDiffPixels: Int = 0

    func run() throws {
        let demo = try self.demo.map(DemoName.parse)
        let size = try self.size.map(WindowSize.parse)
        let fps = try FrameRate.validate(fps)
        let scale = try ScaleOption.validated(scale)
        let theme = try ThemeArgument.headless(self.theme)
        guard (0...255).contains(tolerance) else {
            throw FlickError.usage("--tolerance must be from 0 to 255 (a channel difference), got \(tolerance)")
        }
        guard maxDiffPixels >= 0 else {
            throw FlickError.usage("--max-diff-pixels must not be negative, got \(maxDiffPixels)")
        }
        if updateGoldens, goldens == nil {
            throw FlickError.usage("--update-goldens needs --goldens DIR, the folder to write the goldens to")
        }
        let matching = GoldenMatching(directory: goldens, update: updateGoldens, tolerance: tolerance, maxDiffPixels: maxDiffPixels)
        // Each file is named as it is written, so a failed run still says what it wrote; a stdout
        // that cannot take the line (a full disk) fails the run once it has ended.
        var outputFailure: Error?
        _ = try Recorder.record(script: script, out: out, demo: demo, size: size, fps: fps, scale: scale,
                                theme: theme, goldens: matching) { path in
            do { try StandardOutput.writeLine(path) } catch { outputFailure = outputFailure ?? error }
        }
        if let outputFailure { throw outputFailure }
    }
}
