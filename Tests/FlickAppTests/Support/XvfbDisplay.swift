import Foundation

/// A private Xvfb server for one live test: `-displayfd` picks a free display; stopped by its pid.
final class XvfbDisplay {
    private let process = Process()
    /// The display's name, e.g. ":3".
    let name: String

    init(width: Int = 1024, height: Int = 768) throws {
        process.executableURL = URL(fileURLWithPath: try Tools.path("Xvfb"))
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes the display number on the descriptor once it accepts connections.
        var text = ""
        while !text.contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw LiveTestError("Xvfb did not report a display number (got '\(text)'); is xvfb installed? run 'make test'")
        }
        name = ":\(number)"
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

/// A failure of the live-test machinery itself (always fails the test, never skips it).
struct LiveTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
