import FlickCore
import Foundation

/// What a child process writes, read as it comes: its standard output line by line (each line
/// made a `Line` by the reader's `parse`; a line it returns nil for is dropped), its standard
/// error whole, and its exit, each on a thread of its own, so that a live test waits for a line
/// or the exit instead of sleeping. The one pump behind `LiveFlick` and `ProbeProcess`.
// Its state is touched only under `lock`; a parsed line passes once from the reading thread to the caller, never mutated after.
public final class ProcessOutput<Line>: @unchecked Sendable {
    /// How a wait for a line ended.
    public enum Wait {
        /// The first matching line, at this index.
        case found(Int)
        /// Standard output ended (the process closed it or exited) before such a line.
        case ended
        /// The deadline passed first.
        case timedOut
    }

    private let out = Pipe()
    private let err = Pipe()
    private let parse: (Data) -> Line?
    private let lock = NSCondition()
    private var lines: [Line] = []
    private var errors = ""
    private var outputEnded = false
    private var errorsEnded = false
    private var exited = false

    /// Connects new pipes to `process`'s standard output and error and watches its exit; call
    /// before `process.run()`, then `start()` after it.
    public init(of process: Process, parse: @escaping (Data) -> Line?) {
        self.parse = parse
        process.standardOutput = out
        process.standardError = err
        process.terminationHandler = { [weak self] _ in
            guard let self else { return }
            self.lock.lock(); self.exited = true; self.lock.broadcast(); self.lock.unlock()
        }
    }

    /// Starts reading both pipes (once the process runs).
    public func start() {
        let outHandle = out.fileHandleForReading, errHandle = err.fileHandleForReading
        Thread.detachNewThread { [weak self] in self?.pump(outHandle) }
        Thread.detachNewThread { [weak self] in self?.pumpErrors(errHandle) }
    }

    /// Standard error as it comes (a message written while the process runs can be waited for).
    private func pumpErrors(_ handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            // Whole UTF-8 characters only: a chunk may end inside one, kept for the next.
            let tail = ProcessOutput.incompleteTail(of: pending)
            let text = String(decoding: pending.dropLast(tail), as: UTF8.self)
            pending = Data(pending.suffix(tail))
            lock.lock(); errors += text; lock.broadcast(); lock.unlock()
        }
        lock.lock()
        errors += String(decoding: pending, as: UTF8.self)
        errorsEnded = true
        lock.broadcast()
        lock.unlock()
    }

    private func pump(_ handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = parse(Data(pending[pending.startIndex..<newline]))
                pending = pending[(newline + 1)...]
                if let line { lock.lock(); lines.append(line); lock.broadcast(); lock.unlock() }
            }
        }
        lock.lock(); outputEnded = true; lock.broadcast(); lock.unlock()
    }

    /// How many bytes at the end of `data` start a UTF-8 character that is not complete yet (0 to 3).
    static func incompleteTail(of data: Data) -> Int {
        for (back, byte) in data.suffix(3).reversed().enumerated() where byte & 0xC0 != 0x80 {
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back + 1 ? back + 1 : 0
        }
        return 0
    }

    /// The number of lines read so far (to wait for a line after them).
    public var count: Int { lock.lock(); defer { lock.unlock() }; return lines.count }

    /// Line `i`.
    public func line(_ i: Int) -> Line { lock.lock(); defer { lock.unlock() }; return lines[i] }

    /// The lines in `range` (indices as `count` and `waitFor` give them).
    public func lines(_ range: Range<Int>) -> [Line] { lock.lock(); defer { lock.unlock() }; return Array(lines[range]) }

    /// The last `n` lines.
    public func last(_ n: Int) -> [Line] { lock.lock(); defer { lock.unlock() }; return Array(lines.suffix(n)) }

    /// Standard error as read so far.
    public var standardError: String { lock.lock(); defer { lock.unlock() }; return errors }

    /// Waits for the first line from index `from` on that satisfies `match`, at most `timeout`
    /// seconds (a guard against a hang, not a pacing sleep).
    public func waitFor(from: Int = 0, timeout: Double, _ match: (Line) -> Bool) -> Wait {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock(); defer { lock.unlock() }
        while true {
            if from < lines.count, let i = lines[from...].firstIndex(where: match) { return .found(i) }
            if outputEnded { return .ended }
            if !lock.wait(until: deadline) { return .timedOut }
        }
    }

    /// Waits until standard error holds `text` (written while the process runs, or before it
    /// ended), at most `timeout` seconds; false when it ended or the deadline passed without it.
    public func waitForError(containing text: String, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock(); defer { lock.unlock() }
        while !errors.contains(text) {
            if errorsEnded || !lock.wait(until: deadline) { return errors.contains(text) }
        }
        return true
    }

    /// Waits until the process has exited and both pipes are read to their end, at most
    /// `timeout` seconds; false when the deadline passed first.
    public func waitForExit(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock(); defer { lock.unlock() }
        while !(exited && outputEnded && errorsEnded) {
            if !lock.wait(until: deadline) { return false }
        }
        return true
    }
}
