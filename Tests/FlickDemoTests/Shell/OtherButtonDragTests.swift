@testable import FlickDemo
import FlickCore
import FlickTracing
import XCTest

/// Every button's press and release are paired (issue 13, item 2): right- and middle-button
/// drags and clicks anywhere, with the drawers open or closed, in tall and short windows, all end
/// in a state where `settle` finishes.
final class OtherButtonDragTests: XCTestCase {
    private func run(_ demo: DemoName, _ text: String, size: Size = Size(1024, 700),
                     file: StaticString = #filePath, line: UInt = #line) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flick-buttons").path
        let runner = ScenarioRunner(demo: demo, size: size, fps: 60, outputDirectory: dir)
        do {
            try runner.run(try ScenarioParser.parse(text: text, file: "\(demo.rawValue).scenario"))
        } catch {
            XCTFail("\(demo.rawValue) at \(Int(size.width))x\(Int(size.height)): \(error)", file: file, line: line)
        }
    }

    func testARightDragAcrossTheDecksOptionsDrawerSettles() {
        run(.deck, "key F10\nsettle\ndown 964 100 3\nup 500 600 3\nwait 20000\nsettle")
    }

    func testAMiddleDragInTheDecksOptionsDrawerSettlesAndTheListStillScrollsWithTheLeftButton() {
        run(.deck, "key F10\nsettle\ndown 964 300 2\nmove 964 200\nup 964 100 2\nsettle\ndrag 964 500 964 200 300\nsettle")
    }

    func testOtherButtonDragsAndClicksSettleInEveryDemoWithDrawersOpenOrClosed() {
        let starts = [(20, 20), (512, 350), (964, 100), (1000, 680), (60, 600)]
        for demo in DemoName.allCases {
            for size in [Size(1024, 700), Size(1024, 300)] {
                for opening in ["", "key F9\nsettle\n", "key F10\nsettle\n"] {
                    var text = opening
                    for (i, (x, y)) in starts.enumerated() {
                        let button = 2 + i % 2
                        let x = min(Double(x), size.width - 1), y = min(Double(y), size.height - 1)
                        text += "down \(x) \(y) \(button)\nmove \(x) \(y - 80)\nup \(x - 300) \(y - 200) \(button)\nsettle\n"
                        text += "down \(x) \(y) \(button)\nup \(x) \(y) \(button)\nsettle\n"
                    }
                    run(demo, text, size: size)
                }
            }
        }
    }
}
