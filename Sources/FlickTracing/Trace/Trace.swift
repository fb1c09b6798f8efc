import FlickCore
import Foundation
import Glibc

/// The `--trace` JSON Lines writer (docs/CONTRACTS.md §6): one object a line on stdout, `t` in ms.
public final class Trace {
    private let write: (String) -> Void
    /// The lines waiting for stdout, when this trace writes there.
    private var backlog: Backlog?

    /// The most bytes of lines kept waiting for a reader that does not read stdout, bytes: past
    /// it the run ends (`onClosed` hears EAGAIN), as for a full stdout.
    public static let unreadLimitBytes = 1 << 20
    /// The longest the end of a run waits for the reader to take the last lines, s.
    public static let finishTimeoutS = 0.5

    /// Writes to stdout, every line as it comes, so a test reading the pipe sees it at once. The
    /// lines are handed to a thread of their own that does the writing, so a reader that keeps
    /// the pipe open but stops reading never stops the caller: up to `unreadLimitBytes` wait for
    /// it. When stdout is closed (the reader went away; SIGPIPE must be ignored so the write fails
    /// with EPIPE instead of killing the process), cannot take more (ENOSPC: `/dev/full`), or more
    /// than `unreadLimitBytes` wait unread (EAGAIN), `onClosed` runs once with the error number
    /// and later lines are dropped. It runs on the writing thread (or the caller's, for EAGAIN),
    /// so it may only do what any thread may (`X11Window.stop()`); `outputFailure` keeps the number.
    public static func standardOutput(onClosed: @escaping (Int32) -> Void = { _ in }) -> Trace {
        output(to: STDOUT_FILENO, unreadLimitBytes: unreadLimitBytes, onClosed: onClosed)
    }

    /// `standardOutput` on the descriptor `fd`, keeping at most `limit` bytes unread.
    static func output(to fd: Int32, unreadLimitBytes limit: Int, onClosed: @escaping (Int32) -> Void) -> Trace {
        let backlog = Backlog(fd: fd, limit: limit, onFailure: onClosed)
        let trace = Trace { backlog.append(Array(($0 + "\n").utf8)) }
        trace.backlog = backlog
        return trace
    }

    /// Why writing to stdout stopped (EPIPE, ENOSPC, EAGAIN for lines left unread...), or nil.
    public var outputFailure: Int32? { backlog?.failure }

    /// Waits at most `timeoutS` for the lines not written yet to reach stdout (the run ends);
    /// returns why they did not (EAGAIN: the reader did not take them in time), or nil.
    public func finishOutput(timeoutS: Double = Trace.finishTimeoutS) -> Int32? {
        backlog?.finish(timeoutS: timeoutS)
    }

    /// Lines for a descriptor, written in order by a thread of their own that blocks in `write`
    /// while the reader does not read; the caller only appends. The thread waits on a condition
    /// while nothing is to be written (no wake-ups) and blocks every signal, so they keep going
    /// to the window's signalfd.
    // `@unchecked Sendable`: every variable is read and written under `condition` alone.
    private final class Backlog: @unchecked Sendable {
        private let fd: Int32
        private let limit: Int
        private let onFailure: (Int32) -> Void
        private let condition = NSCondition()
        private var lines: [[UInt8]] = []
        /// Bytes appended and not yet written (those being written included).
        private var waiting = 0
        private var failed: Int32?
        private var started = false

        init(fd: Int32, limit: Int, onFailure: @escaping (Int32) -> Void) {
            self.fd = fd
            self.limit = limit
            self.onFailure = onFailure
        }

        var failure: Int32? {
            condition.lock(); defer { condition.unlock() }
            return failed
        }

        /// Queues `bytes`; past the limit the output fails with EAGAIN instead.
        func append(_ bytes: [UInt8]) {
            condition.lock()
            guard failed == nil else { condition.unlock(); return }
            if waiting + bytes.count > limit {
                failed = EAGAIN
                condition.broadcast()
                condition.unlock()
                onFailure(EAGAIN)
                return
            }
            lines.append(bytes)
            waiting += bytes.count
            if !started {
                started = true
                startWriter()
            }
            condition.signal()
            condition.unlock()
        }

        /// Waits for the lines to be written, at most `timeoutS`; why they were not, or nil.
        func finish(timeoutS: Double) -> Int32? {
            let deadline = Date(timeIntervalSinceNow: timeoutS)
            condition.lock(); defer { condition.unlock() }
            while waiting > 0, failed == nil {
                if !condition.wait(until: deadline) { break }
            }
            if failed == nil, waiting > 0 { failed = EAGAIN }
            return failed
        }

        private func startWriter() {
            let thread = Thread { [self] in writeLoop() }
            thread.name = "flick-trace"
            SignalFreeThread.start(thread)
        }

        private func writeLoop() {
            while true {
                condition.lock()
                while lines.isEmpty, failed == nil { condition.wait() }
                if failed != nil { condition.unlock(); return }
                let batch = lines.flatMap { $0 }
                lines.removeAll()
                condition.unlock()
                let error = Trace.writeAll(batch, to: fd)
                condition.lock()
                waiting -= batch.count
                let first = error != nil && failed == nil
                if first { failed = error }
                condition.broadcast()
                condition.unlock()
                if first, let error { onFailure(error) }
                if error != nil { return }
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

    private func emit(_ type: String, now: Double, _ fill: (inout JSONLine) -> Void = { _ in }) {
        var line = JSONLine()
        line.add("t", now * 1000, decimals: 1)
        line.add("type", type)
        fill(&line)
        write(line.text)
    }

    /// The first frame is on screen: the window, its size in device pixels, the UI scale and,
    /// where known, the frames a second it draws at while something moves.
    public func ready(now: Double, window: UInt, size: Size, scale: Double = 1, fps: Double? = nil) {
        emit("ready", now: now) {
            $0.add("window", "0x" + String(window, radix: 16))
            $0.add("width", Int(size.width))
            $0.add("height", Int(size.height))
            $0.add("scale", scale, decimals: 2)
            if let fps { $0.add("fps", fps, decimals: 2) }
        }
    }

    /// An input a test can pair with its `settled`: numbered in order (`seq`, from 1).
    public func gesture(now: Double, kind: String, location: Point?, fields: (inout JSONLine) -> Void = { _ in }) {
        sequence += 1
        emit("gesture", now: now) {
            $0.add("seq", sequence)
            $0.add("kind", kind)
            if let p = location {
                $0.add("x", Int(p.x.rounded()))
                $0.add("y", Int(p.y.rounded()))
            }
            fields(&$0)
        }
    }

    public func state(now: Double, key: String, value: String) {
        emit("state", now: now) {
            $0.add("key", key)
            $0.add("value", value)
        }
    }

    /// A frame reached the screen (`FLICK_TRACE=frames`, `flick --trace-frames`): `ms`, how long
    /// it took to make (advance, layout, scene and render: `FrameMeter`); `interval`, the seconds
    /// since the frame before reached the screen (nil for the first), written in ms; `seq`, the
    /// last input's sequence number.
    public func frame(now: Double, ms: Double, interval: Double?) {
        emit("frame", now: now) {
            $0.add("ms", ms, decimals: 2)
            if let interval { $0.add("interval", interval * 1000, decimals: 1) }
            $0.add("seq", sequence)
        }
    }

    /// No animation is running; `seq` is the last input's sequence number it follows (0: none yet).
    public func settled(now: Double) { emit("settled", now: now) { $0.add("seq", sequence) } }
}
