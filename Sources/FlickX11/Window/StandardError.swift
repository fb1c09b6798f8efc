import Foundation

/// Writes diagnostic lines to stderr (Swift 6 rejects the C `stderr` global).
enum StandardError {
    /// Writes `flick: <message>` and a newline.
    static func write(_ message: String) {
        FileHandle.standardError.write(Data("flick: \(message)\n".utf8))
    }
}
