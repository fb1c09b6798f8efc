import FlickCore
import Glibc

/// Lines for stdout written at once and checked, so a full or closed stdout (`> /dev/full`, a
/// reader that went away) is reported as such instead of being lost in a buffer at exit.
public enum StandardOutput {
    /// Writes `text` and a newline to stdout; throws `FlickError` (exit 1) naming the problem.
    public static func writeLine(_ text: String) throws {
        if let failure = Trace.writeAll(Array((text + "\n").utf8), to: STDOUT_FILENO) {
            let why = failure == EPIPE ? "it was closed" : FileProblem(errno: failure).description
            throw FlickError.runtime("cannot write to standard output: \(why)")
        }
    }
}
