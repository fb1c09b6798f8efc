import FlickCore

/// One monitor as RandR describes it: where its CRTC shows on the screen and the timing of the
/// mode it runs, from which its refresh rate follows.
struct MonitorTiming: Equatable {
    /// The CRTC's area on the screen (root window pixels, rotation applied).
    var frame: Rect
    /// The mode's pixel clock, Hz.
    var dotClockHz: Double
    /// Pixels a line and lines a frame, blanking included.
    var horizontalTotal: Double
    var verticalTotal: Double
    /// The mode scans every other line a field (two fields a frame).
    var interlaced = false
    /// The mode scans every line twice.
    var doubleScan = false

    /// Frames a second: the pixel clock over the pixels a frame takes; nil when the mode gives
    /// no timing (Xvfb's modes are all zeros).
    var refreshHz: Double? {
        guard dotClockHz > 0, horizontalTotal > 0, verticalTotal > 0 else { return nil }
        var lines = verticalTotal
        if doubleScan { lines *= 2 }
        if interlaced { lines /= 2 }
        let rate = dotClockHz / (horizontalTotal * lines)
        return rate.isFinite && rate > 0 ? rate : nil
    }

    /// The refresh rate of the monitor showing most of `window` (screen pixels), or, when the window
    /// shows on none, of the first monitor with a known rate; nil when no monitor knows its rate.
    static func refreshHz(for window: Rect, on monitors: [MonitorTiming]) -> Double? {
        let known = monitors.filter { $0.refreshHz != nil }
        let best = known.max { a, b in overlap(a.frame, window) < overlap(b.frame, window) }
        guard let best else { return nil }
        return overlap(best.frame, window) > 0 ? best.refreshHz : known.first?.refreshHz
    }

    /// The area two rectangles share, px².
    static func overlap(_ a: Rect, _ b: Rect) -> Double {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return w > 0 && h > 0 ? w * h : 0
    }
}
