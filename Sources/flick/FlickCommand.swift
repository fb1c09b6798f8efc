import ArgumentParser
import FlickDemo

/// The root of the command line: `flick` opens the window; `record`, `bench` and `icon` run headless.
struct FlickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flick",
        abstract: "Touch-era interaction patterns in an X11 window, driven by mouse, touchpad and keyboard.",
        discussion: HelpText.root,
        version: "flick \(FlickVersion.string)",
        subcommands: [RunCommand.self, RecordCommand.self, BenchCommand.self, IconCommand.self],
        defaultSubcommand: RunCommand.self)
}
