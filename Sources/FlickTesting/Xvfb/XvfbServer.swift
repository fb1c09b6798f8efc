import FlickCore
import Foundation

/// A private Xvfb server for one live test: `-displayfd` picks a free display; killed by its pid.
/// Shared by the live tests of FlickDemoTests and FlickAppTests.
public final class XvfbServer {
    public let process = Process()
    /// The display's name, e.g. ":3".
    public let display: String

    public init(width: Int = 1280, height: Int = 800) throws {
        process.executableURL = URL(fileURLWithPath: try XvfbServer.which("Xvfb"))
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        // Xvfb writes the display number on the descriptor once it accepts connections.
        let text = try process.runReadingFirstLine()
        guard let n = Int(text) else {
            process.terminate()
            throw HarnessError.message("Xvfb did not report a display number (got '\(text)'); is xvfb installed? run 'make test'")
        }
        display = ":\(n)"
    }

    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    deinit { stop() }

    /// The full path of a tool on PATH; a missing tool is an error that names the package.
    public static func which(_ tool: String) throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        throw HarnessError.message("'\(tool)' is not installed; 'make test' installs it (scripts/install-deps.sh --test)")
    }
}

/// A test-infrastructure failure (always fails the test; never a skip).
public enum HarnessError: Error, CustomStringConvertible {
    case message(String)
    public var description: String { if case .message(let m) = self { return m }; return "" }
}
