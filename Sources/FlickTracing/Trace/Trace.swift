import FlickCore
import Foundation
import Glibc

/// The `--trace` JSON Lines writer (docs/CONTRACTS.md §6): one object a line on stdout, `t` in ms.
public final class Trace {
    private let write: (String) -> Void

    /// Writes to stdout, flushing every line so a test reading the pipe sees it at once.
    /// When stdout is closed (the reader went away; SIGPIPE must be ignored so the write fails
    /// with EPIPE instead of killing the process) or cannot take more (ENOSPC: `/dev/full`),
    /// `onClosed` runs once with the error number and later lines are dropped.
    public static func standardOutput(onClosed: @escaping (Int32) -> Void = { _ in }) -> Trace {
        var closed = false
        return Trace { line in
            guard !closed else { return }
            if let failure = writeAll(Array((line + "\n").utf8), to: STDOUT_FILENO) {
                closed = true
                onClosed(failure)
            }
        }
    }

    /// Writes every byte, retrying short writes and interruptions; the error number when the
    /// descriptor fails, else nil.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return errno
            }
            offset += n
        }
        return nil
    }

    /// The sequence number of the last input traced (`gesture` lines count from 1).
    public private(set) var sequence = 0

    public init(write: @escaping (String) -> Void) { self.write = write }

    private func emit(_ type: String, at now: Double, _ fill: (inout JSONLine) -> Void = { _ in }) {
        var line = JSONLine()
        line.add("t", now * 1000, decimals: 1)
        line.add("type", type)
        fill(&line)
        write(line.text)
    }

    /// The first frame is on screen: the window, its size in device pixels, the UI scale and,
    /// where known, the frames a second it draws at while something moves.
    public func ready(at now: Double, window: UInt, size: Size, scale: Double = 1, fps: Double? = nil) {
        emit("ready", at: now) {
            $0.add("window", "0x" + String(window, radix: 16))
            $0.add("width", Int(size.width))
            $0.add("height", Int(size.height))
            $0.add("scale", scale, decimals: 2)
            if let fps { $0.add("fps", fps, decimals: 2) }
        }
    }

    /// An input a test can pair with its `settled`: numbered in order (`seq`, from 1).
    public func gesture(at now: Double, kind: String, location: Point?, fields: (inout JSONLine) -> Void = { _ in }) {
        sequence += 1
        emit("gesture", at: now) {
            $0.add("seq", sequence)
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

    /// No animation is running; `seq` is the last input's sequence number it follows (0: none yet).
    public func settled(at now: Double) { emit("settled", at: now) { $0.add("seq", sequence) } }
}
