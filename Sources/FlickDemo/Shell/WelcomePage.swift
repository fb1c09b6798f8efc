import FlickCore
import FlickKit

/// The shell's first page on a first launch: the app's icon, its name and a sentence of what it
/// is (libadwaita's status page), over a card with one row per demo saying in a sentence what
/// the demo is for; a row opens its demo. The column is at most `maxWidthPx` wide, centred, and
/// scrolls in a short window. It shows until a demo is chosen (`Shell.showWelcome`).
final class WelcomePage {
    /// The header bar's title while the page shows.
    static let barTitle = "Welcome"
    /// The column's widest and the space around it, px.
    static let maxWidthPx: Double = 560
    static let marginPx: Double = 24
    /// The icon's side and the space above it, px; in a window lower than `compactHeightPx`,
    /// the smaller ones (libadwaita's compact status page).
    static let iconSidePx: Double = 96
    static let iconTopPx: Double = 36
    static let compactIconSidePx: Double = 64
    static let compactIconTopPx: Double = 16
    static let compactHeightPx: Double = 560
    /// The title's size, px (libadwaita's status page title is larger than a header bar's).
    static let titleSizePx: Double = 26
    /// Lines the description under the title may wrap onto.
    static let descriptionLines = 3
    /// Lines a demo's sentence may wrap onto in a narrow window.
    static let purposeMaxLines = 4
    /// The card's corner radius around the rows, px.
    static let cardRadiusPx: Double = 12

    let group: ControlGroup
    let title = Label("Welcome to Flick", emphasis: .bold, alignment: .center)
    let caption = Label("Five interactions from touch screens, made for the mouse, the touchpad and the keyboard. Choose one to try it.",
                        emphasis: .secondary, alignment: .center, maxLines: WelcomePage.descriptionLines)
    let rows: [ListRow]
    /// The card behind the rows and the icon, in content coordinates (from the last layout).
    private(set) var cardFrame: Rect = .zero
    private(set) var iconFrame: Rect = .zero
    /// Runs with the chosen demo.
    var onChoose: ((_ demo: DemoName, _ now: Double) -> Void)?

    init() {
        title.fontSizePx = WelcomePage.titleSizePx
        rows = ShellEntry.all.map { ListRow($0.title, subtitle: $0.purpose) }
        group = ControlGroup(controls: [title, caption] + rows, background: Palette.dark.windowBackground)
        for (row, entry) in zip(rows, ShellEntry.all) {
            row.showsChevron = true
            row.action = { [unowned self] now in self.onChoose?(entry.demo, now) }
        }
        rows.last?.showsSeparator = false
        group.layoutHandler = { [unowned self] size in self.place(in: size) }
        group.decoration = { [unowned self] _ in self.decoration() }
    }

    /// Draws the page in `palette` (its window colour; the rows follow the environment).
    func apply(_ palette: Palette) {
        if group.background != palette.windowBackground { group.background = palette.windowBackground }
    }

    /// Places the icon, the title, the description (as many lines as it takes) and the rows (all
    /// as tall as the longest sentence needs across the column, so they line up) in a column
    /// centred in `size`; returns the content height.
    func place(in size: Size) -> Double {
        let m = WelcomePage.marginPx
        let width = max(0, min(WelcomePage.maxWidthPx, size.width - 2 * m))
        let x = (size.width - width) / 2
        let compact = size.height < WelcomePage.compactHeightPx
        let side = compact ? WelcomePage.compactIconSidePx : WelcomePage.iconSidePx
        iconFrame = Rect(x: (size.width - side) / 2, y: compact ? WelcomePage.compactIconTopPx : WelcomePage.iconTopPx,
                         width: side, height: side)
        var y = iconFrame.maxY + 18
        title.frame = Rect(x: x, y: y, width: width, height: title.preferredSize(for: width).height)
        y = title.frame.maxY + 6
        let host = group.environment.host
        let captionLines = host.flatMap { h in
            h.measureText(caption.text, font: caption.style.font(), maxWidth: max(1, width)).flatMap { all in
                h.measureText("Ag", font: caption.style.font(), maxWidth: nil).map { Int((all.height / max(1, $0.height)).rounded()) }
            }
        } ?? WelcomePage.descriptionLines
        caption.maxLines = min(WelcomePage.descriptionLines, max(1, captionLines))
        caption.frame = Rect(x: x, y: y, width: width, height: caption.preferredSize(for: width).height)
        y = caption.frame.maxY + 24
        let cardTop = y
        let lines = rows.map { $0.subtitleLineCount(width: width, host: host) }.max() ?? 1
        for row in rows {
            row.subtitleMaxLines = min(WelcomePage.purposeMaxLines, lines)
            row.frame = Rect(x: x, y: y, width: width, height: row.preferredSize(for: width).height)
            y = row.frame.maxY
        }
        cardFrame = Rect(x: x, y: cardTop, width: width, height: y - cardTop)
        return y + m
    }

    /// The icon centred above the title and the card behind the rows.
    func decoration() -> [SceneNode] {
        let palette = group.environment.palette
        let icon = SceneNode.translated(iconFrame.minX, iconFrame.minY, [AppIcon.scene(side: iconFrame.width)])
        let card = SceneNode.rect(cardFrame, .solid(palette.cardBackground), cornerRadius: WelcomePage.cardRadiusPx)
        return [icon, card]
    }
}

extension ShellEntry {
    /// What the demo is for, in a sentence (the welcome page's row under its title).
    var purpose: String {
        switch demo {
        case .carousel: return "Switch between open pages as a phone's browser does: the pages shrink into cards, flick through them and tap one to zoom back in."
        case .swiper: return "Swipe through an endless ring of pages; three preloaded views are reused, so every swipe stays smooth."
        case .deck: return "Pan the middle aside to reveal the views on its left and right, with every option of the drawers to try."
        case .museum: return "Page through a grid of paintings, tap one to see it large and pinch to look closer."
        case .slides: return "Move between scenes that replace, cover and uncover one another from four directions."
        case .shell: return blurb
        }
    }
}
