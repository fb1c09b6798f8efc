import FlickCore
import FlickKit

/// The shell's left drawer: the demo list, the shown demo highlighted.
final class ShellMenu {
    static let background = DrawerStyle.background
    /// Where the first row starts, px.
    static let rowsTopPx: Double = 128
    /// Lines a demo's description may wrap onto (the drawer is narrow), and the rows' height for them.
    static let descriptionLines = 2
    static let rowHeightPx = ListRow.height(subtitleLines: descriptionLines)

    let list: ControlGroup
    let rows: [ListRow]
    /// Runs with the chosen demo.
    var onChoose: ((_ demo: DemoName, _ now: Double) -> Void)?

    init() {
        let heading = Label("Flick", emphasis: .bold)
        heading.fontSizePx = 22
        let caption = Label("Touch-era patterns for mouse and keyboard", emphasis: .secondary, maxLines: 2)
        let header = Label("Demos", emphasis: .header)
        rows = ShellEntry.all.map { ListRow($0.title, subtitle: $0.blurb) }
        for row in rows { row.subtitleMaxLines = ShellMenu.descriptionLines }
        let rowList = rows
        list = ControlGroup(controls: [heading, caption, header] + rows, background: ShellMenu.background)
        list.layoutHandler = { size in
            let pad = 16.0, w = max(0, size.width - 2 * pad)
            heading.frame = Rect(x: pad, y: 18, width: w, height: 34)
            caption.frame = Rect(x: pad, y: 54, width: w, height: 36)
            header.frame = Rect(x: pad, y: 96, width: w, height: 28)
            var y = ShellMenu.rowsTopPx
            for row in rowList {
                row.frame = Rect(x: 0, y: y, width: size.width, height: ShellMenu.rowHeightPx)
                y += ShellMenu.rowHeightPx
            }
            return y + 16
        }
        for (row, entry) in zip(rows, ShellEntry.all) {
            row.action = { [unowned self] now in self.onChoose?(entry.demo, now) }
        }
    }

    /// Highlights the row of `demo`.
    func select(_ demo: DemoName) {
        for (row, entry) in zip(rows, ShellEntry.all) { row.isSelected = entry.demo == demo }
    }
}
