import Foundation

/// The outcome of running a program to completion.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `path` with `arguments` (in `directory` when given) and waits; extra environment is merged in.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                    directory: String? = nil) throws -> ProcessResult {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // Output goes to files, so a chatty child never blocks on a full pipe.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outURL = dir.appendingPathComponent("out"), errURL = dir.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try? out.close()
        try? err.close()
        return ProcessResult(status: p.terminationStatus,
                             stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                             stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// Runs the built `flick`.
    static func flick(_ arguments: [String], environment: [String: String] = [:],
                      directory: String? = nil) throws -> ProcessResult {
        try run(PackagePaths.flick, arguments, environment: environment, directory: directory)
    }
}
