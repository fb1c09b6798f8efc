import FlickTesting
import Foundation

/// `Tests/FakePortal/fake-portal.py` on a private `SessionBus`: the settings portal's
/// `org.freedesktop.appearance` `color-scheme`, which a test sets and changes (`SettingChanged`).
public final class FakePortal {
    /// The script.
    public static let script = PackageRoot.path + "/Tests/FakePortal/fake-portal.py"
    private let process = Process()
    private let bus: SessionBus

    /// Starts the portal on `bus` with `scheme` (0 no preference, 1 prefer dark, 2 prefer light);
    /// `readOne: false` is a version 1 portal (no `ReadOne`, only `Read`). Returns once it owns its name.
    public init(bus: SessionBus, scheme: UInt32, readOne: Bool = true) throws {
        self.bus = bus
        guard FileManager.default.fileExists(atPath: "/usr/bin/python3") else {
            throw HarnessError.message("/usr/bin/python3 is not installed; 'make test' installs python3-gi")
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [FakePortal.script, String(scheme)] + (readOne ? [] : ["--no-read-one"])
        process.environment = ProcessInfo.processInfo.environment.merging(bus.environment) { $1 }
        let line = try process.runReadingFirstLine()
        guard line == "ready" else {
            stop()
            throw HarnessError.message("the fake portal did not start: \(line)")
        }
    }

    /// Sets the scheme; returns once the portal has emitted `SettingChanged` (the call's reply).
    public func setScheme(_ scheme: UInt32) throws {
        let call = Process()
        call.executableURL = URL(fileURLWithPath: try XvfbServer.which("gdbus"))
        call.arguments = ["call", "--session", "--dest", "org.freedesktop.portal.Desktop",
                          "--object-path", "/org/freedesktop/portal/desktop",
                          "--method", "org.flick.FakePortal.SetColorScheme", String(scheme)]
        call.environment = ProcessInfo.processInfo.environment.merging(bus.environment) { $1 }
        call.standardOutput = FileHandle.nullDevice
        call.standardError = FileHandle.nullDevice
        try call.run()
        call.waitUntilExit()
        guard call.terminationStatus == 0 else { throw HarnessError.message("gdbus could not set the fake portal's scheme") }
    }

    /// Stops the portal.
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}
