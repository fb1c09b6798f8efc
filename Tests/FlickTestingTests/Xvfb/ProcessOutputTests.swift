import Foundation
@testable import FlickTesting
import XCTest

/// A child's output read as it comes: lines parsed and waited for, standard error kept whole,
/// the end of output and the exit told apart from a deadline.
final class ProcessOutputTests: XCTestCase {
    private func shell(_ script: String) throws -> (Process, ProcessOutput<String>) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let output = ProcessOutput<String>(of: process) { data in
            let line = String(decoding: data, as: UTF8.self)
            return line.hasPrefix("#") ? nil : line
        }
        try process.run()
        output.start()
        return (process, output)
    }

    func testLinesArriveInOrderAndALineTheParserDropsIsNotKept() throws {
        let (_, output) = try shell("echo one; echo '# comment'; echo two; echo three")
        guard case .found(let i) = output.waitFor(timeout: 10, { $0 == "three" }) else { return XCTFail("no line three") }
        XCTAssertEqual(i, 2)
        XCTAssertEqual(output.count, 3)
        XCTAssertEqual(output.lines(0..<3), ["one", "two", "three"])
        XCTAssertEqual(output.line(1), "two")
        XCTAssertEqual(output.last(2), ["two", "three"])
        XCTAssertTrue(output.waitForExit(timeout: 10))
    }

    func testAWaitStartsFromTheIndexGiven() throws {
        let (_, output) = try shell("echo go; echo stop; echo go")
        XCTAssertTrue(output.waitForExit(timeout: 10))
        guard case .found(let i) = output.waitFor(from: 1, timeout: 1, { $0 == "go" }) else { return XCTFail("no second go") }
        XCTAssertEqual(i, 2)
    }

    func testStandardErrorIsKeptWholeAndCanBeWaitedFor() throws {
        let (_, output) = try shell("printf 'first part ' >&2; printf 'and the rest\\n' >&2")
        XCTAssertTrue(output.waitForError(containing: "and the rest", timeout: 10))
        XCTAssertTrue(output.waitForExit(timeout: 10))
        XCTAssertEqual(output.standardError, "first part and the rest\n")
        XCTAssertFalse(output.waitForError(containing: "never written", timeout: 10), "the process ended without it")
    }

    func testOutputEndingBeforeTheLineIsNotADeadline() throws {
        let (_, output) = try shell("echo only")
        guard case .ended = output.waitFor(timeout: 10, { $0 == "missing" }) else { return XCTFail("should end") }
    }

    func testADeadlinePassesWhileTheProcessRunsSilently() throws {
        let (process, output) = try shell("echo started; exec sleep 30")
        guard case .found = output.waitFor(timeout: 10, { $0 == "started" }) else { return XCTFail("never started") }
        guard case .timedOut = output.waitFor(from: 1, timeout: 0.2, { _ in true }) else { return XCTFail("should time out") }
        XCTAssertFalse(output.waitForExit(timeout: 0.1))
        process.terminate()
        XCTAssertTrue(output.waitForExit(timeout: 10))
    }

    func testAnIncompleteUTF8CharacterAtTheEndIsHeldBack() {
        let e = Array("é".utf8), euro = Array("€".utf8), face = Array("😀".utf8)
        XCTAssertEqual(ProcessOutput<String>.incompleteTail(of: Data("ab".utf8)), 0)
        XCTAssertEqual(ProcessOutput<String>.incompleteTail(of: Data("a".utf8 + e)), 0)
        XCTAssertEqual(ProcessOutput<String>.incompleteTail(of: Data("a".utf8 + e.prefix(1))), 1)
        XCTAssertEqual(ProcessOutput<String>.incompleteTail(of: Data(euro.prefix(2))), 2)
        XCTAssertEqual(ProcessOutput<String>.incompleteTail(of: Data(face.prefix(3))), 3)
        XCTAssertEqual(ProcessOutput<String>.incompleteTail(of: Data(face)), 0)
    }
}
