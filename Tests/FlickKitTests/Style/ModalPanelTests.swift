import XCTest
import FlickCore
@testable import FlickKit
import FlickTesting

final class ModalPanelTests: XCTestCase {
    /// The opacity each solid fill and text of `node` is drawn at (the product of its groups').
    private func opacities(_ node: SceneNode, _ alpha: Double = 1) -> [(String, Double)] {
        switch node {
        case .group(let g): return g.children.flatMap { opacities($0, alpha * g.opacity) }
        case .rect(_, .solid(let c), _): return [("fill \(c)", alpha)]
        case .text(let t): return [(t.text, alpha)]
        default: return []
        }
    }

    func testMidFadeTheVeilAndTheContentFadeButThePanelIsOpaque() {
        let veil = Color(hex: 0x000000, alpha: 0.4), plate = Color(hex: 0xFFFFFF)
        let scene = ModalPanel.scene(veil: .fill(Rect(x: 0, y: 0, width: 100, height: 100), veil),
                                     panel: [.fill(Rect(x: 20, y: 20, width: 60, height: 60), plate)],
                                     content: [.text(TextNode("About", frame: Rect(x: 20, y: 20, width: 60, height: 20),
                                                              font: FontSpec(size: 12), color: Color.black))],
                                     transform: .identity, presence: 0.3)
        let drawn = Dictionary(opacities(scene), uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(drawn["fill \(veil)"]!, 0.3, accuracy: 1e-9)
        XCTAssertEqual(drawn["fill \(plate)"], 1, "nothing under the panel shows through it")
        XCTAssertEqual(drawn["About"]!, 0.3, accuracy: 1e-9)
        XCTAssertEqual(SceneProbe.texts(ModalPanel.scene(veil: .empty, panel: [], content: [], transform: .identity,
                                                         presence: 0)), [])
    }

    func testTheAboutDialogsPanelIsOpaqueWhileItFadesIn() {
        let dialog = AboutDialog(info: AboutInfo(name: "Flick", version: "1", summary: "Touch-era patterns", licence: "Apache"))
        dialog.layout(size: Size(800, 600), now: 0)
        dialog.open(now: 0)
        let drawn = opacities(dialog.scene(now: 0.05))
        let plate = drawn.first { $0.0 == "fill \(Palette.dark.cardBackground)" }
        XCTAssertEqual(plate?.1, 1)
        let title = drawn.first { $0.0 == "Flick" }
        XCTAssertNotNil(title)
        XCTAssertLessThan(title!.1, 1, "its text fades in on the panel")
    }
}
