import CGdkPixbuf
import FlickCore
import Foundation

/// Decodes picture files with gdk-pixbuf and its loaders (GNOME's decoders: PNG, JPEG, WebP,
/// GIF's first frame, TIFF and more), at the size they are drawn: a JPEG is shrunk while it
/// loads (libjpeg's scaled decoding), so a thumbnail of a 3000x2000 photo costs a fraction of the
/// whole picture. Safe to call from any thread; every call decodes on its own.
public enum PictureDecoder {
    /// The most pixels a decoded picture may have (a larger request is decoded smaller), so one
    /// huge file cannot take gigabytes: 64 megapixels, 256 MB.
    public static let maxDecodedPixels = 64 << 20

    /// The picture's size in pixels, read from the file's header without decoding it.
    public static func pixelSize(ofFile path: String) throws -> (width: Int, height: Int) {
        try checkReadable(path)
        var w: Int32 = 0, h: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &w, &h) != nil, w > 0, h > 0 else {
            throw PictureError.notAPicture
        }
        return (Int(w), Int(h))
    }

    /// Decodes the picture at `path`, at its own size or, given `maxSize` (pixels), scaled down
    /// (never up) to fit in it keeping its aspect. Throws `PictureError`.
    public static func decode(file path: String, maxSize: (width: Int, height: Int)? = nil) throws -> Bitmap {
        let natural = try pixelSize(ofFile: path)
        var target = natural
        if let maxSize, maxSize.width > 0, maxSize.height > 0 {
            let s = min(1, Double(maxSize.width) / Double(natural.width), Double(maxSize.height) / Double(natural.height))
            target = (max(1, Int((Double(natural.width) * s).rounded())), max(1, Int((Double(natural.height) * s).rounded())))
        }
        if target.width * target.height > maxDecodedPixels {
            let s = (Double(maxDecodedPixels) / Double(target.width * target.height)).squareRoot()
            target = (max(1, Int(Double(target.width) * s)), max(1, Int(Double(target.height) * s)))
        }
        var error: UnsafeMutablePointer<GError>?
        let pixbuf: OpaquePointer?
        if target == natural {
            pixbuf = gdk_pixbuf_new_from_file(path, &error)
        } else {
            pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(target.width), Int32(target.height), 1, &error)
        }
        if let error {
            defer { g_error_free(error) }
            if let pixbuf { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            throw pictureError(error.pointee, width: natural.width, height: natural.height)
        }
        guard let pixbuf else { throw PictureError.notAPicture }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return bitmap(from: pixbuf)
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

    /// A missing or unreadable file, told apart before a loader guesses at it.
    static func checkReadable(_ path: String) throws {
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw PictureError.missing }
            throw PictureError.unreadable(String(cString: strerror(errno)))
        }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw PictureError.unreadable("it is a folder") }
        guard access(path, R_OK) == 0 else { throw PictureError.unreadable(String(cString: strerror(errno))) }
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
