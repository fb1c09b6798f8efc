import FlickCore
import FlickHost
import FlickKit
@testable import FlickTracing
import Foundation
import XCTest

/// `check accessibility`: unnamed controls, text under contrast against what is drawn behind it,
/// and pointer targets under 24x24 px, found in the frame on screen.
final class AccessibilityCheckTests: XCTestCase {
    private let white = Color(hex: 0xFFFFFF)

    /// A white window with one text of `color` at `size` px (`weight`, at `opacity`) on it.
    private func textScene(_ color: Color, size: Double, weight: FontSpec.Weight = .regular, opacity: Double = 1,
                           on background: Color? = nil) -> Fixture {
        Fixture(draw: { s in
            .stack([
                .fill(Rect(size: s), background ?? self.white),
                .group(GroupNode([.text(TextNode("Scene 1 of 7", frame: Rect(x: 20, y: 20, width: 280, height: 60),
                                                 font: FontSpec(size: size, weight: weight), color: color))], opacity: opacity)),
            ])
        }, nodes: { _ in [] })
    }

    private func findings(_ root: any Component, size: Size = Size(320, 240), scale: Double = 1) -> [AccessibilityFinding] {
        ScenarioRunner(root: root, size: size, scale: scale, outputDirectory: NSTemporaryDirectory() + "flick-a11y-\(getpid())")
            .checkAccessibility()
    }

    func testContrastRatiosAreWCAGs() {
        XCTAssertEqual(ContrastRatio.of(.black, .white), 21, accuracy: 0.001)
        XCTAssertEqual(ContrastRatio.of(Color(hex: 0x777777), .white), 4.48, accuracy: 0.01)
        XCTAssertEqual(ContrastRatio.of(Color(hex: 0x767676), .white), 4.54, accuracy: 0.01)
        XCTAssertEqual(ContrastRatio.text(2.158), "2.15:1")
        XCTAssertEqual(ContrastRatio.text(4.5), "4.5:1")
        XCTAssertEqual(ContrastRatio.hex(Color(hex: 0x8A8A8A)), "#8a8a8a")
    }

    func testTextUnderContrastIsFoundWithItsColoursAndNeed() throws {
        XCTAssertEqual(findings(textScene(Color(hex: 0x767676), size: 16)), [], "4.54:1 passes")
        let faint = findings(textScene(Color(hex: 0x999999), size: 16))
        XCTAssertEqual(faint.map(\.kind), [.contrast])
        let message = try XCTUnwrap(faint.first?.description)
        XCTAssertTrue(message.hasPrefix("text \"Scene 1 of 7\" (16 px) at "), message)
        XCTAssertTrue(message.hasSuffix("has contrast 2.84:1 (#999999 on #ffffff), needs 4.5:1"), message)
    }

    func testLargeTextNeedsThreeToOne() {
        // #949494 on white is 3.03:1: enough for 24 px and for 18 px bold, not for 18 px regular.
        XCTAssertEqual(findings(textScene(Color(hex: 0x949494), size: 24)), [])
        XCTAssertEqual(findings(textScene(Color(hex: 0x949494), size: 18, weight: .bold)), [])
        XCTAssertEqual(findings(textScene(Color(hex: 0x949494), size: 18)).map(\.kind), [.contrast])
        XCTAssertEqual(findings(textScene(Color(hex: 0xAAAAAA), size: 24)).map(\.kind), [.contrast], "2.32:1 is too little even for large text")
    }

    func testTheContrastIsMeasuredAgainstWhatIsDrawnBehindAtTheTextsOpacity() {
        XCTAssertEqual(findings(textScene(.white, size: 16, on: Color(hex: 0x1E1E22))), [], "white on near black")
        XCTAssertEqual(findings(textScene(.black, size: 16, opacity: 0.3)).map(\.kind), [.contrast], "black at 30% is grey")
        XCTAssertEqual(findings(textScene(.black, size: 16, opacity: 0)), [], "text nobody sees is not measured")
        XCTAssertEqual(findings(textScene(.black, size: 16, on: Color(hex: 0x303030))).map(\.kind), [.contrast], "black on dark grey")
    }

    func testTextThatSomethingDrawnLaterCoversIsNotMeasured() {
        func covered(_ cover: Color) -> Fixture {
            Fixture(draw: { s in
                .stack([.fill(Rect(size: s), self.white),
                        .text(TextNode("Under a bar", frame: Rect(x: 20, y: 20, width: 280, height: 60), font: FontSpec(size: 16),
                                       color: Color(hex: 0xBBBBBB))),
                        .fill(Rect(x: 0, y: 0, width: 320, height: 100), cover)])
            }, nodes: { _ in [] })
        }
        XCTAssertEqual(findings(covered(Color(hex: 0x202020))), [], "a bar drawn over it hides it")
        XCTAssertEqual(findings(covered(.clear)).map(\.kind), [.contrast], "a clear one does not")
    }

    func testTextInAnOpaqueSnapshotIsMeasuredAgainstTheSnapshotsOwnFill() {
        let owner = Fixture(nodes: { _ in [] })
        let card = Fixture(draw: { s in
            .snapshot(SnapshotNode(key: SnapshotKey(owner), version: 1, size: s, frame: Rect(size: s), isOpaque: true) {
                .stack([.fill(Rect(size: s), self.white),
                        .text(TextNode("In a card", frame: Rect(x: 20, y: 20, width: 280, height: 60), font: FontSpec(size: 16),
                                       color: Color(hex: 0xBBBBBB))),
                        .fill(Rect(x: 0, y: 200, width: 320, height: 40), Color(hex: 0x202020))])
            })
        }, nodes: { _ in [] })
        XCTAssertEqual(findings(card).map(\.kind), [.contrast], "what the snapshot draws after the text covers it only where it draws")
    }

    func testTheScaleDoesNotChangeTheVerdict() {
        XCTAssertEqual(findings(textScene(Color(hex: 0x767676), size: 16), size: Size(640, 480), scale: 2), [])
        XCTAssertEqual(findings(textScene(Color(hex: 0x999999), size: 16), size: Size(640, 480), scale: 2).map(\.kind), [.contrast])
    }

    func testUnnamedControlsAndSmallTargetsAreFound() {
        let root = Fixture(nodes: { _ in [
            SemanticsNode(role: .button, name: "", frame: Rect(x: 10, y: 10, width: 30, height: 30), actions: [.activate]),
            SemanticsNode(role: .button, name: "Close page", frame: Rect(x: 50, y: 10, width: 20, height: 20), actions: [.activate]),
            SemanticsNode(role: .button, name: "Fine", frame: Rect(x: 90, y: 10, width: 24, height: 24), actions: [.activate]),
            SemanticsNode(role: .text, name: "", frame: Rect(x: 10, y: 50, width: 8, height: 8)),
            SemanticsNode(role: .button, name: "", states: .offscreen, frame: Rect(x: 10, y: 90, width: 8, height: 8), actions: [.activate]),
        ] })
        XCTAssertEqual(findings(root).map(\.description), [
            "push button at [10.0, 10.0, 30.0x30.0] can be used but has no name",
            "push button \"Close page\" is 20x20 px at [50.0, 10.0, 20.0x20.0], smaller than 24x24 px",
        ])
    }

    /// A light drawer with a switch: its 44x24 track of `track` (and an outline of `border`),
    /// the knob on it, the toggle's node over a larger frame.
    private func switchScene(_ track: Color, border: Color? = nil, checkable: Bool = true) -> Fixture {
        let t = Rect(x: 200, y: 100, width: 44, height: 24)
        return Fixture(draw: { s in
            .stack([.fill(Rect(size: s), Color(hex: 0xEBEBED)),
                    .fill(t, track, cornerRadius: 12),
                    border.map { .strokeRect(t.insetBy(0.5), $0, lineWidth: 1, cornerRadius: 11.5) } ?? .empty,
                    .ellipse(Rect(x: 203, y: 103, width: 18, height: 18), .solid(self.white))])
        }, nodes: { _ in [
            SemanticsNode(role: .toggle, name: "Dark style", states: checkable ? .checkable : [], frame: Rect(x: 20, y: 94, width: 224, height: 36),
                          actions: [.activate]),
        ] })
    }

    func testASwitchWhoseTrackBarelyShowsIsFound() throws {
        let faint = findings(switchScene(Color(hex: 0xE2E2E5)))
        XCTAssertEqual(faint.map(\.kind), [.boundary])
        let message = try XCTUnwrap(faint.first?.description)
        XCTAssertEqual(message, "toggle button \"Dark style\" at [20.0, 94.0, 224.0x36.0] has boundary contrast 1.08:1 (#e2e2e5 on #ebebed), needs 3:1")
        XCTAssertEqual(findings(switchScene(Color(hex: 0x808080))), [], "a darker track passes (3.31:1)")
        XCTAssertEqual(findings(switchScene(Color(hex: 0xE2E2E5), border: Color(hex: 0x707070))), [], "so does an outline along the track")
        XCTAssertEqual(findings(switchScene(Color(hex: 0xE2E2E5), checkable: false)), [], "a toggle that is not a switch has no track")
    }

    func testTheScenarioCommandFailsNamingEachFindingAndPassesWhenThereIsNone() throws {
        let out = NSTemporaryDirectory() + "flick-a11y-\(getpid())"
        XCTAssertEqual(try ScenarioParser.parse(text: "check accessibility\n", file: "s").map(\.command), [.checkAccessibility])
        XCTAssertThrowsError(try ScenarioParser.parse(text: "check colours\n", file: "s")) { error in
            XCTAssertEqual((error as? FlickError)?.message, "s:1: 'check' checks the screen against a guideline; the one there is: check accessibility")
        }
        let clean = ScenarioRunner(root: textScene(.black, size: 16), size: Size(320, 240), outputDirectory: out)
        try clean.run(try ScenarioParser.parse(text: "settle\ncheck accessibility\n", file: "s"))
        let faint = ScenarioRunner(root: textScene(Color(hex: 0x999999), size: 16), size: Size(320, 240), outputDirectory: out)
        XCTAssertThrowsError(try faint.run(try ScenarioParser.parse(text: "settle\ncheck accessibility\n", file: "s"))) { error in
            let message = (error as? FlickError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("s:2: check accessibility found 1 problem(s): text \"Scene 1 of 7\" (16 px)"), message)
            XCTAssertEqual((error as? FlickError)?.exitCode, 1)
        }
    }
}
