import CX11
import FlickCore
import Foundation

/// One frame's memory as a ZPixmap XImage with 32 bits per pixel: an MIT-SHM segment the
/// server reads in place (put with XShmPutImage), or plain memory sent with XPutImage.
final class ShmFrameBuffer {
    let image: UnsafeMutablePointer<XImage>
    let width: Int
    let height: Int
    /// The attached segment; nil for plain memory.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>?
    /// Puts sent whose ShmCompletion has not arrived yet, oldest first: true for a new frame,
    /// false for a repeat after Expose. Always empty for plain memory.
    var inFlight: [Bool] = []
    /// The frame whose shadow the buffer holds around its content (`Presenter`), or nil: none yet.
    var shadowDrawn: WindowFrame?

    var isShared: Bool { segment != nil }
    /// The server-side id matched against ShmCompletion events.
    var shmseg: UInt { segment?.pointee.shmseg ?? 0 }

    /// The memory as handed to the renderer (stride = bytes_per_line).
    var pixels: PixelBuffer {
        PixelBuffer(data: UnsafeMutableRawPointer(image.pointee.data), width: width, height: height,
                    stride: Int(image.pointee.bytes_per_line))
    }

    private init(image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>?) {
        self.image = image
        self.segment = segment
        width = Int(image.pointee.width)
        height = Int(image.pointee.height)
    }

    /// A shared-memory buffer, or nil when the server cannot attach one (a remote display,
    /// exhausted shm limits). The segment is marked for removal right after the attach, so it
    /// disappears with the last detach even if the process dies.
    static func shared(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
                       width: Int, height: Int) throws -> ShmFrameBuffer? {
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, info,
                                          UInt32(width), UInt32(height)) else {
            info.deallocate()
            return nil
        }
        func discard() -> ShmFrameBuffer? {
            image.pointee.data = nil
            _ = flick_XDestroyImage(image)
            info.deallocate()
            return nil
        }
        do { try checkFormat(image) } catch { _ = discard(); throw error }

        let bytes = Int(image.pointee.bytes_per_line) * height
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard id >= 0 else { return discard() }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            return discard()
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = False
        image.pointee.data = info.pointee.shmaddr
        let refused = XErrorTrap.failed(display) { _ = XShmAttach(display, info) }
        shmctl(id, IPC_RMID, nil)
        if refused {
            shmdt(address)
            return discard()
        }
        return ShmFrameBuffer(image: image, segment: info)
    }

    /// A buffer in ordinary memory, for XPutImage.
    static func local(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
                      width: Int, height: Int) throws -> ShmFrameBuffer {
        let stride = width * 4
        guard let data = calloc(stride * height, 1) else {
            throw X11Error.frameBuffer("out of memory for \(width)x\(height) pixels")
        }
        guard let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0,
                                       data.assumingMemoryBound(to: CChar.self),
                                       UInt32(width), UInt32(height), 32, Int32(stride)) else {
            free(data)
            throw X11Error.frameBuffer("XCreateImage failed for \(width)x\(height) pixels")
        }
        // Pixels are in host order; Xlib swaps them if the server differs.
        image.pointee.byte_order = 1.littleEndian == 1 ? LSBFirst : MSBFirst
        let buffer = ShmFrameBuffer(image: image, segment: nil)
        do { try checkFormat(image) } catch { buffer.release(display: display); throw error }
        return buffer
    }

    /// Sends the buffer to `drawable`; a shared one reports back with ShmCompletion.
    /// `newFrame` is remembered for that completion.
    func put(display: OpaquePointer, drawable: Drawable, gc: GC, newFrame: Bool) {
        if segment != nil {
            XShmPutImage(display, drawable, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height), True)
            inFlight.append(newFrame)
        } else {
            XPutImage(display, drawable, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        }
    }

    /// Detaches and frees everything; the buffer must not be used afterwards. Requests already
    /// sent are processed by the server before the detach.
    func release(display: OpaquePointer) {
        if let segment {
            XShmDetach(display, segment)
            image.pointee.data = nil
            _ = flick_XDestroyImage(image)
            shmdt(segment.pointee.shmaddr)
            segment.deallocate()
        } else {
            free(image.pointee.data)
            image.pointee.data = nil
            _ = flick_XDestroyImage(image)
        }
    }

    private static func checkFormat(_ image: UnsafeMutablePointer<XImage>) throws {
        guard image.pointee.bits_per_pixel == 32 else {
            throw X11Error.unsupportedVisual("images have \(image.pointee.bits_per_pixel) bits per pixel, not 32")
        }
    }
}
