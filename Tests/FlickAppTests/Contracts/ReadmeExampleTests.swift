import FlickTestSupport
import XCTest

/// The README's library section shows Examples/SwiperApp's program; `make test` builds that
/// program, so the README's copy must be the same text.
final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeShowsTheSwiperExampleWordForWord() throws {
        let root = PackageRoot.url
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let program = try String(contentsOf: root.appendingPathComponent("Examples/SwiperApp/Sources/SwiperApp/main.swift"),
                                 encoding: .utf8)
        XCTAssertTrue(readme.contains("```swift\n" + program + "```\n"),
                      "README.md's library section must show Examples/SwiperApp/Sources/SwiperApp/main.swift as it is")
    }
}
