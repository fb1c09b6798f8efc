import FlickApp
import FlickCore
import FlickKit
import FlickTesting
import Foundation
import XCTest

/// A library program's test needs nothing but FlickTesting: a swiper of plain pages driven by
/// drags, names and scenario text, its state read, its frame written.
final class ComponentTesterTests: XCTestCase {
    private func swiper() -> Swiper {
        var options = SwiperOptions()
        options.showsToolbars = true
        options.allowsMomentum = false
        return Swiper(pageCount: 5, options: options) { index in
            DrawnView(title: "Page \(index + 1)") { size in .fill(Rect(size: size), Color(hex: UInt32(0x203040 + index * 0x111111))) }
        }
    }

    func testADragAndSettleTurnsThePage() {
        let tester = ComponentTester(swiper(), size: Size(640, 480))
        tester.drag(from: Point(500, 240), to: Point(100, 240), ms: 300)
        tester.settle()
        XCTAssertEqual(tester.state["swiper.index"], "1")
        XCTAssertEqual(tester.failures, [])
    }

    func testAClickByNameFindsTheToolbarButtonAndTheElementsHaveFrames() throws {
        let tester = ComponentTester(swiper(), size: Size(640, 480))
        tester.key("t")
        tester.settle()
        let next = try XCTUnwrap(tester.elements.first { $0.name == "Next" })
        XCTAssertEqual(next.role, .button)
        XCTAssertTrue(Rect(x: 0, y: 0, width: 640, height: 480).contains(next.frame.center))
        tester.click("Next")
        tester.settle()
        XCTAssertEqual(tester.state["swiper.index"], "1")
    }

    func testAScriptRunsFromWhereTheTesterIsAndAFailedExpectThrows() throws {
        let tester = ComponentTester(swiper(), size: Size(640, 480))
        try tester.run(script: "key Right\nsettle\nexpect swiper.index 1\n")
        XCTAssertThrowsError(try tester.run(script: "expect swiper.index 4\n")) { error in
            XCTAssertTrue("\(error)".contains("tester:1: expected swiper.index = 4, got 1"), "\(error)")
        }
    }

    func testAShotIsWrittenAndItsPathReturned() throws {
        let tester = ComponentTester(swiper(), size: Size(320, 240))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-tester-shot-\(getpid())").path
        let path = try tester.shot("start", in: dir)
        XCTAssertEqual(path, dir + "/start.png")
        let png = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(png[16..<24]), [0, 0, 1, 64, 0, 0, 0, 240], "IHDR 320x240")
    }

    func testAnUnknownNameIsAFailureNamingWhatIsVisible() {
        let tester = ComponentTester(swiper(), size: Size(640, 480))
        var reported: [String] = []
        tester.onFailure = { message, _, _ in reported.append(message) }
        tester.click("Launch")
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(reported.first?.contains("no element named \"Launch\" (visible: ") ?? false, reported.first ?? "")
    }

    func testCheckAccessibilityReportsEachFindingAndPassesAPlainPage() {
        let clean = ComponentTester(DrawnView { size in
            .stack([.fill(Rect(size: size), .white),
                    .text(TextNode("Readable", frame: Rect(x: 10, y: 10, width: 200, height: 30), font: FontSpec(size: 16), color: .black))])
        }, size: Size(320, 240))
        clean.onFailure = { _, _, _ in }
        XCTAssertEqual(clean.checkAccessibility(), [])
        XCTAssertEqual(clean.failures, [])

        let faint = ComponentTester(DrawnView { size in
            .stack([.fill(Rect(size: size), .white),
                    .text(TextNode("Faint", frame: Rect(x: 10, y: 10, width: 200, height: 30), font: FontSpec(size: 16), color: Color(hex: 0xBBBBBB)))])
        }, size: Size(320, 240))
        faint.onFailure = { _, _, _ in }
        XCTAssertEqual(faint.checkAccessibility().map(\.kind), [.contrast])
        XCTAssertEqual(faint.failures.count, 1)
        XCTAssertTrue(faint.failures.first?.hasPrefix("check accessibility: text \"Faint\" (16 px)") ?? false, faint.failures.first ?? "")
    }

    func testAClickOnANameSeveralElementsHaveFailsUnlessAPickSaysWhich() {
        let tester = ComponentTester(swiper(), size: Size(640, 480))
        tester.onFailure = { _, _, _ in }
        tester.key("t")
        tester.settle()
        tester.click("Page")
        XCTAssertTrue(tester.failures.first?.contains("matches") ?? false, "\(tester.failures)")
        tester.click("Page", role: .tab, pick: .nth(3))
        tester.settle()
        XCTAssertEqual(tester.failures.count, 1)
        XCTAssertEqual(tester.state["swiper.index"], "2", "the third dot")
    }
}
