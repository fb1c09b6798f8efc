import ArgumentParser
import FlickDemo
import FlickTracing

/// `flick bench`: frame cost while a scripted gesture runs, headless.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the time to produce a frame while a scripted drag runs, headless.")

    @Option(help: "The demo to measure.")
    var demo: String?

    @Option(help: "Frame size WIDTHxHEIGHT.")
    var size: String = "1024x700"

    @Option(help: "Number of pages or items in the demo, 1 to 100000.")
    var pages: Int = 10

    @Option(help: "Frames to measure, 10 to 100000.")
    var frames: Int = 600

    @Option(help: "UI scale, 0.5 to 4 (default 1): the demo lays out at the size divided by it and draws at the size.")
    var scale: Double = 1

    @Option(help: "What drives the strokes: mouse (a drag), touchpad (a two-finger scroll of the same travel) or grid (the carousel's grid of pages, dragged up and down).")
    var input: String = "mouse"

    @Option(help: ArgumentHelp(HelpText.headlessTheme, valueName: "light|dark"))
    var theme: String = "dark"

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        let demo = try DemoName.parse(self.demo ?? DemoName.defaultDemo.rawValue)
        let size = try WindowSize.parse(self.size)
        guard (1...100_000).contains(pages) else {
            throw FlickError.usage("bad page count \(pages); use --pages with a whole number from 1 to 100000")
        }
        guard (10...100_000).contains(frames) else {
            throw FlickError.usage("bad frame count \(frames); use --frames with a whole number from 10 to 100000")
        }
        let scale = try ScaleOption.validated(scale)
        let input = try BenchInput.parse(self.input)
        let theme = try ThemeArgument.headless(self.theme)
        try FontPinning.pin()
        let result = Bench(demo: demo, size: size, scale: scale, pages: pages, frames: frames, input: input, theme: theme).run()
        try StandardOutput.writeLine(json ? result.json : result.summary)
    }
}
