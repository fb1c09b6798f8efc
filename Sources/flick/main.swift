import ArgumentParser
import FlickDemo
import Foundation

// Parses the command line and maps every failure onto DESIGN.md §4's exit codes:
// 0 success, 1 runtime failure, 2 bad usage or bad input. Messages go to stderr.
func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

do {
    var command = try FlickCommand.parseAsRoot()
    try command.run()
} catch let error as FlickError {
    fail(error.isLocated ? error.message : "flick: \(error.message)", error.exitCode)
} catch let error as ExitCode {
    exit(error.rawValue)
} catch {
    let code = FlickCommand.exitCode(for: error)
    var message = FlickCommand.fullMessage(for: error)
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    if code == .success {
        print(message)
        exit(0)
    }
    fail("flick: \(message)\nSee 'flick --help'.", 2)
}
