@testable import FlickDemo
import XCTest

/// The seeded generator behind the slides demo's Random and the fuzzer: SplitMix64, the same
/// everywhere.
final class SeededRandomTests: XCTestCase {
    func testItIsSplitMix64() {
        var r = SeededRandom(seed: 0)
        XCTAssertEqual(r.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(r.next(), 0x6E78_9E6A_A1B9_65F4)
    }

    func testTheSameSeedGivesTheSameSequence() {
        var a = SeededRandom(seed: 42), b = SeededRandom(seed: 42), c = SeededRandom(seed: 43)
        let first = (0..<8).map { _ in a.next() }
        XCTAssertEqual(first, (0..<8).map { _ in b.next() })
        XCTAssertNotEqual(first, (0..<8).map { _ in c.next() })
    }

    func testIndexAndUnitStayInRange() {
        var r = SeededRandom(seed: 7)
        for n in [0, 1, 2, 5, 1000] {
            let i = r.index(below: n)
            XCTAssertTrue(i >= 0 && i < max(1, n), "\(i) for \(n)")
        }
        for _ in 0..<100 {
            let u = r.unit()
            XCTAssertTrue(u >= 0 && u < 1)
        }
    }
}
