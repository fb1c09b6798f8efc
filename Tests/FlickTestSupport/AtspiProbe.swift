import FlickTesting
import Foundation

/// Runs `Tests/AtspiProbe/atspi-probe.py` (pyatspi, as a screen reader or dogtail would reach an
/// application) against the application named `app` on `display` and `bus`, and returns the JSON
/// objects it printed; a step that failed throws with the probe's message. The probe bounds its
/// own waits (events, states, the application's appearance on the bus).
public enum AtspiProbe {
    /// The probe script.
    public static let script = PackageRoot.path + "/Tests/AtspiProbe/atspi-probe.py"

    /// Runs `steps` (the probe's step syntax, see the script) and returns its output objects.
    public static func run(app: String, _ steps: [String], display: String, bus: SessionBus,
                           ignoring ignored: [String] = []) throws -> [[String: Any]] {
        guard FileManager.default.fileExists(atPath: "/usr/bin/python3") else {
            throw HarnessError.message("/usr/bin/python3 is not installed; 'make test' installs python3-pyatspi")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, app] + (ignored.isEmpty ? [] : ["--ignore=" + ignored.joined(separator: ",")]) + steps
        process.environment = ProcessInfo.processInfo.environment.merging(bus.environment) { $1 }
            .merging(["DISPLAY": display]) { $1 }
        let output = ProcessOutput<[String: Any]>(of: process) {
            try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
        }
        process.standardInput = FileHandle.nullDevice
        try process.run()
        output.start()
        guard output.waitForExit(timeout: 120) else {
            process.terminate()
            throw HarnessError.message("the AT-SPI probe did not finish in 120 s: \(steps)")
        }
        let lines = output.lines(0..<output.count)
        if let error = lines.last?["error"] as? String {
            throw HarnessError.message("AT-SPI probe: \(error)")
        }
        guard process.terminationStatus == 0 else {
            throw HarnessError.message("the AT-SPI probe failed (\(process.terminationStatus)): \(output.standardError)")
        }
        return lines
    }
}
