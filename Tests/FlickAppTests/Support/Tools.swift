import FlickTestSupport
import Foundation

/// The programs the live tests run: system tools on PATH and the `flick-app-probe` helper.
enum Tools {
    /// The full path of `tool` on PATH; a missing tool is an error naming the way to install it.
    static func path(_ tool: String) throws -> String { try XvfbServer.which(tool) }

    /// The probe built next to the test bundle (`swift build` before `swift test`), or FLICK_APP_PROBE.
    static func probe() throws -> String {
        if let path = ProcessInfo.processInfo.environment["FLICK_APP_PROBE"] { return path }
        let bundle = Bundle.main.bundleURL
        let package = PackageRoot.url
        let candidates = [bundle.appendingPathComponent("flick-app-probe").path,
                          bundle.deletingLastPathComponent().appendingPathComponent("flick-app-probe").path,
                          package.path + "/.build/debug/flick-app-probe"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw HarnessError.message("flick-app-probe is not built (looked in \(candidates)); run 'swift build' first")
        }
        return found
    }

    /// Runs `tool` to completion on `display`; returns its stdout, or throws with its stderr.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path(tool))
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HarnessError.message("\(tool) \(arguments) failed (\(process.terminationStatus)): \(String(decoding: errors, as: UTF8.self))")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
