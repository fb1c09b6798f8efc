import FlickCore
import FlickKit

/// The deck demo's center page: the current section under a coloured band, buttons that drive
/// the deck (open, close, bounce, push a page, shrink the deck), the latest callbacks, a live
/// readout of the deck's state and offset, and — in the region panning mode — the region
/// that pans the deck.
final class DeckDemoCenterPage: Component, PanClaiming {
    static let bandHeightPx: Double = 96
    static let buttonHeightPx: Double = 36
    static let buttonWidthPx: Double = 150
    static let gapPx: Double = 10
    static let marginPx: Double = 20
    static let logLineHeightPx: Double = 22
    static let logLines = 6
    /// Height of the panning region strip at the bottom, px.
    static let regionHeightPx: Double = 72
    static let regionColor = Color(hex: 0xF6D32D)
    static let pageColor = NavigationBar.defaultBackground.mixed(with: .black, 0.35)

    let group: ControlGroup
    /// The callback lines, cached apart from the buttons (they change on every open and close).
    let logGroup: ControlGroup
    let title = Label("", emphasis: .bold)
    let blurb = Label("", emphasis: .secondary, maxLines: 3)
    let logHeader = Label("Callbacks", emphasis: .header)
    let logLabels: [Label]
    /// The buttons that drive the deck, in a wrapping row.
    var buttons: [Button] = [] { didSet { group.controls = controls; group.setNeedsLayout() } }
    var section = DeckDemoSection.all[0] { didSet { sectionChanged() } }
    /// The live readout text (drawn every frame, outside the cached controls).
    var readout = ""
    /// Whether to show the panning region.
    var showsRegion = false
    private(set) var size = Size(1, 1)

    var controls: [Control] { [title, blurb] + buttons + [logHeader] }

    init() {
        logLabels = (0..<DeckDemoCenterPage.logLines).map { _ in Label("", emphasis: .secondary) }
        title.fontSizePx = 26
        title.color = .white
        group = ControlGroup(background: DeckDemoCenterPage.pageColor)
        group.scrollsVertically = false
        logGroup = ControlGroup(controls: logLabels, background: DeckDemoCenterPage.pageColor)
        logGroup.scrollsVertically = false
        group.layoutHandler = { [unowned self] size in self.place(size) }
        group.decoration = { [unowned self] size in
            [.fill(Rect(x: 0, y: 0, width: size.width, height: min(size.height, DeckDemoCenterPage.bandHeightPx)),
                   self.section.color.mixed(with: .black, 0.2))]
        }
        group.controls = controls
        sectionChanged()
    }

    /// Shows the latest callback lines, newest first.
    func showLog(_ lines: [String]) {
        for (i, l) in logLabels.enumerated() { l.text = i < lines.count ? lines[i] : "" }
    }

    /// The panning region in page coordinates.
    var regionFrame: Rect {
        let h = min(DeckDemoCenterPage.regionHeightPx, size.height / 4)
        return Rect(x: 0, y: size.height - h, width: size.width, height: h)
    }

    private func sectionChanged() {
        group.setNeedsDisplay()
        title.text = section.name
        blurb.text = "\(section.blurb). Drag the center sideways, or use the buttons; F9 and F10 toggle the sides, Escape closes."
    }

    private func place(_ size: Size) -> Double {
        let m = DeckDemoCenterPage.marginPx, gap = DeckDemoCenterPage.gapPx
        let w = max(0, size.width - 2 * m)
        title.frame = Rect(x: m, y: 28, width: w, height: 40)
        blurb.frame = Rect(x: m, y: DeckDemoCenterPage.bandHeightPx + 12, width: min(w, 720), height: 56)
        let bw = DeckDemoCenterPage.buttonWidthPx, bh = DeckDemoCenterPage.buttonHeightPx
        let perRow = max(1, Int((w + gap) / (bw + gap)))
        var y = blurb.frame.maxY + 12
        for (i, b) in buttons.enumerated() {
            let col = i % perRow
            if i > 0 && col == 0 { y += bh + gap }
            b.frame = Rect(x: m + Double(col) * (bw + gap), y: y, width: bw, height: bh)
        }
        y += bh + 24
        logHeader.frame = Rect(x: m, y: y, width: w, height: 20)
        y += 24
        logFrame = Rect(x: m, y: y, width: w, height: Double(logLabels.count) * DeckDemoCenterPage.logLineHeightPx)
        for (i, l) in logLabels.enumerated() {
            l.frame = Rect(x: 0, y: Double(i) * DeckDemoCenterPage.logLineHeightPx, width: w,
                           height: DeckDemoCenterPage.logLineHeightPx)
        }
        return y
    }

    /// Where the callback lines go, page coordinates.
    private(set) var logFrame = Rect.zero

    // MARK: Component

    func layout(size: Size, now: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? min(max(1, v), 100_000) : 1 }
        self.size = Size(clean(size.width), clean(size.height))
        group.layout(size: self.size, now: now)
        logGroup.layout(size: logFrame.size, now: now)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { group.handle(gesture, now: now) }

    func advance(to now: Double) { group.advance(to: now) }

    func scene(at now: Double) -> SceneNode {
        var nodes: [SceneNode] = [group.scene(at: now), .translated(logFrame.x, logFrame.y, [logGroup.scene(at: now)])]
        if showsRegion {
            let r = regionFrame
            nodes.append(.fill(r, DeckDemoCenterPage.regionColor.withAlpha(0.16)))
            nodes.append(.strokeRect(r.insetBy(1), DeckDemoCenterPage.regionColor.withAlpha(0.7), lineWidth: 2, cornerRadius: 0))
            nodes.append(.text(TextNode("Panning region: drag here to move the deck", frame: r,
                                        font: FontSpec(size: 14, weight: .bold), color: DeckDemoCenterPage.regionColor,
                                        alignment: .center)))
        }
        let m = DeckDemoCenterPage.marginPx
        nodes.append(.text(TextNode(readout, frame: Rect(x: m, y: 68, width: max(0, size.width - 2 * m), height: 20),
                                    font: FontSpec(family: "DejaVu Sans Mono", size: 12), color: Color.white.withAlpha(0.85))))
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    func isAnimating(at now: Double) -> Bool { group.isAnimating(at: now) }

    func nextDeadline(after now: Double) -> Double? { group.nextDeadline(after: now) }

    var state: [String: String] { [:] }

    func claimsPan(startingAt p: Point, along axis: SwipeAxis, now: Double) -> Bool {
        group.claimsPan(startingAt: p, along: axis, now: now)
    }
}
