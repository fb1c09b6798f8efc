import FlickCore
@testable import FlickDemo
import FlickKit
import FlickTracing
import Foundation
import XCTest

/// Every golden scenario (Tests/Goldens/*.scenario) played to its end, dark and light, as
/// `flick record` plays it: in its last frame no text of the app is under contrast (4.5:1, 3:1
/// when large) and no switch's boundary under 3:1 against what lies behind it (`check
/// accessibility`'s contrast and boundary findings). Text within the pages of a page list (the
/// carousel's web pages, the swiper's pictures) is their own content and is left out.
final class GoldenContrastTests: XCTestCase {
    func testEveryGoldenScenarioEndsWithEnoughContrastInDark() throws { try checkEveryScenario(.dark) }
    func testEveryGoldenScenarioEndsWithEnoughContrastInLight() throws { try checkEveryScenario(.light) }

    private func checkEveryScenario(_ theme: ThemePreference) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.goldens)
            .filter { $0.hasSuffix(".scenario") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 5)
        try FontPinning.pin()
        for file in files {
            let name = String(file.dropLast(".scenario".count))
            let lines = try ScenarioParser.parse(file: PackagePaths.goldens + "/" + file)
            let demo = try XCTUnwrap(DemoName(rawValue: String(name.split(separator: "-")[0])), file)
            let scale: Double = name.contains("-hidpi") ? 2 : 1
            let out = PackagePaths.freshOutput("golden-contrast/\(theme.rawValue)/\(name)")
            let runner = ScenarioRunner(size: WindowSize.defaultSize, scale: scale, outputDirectory: out) { size, scale, now in
                AppController(demo: demo, size: size, scale: scale, theme: theme, now: now)
            }
            try runner.run(lines)
            // The pages of a page list (a web page, a photo) keep their own colours; their text is
            // content drawn as it is, not the app's.
            let pages = runner.elements().allNodes.filter { $0.role == .pageList }.flatMap(\.children).filter { $0.role == .page }
                .map { Rect(x: $0.frame.x * scale, y: $0.frame.y * scale, width: $0.frame.width * scale, height: $0.frame.height * scale) }
            let findings = runner.checkAccessibility().filter { finding in
                (finding.kind == .contrast && !pages.contains { $0.contains(Point(finding.frame.midX, finding.frame.midY)) })
                    || finding.kind == .boundary
            }
            XCTAssertEqual(findings.map(\.description), [], "\(file) \(theme.rawValue)")
        }
    }
}
