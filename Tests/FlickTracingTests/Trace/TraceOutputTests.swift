@testable import FlickTracing
import Foundation
import XCTest

/// The trace's output on a pipe whose reader stops reading: the caller never waits, lines keep
/// their order, and past the bound of unread bytes (or lines left at the end) the output fails
/// with EAGAIN, as a full one fails with ENOSPC.
final class TraceOutputTests: XCTestCase {
    private var pipeEnds: [Int32] = [-1, -1]

    override func setUpWithError() throws {
        XCTAssertEqual(pipe(&pipeEnds), 0)
    }

    override func tearDown() {
        for fd in pipeEnds where fd >= 0 { close(fd) }
    }

    func testLinesPastWhatAnUnreadPipeHoldsWaitInOrderWithoutStoppingTheCaller() throws {
        var failures: [Int32] = []
        let trace = Trace.output(to: pipeEnds[1], unreadLimitBytes: 1 << 20) { failures.append($0) }
        // About 300 KB: four times what a Linux pipe holds.
        for i in 0..<5000 { trace.state(now: Double(i) / 1000, key: "k", value: String(repeating: "x", count: 20) + "\(i)") }
        XCTAssertEqual(failures, [])
        XCTAssertNil(trace.outputFailure)
        let read = Read()
        let done = DispatchSemaphore(value: 0)
        let fd = pipeEnds[0]
        Thread.detachNewThread {
            read.text = TraceOutputTests.readAll(from: fd, lines: 5000)
            done.signal()
        }
        XCTAssertNil(trace.finishOutput(timeoutS: 20), "the reader takes the rest")
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        let values = read.text.split(separator: "\n").map { String($0) }
        XCTAssertEqual(values.count, 5000)
        XCTAssertTrue(values[4999].contains("\"value\":\"xxxxxxxxxxxxxxxxxxxx4999\""), values[4999])
        XCTAssertTrue(values[0].contains("\"value\":\"xxxxxxxxxxxxxxxxxxxx0\""), values[0])
    }

    func testMoreUnreadBytesThanTheBoundFailTheOutputOnceWithEAGAIN() throws {
        var failures: [Int32] = []
        let trace = Trace.output(to: pipeEnds[1], unreadLimitBytes: 4096) { failures.append($0) }
        for i in 0..<10000 { trace.settled(now: Double(i)) }
        XCTAssertEqual(failures, [EAGAIN])
        XCTAssertEqual(trace.outputFailure, EAGAIN)
        XCTAssertEqual(trace.finishOutput(timeoutS: 0), EAGAIN)
    }

    func testLinesTheReaderDoesNotTakeAtTheEndFailTheOutput() throws {
        let trace = Trace.output(to: pipeEnds[1], unreadLimitBytes: 1 << 20) { _ in }
        for i in 0..<5000 { trace.settled(now: Double(i)) }
        XCTAssertEqual(trace.finishOutput(timeoutS: 0.05), EAGAIN, "more than the pipe holds, nobody reading")
        // The writing thread, blocked on the full pipe, ends with the reader gone.
        signal(SIGPIPE, SIG_IGN)
        close(pipeEnds[0])
        pipeEnds[0] = -1
    }

    func testAClosedReaderFailsTheOutputWithEPIPE() throws {
        signal(SIGPIPE, SIG_IGN)
        close(pipeEnds[0])
        pipeEnds[0] = -1
        let failed = DispatchSemaphore(value: 0)
        let trace = Trace.output(to: pipeEnds[1], unreadLimitBytes: 1 << 20) { error in
            XCTAssertEqual(error, EPIPE)
            failed.signal()
        }
        trace.settled(now: 0)
        XCTAssertEqual(failed.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(trace.finishOutput(timeoutS: 0), EPIPE)
    }

    /// What the reading thread read.
    // `@unchecked Sendable`: the thread writes `text` before it signals, the test reads it after the wait.
    private final class Read: @unchecked Sendable { var text = "" }

    /// Reads `fd` until `lines` lines came.
    private static func readAll(from fd: Int32, lines: Int) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while data.filter({ $0 == 0x0A }).count < lines {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        return String(decoding: data, as: UTF8.self)
    }
}
