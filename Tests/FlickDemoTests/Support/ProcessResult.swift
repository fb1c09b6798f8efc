import Foundation

/// The outcome of running a program to completion.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `path` with `arguments` and waits; extra environment is merged in.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                    input: String? = nil) throws -> ProcessResult {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        // Read both pipes fully before waiting so a chatty child never blocks on a full pipe.
        var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return ProcessResult(status: p.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs the built `flick`.
    static func flick(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
        try run(PackagePaths.flick, arguments, environment: environment)
    }
}
