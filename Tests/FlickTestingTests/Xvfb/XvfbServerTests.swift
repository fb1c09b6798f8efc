import Foundation
import FlickTesting
import XCTest

/// A private X server per live test: started on a free display it reports, stopped by its pid.
final class XvfbServerTests: XCTestCase {
    func testAServerStartsOnItsOwnDisplayAndStops() throws {
        let server = try XvfbServer(width: 320, height: 240)
        let number = try XCTUnwrap(Int(server.display.dropFirst()), server.display)
        XCTAssertTrue(server.display.hasPrefix(":"))
        XCTAssertTrue(server.process.isRunning)
        let socket = "/tmp/.X11-unix/X\(number)"
        XCTAssertTrue(FileManager.default.fileExists(atPath: socket), "it accepts connections")
        let second = try XvfbServer(width: 320, height: 240)
        XCTAssertNotEqual(second.display, server.display, "each test its own display")
        second.stop()
        server.stop()
        XCTAssertFalse(server.process.isRunning)
        XCTAssertFalse(FileManager.default.fileExists(atPath: socket), "the display is free again")
        server.stop()
        XCTAssertFalse(server.process.isRunning, "stopping twice is harmless")
    }

    func testAMissingToolIsAnErrorNamingItAndTheWayToInstallIt() {
        XCTAssertThrowsError(try XvfbServer.which("flick-no-such-tool")) { error in
            XCTAssertEqual("\(error)", "'flick-no-such-tool' is not installed; 'make test' installs it (scripts/install-deps.sh --test)")
        }
        XCTAssertEqual(try XvfbServer.which("sh").hasSuffix("/sh"), true)
    }
}
