import CX11
import FlickCore

/// The frame of a window that decorates itself under a compositor, as GTK draws it on X11: a soft
/// shadow around the content and its top corners rounded (`WindowFrame`), drawn in the window's
/// own 32-bit pixels; the window manager told the shadow's reach (`_GTK_FRAME_EXTENTS`) so it
/// places, snaps and maximizes by the visible frame; input taken only over the content and the
/// resize band of the shadow (an input shape: the rest of the shadow lets the pointer through);
/// the opaque part named for the compositor (`_NET_WM_OPAQUE_REGION`). Maximized, fullscreen,
/// tiled or without a compositor (it may leave and come back: `CompositorWatch`), no shadow.
extension X11Window {
    /// Where the content lies in the window and what is drawn around it.
    var frame: WindowFrame { presenter.frame }

    /// True when a compositor runs on `screen` (the selection `_NET_WM_CM_S<screen>` has an owner).
    static func compositorRuns(display: OpaquePointer, screen: Int32) -> Bool {
        XGetSelectionOwner(display, XInternAtom(display, "_NET_WM_CM_S\(screen)", False)) != 0
    }

    /// Decides the frame again for the window manager's state (`windowManager`) and, when it
    /// changed, tells the window manager; returns true then (the content's size may have changed
    /// with it: `size`).
    func refreshFrame() -> Bool {
        guard isTranslucent else { return false }
        let decided = WindowFrame.decided(windowSize: frame.windowSize, translucent: true, manager: windowManager)
        guard decided != frame else { return false }
        presenter.frame = decided
        size = decided.contentSize
        tellWindowManager(decided)
        return true
    }

    /// Takes the window's new size (ConfigureNotify) and returns its content's.
    @discardableResult
    func windowDidResize(to windowSize: Size) -> Size {
        presenter.resize(width: Int(windowSize.width), height: Int(windowSize.height))
        presenter.frame.windowSize = windowSize
        size = frame.contentSize
        if isTranslucent { setShapes(frame) }
        return size
    }

    /// Tells the window manager and the compositor of `frame`: the shadow's extents, the smallest
    /// window (the content's smallest plus the shadow), the input shape and the opaque region.
    func tellWindowManager(_ frame: WindowFrame) {
        let window = Window(windowID)
        let cardinal = XInternAtom(display, "CARDINAL", False)
        setCardinals("_GTK_FRAME_EXTENTS", frame.extents.property, type: cardinal)
        let minimum = frame.windowSize(forContent: Size(Double(minimumContent.width), Double(minimumContent.height)))
        WindowProperties.setMinimumSize(width: Int(minimum.width), height: Int(minimum.height), display: display, window: window)
        setShapes(frame)
        XFlush(display)
    }

    /// Takes input over the content and the shadow's resize band only (the whole window without a
    /// shadow), and names the opaque part for the compositor: the content less its round corners.
    private func setShapes(_ frame: WindowFrame) {
        let r = frame.inputRect
        var rectangle = XRectangle(x: Int16(clamping: Int(r.minX)), y: Int16(clamping: Int(r.minY)),
                                   width: UInt16(clamping: Int(r.width)), height: UInt16(clamping: Int(r.height)))
        XShapeCombineRectangles(display, Window(windowID), ShapeInput, 0, 0, &rectangle, 1, ShapeSet, Unsorted)
        let c = frame.content
        let radius = Int(frame.cornerRadiusPx.rounded(.up))
        // The content less the rows of its round corners, then those rows between the corners.
        var opaque = [Int(c.minX), Int(c.minY) + radius, Int(c.width), max(0, Int(c.height) - radius)]
        if radius > 0 { opaque += [Int(c.minX) + radius, Int(c.minY), max(0, Int(c.width) - 2 * radius), radius] }
        setCardinals("_NET_WM_OPAQUE_REGION", opaque, type: XInternAtom(display, "CARDINAL", False))
    }

    /// Sets the format-32 property `name` of the window to `values` (C longs).
    private func setCardinals(_ name: String, _ values: [Int], type: Atom) {
        values.withUnsafeBytes {
            _ = XChangeProperty(display, Window(windowID), XInternAtom(display, name, False), type, 32, PropModeReplace,
                                $0.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
        }
    }
}
