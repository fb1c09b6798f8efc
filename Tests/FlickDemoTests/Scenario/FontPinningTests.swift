@testable import FlickDemo
import FlickTracing
import Foundation
import XCTest

/// The pinned font configuration lives in a folder private to the user (issue 18 item 11).
final class FontPinningTests: XCTestCase {
    private func freshCache(_ name: String) -> String { PackagePaths.freshOutput("fonts/\(name)") }

    func testTheConfigurationGoesToAPrivateFolderInTheCache() throws {
        let cache = freshCache("private")
        let file = try FontPinning.writeConfig(environment: ["XDG_CACHE_HOME": cache])
        XCTAssertEqual(file, cache + "/flick/fonts/fonts.conf")
        let mode = try FileManager.default.attributesOfItem(atPath: cache + "/flick/fonts")[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o700)
        // Written again on the next run, into the same folder.
        XCTAssertEqual(try FontPinning.writeConfig(environment: ["XDG_CACHE_HOME": cache]), file)
    }

    func testALinkAFolderOthersMayWriteAndSomeoneElsesAreRefused() throws {
        let link = freshCache("link")
        try FileManager.default.createDirectory(atPath: link + "/flick", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link + "/flick/fonts", withDestinationPath: "/tmp")
        let open = freshCache("open")
        try FileManager.default.createDirectory(atPath: open + "/flick/fonts", withIntermediateDirectories: true)
        chmod(open + "/flick/fonts", 0o777)
        let cases = [(link, "it is not a folder (a link or a file)"), (open, "other users may write in it")]
        for (cache, why) in cases {
            XCTAssertThrowsError(try FontPinning.writeConfig(environment: ["XDG_CACHE_HOME": cache])) { error in
                let e = error as? FlickError
                XCTAssertEqual(e?.exitCode, 1)
                XCTAssertTrue(e?.message.contains("refusing the font folder") == true, "\(error)")
                XCTAssertTrue(e?.message.contains(why) == true, "\(error)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/fonts.conf"), "nothing written through the link")
    }

    func testWithoutAHomeAFreshTemporaryFolderIsMade() throws {
        let base = freshCache("tmp")
        let a = try FontPinning.writeConfig(environment: ["TMPDIR": base])
        let b = try FontPinning.writeConfig(environment: ["TMPDIR": base])
        XCTAssertTrue(a.hasPrefix(base + "/flick-fonts-"), a)
        XCTAssertNotEqual(a, b, "mkdtemp makes a new folder each time")
    }
}
