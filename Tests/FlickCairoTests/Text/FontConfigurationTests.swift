import FlickCairo
import Foundation
import XCTest

final class FontConfigurationTests: XCTestCase {
    private func run(_ tool: String, _ args: [String], config: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + args
        var env = ProcessInfo.processInfo.environment
        env["FONTCONFIG_FILE"] = config
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) failed (install fontconfig)")
        return String(decoding: data, as: UTF8.self)
    }

    func testTheTestConfigListsOnlyDejaVuWithAPrivateCache() throws {
        let dir = TestCanvas.temporaryPath("fonts")
        let path = dir + "/fonts.conf"
        try FontConfiguration.writeTestConfig(to: path, cacheDir: dir + "/cache")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("<dir>/usr/share/fonts/truetype/dejavu</dir>"))
        XCTAssertTrue(text.contains("<cachedir>\(dir)/cache</cachedir>"))
        XCTAssertEqual(text, FontConfiguration.testConfig(cacheDir: dir + "/cache"))

        let files = try run("fc-list", ["--format", "%{file}\n"], config: path)
            .split(separator: "\n").filter { !$0.isEmpty }
        XCTAssertFalse(files.isEmpty)
        XCTAssertTrue(files.allSatisfy { $0.hasPrefix("/usr/share/fonts/truetype/dejavu/") }, "\(files)")
        XCTAssertEqual(try run("fc-match", ["--format", "%{family[0]}", "sans-serif"], config: path), "DejaVu Sans")
        XCTAssertEqual(try run("fc-match", ["--format", "%{hinting}|%{antialias}|%{rgba}", "DejaVu Sans"], config: path),
                       "False|True|5")
    }

    func testPinningPointsFontconfigAtTheWrittenFile() throws {
        let dir = TestCanvas.temporaryPath("pin")
        let saved = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"]
        defer { if let saved { setenv("FONTCONFIG_FILE", saved, 1) } else { unsetenv("FONTCONFIG_FILE") } }
        let path = try FontConfiguration.pin(in: dir)
        XCTAssertEqual(path, dir + "/fonts.conf")
        XCTAssertEqual(ProcessInfo.processInfo.environment["FONTCONFIG_FILE"], path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }
}
