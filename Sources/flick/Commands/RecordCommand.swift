import ArgumentParser
import FlickDemo

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

    @Option(help: "The demo to run (default: \(DemoName.defaultDemo.rawValue)); the demos are listed below.")
    var demo: String?

    @Option(help: "Window size WIDTHxHEIGHT (default 1024x700; a 'size' line in the scenario overrides it).")
    var size: String?

    @Option(help: "Frames per second of virtual time, 1 to 240.")
    var fps: Int = FrameRate.defaultFPS

    @Option(help: "UI scale, 0.5 to 4 (default 1; FLICK_SCALE and Xft.dpi are not read, so recordings stay reproducible).")
    var scale: Double = 1

    func run() throws {
        let demo = try DemoName.parse(self.demo ?? DemoName.defaultDemo.rawValue)
        let size = try self.size.map(WindowSize.parse)
        let fps = try FrameRate.validate(fps)
        let scale = try UIScale.validatedOption(scale)
        for path in try Recorder.record(script: script, out: out, demo: demo, size: size, fps: fps, scale: scale) {
            try StandardOutput.writeLine(path)
        }
    }
}
