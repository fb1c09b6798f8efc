import CCairo
import FlickCore

/// Offscreen ARGB32 images of `SnapshotNode` content (RGB24 for opaque content), one per key,
/// re-rendered only when the node's version, size or opacity flag changes.
///
/// Entries unused for more than `maxIdleFrames` frames are dropped, and at the end of each frame
/// the least recently used ones go until at most `maxEntries` entries and `maxBytes` bytes remain
/// (entries drawn in the current frame are never dropped mid-frame).
public final class SnapshotCache {
    public var maxEntries = 64
    public var maxIdleFrames = 120
    public var maxBytes = 256 << 20

    /// How many times snapshot content has been rendered (once per content change, not per frame).
    public private(set) var renderCount = 0

    private var entries: [String: SnapshotEntry] = [:]
    private var frame = 0

    public init() {}

    /// Number of cached images.
    public var count: Int { entries.count }

    /// Bytes of pixel memory held.
    public var byteCount: Int { entries.values.reduce(0) { $0 + $1.byteCount } }

    public func removeAll() { entries.removeAll() }

    public func remove(key: String) { entries[key] = nil }

    /// True when an image for `key` is cached.
    public func contains(key: String) -> Bool { entries[key] != nil }

    func beginFrame() { frame += 1 }

    /// Marks `key` as used this frame without rendering it (e.g. culled off screen).
    func touch(_ key: String) { entries[key]?.lastUsed = frame }

    /// The image for `node`, rendering its content first if the cache has no current one.
    func entry(for node: SnapshotNode, renderer: CairoRenderer) -> SnapshotEntry? {
        guard let (w, h) = node.size.pixelSize else { return nil }
        if let e = entries[node.key], e.width == w, e.height == h, e.isOpaque == node.isOpaque {
            e.lastUsed = frame
            if e.version == node.version { return e }
            e.version = node.version
            e.clear()
            render(node, into: e, renderer: renderer)
            return e
        }
        guard let e = SnapshotEntry(width: w, height: h, version: node.version, frame: frame,
                                    isOpaque: node.isOpaque) else { return nil }
        entries[node.key] = e
        render(node, into: e, renderer: renderer)
        return e
    }

    private func render(_ node: SnapshotNode, into e: SnapshotEntry, renderer: CairoRenderer) {
        renderCount += 1
        renderer.renderContent(node.content(), into: e.surface)
    }

    /// Drops idle entries, then the least recently used ones beyond the limits.
    func endFrame() {
        let idleLimit = frame - max(0, maxIdleFrames)
        if entries.values.contains(where: { $0.lastUsed < idleLimit }) {
            entries = entries.filter { $0.value.lastUsed >= idleLimit }
        }
        var bytes = byteCount
        guard entries.count > maxEntries || bytes > maxBytes else { return }
        let candidates = entries.filter { $0.value.lastUsed < frame }.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, e) in candidates {
            if entries.count <= maxEntries && bytes <= maxBytes { break }
            entries[key] = nil
            bytes -= e.byteCount
        }
    }
}
