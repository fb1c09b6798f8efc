import FlickCore

/// Parsing and validating `--size WxH` (and the scenario's `size W H`).
public enum WindowSize {
    /// Largest side accepted, px (`Constants.maxWindowSidePx`, the bound every window size keeps).
    public static let maximumSide = Int(Constants.maxWindowSidePx)
    /// Largest area accepted, pixels (`Constants.maxWindowPixels`, the bound every window size keeps).
    public static let maximumPixels = Int(Constants.maxWindowPixels)

    public static let defaultSize = Size(1024, 700)

    /// The smallest `--size`, px a side: 320x240; below it `--size` is refused (exit 2) rather
    /// than opening a window the controls cannot serve. The window itself is made at least
    /// `windowMinimumSize` and asks the window manager for no less (`WM_NORMAL_HINTS`). A window manager that ignores the hint, or a scenario's `size`
    /// line (which stands for such a resize), may still make the window smaller: the app keeps
    /// working there, its controls in their compact forms.
    public static let minimumWidthPx = 320
    public static let minimumHeightPx = 240
    /// `minimumWidthPx` x `minimumHeightPx`.
    public static var minimumSize: Size { Size(Double(minimumWidthPx), Double(minimumHeightPx)) }
    /// The smallest window the live window asks the window manager for, and is made at least as
    /// large as, layout px: 360x360, as libadwaita's windows (at UI scale 2, 720x720 window px:
    /// `windowMinimumSize(scale:)`). A `--size` between `minimumSize` and that opens a window of
    /// that size, with no message.
    public static let windowMinimumSize = Size(360, 360)

    /// `windowMinimumSize` at UI `scale`, window (device) px: the layout stays at least 360x360.
    public static func windowMinimumSize(scale: Double) -> Size {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return Size((windowMinimumSize.width * s).rounded(.up), (windowMinimumSize.height * s).rounded(.up))
    }

    /// The window a `size` (window px) opens at UI `scale`: each side at least
    /// `windowMinimumSize(scale:)`, as the live window is made and `record` renders it.
    public static func window(_ size: Size, scale: Double) -> Size {
        let least = windowMinimumSize(scale: scale)
        return Size(max(size.width, least.width), max(size.height, least.height))
    }

    /// "1024x700" → Size; throws a usage error naming the valid form otherwise, or the minimum
    /// for a size below `minimumSize`.
    public static func parse(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...maximumSide).contains(w), (1...maximumSide).contains(h) else {
            throw FlickError.usage(
                "bad size \(Quoted.text(text)); use WIDTHxHEIGHT in pixels, each 1 to \(maximumSide), e.g. 1024x700")
        }
        if let problem = problem(width: w, height: h) {
            throw FlickError.usage("size \(w)x\(h) is too large; \(problem) (WIDTHxHEIGHT, e.g. 1024x700)")
        }
        guard w >= minimumWidthPx, h >= minimumHeightPx else {
            throw FlickError.usage("size \(w)x\(h) is below the minimum window size \(minimumWidthPx)x\(minimumHeightPx); "
                                   + "use at least \(minimumWidthPx) wide and \(minimumHeightPx) high (WIDTHxHEIGHT, e.g. 1024x700)")
        }
        return Size(Double(w), Double(h))
    }

    /// What is wrong with a window size, or nil when it is accepted (the scenario's `size` line
    /// checks only this: it may go below the minimum, as a window manager's resize may).
    public static func problem(width: Int, height: Int) -> String? {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            return "each side 1 to \(maximumSide)"
        }
        guard width * height <= maximumPixels else {
            return "at most \(maximumPixels) pixels in all (e.g. 7680x4320), which keeps memory to hundreds of megabytes"
        }
        return nil
    }
}
