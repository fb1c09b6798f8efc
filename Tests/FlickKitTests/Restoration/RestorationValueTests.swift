import FlickKit
import Foundation
import XCTest

/// Saved values are read back untrusted: wrong kinds give nil, numbers clamp into the caller's
/// range (saturating at its ends), and any JSON a file holds decodes.
final class RestorationValueTests: XCTestCase {
    private func decode(_ json: String) throws -> RestorationValue {
        try JSONDecoder().decode(RestorationValue.self, from: Data(json.utf8))
    }

    func testNumbersClampIntoTheRangeAndSaturateAtItsEnds() throws {
        XCTAssertEqual(try decode("9223372036854775807").int(in: 0...99), 99)
        XCTAssertEqual(try decode("-9223372036854775808").int(in: 0...99), 0)
        XCTAssertEqual(try decode("1e300").int(in: 0...99), 99)
        XCTAssertEqual(try decode("18446744073709551616").int(in: -5...5), 5)
        XCTAssertEqual(try decode("7").int(in: 0...99), 7)
        XCTAssertEqual(try decode("7.0").int(in: 0...99), 7)
        XCTAssertNil(try decode("7.5").int(in: 0...99))
        XCTAssertEqual(try decode("1e300").double(in: 0...2), 2)
        XCTAssertEqual(try decode("-3").double(in: 0...2), 0)
    }

    func testValuesOfTheWrongKindGiveNil() throws {
        for json in ["\"NaN\"", "\"Infinity\"", "true", "null", "[1]", "{\"a\":1}"] {
            let v = try decode(json)
            XCTAssertNil(v.int(in: 0...9), json)
            XCTAssertNil(v.double(in: 0...9), json)
        }
        XCTAssertNil(try decode("5").stringValue)
        XCTAssertNil(try decode("\"left\"").string(oneOf: ["right"]))
        XCTAssertEqual(try decode("\"left\"").string(oneOf: ["left", "right"]), "left")
        XCTAssertNil(try decode("1").boolValue)
        XCTAssertEqual(try decode("[1,2,3]").arrayValue(limit: 2), [.int(1), .int(2)])
        XCTAssertNil(try decode("[1]")["a"])
    }

    func testAnyJSONRoundTrips() throws {
        let json = "{\"a\":[1,2.5,null,true,\"x\",{\"b\":[]}],\"c\":-4}"
        let v = try decode(json)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(String(decoding: try encoder.encode(v), as: UTF8.self), json)
    }
}

/// The one-pass reader of JSON text agrees with the JSON grammar and bounds nesting.
extension RestorationValueTests {
    func testTheJSONReaderReadsEveryKindAndRejectsWhatIsNotJSON() throws {
        let text = " {\"a\": [1, -2, 2.5, -0.0, 1e3, 9223372036854775807, -9223372036854775808, 9223372036854775808],"
            + " \"s\": \"x\\n\\u00e9\\ud83d\\ude00\\\"\", \"t\": true, \"f\": false, \"n\": null, \"o\": {}} "
        let v = try RestorationValue(json: Array(text.utf8))
        XCTAssertEqual(v["a"], .array([.int(1), .int(-2), .double(2.5), .double(-0.0), .double(1000),
                                       .int(.max), .int(.min), .double(9223372036854775808)]))
        XCTAssertEqual(v["s"], .string("x\né😀\""))
        XCTAssertEqual(v["t"], .bool(true))
        XCTAssertEqual(v["f"], .bool(false))
        XCTAssertEqual(v["n"], .null)
        XCTAssertEqual(v["o"], .object([:]))
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "01x", "+1", ".5", "nul", "\"\u{1}\"", "[1] 2", "{\"a\":1,}", "-"] {
            XCTAssertThrowsError(try RestorationValue(json: Array(bad.utf8)), bad)
        }
    }

    func testNestingDeeperThanTheLimitReadsAsNullWithoutRecursingIntoIt() throws {
        let deep = String(repeating: "[", count: 500_000) + String(repeating: "]", count: 500_000)
        let v = try RestorationValue(json: Array(("{\"a\":" + deep + "}").utf8))
        var depth = 0
        var node = v["a"]
        while case .array(let a)? = node, let first = a.first { depth += 1; node = first }
        XCTAssertLessThan(depth, RestorationValue.depthLimit)
    }
}
