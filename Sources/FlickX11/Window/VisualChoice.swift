import CX11

/// The visual the window uses: 24- or 32-bit TrueColor with red 0xff0000, green 0xff00 and
/// blue 0xff, so cairo's ARGB32 pixels can be sent as they are.
struct VisualChoice {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let colormap: Colormap
    /// True when `colormap` was created for a non-default visual (free it with the window).
    let ownsColormap: Bool

    /// The screen's default visual when it fits, else a matching 24-bit TrueColor visual.
    static func pick(display: OpaquePointer, screen: Int32) throws -> VisualChoice {
        let root = XRootWindow(display, screen)
        if let visual = XDefaultVisual(display, screen) {
            let depth = XDefaultDepth(display, screen)
            if fits(visual, depth: depth) {
                return VisualChoice(visual: visual, depth: depth,
                                    colormap: XDefaultColormap(display, screen), ownsColormap: false)
            }
        }
        for depth: Int32 in [24, 32] {
            var info = XVisualInfo()
            if XMatchVisualInfo(display, screen, depth, TrueColor, &info) != 0,
               let visual = info.visual, fits(visual, depth: depth) {
                let colormap = XCreateColormap(display, root, visual, AllocNone)
                return VisualChoice(visual: visual, depth: depth, colormap: colormap, ownsColormap: true)
            }
        }
        let depth = XDefaultDepth(display, screen)
        throw X11Error.unsupportedVisual("the default visual has depth \(depth) and no 24/32-bit "
            + "TrueColor visual with masks 0xff0000/0xff00/0xff exists")
    }

    /// True for a 24- or 32-bit TrueColor visual whose pixels are cairo's (0xff0000/0xff00/0xff).
    static func fits(_ visual: UnsafeMutablePointer<Visual>, depth: Int32) -> Bool {
        let v = visual.pointee
        return (depth == 24 || depth == 32) && v.`class` == TrueColor
            && v.red_mask == 0xff0000 && v.green_mask == 0xff00 && v.blue_mask == 0xff
    }
}
