import ArgumentParser
import FlickDemo
import FlickTracing
import Foundation

/// `flick [--demo NAME] [--size WxH] [--fps N] [--trace] [--trace-frames] [--scale S] [--fresh] [--test] [--theme T]`: the interactive app
/// (the default subcommand, so `flick --demo swiper` needs no subcommand name).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the Flick window (the default: 'flick --demo swiper' is 'flick run --demo swiper').",
        discussion: HelpText.run)

    @Option(help: ArgumentHelp(HelpText.demo, valueName: "name"))
    var demo: String?

    @Option(help: ArgumentHelp(HelpText.size, valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp(HelpText.fps, valueName: "n"))
    var fps: Int?

    @Flag(help: ArgumentHelp(HelpText.trace))
    var trace = false

    @Flag(help: ArgumentHelp(HelpText.traceFrames))
    var traceFrames = false

    @Option(help: ArgumentHelp(HelpText.scale, valueName: "s"))
    var scale: Double?

    @Option(help: ArgumentHelp(HelpText.theme, valueName: "system|light|dark"))
    var theme: String?

    @Flag(help: ArgumentHelp(HelpText.fresh))
    var fresh = false

    @Flag(help: ArgumentHelp(HelpText.test))
    var test = false

    // fps and scale are optional so that ArgumentParser adds no "(default: …)" of its own: the
    // help texts name the defaults, and the root's `--help` shows the same texts.
    func run() throws {
        let demo = try DemoName.parse(self.demo ?? DemoName.defaultDemo.rawValue)
        let size = try self.size.map(WindowSize.parse) ?? WindowSize.defaultSize
        let fps = try self.fps.map(FrameRate.validate)
        let theme = try self.theme.map(ThemeArgument.window)
        // --test or FLICK_TEST=1: hermetic, at --scale or 1.
        let hermetic = test || ProcessInfo.processInfo.environment["FLICK_TEST"] == "1"
        // --scale > FLICK_SCALE > the display's Xft.dpi (read once the display is open) > 1.
        let scale = try self.scale.map(ScaleOption.validated)
            ?? (hermetic ? nil : ScaleOption.fromEnvironment(ProcessInfo.processInfo.environment))
        let app = try LiveApp(demo: demo, size: size, sizeGiven: self.size != nil, fps: fps, scale: scale, trace: trace,
                              traceFrames: traceFrames, theme: theme, fresh: fresh, hermetic: hermetic)
        let code = app.run()
        if code != 0 { throw ExitCode(code) }
    }
}
