import FlickCore
import FlickTracing

/// The demo app as a scenario drives it: its host, its state (the root's and `demo`), its title.
extension AppController: ScenarioApp {}

extension ScenarioRunner {
    /// A runner of the demo app showing `demo` (what `flick record` and the demo's tests drive).
    public convenience init(demo: DemoName, size: Size, fps: Int, scale: Double = 1, outputDirectory: String,
                            goldens: GoldenMatching = GoldenMatching()) {
        self.init(size: size, fps: fps, scale: scale, outputDirectory: outputDirectory, goldens: goldens) { size, scale, now in
            AppController(demo: demo, size: size, scale: scale, now: now)
        }
    }

    /// The demo app the scenario drives (nil before its first line, or when it drives another app).
    var demoApp: AppController? { app as? AppController }
}
