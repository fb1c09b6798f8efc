import FlickTestSupport
import Foundation

/// The real `flick` (with `--test`) on a private Xvfb and a private session bus, so the
/// accessibility bus it reaches is its own, read and driven through AT-SPI by the pyatspi probe
/// (`Tests/AtspiProbe/atspi-probe.py`) as Orca or dogtail would. Ready and at rest once made.
final class AccessibleLiveFlick {
    let server: XvfbServer
    let bus: SessionBus
    let app: LiveFlick

    /// Starts `flick` with `arguments` (and `environment` beside the bus's) and waits for its first rest.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        server = try XvfbServer()
        do {
            bus = try SessionBus()
        } catch {
            server.stop()
            throw error
        }
        do {
            app = try LiveFlick(arguments + ["--test"], server: server, environment: bus.environment.merging(environment) { $1 })
        } catch {
            bus.stop()
            server.stop()
            throw error
        }
        do {
            _ = try app.waitReady()
            try app.waitSettled(after: 0)
        } catch {
            stop()
            throw error
        }
    }

    /// Runs the probe's `steps` against the app (`app: "--apps"` lists the applications on the bus).
    /// `ignoring`: event types the probe does not listen for (a reader that takes none of them).
    func probe(_ steps: [String], app name: String = "flick", ignoring ignored: [String] = []) throws -> [[String: Any]] {
        try AtspiProbe.run(app: name, steps, display: server.display, bus: bus, ignoring: ignored)
    }

    /// Stops the app, the bus and the server.
    func stop() {
        _ = app.stop()
        bus.stop()
        server.stop()
    }
}
