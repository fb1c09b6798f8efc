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
