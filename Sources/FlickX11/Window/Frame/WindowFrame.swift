import FlickCore

/// Where a window's content lies in the X window and how it is framed: a window that decorates
/// itself under a compositor draws a shadow around its content (`extents`, the window manager
/// told through `_GTK_FRAME_EXTENTS`) and rounds the content's top corners; everywhere else the
/// content is the whole window, square. Everything above the window layer (components, the trace,
/// tests) works in content coordinates: this maps window pixels to them, says which pixels of
/// the frame resize the window and which take input at all.
struct WindowFrame: Equatable, Sendable {
    /// The X window's size, px.
    var windowSize: Size
    /// The shadow's reach beyond the content on each side, px.
    var extents: FrameExtents
    /// The radius of the content's top corners, px; 0: square.
    var cornerRadiusPx: Double

    /// libadwaita's window corner radius (GNOME 45 and later; 8 px before), px.
    static let adwaitaCornerRadiusPx: Double = 12
    /// The width of the shadow's band along the content that resizes the window (GTK's resize
    /// handle); the shadow beyond it lets the pointer through to what is below, px.
    static let shadowResizeBandPx: Double = 12

    /// A window whose content is all of it: no shadow, square corners.
    static func plain(_ windowSize: Size) -> WindowFrame {
        WindowFrame(windowSize: windowSize, extents: .zero, cornerRadiusPx: 0)
    }

    /// The frame of a window of `windowSize`: with `shadow` and round top corners when the window
    /// can show them (it decorates itself with a translucent visual: `translucent`), a compositor
    /// draws it, and the window is neither maximized, fullscreen nor tiled; else plain.
    static func decided(windowSize: Size, translucent: Bool, manager: WindowManagerState,
                        shadow: WindowShadow = .adwaita) -> WindowFrame {
        guard translucent, manager.isCompositing, !manager.isMaximized, !manager.isFullscreen, !manager.isTiled else {
            return .plain(windowSize)
        }
        let reach = max(shadow.extentPx, Int(shadowResizeBandPx))
        return WindowFrame(windowSize: windowSize, extents: .uniform(reach), cornerRadiusPx: adwaitaCornerRadiusPx)
    }

    /// True when the frame draws a shadow around the content.
    var hasShadow: Bool { !extents.isZero }

    /// The content's rectangle in window pixels (at least 1x1).
    var content: Rect {
        Rect(x: Double(extents.left), y: Double(extents.top),
             width: max(1, windowSize.width - Double(extents.left + extents.right)),
             height: max(1, windowSize.height - Double(extents.top + extents.bottom)))
    }

    /// The content's size: what the app lays out for.
    var contentSize: Size { content.size }

    /// The window's size for content of `contentSize`.
    func windowSize(forContent contentSize: Size) -> Size {
        Size(contentSize.width + Double(extents.left + extents.right),
             contentSize.height + Double(extents.top + extents.bottom))
    }

    /// `p` (window pixels) in content coordinates.
    func contentPoint(_ p: Point) -> Point {
        Point(p.x - Double(extents.left), p.y - Double(extents.top))
    }

    /// `p` (content coordinates) in window pixels.
    func windowPoint(_ p: Point) -> Point {
        Point(p.x + Double(extents.left), p.y + Double(extents.top))
    }

    /// Where the window takes the pointer, window pixels: the content and the resize band around it
    /// (the whole window without a shadow).
    var inputRect: Rect {
        guard hasShadow else { return Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height) }
        let c = content
        let left = min(WindowFrame.shadowResizeBandPx, c.minX), top = min(WindowFrame.shadowResizeBandPx, c.minY)
        let right = min(WindowFrame.shadowResizeBandPx, windowSize.width - c.maxX)
        let bottom = min(WindowFrame.shadowResizeBandPx, windowSize.height - c.maxY)
        return Rect(x: c.minX - left, y: c.minY - top, width: c.width + left + right, height: c.height + top + bottom)
    }

    /// The edge or corner a press at `p` (window pixels) resizes the window from. Without a shadow,
    /// the `border` px band inside the window's edges (a corner reaching `corner` px along each of its
    /// edges); with one, the resize band of the shadow outside the content and the clipped-off
    /// outside of its round corners, as GTK's (a corner reaching `corner` px along the content's edges).
    func resizeEdge(at p: Point, border: Double, corner: Double) -> WindowEdge? {
        guard hasShadow else { return WindowEdge.at(p, size: windowSize, border: border, corner: corner) }
        let band = WindowFrame.shadowResizeBandPx
        let c = content
        if c.contains(p) {
            guard signedDistance(toContentAt: p) > 0 else { return nil }
            return p.x < c.midX ? .topLeft : .topRight
        }
        let grown = Point(p.x - (c.minX - band), p.y - (c.minY - band))
        return WindowEdge.at(grown, size: Size(c.width + 2 * band, c.height + 2 * band), border: band, corner: corner + band)
    }

    /// How far `p` (window pixels) lies outside the content's outline, round top corners included,
    /// px (negative inside).
    func signedDistance(toContentAt p: Point) -> Double {
        let c = content
        let radius = p.y < c.midY ? min(cornerRadiusPx, c.width / 2, c.height / 2) : 0
        // The outline as a box of half size `half` around `centre`, its corners rounded by `radius`.
        let qx = abs(p.x - c.midX) - (c.width / 2 - radius)
        let qy = abs(p.y - c.midY) - (c.height / 2 - radius)
        let outside = Point(max(qx, 0), max(qy, 0))
        return (outside.x * outside.x + outside.y * outside.y).squareRoot() + min(max(qx, qy), 0) - radius
    }

    /// How much of the pixel at column `x`, row `y` (window pixels) the content covers, 0...1:
    /// 1 inside, a fraction on its round corners' arcs, 0 outside.
    func contentCoverage(x: Int, y: Int) -> Double {
        min(1, max(0, 0.5 - signedDistance(toContentAt: Point(Double(x) + 0.5, Double(y) + 0.5))))
    }
}
