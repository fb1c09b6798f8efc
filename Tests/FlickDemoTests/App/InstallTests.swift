import FlickTestSupport
@testable import FlickDemo
import Foundation
import XCTest

/// `make install` and `make uninstall` into a temporary PREFIX (and a DESTDIR), with the built
/// debug `flick` as INSTALL_BIN: the binary, a launcher that passes `desktop-file-validate`, the
/// hicolor icons drawn by `flick icon`, and an uninstall that removes exactly those files.
final class InstallTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = PackagePaths.freshOutput("install/\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func make(_ target: String, _ variables: [String: String]) throws -> ProcessResult {
        let args = ["-C", PackagePaths.root, "--no-print-directory", target, "INSTALL_BIN=\(PackagePaths.flick)"]
            + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try ProcessResult.run(try XvfbServer.which("make"), args)
    }

    /// Every regular file under `dir`, relative to it, sorted.
    private func files(under dir: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: dir) else { return [] }
        var out: [String] = []
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out.append(path)
            }
        }
        return out.sorted()
    }

    private var expectedFiles: [String] {
        (["bin/flick", "share/applications/flick.desktop", "share/icons/hicolor/scalable/apps/flick.svg"]
            + AppIcon.pixelSizes.map { "share/icons/hicolor/\($0)x\($0)/apps/flick.png" }).sorted()
    }

    /// Width and height from a PNG's IHDR chunk.
    private func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], path)
        guard data.count >= 24 else { throw HarnessError.message("\(path) is too short for a PNG") }
        func u32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }

    private func validate(_ desktopFile: String) throws {
        let r = try ProcessResult.run(try XvfbServer.which("desktop-file-validate"), [desktopFile])
        XCTAssertEqual(r.status, 0, "desktop-file-validate \(desktopFile): \(r.stdout)\(r.stderr)")
        XCTAssertEqual((r.stdout + r.stderr).trimmingCharacters(in: .whitespacesAndNewlines), "",
                       "desktop-file-validate has remarks on \(desktopFile)")
    }

    func testTheShippedDesktopFilePassesDesktopFileValidate() throws {
        try validate(PackagePaths.root + "/Resources/flick.desktop")
    }

    func testInstallPutsTheBinaryTheLauncherAndTheIconsUnderThePrefixAndUninstallRemovesExactlyThem() throws {
        let prefix = root + "/prefix"
        // Files of other programs in the same folders stay.
        let others = ["share/applications/other.desktop", "share/icons/hicolor/48x48/apps/other.png", "bin/other"]
        for other in others {
            try FileManager.default.createDirectory(atPath: prefix + "/" + (other as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("other".utf8).write(to: URL(fileURLWithPath: prefix + "/" + other))
        }

        let install = try make("install", ["PREFIX": prefix])
        XCTAssertEqual(install.status, 0, install.stdout + install.stderr)
        XCTAssertEqual(files(under: prefix), (expectedFiles + others).sorted())

        let binary = prefix + "/bin/flick"
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary))
        let version = try ProcessResult.run(binary, ["--version"])
        XCTAssertEqual(version.stdout, "flick \(FlickVersion.string)\n")

        let desktop = prefix + "/share/applications/flick.desktop"
        try validate(desktop)
        let entry = try String(contentsOfFile: desktop, encoding: .utf8)
        XCTAssertTrue(entry.contains("\nExec=\(binary)\n"), entry)
        XCTAssertTrue(entry.contains("\nTryExec=\(binary)\n"), entry)
        XCTAssertTrue(entry.contains("\nExec=\(binary) --demo carousel\n"), entry)
        XCTAssertTrue(entry.contains("\nIcon=flick\n"), entry)
        XCTAssertTrue(entry.contains("\nStartupWMClass=Flick\n"), entry)

        for side in AppIcon.pixelSizes {
            let png = prefix + "/share/icons/hicolor/\(side)x\(side)/apps/flick.png"
            let (w, h) = try pngSize(png)
            XCTAssertEqual([w, h], [side, side], png)
        }
        let svg = prefix + "/share/icons/hicolor/scalable/apps/flick.svg"
        XCTAssertEqual(try String(contentsOfFile: svg, encoding: .utf8), AppIcon.svg)

        let uninstall = try make("uninstall", ["PREFIX": prefix])
        XCTAssertEqual(uninstall.status, 0, uninstall.stdout + uninstall.stderr)
        XCTAssertEqual(files(under: prefix), others.sorted())
    }

    func testDestdirStagesTheFilesWhileTheLauncherNamesTheFinalPrefix() throws {
        let stage = root + "/stage"
        let install = try make("install", ["PREFIX": "/usr", "DESTDIR": stage])
        XCTAssertEqual(install.status, 0, install.stdout + install.stderr)
        XCTAssertEqual(files(under: stage), expectedFiles.map { "usr/" + $0 })
        let desktop = stage + "/usr/share/applications/flick.desktop"
        try validate(desktop)
        XCTAssertTrue(try String(contentsOfFile: desktop, encoding: .utf8).contains("\nExec=/usr/bin/flick\n"))

        let uninstall = try make("uninstall", ["PREFIX": "/usr", "DESTDIR": stage])
        XCTAssertEqual(uninstall.status, 0, uninstall.stdout + uninstall.stderr)
        XCTAssertEqual(files(under: stage), [])
    }

    func testInstallWithoutABinaryNamesTheWayOut() throws {
        let r = try ProcessResult.run(try XvfbServer.which("make"),
                                      ["-C", PackagePaths.root, "--no-print-directory", "install",
                                       "INSTALL_BIN=\(root)/missing-flick", "PREFIX=\(root)/prefix"])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("no flick binary at \(root)/missing-flick"), r.stderr)
        XCTAssertEqual(files(under: root), [])
    }
}
