import FlickTesting
import Foundation

/// A program of `Examples/` as `make test` builds it (`scripts/build-example.sh`): every example
/// in one build folder, `Examples/.build`, so Flick is compiled once for all of them. An example
/// built by hand in its own folder (`swift build --package-path Examples/NAME`) is found too.
public enum ExampleProgram {
    /// The path of example `name`'s program (`Reader`, `PhotoBrowser`, `ComposedApp`); throws,
    /// saying how to build it, when it is not built.
    public static func path(_ name: String) throws -> String {
        let candidates = ["Examples/.build/debug/\(name)", "Examples/\(name)/.build/debug/\(name)"]
            .map { PackageRoot.url.appendingPathComponent($0).path }
        if let built = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return built }
        throw HarnessError.message("\(candidates[0]) is not built; run 'scripts/build-example.sh Examples/\(name)' ('make test' does)")
    }
}
