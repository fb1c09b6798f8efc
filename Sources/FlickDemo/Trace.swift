import FlickCore
import Foundation

/// The `--trace` JSON Lines writer (DESIGN.md §6): one object a line on stdout, `t` in ms.
public final class Trace {
    private let write: (String) -> Void

    /// Writes to stdout, flushing every line so a test reading the pipe sees it at once.
    public static func standardOutput() -> Trace {
        Trace { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }

    public init(write: @escaping (String) -> Void) { self.write = write }

    private func emit(_ type: String, at now: Double, _ fill: (inout JSONLine) -> Void = { _ in }) {
        var line = JSONLine()
        line.add("t", now * 1000, decimals: 1)
        line.add("type", type)
        fill(&line)
        write(line.text)
    }

    /// The first frame is on screen.
    public func ready(at now: Double, window: UInt, size: Size) {
        emit("ready", at: now) {
            $0.add("window", "0x" + String(window, radix: 16))
            $0.add("width", Int(size.width))
            $0.add("height", Int(size.height))
        }
    }

    public func gesture(at now: Double, kind: String, location: Point?, fields: (inout JSONLine) -> Void = { _ in }) {
        emit("gesture", at: now) {
            $0.add("kind", kind)
            if let p = location {
                $0.add("x", Int(p.x.rounded()))
                $0.add("y", Int(p.y.rounded()))
            }
            fields(&$0)
        }
    }

    public func state(at now: Double, key: String, value: String) {
        emit("state", at: now) {
            $0.add("key", key)
            $0.add("value", value)
        }
    }

    /// No animation is running.
    public func settled(at now: Double) { emit("settled", at: now) }
}
