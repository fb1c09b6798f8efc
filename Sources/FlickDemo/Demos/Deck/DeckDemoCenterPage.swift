import FlickCore
import FlickKit

/// The deck demo's center page: the current section as an app shows it — its name, a line
/// about it and how to reach the drawers, then its entries (badges, names, details) or, in
/// Photos, a grid of pictures. Clicking an entry or a picture pushes its page (pushes stay
/// inside the center). In the region panning mode, the region that pans the deck shows at the
/// bottom.
///
/// Within a ledge of either edge there are only whole icons (the rows' badges, dots and chevrons)
/// or nothing, so the strip of the center beside an open side never shows cut-off words.
final class DeckDemoCenterPage: Component, PanClaiming {
    /// Side margin of the page's texts and pictures: the icon column and a gap, px.
    static let marginPx: Double = DeckDemoItemRow.iconColumnPx + 12
    static let photoGapPx: Double = 10
    static let photoMinWidthPx: Double = 180
    /// Height of the panning region strip at the bottom, px.
    static let regionHeightPx: Double = 72
    static let regionColor = Color(hex: 0xF6D32D)
    static let pageColor = NavigationBar.defaultBackground.mixed(with: .black, 0.35)

    let group: ControlGroup
    let title = Label("", emphasis: .bold)
    let blurb = Label("", emphasis: .secondary, maxLines: 2)
    private(set) var rows: [DeckDemoItemRow] = []
    private(set) var photos: [DeckDemoPhotoTile] = []
    var section = DeckDemoSection.all[0] { didSet { sectionChanged() } }
    /// Runs when an entry is clicked (its section and index).
    var onOpenItem: ((_ item: DeckDemoItem, _ now: Double) -> Void)?
    /// Runs when a picture is clicked.
    var onOpenPhoto: ((_ picture: PictureMotif, _ index: Int, _ now: Double) -> Void)?
    /// Whether to show the panning region.
    var showsRegion = false
    private(set) var size = Size(1, 1)

    init() {
        title.fontSizePx = 26
        title.color = .white
        group = ControlGroup(background: DeckDemoCenterPage.pageColor)
        group.layoutHandler = { [unowned self] size in self.place(size) }
        sectionChanged()
    }

    /// The panning region in page coordinates.
    var regionFrame: Rect {
        let h = min(DeckDemoCenterPage.regionHeightPx, size.height / 4)
        return Rect(x: 0, y: size.height - h, width: size.width, height: h)
    }

    private func sectionChanged() {
        title.text = section.name
        blurb.text = section.blurb
        rows = section.items.map { item in
            DeckDemoItemRow(item) { [unowned self] now in self.onOpenItem?(item, now) }
        }
        photos = section.pictures.enumerated().map { i, motif in
            DeckDemoPhotoTile(motif) { [unowned self] now in self.onOpenPhoto?(motif, i, now) }
        }
        group.controls = [title, blurb] + rows + photos
        group.setNeedsLayout()
        group.setNeedsDisplay()
    }

    private func place(_ size: Size) -> Double {
        let m = DeckDemoCenterPage.marginPx
        let w = max(0, size.width - 2 * m)
        title.frame = Rect(x: m, y: 20, width: w, height: 36)
        blurb.frame = Rect(x: m, y: 58, width: w, height: 40)
        var y = 108.0
        for row in rows {
            row.frame = Rect(x: 0, y: y, width: size.width, height: DeckDemoItemRow.heightPx)
            y += DeckDemoItemRow.heightPx
        }
        if !photos.isEmpty {
            let gap = DeckDemoCenterPage.photoGapPx
            let columns = max(2, min(4, Int((w + gap) / (DeckDemoCenterPage.photoMinWidthPx + gap))))
            let cell = max(1, (w - gap * Double(columns - 1)) / Double(columns))
            let cellH = (cell * 0.75).rounded()
            for (i, tile) in photos.enumerated() {
                let col = i % columns, row = i / columns
                tile.frame = Rect(x: (m + Double(col) * (cell + gap)).rounded(), y: y + Double(row) * (cellH + gap),
                                  width: cell.rounded(), height: cellH)
            }
            y += Double((photos.count + columns - 1) / columns) * (cellH + gap)
        }
        return y + 24
    }

    // MARK: Component

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        group.layout(size: self.size, now: now)
    }

    func handle(_ gesture: Gesture, now: Double) -> Bool { group.handle(gesture, now: now) }

    func advance(to now: Double) { group.advance(to: now) }

    func scene(at now: Double) -> SceneNode {
        guard showsRegion else { return group.scene(at: now) }
        let r = regionFrame
        return .group(GroupNode([
            group.scene(at: now),
            .fill(r, DeckDemoCenterPage.regionColor.withAlpha(0.16)),
            .strokeRect(r.insetBy(1), DeckDemoCenterPage.regionColor.withAlpha(0.7), lineWidth: 2, cornerRadius: 0),
            .text(TextNode("Panning region: drag here to move the deck", frame: r,
                           font: FontSpec(size: 14, weight: .bold), color: DeckDemoCenterPage.regionColor,
                           alignment: .center)),
        ], clip: Rect(size: size)))
    }

    func isAnimating(at now: Double) -> Bool { group.isAnimating(at: now) }

    func nextDeadline(after now: Double) -> Double? { group.nextDeadline(after: now) }

    var state: [String: String] { [:] }

    func claimsPan(startingAt p: Point, along axis: SwipeAxis, now: Double) -> Bool {
        group.claimsPan(startingAt: p, along: axis, now: now)
    }
}
