@testable import FlickCairo
import XCTest

/// The size a decode asks its loader for, chosen from the header before a pixel is allocated:
/// no buffer of the loader over the cap, and a picture that would need one refused.
final class DecodePlanTests: XCTestCase {
    private let cap = 64 << 20

    /// The target's width and height, then the loader's.
    private func size(_ natural: (Int, Int), _ requested: (Int, Int)?, _ allocation: DecodePlan.Allocation) -> [Int]? {
        DecodePlan.sizes(natural: .init(natural.0, natural.1), requested: requested.map { .init($0.0, $0.1) },
                         allocation: allocation, cap: cap)
            .map { [$0.target.width, $0.target.height, $0.load.width, $0.load.height] }
    }

    func testAPictureTheLoaderHoldsWholeIsRefusedPastTheCapWhateverTheSizeAsked() {
        XCTAssertNil(size((30000, 30000), (300, 300), .whole), "900 megapixels held whole")
        XCTAssertEqual(size((3000, 2000), (300, 300), .whole), [300, 200, 3000, 2000], "decoded whole, then scaled")
        XCTAssertEqual(size((3000, 2000), nil, .whole), [3000, 2000, 3000, 2000], "its own size")
        XCTAssertEqual(size((3000, 2000), (6000, 6000), .whole), [3000, 2000, 3000, 2000], "never enlarged")
    }

    func testAJPEGIsDividedEnoughThatItsBufferStaysUnderTheCap() {
        XCTAssertEqual(size((30000, 30000), (300, 300), .eighths), [300, 300, 3750, 3750], "libjpeg's eighth")
        XCTAssertEqual(size((3000, 2000), (1000, 1000), .eighths), [1000, 667, 1500, 1000], "the half: the least above the size")
        // Shown whole, a 30000x30000 JPEG is decoded at a quarter (56 megapixels), the least
        // libjpeg can divide it by within the cap.
        XCTAssertEqual(size((30000, 30000), nil, .eighths), [7500, 7500, 7500, 7500])
        XCTAssertNil(size((100_000, 100_000), (300, 300), .eighths), "an eighth is still 156 megapixels")
        let big = size((12000, 9000), nil, .eighths)!
        XCTAssertLessThanOrEqual(big[0] * big[1], cap)
        XCTAssertEqual(big, [6000, 4500, 6000, 4500], "halved: 27 megapixels")
    }

    func testAScalableFormatAllocatesOnlyTheSizeAsked() {
        XCTAssertEqual(size((100_000, 100_000), (300, 300), .requested), [300, 300, 300, 300])
        let whole = size((100_000, 100_000), nil, .requested)!
        XCTAssertLessThanOrEqual(whole[0] * whole[1], cap, "the cap still bounds it")
    }

    func testTheHeaderAloneAsksTheLoaderToStop() {
        let plan = DecodePlan(requested: nil, headerOnly: true)
        XCTAssertTrue(plan.prepare(natural: (400, 300), allocation: .whole) == (0, 0))
        XCTAssertTrue(plan.isSettled)
        XCTAssertTrue(plan.natural! == (400, 300))
        let refused = DecodePlan(requested: (10, 10), headerOnly: false)
        XCTAssertTrue(refused.prepare(natural: (30000, 30000), allocation: .whole) == (0, 0))
        XCTAssertTrue(refused.refused && refused.isSettled)
    }
}
