import Foundation

/// The probe's report: one plain line per fact on stdout, flushed at once (a test reads the pipe).
enum ProbeOutput {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
