import ArgumentParser
import FlickDemo
import FlickTracing
import Foundation

// Parses the command line and maps every failure onto docs/CONTRACTS.md §4's exit codes:
// 0 success, 1 runtime failure, 2 bad usage or bad input. Messages go to stderr.
func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

/// ArgumentParser reads a value that starts with '-' as an option and reports "Missing value";
/// `--size -5x10` must instead reach the option's own check and name the range. A value that
/// looks like a negative number is glued to its option (`--size=-5x10`).
func gluingNegativeValues(_ arguments: [String]) -> [String] {
    let valued: Set<String> = ["--size", "--fps", "--scale", "--pages", "--frames", "--demo", "--tolerance", "--max-diff-pixels"]
    var out: [String] = []
    var i = 0
    while i < arguments.count {
        let a = arguments[i]
        if valued.contains(a), i + 1 < arguments.count {
            let next = arguments[i + 1]
            if next.count > 1, next.hasPrefix("-"), let c = next.dropFirst().first, c.isNumber || c == "." {
                out.append(a + "=" + next)
                i += 2
                continue
            }
        }
        out.append(a)
        i += 1
    }
    return out
}

/// ArgumentParser quotes the values it rejects in full: shorten each quoted value (and, failing
/// that, the line) and escape control characters, so a 50 MB argument is not echoed.
func shortened(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        let parts = line.split(separator: "'", omittingEmptySubsequences: false)
        let quotedShort = parts.enumerated().map { i, part -> String in
            // Odd parts sit between quotes.
            guard i % 2 == 1, i < parts.count - 1 else { return String(part) }
            return Quoted.line(part, limit: Quoted.defaultLimit)
        }.joined(separator: "'")
        return Quoted.line(quotedShort, limit: 400)
    }.joined(separator: "\n")
}

// A closed stdout (a trace reader that went away) must not kill the process silently:
// writes then fail with EPIPE and the writer reports it.
signal(SIGPIPE, SIG_IGN)

do {
    var command = try FlickCommand.parseAsRoot(gluingNegativeValues(Array(CommandLine.arguments.dropFirst())))
    try command.run()
} catch let error as FlickError {
    fail(error.isLocated ? error.message : "flick: \(error.message)", error.exitCode)
} catch let error as ExitCode {
    exit(error.rawValue)
} catch {
    let code = FlickCommand.exitCode(for: error)
    var message = shortened(FlickCommand.fullMessage(for: error))
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    if code == .success {
        print(message)
        exit(0)
    }
    fail("flick: \(message)\nSee 'flick --help'.", 2)
}
