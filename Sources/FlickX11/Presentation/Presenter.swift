import CX11
import FlickCore
import Foundation

/// Puts frames on the window. With MIT-SHM it keeps two shared buffers so one can be drawn
/// while the server still reads the other, and hands out only buffers whose ShmCompletion
/// has arrived; without it, one plain buffer sent with XPutImage. Buffers are re-created
/// lazily for a new window size. Around the content a window may draw a frame (`frame`: a
/// shadow and round corners under a compositor); the content is drawn into the part inside it.
///
/// Every new frame put with MIT-SHM is reported back exactly once by `completed(shmseg:)`, in
/// the order frames were put, even when its buffer was replaced by a resize in the meantime:
/// the delegate pairs each rendered frame with one `didPresentFrame`, so a lost completion
/// would shift that pairing for good (and lose `settled`).
final class Presenter {
    private let display: OpaquePointer
    private let window: Window
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let gc: GC
    private(set) var usesSharedMemory: Bool
    private var buffers: [ShmFrameBuffer] = []
    /// The size buffers should have; they are rebuilt at the next frame when it differs.
    private var wantedWidth: Int
    private var wantedHeight: Int
    /// The buffer being drawn (between `beginFrame` and `present`).
    private var drawing: ShmFrameBuffer?
    /// The buffer last put on the window; its pixels stay intact for re-presenting.
    private var shown: ShmFrameBuffer?
    /// XPutImage path: the first frame is synced so "presented" means on screen.
    private var syncedFirstFrame = false
    /// Puts still awaiting their ShmCompletion in segments already detached after a resize,
    /// by segment id (the server processes each put before the detach, so its completion comes).
    private var retiredInFlight: [UInt: [Bool]] = [:]
    /// What the window draws around its content (`X11Window` keeps it current); plain: nothing.
    var frame: WindowFrame
    /// Draws `frame`'s shadow and round corners, made with the first frame that has a shadow.
    private var painter: FramePainter?

    /// Largest side of a window Flick makes, in pixels (a window manager may resize it further;
    /// the buffers then keep to `Size.windowBounded`).
    static let maximumSide = 8192

    init(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>, depth: Int32,
         width: Int, height: Int, allowSharedMemory: Bool) throws {
        self.display = display
        self.window = window
        self.visual = visual
        self.depth = depth
        gc = XCreateGC(display, window, 0, nil)
        (wantedWidth, wantedHeight) = Presenter.bounded(width, height)
        frame = .plain(Size(Double(width), Double(height)))
        usesSharedMemory = allowSharedMemory && XShmQueryExtension(display) != 0
        try rebuild()
    }

    /// Frees the buffers and the GC; call once, before the display closes.
    func close() {
        releaseBuffers()
        XFreeGC(display, gc)
    }

    /// Notes the window's new size; buffers follow at the next `beginFrame`.
    func resize(width: Int, height: Int) {
        (wantedWidth, wantedHeight) = Presenter.bounded(width, height)
    }

    /// A buffer to draw the next frame's content into (the part of the window inside `frame`, whose
    /// shadow is already drawn around it), or nil while every buffer is still being read by the
    /// server (a ShmCompletion will wake the loop). Throws when no buffer can be made.
    func beginFrame() throws -> PixelBuffer? {
        if let first = buffers.first, first.width != wantedWidth || first.height != wantedHeight {
            try rebuild()
        }
        let free = buffers.filter { $0.inFlight.isEmpty }
        guard let buffer = free.first(where: { $0 !== shown }) ?? free.first else { return nil }
        drawing = buffer
        let drawn = bufferFrame(buffer)
        guard drawn.hasShadow else {
            buffer.shadowDrawn = nil  // the content covers all of it now
            return buffer.pixels
        }
        if buffer.shadowDrawn != drawn {
            framePainter.paintShadow(drawn, into: buffer.pixels)
            buffer.shadowDrawn = drawn
        }
        let content = drawn.content
        let pixels = buffer.pixels
        return PixelBuffer(data: pixels.data + Int(content.minY) * pixels.stride + Int(content.minX) * 4,
                           width: Int(content.width), height: Int(content.height), stride: pixels.stride)
    }

    /// `frame` for `buffer`'s size (the window's, within `Size.windowBounded`); plain when the
    /// content would not fit inside the shadow.
    private func bufferFrame(_ buffer: ShmFrameBuffer) -> WindowFrame {
        var drawn = frame
        drawn.windowSize = Size(Double(buffer.width), Double(buffer.height))
        let e = drawn.extents
        guard drawn.hasShadow, buffer.width > e.left + e.right, buffer.height > e.top + e.bottom else {
            return .plain(drawn.windowSize)
        }
        return drawn
    }

    private var framePainter: FramePainter {
        if let painter { return painter }
        let made = FramePainter()
        painter = made
        return made
    }

    /// Puts the buffer from `beginFrame` on the window and flushes. Returns true when the
    /// frame already counts as presented (XPutImage; the first one is synced); false when its
    /// ShmCompletion will tell (`completed` then returns true).
    func present() -> Bool {
        guard let buffer = drawing else { return false }
        let drawn = bufferFrame(buffer)
        if drawn.hasShadow { framePainter.paintCorners(drawn, into: buffer.pixels) }
        buffer.put(display: display, drawable: window, gc: gc, newFrame: true)
        shown = buffer
        drawing = nil
        if buffer.isShared {
            XFlush(display)
            return false
        }
        if !syncedFirstFrame {
            syncedFirstFrame = true
            XSync(display, False)
        } else {
            XFlush(display)
        }
        return true
    }

    /// Puts the last frame again (after an Expose); false when there is none of the current size.
    func presentAgain() -> Bool {
        guard let buffer = shown, buffer.width == wantedWidth, buffer.height == wantedHeight else { return false }
        buffer.put(display: display, drawable: window, gc: gc, newFrame: false)
        return true
    }

    /// The server has drawn and finished reading the segment `shmseg`; true when that put
    /// was a new frame (not a repeat). Buffers replaced after a resize still report their
    /// frames: each new frame put is answered once, in order.
    func completed(shmseg: UInt) -> Bool {
        if let buffer = buffers.first(where: { $0.isShared && $0.shmseg == shmseg }) {
            guard !buffer.inFlight.isEmpty else { return false }
            return buffer.inFlight.removeFirst()
        }
        guard var pending = retiredInFlight[shmseg], !pending.isEmpty else { return false }
        let newFrame = pending.removeFirst()
        retiredInFlight[shmseg] = pending.isEmpty ? nil : pending
        return newFrame
    }

    private func rebuild() throws {
        releaseBuffers()
        if usesSharedMemory {
            var made: [ShmFrameBuffer] = []
            for _ in 0..<2 {
                guard let buffer = try ShmFrameBuffer.shared(display: display, visual: visual, depth: depth,
                                                             width: wantedWidth, height: wantedHeight) else { break }
                made.append(buffer)
            }
            if made.count == 2 {
                buffers = made
                return
            }
            made.forEach { $0.release(display: display) }
            usesSharedMemory = false
            StandardError.write("MIT-SHM is not usable on this display; drawing with XPutImage (slower)")
        }
        buffers = [try ShmFrameBuffer.local(display: display, visual: visual, depth: depth,
                                            width: wantedWidth, height: wantedHeight)]
    }

    private func releaseBuffers() {
        for buffer in buffers where buffer.isShared && !buffer.inFlight.isEmpty {
            retiredInFlight[buffer.shmseg, default: []] += buffer.inFlight
        }
        buffers.forEach { $0.release(display: display) }
        buffers = []
        drawing = nil
        shown = nil
    }

    /// A buffer size within the one bound of every window size (`Size.windowBounded`), so the
    /// buffer is exactly what the host draws.
    private static func bounded(_ width: Int, _ height: Int) -> (Int, Int) {
        let s = Size(Double(width), Double(height)).windowBounded
        return (Int(s.width), Int(s.height))
    }
}
