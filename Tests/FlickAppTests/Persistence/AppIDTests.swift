@testable import FlickApp
import FlickTracing
import Foundation
import XCTest

/// App ids are reverse-DNS names (GApplication's rules), so none names a path outside its folder,
/// and their session file follows the XDG Base Directory specification.
final class AppIDTests: XCTestCase {
    func testReverseDNSNamesAreValid() {
        for id in ["org.example.Viewer", "org.gnome.Loupe", "io.github.some_one.My-App", "a.b"] {
            XCTAssertNil(AppID.problem(with: id), id)
        }
    }

    func testOtherNamesAreRefusedNamingTheProblem() {
        let cases: [(String, String)] = [
            ("", "it is empty"), ("Viewer", "it has no dot (a reverse-DNS name has two elements or more)"),
            ("org/example.Viewer", "it contains /"), ("org..Viewer", "it contains .."), ("../x", "it contains /"),
            (".org.Viewer", "it has an empty element"), ("org.example.", "it has an empty element"),
            ("org.1example", "an element starts with a digit"),
            ("org.exa mple", "it contains ' ' (only ASCII letters, digits, _ and - between dots)"),
            ("org.café", "it contains 'é' (only ASCII letters, digits, _ and - between dots)"),
            ("org." + String(repeating: "a", count: 252), "it is longer than 255 characters"),
        ]
        for (id, problem) in cases { XCTAssertEqual(AppID.problem(with: id), problem, id) }
        XCTAssertThrowsError(try AppID.validate("../escape")) { error in
            XCTAssertEqual((error as? FlickError)?.exitCode, 2)
        }
    }

    func testTheSessionFileFollowsXDGStateHomeWithTheHomeDefault() {
        XCTAssertEqual(AppID.sessionFile(for: "org.example.Viewer", environment: ["HOME": "/home/u"])?.path,
                       "/home/u/.local/state/org.example.Viewer/session.json")
        XCTAssertEqual(AppID.sessionFile(for: "org.example.Viewer", environment: ["HOME": "/home/u", "XDG_STATE_HOME": "/s"])?.path,
                       "/s/org.example.Viewer/session.json")
        // Relative or empty values count as unset, as the specification says.
        XCTAssertEqual(AppID.sessionFile(for: "a.b", environment: ["HOME": "/home/u", "XDG_STATE_HOME": "rel"])?.path,
                       "/home/u/.local/state/a.b/session.json")
        XCTAssertNil(AppID.sessionFile(for: "a.b", environment: ["XDG_STATE_HOME": ""]))
    }
}
