import ArgumentParser
import FlickDemo

/// `flick [--demo NAME] [--size WxH] [--fps N] [--trace] [--scale S]`: the interactive app
/// (the default subcommand, so `flick --demo swiper` needs no subcommand name).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the Flick window (the default: 'flick --demo swiper' is 'flick run --demo swiper').",
        discussion: """
        Demos: \(DemoName.allCases.map(\.rawValue).joined(separator: ", ")) (built now: \(DemoName.built.map(\.rawValue).joined(separator: ", "))).
        Without a display, render headless with 'flick record'.
        """)

    @Option(help: "The demo to open: \(DemoName.allCases.map(\.rawValue).joined(separator: ", ")).")
    var demo: String?

    @Option(help: "Window size in pixels, WIDTHxHEIGHT (default 1024x700).")
    var size: String?

    @Option(help: "Frame rate while something moves, 1 to 240.")
    var fps: Int = FrameRate.defaultFPS

    @Flag(help: "Print JSON Lines (ready, gesture, state, settled) on stdout.")
    var trace = false

    @Option(help: "UI scale factor, 0.5 to 4 (e.g. 2 on a high-density screen).")
    var scale: Double = 1

    func run() throws {
        let demo = try DemoName.parse(self.demo ?? DemoName.defaultDemo.rawValue)
        let size = try self.size.map(WindowSize.parse) ?? WindowSize.defaultSize
        let fps = try FrameRate.validate(fps)
        guard scale.isFinite, (0.5...4).contains(scale) else {
            throw FlickError.usage("bad scale \(scale); use --scale with a number from 0.5 to 4, e.g. 2")
        }
        let app = try LiveApp(demo: demo, size: size, fps: fps, scale: scale, trace: trace)
        let code = app.run()
        if code != 0 { throw ExitCode(code) }
    }
}
