import FlickCore
import FlickKit
import FlickTesting
import Foundation
import XCTest

final class TextViewTests: XCTestCase {
    private let paragraph = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. "

    func testTextIsWrappedAtWordsByPangoInAReadableColumn() {
        let view = TextView(text: String(repeating: paragraph, count: 3))
        let tester = ComponentTester(view, size: Size(1200, 400))
        let nodes = SceneProbe.textNodes(tester.frame())
        XCTAssertEqual(nodes.count, 1)
        XCTAssertLessThanOrEqual(nodes[0].frame.width, Constants.contentMaxWidthPx)
        XCTAssertEqual(nodes[0].frame.midX, 600, accuracy: 1, "the column is centred")
        let info = tester.host.layoutText(nodes[0].text, font: view.font, width: nodes[0].frame.width)!
        XCTAssertGreaterThan(info.lines.count, 1)
        for line in info.lines.dropLast() {
            let text = Array(nodes[0].text.utf8)[line.range]
            XCTAssertEqual(text.last, UInt8(ascii: " "), "each line breaks after a space")
        }
    }

    func testTheWheelAndKeysScrollAReadOnlyView() {
        let view = TextView(text: (0..<200).map { "Line \($0)" }.joined(separator: "\n"))
        let tester = ComponentTester(view, size: Size(600, 300))
        view.isFocused = true
        tester.frame()
        XCTAssertTrue(tester.send(.scroll(Point(300, 150), delta: Point(0, 2), modifiers: [])))
        tester.runToRest()
        let afterWheel = SceneProbe.texts(tester.frame())
        XCTAssertFalse(afterWheel.contains("Line 0"), "scrolled past the first line")
        XCTAssertTrue(tester.send(.key(KeyCombo("End"))))
        tester.runToRest()
        XCTAssertTrue(SceneProbe.texts(tester.frame()).contains("Line 199"))
        XCTAssertTrue(tester.send(.key(KeyCombo("Home"))))
        tester.runToRest()
        XCTAssertTrue(SceneProbe.texts(tester.frame()).contains("Line 0"))
        XCTAssertFalse(tester.send(.key(KeyCombo("q", text: "q"))), "a read-only view types nothing")
    }

    func testATouchDragScrollsAndAMouseDragSelects() {
        let view = TextView(text: (0..<200).map { "Line \($0)" }.joined(separator: "\n"))
        let tester = ComponentTester(view, size: Size(600, 300))
        tester.frame()
        let start = Point(100, 250), end = Point(100, 50)
        view.handle(.panBegin(PanInfo(start: start, location: Point(100, 240), source: .touch)), now: tester.now)
        view.handle(.panEnd(PanInfo(start: start, location: end, source: .touch)), now: tester.now)
        tester.runToRest()
        XCTAssertFalse(SceneProbe.texts(tester.frame()).contains("Line 0"))
        XCTAssertEqual(view.selectedText, "")
    }

    func testSelectionByMouseAndKeyboardAndCopy() {
        let local = LocalClipboard()
        let previous = Clipboard.install(local)
        defer { Clipboard.uninstall(local, restoring: previous) }
        let view = TextView(text: "alpha beta\ngamma delta")
        let tester = ComponentTester(view, size: Size(600, 300))
        view.isFocused = true
        tester.frame()
        let node = SceneProbe.textNodes(tester.frame()).first { $0.text == "gamma delta" }!
        let info = tester.host.layoutText("gamma delta", font: view.font, width: node.frame.width)!
        let p = Point(node.frame.minX + info.caret(at: 7).point.x, node.frame.minY + 5)
        view.handle(.press(p, button: 1, modifiers: []), now: tester.now)
        view.handle(.tap(p, count: 2, button: 1, modifiers: []), now: tester.now)
        XCTAssertEqual(view.selectedText, "delta")
        view.handle(.press(p, button: 1, modifiers: []), now: tester.now)
        view.handle(.tap(p, count: 3, button: 1, modifiers: []), now: tester.now)
        XCTAssertEqual(view.selectedText, "gamma delta")
        XCTAssertTrue(tester.send(.key(KeyCombo("c", modifiers: [.control]))))
        var copied: String?
        Clipboard.read { copied = $0 }
        XCTAssertEqual(copied, "gamma delta")
        view.select(0..<0)
        XCTAssertTrue(tester.send(.key(KeyCombo("Right", modifiers: [.shift]))))
        XCTAssertTrue(tester.send(.key(KeyCombo("Down", modifiers: [.shift]))))
        XCTAssertEqual(view.selectedText, "alpha beta\ng")
        XCTAssertTrue(tester.send(.key(KeyCombo("a", modifiers: [.control]))))
        XCTAssertEqual(view.selectedText, view.text)
    }

    func testAnEditableViewTypesBreaksLinesAndMovesByLine() {
        let view = TextView(text: "ab\ncd", isEditable: true)
        let tester = ComponentTester(view, size: Size(600, 300))
        view.isFocused = true
        tester.frame()
        view.select(1..<1)
        XCTAssertTrue(tester.send(.key(KeyCombo("Down"))))
        XCTAssertEqual(view.caretOffset, 4, "below b's left edge: between c and d")
        XCTAssertTrue(tester.send(.key(KeyCombo("Return"))))
        TextInput.type("中", into: view, now: tester.now)
        XCTAssertEqual(view.text, "ab\nc\n中d")
        XCTAssertTrue(tester.send(.key(KeyCombo("z", modifiers: [.control]))))
        XCTAssertEqual(view.text, "ab\nc\nd")
        XCTAssertTrue(SceneProbe.texts(tester.frame()).contains("c"))
    }

    func testAFiveMegabyteTextShowsItsFirstFrameQuicklyAndLaysOutOnlyWhatIsNearTheView() {
        let line = "The quick brown fox jumps over the lazy dog, and the dog sleeps on in the sun. "
        var text = ""
        while text.utf8.count < 5_000_000 {
            text += String(repeating: line, count: 6) + "\n"
        }
        let view = TextView()
        let tester = ComponentTester(view, size: Size(800, 600))
        tester.frame()
        let clock = ContinuousClock()
        let firstFrame = clock.measure {
            view.text = text
            tester.host.setNeedsDisplay()
            tester.frame()
        }
        let seconds = Double(firstFrame.components.seconds) + Double(firstFrame.components.attoseconds) / 1e18
        print("TextView 5 MB (\(text.utf8.count) bytes): first frame \(String(format: "%.1f", seconds * 1000)) ms, \(view.blocksLaidOut) blocks laid out")
        XCTAssertLessThan(seconds, 2.0, "a debug build under load; the release figure is reported")
        XCTAssertLessThan(view.blocksLaidOut, 40, "only the blocks near the view")
        var worst = 0.0
        for _ in 0..<30 {
            let scrollFrame = clock.measure {
                tester.send(.scroll(Point(400, 300), delta: Point(0, 3), modifiers: []))
                tester.run(seconds: 1.0 / 60)
            }
            worst = max(worst, Double(scrollFrame.components.attoseconds) / 1e18 + Double(scrollFrame.components.seconds))
        }
        print("TextView 5 MB: slowest scrolling frame \(String(format: "%.1f", worst * 1000)) ms")
        XCTAssertLessThan(worst, 1.0)
        XCTAssertFalse(SceneProbe.texts(tester.frame()).isEmpty)
    }
}
