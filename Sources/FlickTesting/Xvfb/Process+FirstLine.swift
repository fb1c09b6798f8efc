import Foundation

extension Process {
    /// Starts the process with its standard error and input closed and returns the first line it
    /// writes on standard output, trimmed (empty when it closes the output first): how a server
    /// (Xvfb's `-displayfd 1`, `dbus-daemon --print-address=1`) says it accepts connections.
    public func runReadingFirstLine() throws -> String {
        let out = Pipe()
        standardOutput = out
        standardError = FileHandle.nullDevice
        standardInput = FileHandle.nullDevice
        try run()
        var text = ""
        let handle = out.fileHandleForReading
        while !text.contains("\n") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
