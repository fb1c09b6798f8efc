import FlickCairo
import FlickCore
import Foundation

/// Test helpers: pinned fonts, rendering a scene into a fresh buffer, temporary files.
enum TestCanvas {
    /// Points fontconfig at the pinned DejaVu-only configuration, once per process, before Pango is used.
    static let fontsPinned: Bool = {
        let dir = NSTemporaryDirectory() + "flick-cairo-tests-fonts-\(getpid())"
        _ = try? FontConfiguration.pin(in: dir)
        return true
    }()

    /// Renders `scene` into a new `width`x`height` buffer.
    static func render(_ scene: SceneNode, width: Int, height: Int, background: Color = .black,
                       renderer: CairoRenderer = CairoRenderer()) -> OffscreenBuffer {
        _ = fontsPinned
        let buffer = OffscreenBuffer(width: width, height: height)
        renderer.render(scene, into: buffer.buffer, background: background)
        return buffer
    }

    /// A fresh path in a private temporary folder.
    static func temporaryPath(_ name: String) -> String {
        let dir = NSTemporaryDirectory() + "flick-cairo-tests-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir + "/\(UUID().uuidString)-\(name)"
    }
}
