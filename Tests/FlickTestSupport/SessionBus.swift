import FlickTesting
import Foundation

/// A private D-Bus session bus for one live accessibility test (what `dbus-run-session` makes):
/// a program given `environment` finds the accessibility bus through it, which the bus starts on
/// demand (at-spi2-core's `at-spi-bus-launcher` and `at-spi2-registryd`, D-Bus activated). Stopped
/// by its pid; the launcher and the registry leave with it. The daemon, and so what it starts, runs
/// with an `XDG_RUNTIME_DIR` of its own: the launcher's socket lies there, not at the path every
/// other test's launcher would share (`~/.cache/at-spi/bus`), which one leaving would delete.
public final class SessionBus {
    private let process = Process()
    /// The bus's address, as `DBUS_SESSION_BUS_ADDRESS` takes it.
    public let address: String
    /// The daemon's private runtime folder, removed when it stops.
    private let runtimeDirectory: String

    /// Starts `dbus-daemon --session`; throws naming the package when it is missing.
    public init() throws {
        runtimeDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flick-bus-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: runtimeDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("dbus-daemon"))
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": runtimeDirectory]) { $1 }
        // The daemon prints its address once it accepts connections.
        address = try process.runReadingFirstLine()
        guard !address.isEmpty else {
            process.terminate()
            throw HarnessError.message("dbus-daemon did not print its address; is dbus installed? run 'make test'")
        }
    }

    /// What a program needs to use this bus (on a display of its own, whose root window then
    /// names this bus's accessibility bus).
    public var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    /// Stops the daemon in its tracks (`SIGSTOP`), as a wedged session would: connections are
    /// still accepted by the kernel, and never answered. `stop()` resumes it first.
    public func pause() {
        if process.isRunning { kill(process.processIdentifier, SIGSTOP) }
    }

    /// Stops the daemon (the accessibility bus launcher it started follows).
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGCONT)
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    deinit { stop() }
}
