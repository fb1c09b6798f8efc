import FlickCairo
import FlickCore
import FlickX11
import Foundation
import XCTest

/// Picture files a test makes (a PNG drawn here, other formats by ImageMagick's `convert`), and
/// the UI-thread hand-off a `PictureStore` uses in a test: a `PostedWork` of its own, waited on.
enum PictureFiles {
    /// A fresh path in a private temporary folder.
    static func temporaryPath(_ name: String) -> String {
        let dir = NSTemporaryDirectory() + "flick-app-tests-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir + "/\(UUID().uuidString)-\(name)"
    }

    /// A `width`x`height` PNG: left half red, right half blue.
    static func halvesPNG(_ width: Int, _ height: Int) throws -> String {
        let buffer = OffscreenBuffer(width: width, height: height)
        CairoRenderer().render(.stack([
            .fill(Rect(x: 0, y: 0, width: Double(width) / 2, height: Double(height)), Color(hex: 0xFF0000)),
            .fill(Rect(x: Double(width) / 2, y: 0, width: Double(width) / 2, height: Double(height)), Color(hex: 0x0000FF)),
        ]), into: buffer.buffer, background: .black)
        let path = temporaryPath("halves-\(width)x\(height).png")
        try PNGFile.write(buffer.buffer, to: path)
        return path
    }

    /// `png` converted by ImageMagick to `format` (jpg, gif, tif, webp).
    static func converted(_ png: String, to format: String) throws -> String {
        let out = png.replacingOccurrences(of: ".png", with: "." + format)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        p.arguments = [png, out]
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "convert \(png) \(out) ('make test' installs ImageMagick)")
        return out
    }
}

/// The UI thread of a test: decodes hand their results to it; `runNext()` waits for one (on an
/// eventfd, never a fixed sleep) and runs it here.
final class TestUIThread {
    let work = PostedWork()

    /// What a `PictureStore` hands results back with.
    var handOff: (@escaping @Sendable () -> Void) -> Void {
        let work = self.work
        return { work.post($0) }
    }

    /// Waits until something was handed back (20 s guard against a hang), then runs it.
    func runNext(file: StaticString = #filePath, line: UInt = #line) {
        var p = pollfd(fd: work.fd, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&p, 1, 20_000), 1, "a decode handed its result back", file: file, line: line)
        work.runPending()
    }
}

extension PictureFiles {
    /// A `width`x`height` picture of one colour (0xRRGGBB) made by ImageMagick at `path` (its
    /// extension says the format: .jpg, .png, …).
    static func solid(_ color: UInt32, _ width: Int, _ height: Int, at path: String) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        p.arguments = ["-size", "\(width)x\(height)", "xc:#" + String(format: "%06X", color), path]
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "convert made \(path) ('make test' installs ImageMagick)")
    }
}
