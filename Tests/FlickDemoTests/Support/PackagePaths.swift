import FlickTestSupport
import Foundation

/// Where the package, the built `flick` binary and test output live.
enum PackagePaths {
    /// The package root (two levels above this file's folder).
    static let root: String = PackageRoot.path

    static let goldens = root + "/Tests/Goldens"

    /// Mismatch reports go here (actual and diff PNGs).
    static let testOutput = root + "/test-output"

    /// The `flick` binary built next to the test bundle (`swift build` before `swift test`),
    /// or FLICK_BIN. A missing binary fails the test loudly.
    static var flick: String {
        if let env = ProcessInfo.processInfo.environment["FLICK_BIN"] { return env }
        let here = Bundle.main.bundleURL
        let candidates = [here.appendingPathComponent("flick").path,
                          here.deletingLastPathComponent().appendingPathComponent("flick").path,
                          root + "/.build/debug/flick"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }

    /// A fresh, empty folder under test-output.
    static func freshOutput(_ name: String) -> String {
        let dir = testOutput + "/" + name
        try? FileManager.default.removeItem(atPath: dir)
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
