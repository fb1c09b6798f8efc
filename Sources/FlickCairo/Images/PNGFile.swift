import CCairo
import FlickCore

/// Saves frames as PNG files and reads them back, through cairo.
public enum PNGFile {
    /// Writes `buffer` (premultiplied ARGB32) to `path`.
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        guard buffer.width > 0, buffer.height > 0, buffer.width <= 32_767, buffer.height <= 32_767,
              buffer.stride >= Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(buffer.width))),
              buffer.stride <= Int(Int32.max) else {
            throw PNGError.invalidBuffer(width: buffer.width, height: buffer.height, stride: buffer.stride)
        }
        let surface = cairo_image_surface_create_for_data(
            buffer.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(buffer.width), Int32(buffer.height), Int32(buffer.stride))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PNGError.invalidBuffer(width: buffer.width, height: buffer.height, stride: buffer.stride)
        }
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGError.cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// `buffer` (premultiplied ARGB32) encoded as a PNG file's bytes, for a caller that writes
    /// them itself (through a temporary name, reporting the exact error).
    public static func encoded(_ buffer: PixelBuffer) throws -> [UInt8] {
        guard buffer.width > 0, buffer.height > 0, buffer.width <= 32_767, buffer.height <= 32_767,
              buffer.stride >= Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(buffer.width))),
              buffer.stride <= Int(Int32.max) else {
            throw PNGError.invalidBuffer(width: buffer.width, height: buffer.height, stride: buffer.stride)
        }
        let surface = cairo_image_surface_create_for_data(
            buffer.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(buffer.width), Int32(buffer.height), Int32(buffer.stride))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PNGError.invalidBuffer(width: buffer.width, height: buffer.height, stride: buffer.stride)
        }
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGError.cannotWrite(path: "", reason: String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }

    /// Reads a PNG file into premultiplied ARGB32 pixels (opaque files get alpha 255).
    public static func read(_ path: String) throws -> OwnedImage {
        let loaded = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(loaded) }
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGError.cannotRead(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        let width = Int(cairo_image_surface_get_width(loaded))
        let height = Int(cairo_image_surface_get_height(loaded))
        let storage = OffscreenBuffer(width: width, height: height)
        let target = cairo_image_surface_create_for_data(
            storage.buffer.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(storage.stride))
        let cr = cairo_create(target)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        cairo_surface_destroy(target)
        return OwnedImage(storage: storage)
    }
}

/// The name the app's recorder uses for the same PNG helpers.
public typealias PNGWriter = PNGFile
