import FlickCore
import FlickKit

/// The shell's left drawer: the demo list, the shown demo highlighted, over the palette's
/// sidebar colour (`apply(_:)`).
final class ShellMenu {
    /// Lines a demo's description may wrap onto (the drawer is narrow): the rows are as tall as they need.
    static let descriptionLines = 2
    /// The column: the rows across the drawer (the first at 128 px), the texts above them inset
    /// as the rows inset theirs, so every text starts at one x.
    static let column = StackLayout(padding: EdgeInsets(top: 18, bottom: 16))
    static let textMargin = EdgeInsets(horizontal: ControlStyle.standard.paddingPx)

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
        list = ControlGroup(controls: [heading, caption, header] + rows, background: Palette.dark.sidebarBackground)
        let items = [StackItem(heading, length: 34, spacingAfter: 2, margin: ShellMenu.textMargin),
                     StackItem(caption, length: 36, spacingAfter: 6, margin: ShellMenu.textMargin),
                     StackItem(header, length: 28, spacingAfter: 4, margin: ShellMenu.textMargin)]
            + rowList.map { StackItem($0) }
        list.layoutHandler = { size in ShellMenu.column.place(items, in: size) }
        for (row, entry) in zip(rows, ShellEntry.all) {
            row.action = { [unowned self] now in self.onChoose?(entry.demo, now) }
        }
    }

    /// Draws the drawer in `palette` (its sidebar colour; the rows follow the environment).
    func apply(_ palette: Palette) {
        if list.background != palette.sidebarBackground { list.background = palette.sidebarBackground }
    }

    /// Highlights the row of `demo` (nil: none, while the welcome page shows).
    func select(_ demo: DemoName?) {
        for (row, entry) in zip(rows, ShellEntry.all) { row.isSelected = entry.demo == demo }
    }
}
