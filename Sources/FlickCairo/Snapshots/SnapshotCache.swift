import CCairo
import FlickCore

/// Offscreen ARGB32 images of `SnapshotNode` content (RGB24 for opaque content of whole device
/// pixels), one per key, re-rendered only when the node's version, size, opacity flag or the
/// device scale changes (every time for a node that `drawsAfresh`).
///
/// Images are made at the renderer's device scale (`CairoRenderer.deviceScale`): content of
/// `size` layout pixels becomes an image of `size × scale` device pixels, drawn scaled by it,
/// so text and edges in a snapshot are as sharp as those drawn straight to the window.
///
/// Keys are tied to their owners' identity (`SnapshotKey`): an entry whose owner has been freed
/// is a miss even for a new object at the same address, and it is dropped at the end of the frame.
/// Entries unused for more than `maxIdleFrames` frames are dropped, and at the end of each frame
/// the least recently used ones go until at most `maxEntries` entries and `maxBytes` bytes remain
/// (entries drawn in the current frame are never dropped mid-frame).
public final class SnapshotCache {
    /// Most images kept at the end of a frame.
    public var maxEntries = 64
    /// Frames an image may go unused before it is dropped.
    public var maxIdleFrames = 120
    /// Most pixel memory kept at the end of a frame, bytes.
    public var maxBytes = 256 << 20

    /// How many times snapshot content has been rendered (once per content change, not per frame).
    public private(set) var renderCount = 0

    private var entries: [SnapshotKey: SnapshotEntry] = [:]
    private var frame = 0

    /// An empty cache.
    public init() {}

    /// Number of cached images (including any whose owner was freed since the last frame ended).
    public var count: Int { entries.count }

    /// Bytes of pixel memory held.
    public var byteCount: Int { entries.values.reduce(0) { $0 + $1.byteCount } }

    /// Drops every image.
    public func removeAll() { entries.removeAll() }

    /// Drops the image of `key`, if cached.
    public func remove(key: SnapshotKey) { entries[key] = nil }

    /// True when an image for `key` is cached (for its owner, which is alive).
    public func contains(key: SnapshotKey) -> Bool { current(key) != nil }

    /// The device scale the cached image of `key` was made at, or nil when none is cached.
    public func scale(of key: SnapshotKey) -> Double? { current(key)?.scale }

    /// The size in device pixels of the cached image of `key`, or nil when none is cached.
    public func pixelSize(of key: SnapshotKey) -> (width: Int, height: Int)? {
        current(key).map { ($0.width, $0.height) }
    }

    /// The entry for `key` when it belongs to the same live owner.
    private func current(_ key: SnapshotKey) -> SnapshotEntry? {
        guard let e = entries[key], e.key.refersToSameOwner(as: key) else { return nil }
        return e
    }

    func beginFrame() { frame += 1 }

    /// Marks `key` as used this frame without rendering it (e.g. culled off screen).
    func touch(_ key: SnapshotKey) { current(key)?.lastUsed = frame }

    /// The image for `node`, rendering its content first if the cache has no current one.
    func entry(for node: SnapshotNode, renderer: CairoRenderer) -> SnapshotEntry? {
        let scale = renderer.deviceScale
        let device = Size(node.size.width * scale, node.size.height * scale)
        guard let (w, h) = device.pixelSize else { return nil }
        // Opaque content covers the image only when it is whole pixels: at 1599.02 px the image is
        // 1600 px, and an image without alpha would keep its last, barely covered column nearly black.
        let isOpaque = node.isOpaque && Double(w) == device.width && Double(h) == device.height
        if let e = current(node.key), e.width == w, e.height == h, e.scale == scale, e.isOpaque == isOpaque {
            e.lastUsed = frame
            if e.version == node.version, !node.drawsAfresh { return e }
            e.version = node.version
            e.clear()
            render(node, into: e, renderer: renderer)
            return e
        }
        guard let e = SnapshotEntry(key: node.key, width: w, height: h, scale: scale, version: node.version,
                                    frame: frame, isOpaque: isOpaque) else { return nil }
        entries[node.key] = e
        render(node, into: e, renderer: renderer)
        return e
    }

    private func render(_ node: SnapshotNode, into e: SnapshotEntry, renderer: CairoRenderer) {
        renderCount += 1
        renderer.renderContent(node.content(), into: e.surface, scale: e.scale)
    }

    /// Drops idle entries and those of freed owners, then the least recently used ones beyond the limits.
    func endFrame() {
        let idleLimit = frame - max(0, maxIdleFrames)
        if entries.values.contains(where: { $0.lastUsed < idleLimit || !$0.key.isOwnerAlive }) {
            entries = entries.filter { $0.value.lastUsed >= idleLimit && $0.value.key.isOwnerAlive }
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
