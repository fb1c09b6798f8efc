import CCairo
import Foundation

/// PNG pictures decoded once and kept for drawing `ImageNode`s.
///
/// A file that is missing or corrupt is remembered as a failure: one warning per path goes
/// to stderr (and to `warnings`), and the renderer draws a placeholder instead.
public final class ImageCache {
    /// Least recently used pictures go beyond this many bytes (pictures drawn this frame stay).
    public var maxBytes = 256 << 20
    /// The warnings printed so far, in order.
    public private(set) var warnings: [String] = []

    private var images: [String: CachedImage] = [:]
    private var failures: Set<String> = []
    private var frame = 0

    public init() {}

    /// Number of pictures held in memory.
    public var count: Int { images.count }

    /// Forgets the decoded pictures (failures stay remembered, so warnings are not repeated).
    public func removeAll() { images.removeAll() }

    /// True when `path` failed to load.
    public func hasFailed(_ path: String) -> Bool { failures.contains(path) }

    func beginFrame() { frame += 1 }

    /// The picture at `path`, loading it on first use; nil when it cannot be loaded.
    func image(at path: String) -> CachedImage? {
        if let image = images[path] {
            image.lastUsed = frame
            return image
        }
        guard !failures.contains(path) else { return nil }
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            fail(path, reason: String(cString: cairo_status_to_string(status)))
            return nil
        }
        let image = CachedImage(surface: surface, frame: frame)
        images[path] = image
        return image
    }

    private func fail(_ path: String, reason: String) {
        failures.insert(path)
        let message = "flick: warning: cannot load picture '\(path)' (\(reason)); drawing a placeholder"
        warnings.append(message)
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Drops least recently used pictures while over `maxBytes`.
    func endFrame() {
        var bytes = images.values.reduce(0) { $0 + $1.byteCount }
        guard bytes > maxBytes else { return }
        let candidates = images.filter { $0.value.lastUsed < frame }.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (path, image) in candidates where bytes > maxBytes {
            images[path] = nil
            bytes -= image.byteCount
        }
    }
}
