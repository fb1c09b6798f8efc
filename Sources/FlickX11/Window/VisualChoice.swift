import CX11

/// The visual the window uses: 24- or 32-bit TrueColor with red 0xff0000, green 0xff00 and
/// blue 0xff, so cairo's ARGB32 pixels can be sent as they are. A 32-bit one is translucent under
/// a compositor: its top byte is the alpha of cairo's premultiplied pixels (X Render's ARGB32).
struct VisualChoice {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let colormap: Colormap
    /// True when `colormap` was created for a non-default visual (free it with the window).
    let ownsColormap: Bool

    /// True when the window's pixels keep their alpha (a 32-bit visual).
    var isTranslucent: Bool { depth == 32 }

    /// The screen's default visual when it fits, else a matching 24-bit TrueColor visual. With
    /// `translucent`, a matching 32-bit one first (as GTK's RGBA visual), when the screen has one.
    static func pick(display: OpaquePointer, screen: Int32, translucent: Bool = false) throws -> VisualChoice {
        let root = XRootWindow(display, screen)
        if translucent, let argb = match(display: display, screen: screen, depth: 32) {
            return VisualChoice(visual: argb, depth: 32, colormap: XCreateColormap(display, root, argb, AllocNone),
                                ownsColormap: true)
        }
        if let visual = XDefaultVisual(display, screen) {
            let depth = XDefaultDepth(display, screen)
            if fits(visual, depth: depth) {
                return VisualChoice(visual: visual, depth: depth,
                                    colormap: XDefaultColormap(display, screen), ownsColormap: false)
            }
        }
        for depth: Int32 in [24, 32] {
            if let visual = match(display: display, screen: screen, depth: depth) {
                let colormap = XCreateColormap(display, root, visual, AllocNone)
                return VisualChoice(visual: visual, depth: depth, colormap: colormap, ownsColormap: true)
            }
        }
        let depth = XDefaultDepth(display, screen)
        throw X11Error.unsupportedVisual("the default visual has depth \(depth) and no 24/32-bit "
            + "TrueColor visual with masks 0xff0000/0xff00/0xff exists")
    }

    /// A TrueColor visual of `depth` whose pixels are cairo's, or nil.
    private static func match(display: OpaquePointer, screen: Int32, depth: Int32) -> UnsafeMutablePointer<Visual>? {
        var info = XVisualInfo()
        guard XMatchVisualInfo(display, screen, depth, TrueColor, &info) != 0, let visual = info.visual,
              fits(visual, depth: depth) else { return nil }
        return visual
    }

    /// True for a 24- or 32-bit TrueColor visual whose pixels are cairo's (0xff0000/0xff00/0xff).
    static func fits(_ visual: UnsafeMutablePointer<Visual>, depth: Int32) -> Bool {
        let v = visual.pointee
        return (depth == 24 || depth == 32) && v.`class` == TrueColor
            && v.red_mask == 0xff0000 && v.green_mask == 0xff00 && v.blue_mask == 0xff
    }
}
