@testable import FlickDemo
import FlickCore
import FlickTracing
import XCTest

final class CommandLineValuesTests: XCTestCase {
    func testSizesParseAndBadOnesNameTheValidForm() throws {
        XCTAssertEqual(try WindowSize.parse("1024x700"), Size(1024, 700))
        XCTAssertEqual(try WindowSize.parse("320x240"), WindowSize.minimumSize)
        XCTAssertEqual(try WindowSize.parse("4000X3000"), Size(4000, 3000))
        for bad in ["", "x", "100", "0x10", "10x0", "-5x10", "axb", "10x10x10", "99999x10"] {
            XCTAssertThrowsError(try WindowSize.parse(bad), bad) { error in
                XCTAssertEqual((error as? FlickError)?.exitCode, 2)
                XCTAssertTrue((error as? FlickError)?.message.contains("WIDTHxHEIGHT") ?? false)
            }
        }
    }

    func testSizesBelowTheMinimumAreRefusedNamingIt() throws {
        XCTAssertEqual(WindowSize.minimumSize, Size(320, 240))
        for small in ["200x150", "319x240", "320x239", "1x1"] {
            XCTAssertThrowsError(try WindowSize.parse(small), small) { error in
                XCTAssertEqual((error as? FlickError)?.exitCode, 2)
                let message = (error as? FlickError)?.message ?? ""
                XCTAssertTrue(message.contains("below the minimum window size 320x240"), message)
                XCTAssertTrue(message.contains("e.g. 1024x700"), message)
            }
        }
        XCTAssertNil(WindowSize.problem(width: 1, height: 1), "a scenario may still resize below it")
    }

    func testTheWindowIsAtLeast360x360LayoutPxAtAnyScale() {
        XCTAssertEqual(WindowSize.windowMinimumSize(scale: 1), Size(360, 360))
        XCTAssertEqual(WindowSize.windowMinimumSize(scale: 2), Size(720, 720))
        XCTAssertEqual(WindowSize.windowMinimumSize(scale: 1.25), Size(450, 450))
        XCTAssertEqual(WindowSize.window(Size(320, 240), scale: 1), Size(360, 360))
        XCTAssertEqual(WindowSize.window(Size(360, 360), scale: 2), Size(720, 720))
        XCTAssertEqual(WindowSize.window(Size(1024, 700), scale: 2), Size(1024, 720))
        XCTAssertEqual(WindowSize.window(Size(800, 300), scale: 1), Size(800, 360))
        XCTAssertEqual(WindowSize.window(Size(360, 360), scale: .nan), Size(360, 360), "a broken scale counts as 1")
    }

    func testDemoNamesAreChecked() throws {
        XCTAssertEqual(try DemoName.parse("swiper"), .swiper)
        XCTAssertThrowsError(try DemoName.parse("nope")) { error in
            XCTAssertTrue((error as? FlickError)?.message.contains("choose one of: shell, carousel, swiper") ?? false)
        }
        for demo in DemoName.allCases { XCTAssertEqual(try DemoName.parse(demo.rawValue.uppercased()), demo) }
    }

    func testFrameRatesOutsideTheRangeAreRejected() {
        XCTAssertNoThrow(try FrameRate.validate(60))
        XCTAssertThrowsError(try FrameRate.validate(0))
        XCTAssertThrowsError(try FrameRate.validate(1000))
    }

    func testJSONLinesQuoteStringsAndRoundNumbers() {
        var line = JSONLine()
        line.add("t", 41.25, decimals: 1)
        line.add("s", "a\"b\\c\n")
        line.add("n", 3)
        line.add("nan", Double.nan, decimals: 2)
        XCTAssertEqual(line.text, #"{"t":41.2,"s":"a\"b\\c\n","n":3,"nan":0}"#)
    }

    func testPercentilesUseTheNearestRank() {
        let p = Percentiles((1...100).map(Double.init))
        XCTAssertEqual(p.value(50), 50)
        XCTAssertEqual(p.value(99), 99)
        XCTAssertEqual(p.largest, 100)
        XCTAssertEqual(Percentiles([]).value(50), 0)
    }

    func testTheBenchJSONHasTheContractFieldsInOrder() {
        let r = BenchResult(demo: .swiper, size: Size(1280, 800), pages: 10, frames: 600,
                            p50: 0.91, p99: 1.62, max: 2.4, referenceMs: 0.71, rssMB: 38.52)
        XCTAssertEqual(r.json, #"{"demo":"swiper","size":"1280x800","pages":10,"frames":600,"frame_ms":{"p50":0.91,"p99":1.62,"max":2.40},"reference_ms":0.71,"ratio_p99":2.28,"rss_mb":38.5}"#)
    }
}
