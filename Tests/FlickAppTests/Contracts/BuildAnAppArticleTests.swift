import FlickTestSupport
import XCTest

/// The DocC article "Build an app" walks through Examples/PhotoBrowser; `make test` builds that
/// program, so every piece of code the article shows must be the example's text, word for word.
final class BuildAnAppArticleTests: XCTestCase {
    func testEveryCodeBlockOfTheArticleIsTheExamplesCode() throws {
        let root = PackageRoot.url
        let article = try String(contentsOf: root.appendingPathComponent("Sources/FlickApp/FlickApp.docc/BuildAnApp.md"),
                                 encoding: .utf8)
        let example = root.appendingPathComponent("Examples/PhotoBrowser")
        let sources = try FileManager.default.contentsOfDirectory(atPath: example.path + "/Sources/PhotoBrowser")
            .filter { $0.hasSuffix(".swift") }.map { "Sources/PhotoBrowser/" + $0 }
        let texts = try (["Package.swift"] + sources).map {
            try String(contentsOf: example.appendingPathComponent($0), encoding: .utf8)
        }
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertGreaterThanOrEqual(blocks.count, 5, "the article shows the example's code")
        for block in blocks {
            XCTAssertTrue(texts.contains { $0.contains(block) },
                          "BuildAnApp.md shows code that is not in Examples/PhotoBrowser as it is:\n\(block)")
        }
    }
}
