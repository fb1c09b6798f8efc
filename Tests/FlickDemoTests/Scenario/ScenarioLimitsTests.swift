import FlickCore
@testable import FlickDemo
import FlickTracing
import XCTest

/// Every scenario value has a documented range; values outside it are `FILE:LINE:` syntax errors
/// (exit 2) that quote the input short and escaped (issue 13, items 3 and 5).
final class ScenarioLimitsTests: XCTestCase {
    private func syntaxError(_ text: String) -> FlickError? {
        do { _ = try ScenarioParser.parse(text: text, file: "s.scenario"); return nil } catch let e as FlickError {
            return e
        } catch { return nil }
    }

    func testValuesTheParserUsedToPassButCrashedOrHungAreRejectedWithFileLine() {
        let cases = [
            "wait 1e300", "wait 1e12", "drag 1 2 3 4 1e300", "hold 1 2 1e300", "hold 1 2 1e12",
            "scroll 1 2 0 -9223372036854775808", "scroll 500 350 0 1000000000", "drag 500 350 1e22 350 100",
            "click 100 1e25", "move -100001 0", "down 0 100001", "scroll 1 2 1001 0", "wait 600001",
            "scroll 1 2 0 99999999999999999999",
        ]
        for text in cases {
            let e = syntaxError("settle\n" + text)
            XCTAssertEqual(e?.exitCode, 2, text)
            XCTAssertTrue(e?.message.hasPrefix("s.scenario:2: ") ?? false, "\(text): \(e?.message ?? "no error")")
            XCTAssertTrue(e?.message.contains(" to ") ?? false, "the message names the range: \(e?.message ?? "")")
        }
    }

    func testTheEdgesOfEveryRangeAreAccepted() {
        XCTAssertNil(syntaxError("""
        move -100000 100000
        drag -100000 -100000 100000 100000 600000
        hold 0 0 600000
        wait 0
        wait 600000
        scroll 0 0 -1000 1000
        """))
    }

    func testCRLFAndCRLineEndsAreLineEnds() throws {
        let lines = try ScenarioParser.parse(text: "wait 10\r\nclick 1 2\r\n\r\nkey Right\rsettle\r\n", file: "f")
        XCTAssertEqual(lines.map(\.line), [1, 2, 4, 5])
        XCTAssertEqual(lines[1].command, .click(.point(Point(1, 2))))
        XCTAssertEqual(syntaxError("wait 10\r\nclick 1\r\n")?.message.hasPrefix("s.scenario:2: 'click' needs X and Y"), true)
    }

    func testNULsAndHugeNumbersAreQuotedShortAndEscaped() throws {
        let nuls = syntaxError(String(repeating: "\0", count: 5000))
        XCTAssertNotNil(nuls)
        XCTAssertFalse(nuls!.message.contains("\0"), "no raw NUL is echoed")
        XCTAssertLessThan(nuls!.message.count, 400, nuls!.message)
        XCTAssertTrue(nuls!.message.contains("\\0\\0"), nuls!.message)
        XCTAssertTrue(nuls!.message.contains("(5000 characters)"), nuls!.message)

        let huge = syntaxError("wait " + String(repeating: "9", count: 1_000_000))
        XCTAssertNotNil(huge)
        XCTAssertLessThan(huge!.message.count, 400, huge!.message)
        XCTAssertTrue(huge!.message.hasPrefix("s.scenario:1: MS must be from 0 to 600000 ms"), huge!.message)
    }

    func testAShotNameTooLongForAFileNameIsBlamedOnTheScenarioNotOnOut() {
        XCTAssertNil(syntaxError("shot " + String(repeating: "a", count: ScenarioLimits.shotNameBytes)))
        let e = syntaxError("shot " + String(repeating: "a", count: 300))
        XCTAssertTrue(e?.message.hasPrefix("s.scenario:1: shot name") ?? false, e?.message ?? "no error")
        XCTAssertFalse(e?.message.contains("--out") ?? true)
        XCTAssertNotNil(syntaxError("shot a\u{1}b"))
    }

    func testAScenarioFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-big-\(getpid()).scenario").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let line = Data("wait 0\n".utf8)
        var data = Data(capacity: ScenarioLimits.fileBytes + line.count)
        while data.count <= ScenarioLimits.fileBytes { data.append(line) }
        try data.write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ScenarioParser.parse(file: path)) { error in
            let e = error as? FlickError
            XCTAssertEqual(e?.exitCode, 2)
            XCTAssertTrue(e?.message.contains("larger than 8 MB") ?? false, e?.message ?? "")
        }
        XCTAssertThrowsError(try ScenarioParser.parse(file: "/dev/zero")) { error in
            XCTAssertEqual((error as? FlickError)?.exitCode, 2)
        }
        XCTAssertThrowsError(try ScenarioParser.parse(file: "/tmp")) { error in
            XCTAssertTrue((error as? FlickError)?.message.contains("cannot read scenario file") ?? false)
        }
    }

    func testSizesNeedingGigabytesGetAClearLimit() {
        XCTAssertThrowsError(try WindowSize.parse("16384x16384")) { error in
            XCTAssertTrue((error as? FlickError)?.message.contains("too large") ?? false)
        }
        XCTAssertNoThrow(try WindowSize.parse("7680x4320"))
        XCTAssertTrue(syntaxError("size 16384 16384")?.message.contains("pixels in all") ?? false)
    }
}
