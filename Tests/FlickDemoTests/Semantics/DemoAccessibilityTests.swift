import FlickCore
@testable import FlickDemo
import FlickKit
import FlickTracing
import Foundation
import XCTest

/// `check accessibility` on every demo as it opens, dark and light, in the default window
/// (1024x700) and the smallest GNOME allows (360x360): no unnamed control, no text under
/// contrast, no pointer target under 24x24 px.
final class DemoAccessibilityTests: XCTestCase {
    /// The findings of `demo` in `theme` at each size, once it has settled, by size.
    private func check(_ demo: DemoName, _ theme: ThemePreference, file: StaticString = #filePath, line: UInt = #line) throws {
        for size in [Size(1024, 700), Size(360, 360)] {
            let out = NSTemporaryDirectory() + "flick-demo-a11y-\(getpid())"
            let runner = ScenarioRunner(size: size, fps: 60, outputDirectory: out) { size, scale, now in
                AppController(demo: demo, size: size, scale: scale, theme: theme, now: now)
            }
            try runner.run(try ScenarioParser.parse(text: "settle\n", file: "check"))
            let findings = runner.checkAccessibility()
            XCTAssertEqual(findings.map(\.description), [], "\(demo) \(theme) at \(Int(size.width))x\(Int(size.height))",
                           file: file, line: line)
        }
    }

    func testShellDark() throws { try check(.shell, .dark) }
    func testShellLight() throws { try check(.shell, .light) }
    func testCarouselDark() throws { try check(.carousel, .dark) }
    func testCarouselLight() throws { try check(.carousel, .light) }
    func testSwiperDark() throws { try check(.swiper, .dark) }
    func testSwiperLight() throws { try check(.swiper, .light) }
    func testDeckDark() throws { try check(.deck, .dark) }
    func testDeckLight() throws { try check(.deck, .light) }
    func testMuseumDark() throws { try check(.museum, .dark) }
    func testMuseumLight() throws { try check(.museum, .light) }
    func testSlidesDark() throws { try check(.slides, .dark) }
    func testSlidesLight() throws { try check(.slides, .light) }
}
