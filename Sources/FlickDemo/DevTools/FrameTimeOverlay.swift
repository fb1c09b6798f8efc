import FlickCore
import FlickKit
import Foundation

/// The frame-time overlay: the cost of the last frames (scene + render) as a small bar graph
/// with the latest and the worst value, and the spacing of frames, at the top right just below
/// the top bar's height, so it never covers the bar's buttons (the shell's ⚙ turns it off).
struct FrameTimeOverlay {
    /// Frames kept for the graph.
    static let historyCount = 90
    static let panelSize = Size(200, 64)
    static let marginPx: Double = 8
    /// The graph's full height stands for this many ms (a 60 Hz frame).
    static let graphScaleMs: Double = 16.7
    /// Frames further apart than this are not counted as a frame rate (the app was idle), s.
    static let idleGapS: Double = 0.25

    private(set) var costsMs: [Double] = []
    private var lastFrameTime: Double?
    private(set) var intervalMs: Double?

    /// Records one frame that took `ms` to produce, presented at app time `now`.
    mutating func record(costMs ms: Double, now: Double) {
        costsMs.append(ms.isFinite ? max(0, ms) : 0)
        if costsMs.count > FrameTimeOverlay.historyCount { costsMs.removeFirst(costsMs.count - FrameTimeOverlay.historyCount) }
        if let last = lastFrameTime, now - last < FrameTimeOverlay.idleGapS, now > last {
            intervalMs = (now - last) * 1000
        } else {
            intervalMs = nil
        }
        lastFrameTime = now
    }

    /// Where the panel goes in a layout of `size`: the top-right corner under a top bar's height
    /// (`NavigationBar.heightPx`), moved up only where the window is too short to hold it there.
    static func panelFrame(in size: Size) -> Rect {
        let s = panelSize, m = marginPx
        let below = NavigationBar.heightPx + m
        let y = max(0, min(below, size.height - s.height - m))
        return Rect(x: size.width - s.width - m, y: y, width: s.width, height: s.height)
    }

    /// The panel for a layout of `size`.
    func scene(in size: Size) -> SceneNode {
        let s = FrameTimeOverlay.panelSize
        let panel = FrameTimeOverlay.panelFrame(in: size)
        var nodes: [SceneNode] = [.fill(panel, Color(hex: 0x000000, alpha: 0.7), cornerRadius: 6)]
        let last = costsMs.last ?? 0
        let worst = costsMs.max() ?? 0
        var line = String(format: "%.2f ms  max %.2f", last, worst)
        if let i = intervalMs { line += String(format: "  %.0f fps", 1000 / i) }
        nodes.append(.text(TextNode(line, frame: Rect(x: panel.minX + 8, y: panel.minY + 4, width: s.width - 16, height: 18),
                                    font: FontSpec(family: "DejaVu Sans Mono", size: 11), color: .white)))
        let graph = Rect(x: panel.minX + 8, y: panel.minY + 26, width: s.width - 16, height: s.height - 34)
        let barWidth = graph.width / Double(FrameTimeOverlay.historyCount)
        for (i, ms) in costsMs.enumerated() {
            let h = min(1, ms / FrameTimeOverlay.graphScaleMs) * graph.height
            let color = ms > FrameTimeOverlay.graphScaleMs ? Color(hex: 0xE5534B) : Color(hex: 0x57D38C)
            nodes.append(.fill(Rect(x: graph.minX + Double(i) * barWidth, y: graph.maxY - h, width: max(1, barWidth - 0.5), height: h), color))
        }
        return .stack(nodes)
    }
}
