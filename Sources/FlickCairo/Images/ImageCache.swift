import CCairo
import FlickCore
import Foundation

/// Pictures decoded once and kept for drawing `ImageNode`s: files (decoded on first use by
/// `PictureDecoder`) and bitmaps decoded elsewhere (wrapped without copying).
///
/// A file that cannot be decoded is remembered with its size and modification time: one warning
/// with the real reason goes to stderr (and to `warnings`), the renderer draws a placeholder, and
/// the file is tried again once it changes. A file that changes after it was decoded is decoded
/// again. Least recently used pictures go once the cache holds more than `maxBytes`. A bitmap is
/// kept only while someone else holds it too: at the end of a frame that did not draw it, a bitmap
/// its owner let go of (a picture store over its budget, a page released) goes with its smaller
/// copies, so the pictures in memory are the ones their owners keep, whatever this budget.
public final class ImageCache {
    /// Least recently used pictures go beyond this many bytes (pictures drawn this frame stay).
    public var maxBytes = 256 << 20
    /// The warnings printed so far, in order.
    public private(set) var warnings: [String] = []

    /// A file's identity on disk: when it changes, the file is read again.
    struct FileStamp: Equatable {
        var size: Int64
        var modified: Double

        /// The stamp of the file at `path` now, or nil when there is none.
        static func of(_ path: String) -> FileStamp? {
            var st = stat()
            guard stat(path, &st) == 0 else { return nil }
            return FileStamp(size: Int64(st.st_size),
                             modified: Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9)
        }
    }

    private var files: [String: (image: CachedImage, stamp: FileStamp?)] = [:]
    private var failures: [String: FileStamp?] = [:]
    private var bitmaps: [ObjectIdentifier: CachedImage] = [:]
    private var frame = 0

    /// An empty cache.
    public init() {}

    /// Number of pictures held in memory.
    public var count: Int { files.count + bitmaps.count }

    /// Bytes held by decoded pictures and their smaller copies.
    public var byteCount: Int {
        files.values.reduce(0) { $0 + $1.image.byteCount } + bitmaps.values.reduce(0) { $0 + $1.byteCount }
    }

    /// Forgets every picture and every failure: the next draw reads the files again (and warns again).
    public func removeAll() {
        files.removeAll()
        bitmaps.removeAll()
        failures.removeAll()
    }

    /// True when `path` failed to load (and has not changed since).
    public func hasFailed(_ path: String) -> Bool { failures[path] != nil }

    func beginFrame() { frame += 1 }

    /// The picture from `source`, decoding a file on first use; nil when it cannot be decoded.
    func image(for source: ImageNode.Source) -> CachedImage? {
        switch source {
        case .file(let path): return image(at: path)
        case .bitmap(let bitmap): return image(of: bitmap)
        }
    }

    /// The picture at `path`, decoding it on first use and again when the file changed.
    func image(at path: String) -> CachedImage? {
        let stamp = FileStamp.of(path)
        if let entry = files[path], entry.stamp == stamp {
            entry.image.lastUsed = frame
            return entry.image
        }
        files[path] = nil
        if let failed = failures[path], failed == stamp { return nil }
        do {
            let bitmap = try PictureDecoder.decode(file: path)
            guard let image = CachedImage(bitmap: bitmap, frame: frame) else {
                fail(path, stamp: stamp, reason: "cannot make an image surface of \(bitmap.width)x\(bitmap.height) pixels")
                return nil
            }
            failures[path] = nil
            files[path] = (image, stamp)
            return image
        } catch let error as PictureError {
            fail(path, stamp: stamp, reason: error.description)
        } catch {
            fail(path, stamp: stamp, reason: "\(error)")
        }
        return nil
    }

    /// The picture of `bitmap`, wrapped once.
    func image(of bitmap: Bitmap) -> CachedImage? {
        let id = ObjectIdentifier(bitmap)
        if let image = bitmaps[id], image.bitmap === bitmap {
            image.lastUsed = frame
            return image
        }
        guard let image = CachedImage(bitmap: bitmap, frame: frame) else { return nil }
        bitmaps[id] = image
        return image
    }

    private func fail(_ path: String, stamp: FileStamp?, reason: String) {
        failures[path] = .some(stamp)
        let message = "flick: warning: cannot load picture '\(path)': \(reason); drawing a placeholder"
        warnings.append(message)
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Drops the bitmaps no one else holds that this frame did not draw, then least recently used
    /// pictures while over `maxBytes`.
    func endFrame() {
        for (id, image) in bitmaps where image.lastUsed < frame && image.holdsItsBitmapAlone() {
            bitmaps[id] = nil
        }
        var bytes = byteCount
        guard bytes > maxBytes else { return }
        let oldFiles = files.filter { $0.value.image.lastUsed < frame }.map { (key: $0.key, used: $0.value.image.lastUsed, bytes: $0.value.image.byteCount, isFile: true, id: Optional<ObjectIdentifier>.none) }
        let oldBitmaps = bitmaps.filter { $0.value.lastUsed < frame }.map { (key: "", used: $0.value.lastUsed, bytes: $0.value.byteCount, isFile: false, id: Optional($0.key)) }
        for old in (oldFiles + oldBitmaps).sorted(by: { $0.used < $1.used }) where bytes > maxBytes {
            if old.isFile { files[old.key] = nil } else if let id = old.id { bitmaps[id] = nil }
            bytes -= old.bytes
        }
    }
}
