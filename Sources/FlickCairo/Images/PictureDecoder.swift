import CGdkPixbuf
import FlickCore
import Foundation

/// Decodes picture files with gdk-pixbuf and its loaders (GNOME's decoders: PNG, JPEG, WebP,
/// GIF's first frame, TIFF and more), at the size they are drawn: a JPEG is shrunk while it
/// loads (libjpeg's scaled decoding), so a thumbnail of a 3000x2000 photo costs a fraction of the
/// whole picture. Safe to call from any thread; every call decodes on its own.
public enum PictureDecoder {
    /// The most pixels a decoded picture or any buffer of its decode may have (a larger request is
    /// decoded smaller; a picture its loader must hold whole beyond it is refused as too large),
    /// so one huge file, or a small one whose header claims a huge size, cannot take gigabytes:
    /// 64 megapixels, 256 MB.
    public static let maxDecodedPixels = 64 << 20

    /// Bytes handed to the loader at a time: between two, a decode sees that it should stop.
    public static let readChunkBytes = 64 << 10

    /// The picture's size in pixels, read from the file's header without decoding it.
    public static func pixelSize(ofFile path: String) throws -> (width: Int, height: Int) {
        try pixelSize(of: FilePathBytes(path))
    }

    /// The picture's size in pixels, read from the header of the file at `path` (opened with the
    /// bytes it has) without decoding it.
    public static func pixelSize(of path: FilePathBytes) throws -> (width: Int, height: Int) {
        let plan = DecodePlan(requested: nil, headerOnly: true)
        _ = try load(path, plan: plan, shouldStop: { false })
        guard let natural = plan.natural else { throw PictureError.notAPicture }
        return natural
    }

    /// Decodes the picture at `path`, at its own size or, given `maxSize` (pixels), scaled down
    /// (never up) to fit in it keeping its aspect. Throws `PictureError`.
    public static func decode(file path: String, maxSize: (width: Int, height: Int)? = nil) throws -> Bitmap {
        try decode(FilePathBytes(path), maxSize: maxSize).bitmap
    }

    /// Decodes the picture at `path` (opened with the bytes it has) as `decode(file:maxSize:)`
    /// does, and gives its own size too.
    ///
    /// Only a regular file is opened (a named pipe, a device or a folder named like a picture is
    /// `PictureError.notAFile`, and nothing waits on it). The header's size is checked before any
    /// pixel is allocated: the loader is told the size to decode at (`DecodePlan`), and a picture
    /// the loader would have to hold whole beyond `maxDecodedPixels` is refused as
    /// `PictureError.tooLarge` without allocating it. `shouldStop` is asked between every
    /// `readChunkBytes` read: true abandons the decode (`PictureError.abandoned`).
    public static func decode(_ path: FilePathBytes, maxSize: (width: Int, height: Int)? = nil,
                              shouldStop: () -> Bool = { false }) throws -> (bitmap: Bitmap, pixelSize: (width: Int, height: Int)) {
        let plan = DecodePlan(requested: maxSize, headerOnly: false)
        guard let loaded = try load(path, plan: plan, shouldStop: shouldStop), let natural = plan.natural,
              let target = plan.sizes?.target else {
            throw PictureError.notAPicture
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let width = Int(gdk_pixbuf_get_width(loaded)), height = Int(gdk_pixbuf_get_height(loaded))
        guard width != target.width || height != target.height else { return (bitmap(from: loaded), natural) }
        guard let scaled = gdk_pixbuf_scale_simple(loaded, Int32(target.width), Int32(target.height), GDK_INTERP_BILINEAR) else {
            throw PictureError.tooLarge(width: natural.width, height: natural.height)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        return (bitmap(from: scaled), natural)
    }

    /// The file at `path` through a gdk-pixbuf loader told its size by `plan`: the decoded pixbuf
    /// (a reference the caller owns), or nil when the plan asked for the header only.
    private static func load(_ path: FilePathBytes, plan: DecodePlan, shouldStop: () -> Bool) throws -> OpaquePointer? {
        let fd = try openRegularFile(path)
        defer { close(fd) }
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let planPointer = Unmanaged.passRetained(plan)
        defer { planPointer.release() }
        g_signal_connect_data(UnsafeMutableRawPointer(loader), "size-prepared",
                              unsafeBitCast(sizePrepared, to: GCallback.self), planPointer.toOpaque(), nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(loader), "area-updated",
                              unsafeBitCast(areaUpdated, to: GCallback.self), planPointer.toOpaque(), nil, GConnectFlags(0))
        var error: UnsafeMutablePointer<GError>?
        var closed = false
        defer {
            // A loader must be closed before it goes; an error then (a stopped load) says nothing new.
            if !closed { gdk_pixbuf_loader_close(loader, nil) }
            if let error { g_error_free(error) }
        }
        var buffer = [UInt8](repeating: 0, count: readChunkBytes)
        var jpegEnd = JPEGEndScanner()
        while true {
            if shouldStop() { throw PictureError.abandoned }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw PictureError.unreadable(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            if !plan.headerOnly { buffer.withUnsafeBytes { jpegEnd.feed(UnsafeRawBufferPointer(rebasing: $0[..<n])) } }
            let written = buffer.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize(n), &error) }
            if plan.isSettled || written == 0 { break }
        }
        if !plan.isSettled && error == nil {
            // A file shorter than the loader's look at its start is read only when it closes.
            closed = true
            _ = gdk_pixbuf_loader_close(loader, &error)
        }
        if plan.refused, let natural = plan.natural { throw PictureError.tooLarge(width: natural.width, height: natural.height) }
        if plan.headerOnly { return nil }
        if let error {
            throw pictureError(error.pointee, width: plan.natural?.width ?? 0, height: plan.natural?.height ?? 0)
        }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { throw PictureError.notAPicture }
        // A loader given a file that ends early keeps the rows it got and reports no error; the
        // JPEG loader even reports every row (grey below what it got), so a JPEG must reach its end.
        guard plan.rowsDecoded >= Int(gdk_pixbuf_get_height(pixbuf)), !jpegEnd.isJPEG || jpegEnd.reachedEnd else {
            throw PictureError.truncated
        }
        return OpaquePointer(g_object_ref(UnsafeMutableRawPointer(pixbuf)))
    }

    /// The loader's `area-updated` signal: rows `y..<y + height` are decoded.
    private static let areaUpdated: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, Int32, Int32,
                                                    UnsafeMutableRawPointer?) -> Void = { _, _, y, _, height, data in
        guard let data else { return }
        let plan = Unmanaged<DecodePlan>.fromOpaque(data).takeUnretainedValue()
        plan.rowsDecoded = max(plan.rowsDecoded, Int(y) + Int(height))
    }

    /// The loader's `size-prepared` signal: the header is read, no pixel is allocated yet.
    private static let sizePrepared: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32,
                                                     UnsafeMutableRawPointer?) -> Void = { loader, width, height, data in
        guard let loader, let data else { return }
        let plan = Unmanaged<DecodePlan>.fromOpaque(data).takeUnretainedValue()
        var kind = DecodePlan.Allocation.whole
        if let format = gdk_pixbuf_loader_get_format(loader) {
            if gdk_pixbuf_format_is_scalable(format) != 0 {
                kind = .requested
            } else if let name = gdk_pixbuf_format_get_name(format) {
                if String(cString: name) == "jpeg" { kind = .eighths }
                g_free(name)
            }
        }
        let size = plan.prepare(natural: (Int(width), Int(height)), allocation: kind)
        gdk_pixbuf_loader_set_size(loader, Int32(size.width), Int32(size.height))
    }

    /// An open descriptor of the regular file at `path`. The kind is checked before opening (a
    /// named pipe would block `open` until a writer comes) and again on the open descriptor,
    /// opened without waiting, in case the name changed in between.
    static func openRegularFile(_ path: FilePathBytes) throws -> Int32 {
        var st = stat()
        let found = path.withCString { name in name.map { stat($0, &st) } ?? -1 }
        guard found == 0 else {
            if errno == ENOENT || errno == ENOTDIR || path.bytes.contains(0) { throw PictureError.missing }
            throw PictureError.unreadable(String(cString: strerror(errno)))
        }
        try checkRegular(st.st_mode)
        let fd = path.withCString { name in name.map { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) } ?? -1 }
        guard fd >= 0 else { throw PictureError.unreadable(String(cString: strerror(errno))) }
        guard fstat(fd, &st) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw PictureError.unreadable(reason)
        }
        do { try checkRegular(st.st_mode) } catch { close(fd); throw error }
        return fd
    }

    /// Throws `PictureError.notAFile` naming the kind unless `mode` is a regular file's.
    private static func checkRegular(_ mode: mode_t) throws {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw PictureError.notAFile("a folder")
        case S_IFIFO: throw PictureError.notAFile("a named pipe")
        case S_IFCHR, S_IFBLK: throw PictureError.notAFile("a device")
        case S_IFSOCK: throw PictureError.notAFile("a socket")
        default: throw PictureError.notAFile("a special file")
        }
    }

    /// Premultiplied ARGB32 (Cairo's format) from a pixbuf's RGB or RGBA bytes.
    static func bitmap(from pixbuf: OpaquePointer) -> Bitmap {
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0 && channels >= 4
        let source = UnsafeRawPointer(gdk_pixbuf_read_pixels(pixbuf)!)
        return Bitmap(width: w, height: h) { rows, stride in
            for y in 0..<h {
                let from = source.advanced(by: y * rowstride).assumingMemoryBound(to: UInt8.self)
                let to = rows.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let p = from + x * channels
                    let r = UInt32(p[0]), g = UInt32(p[1]), b = UInt32(p[2])
                    if hasAlpha {
                        let a = UInt32(p[3])
                        // Premultiply with rounding: (c * a + 127) / 255.
                        to[x] = a << 24 | ((r * a + 127) / 255) << 16 | ((g * a + 127) / 255) << 8 | ((b * a + 127) / 255)
                    } else {
                        to[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                    }
                }
            }
        }
    }

    /// A gdk-pixbuf or file error as a `PictureError`.
    static func pictureError(_ e: GError, width: Int, height: Int) -> PictureError {
        let message = e.message.map { String(cString: $0) } ?? "unknown error"
        if e.domain == gdk_pixbuf_error_quark() {
            switch GdkPixbufError(rawValue: UInt32(e.code)) {
            case GDK_PIXBUF_ERROR_UNKNOWN_TYPE: return .notAPicture
            // A loader that stops on a damaged or cut file says "corrupt" or only "failed" (libpng's
            // "Read Error" at a truncated file): both are damage, not a format or memory problem.
            case GDK_PIXBUF_ERROR_CORRUPT_IMAGE, GDK_PIXBUF_ERROR_FAILED: return .truncated
            case GDK_PIXBUF_ERROR_UNSUPPORTED_OPERATION: return .unsupportedFormat(message)
            case GDK_PIXBUF_ERROR_INSUFFICIENT_MEMORY: return .tooLarge(width: width, height: height)
            default: return .unreadable(message)
            }
        }
        if e.domain == g_file_error_quark() {
            return e.code == Int32(G_FILE_ERROR_NOENT.rawValue) ? .missing : .unreadable(message)
        }
        return .unreadable(message)
    }
}
