import ArgumentParser
import FlickDemo

/// The root of the command line: `flick` opens the window; `record` and `bench` run headless.
struct FlickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flick",
        abstract: "Touch-era interaction patterns in an X11 window, driven by mouse, touchpad and keyboard.",
        discussion: """
        flick [--demo NAME] [--size WxH] [--fps N] [--trace] [--scale S]
        flick record --script FILE --out DIR [--demo NAME] [--size WxH] [--fps N]
        flick bench  [--demo NAME] [--size WxH] [--pages N] [--frames N] [--json]

        Demos: \(DemoName.allCases.map(\.rawValue).joined(separator: ", ")) (built now: \(DemoName.built.map(\.rawValue).joined(separator: ", "))).
        """,
        version: FlickVersion.string,
        subcommands: [RunCommand.self, RecordCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)
}
