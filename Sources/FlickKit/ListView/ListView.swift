import FlickCore

/// A scrolling list over data: `count` rows of `rowHeight` px, made by `makeRow` and filled in by
/// `configure`, with a single selection, keyboard navigation and Tab focus.
///
/// Rows are recycled: only the rows in view exist (a row scrolled out is handed to the next index
/// that scrolls in and configured again), so a list of a million items costs what its visible rows
/// cost, every frame. The list scrolls with the one `ScrollModel` (a drag, the wheel, a touchpad's
/// two fingers, momentum, the rubber band, the overlay indicator). A click or tap on a row selects
/// it (`onSelect` when the selection changed) and activates it (`onActivate`, once for a double
/// tap); Up, Down, Home, End, Page Up and Page Down move the selection and scroll it into view
/// (`onSelect` only); Return or Space activates the selected row (`onActivate`). Rows that
/// `isHeading` names are section headings: never selected, passed over by the keys, ignored by
/// clicks, drawn as headings by rows that adopt `HeadingRow`. Each row is a focus stop of the one
/// focus mechanism (`FocusChain`); the list is one Tab stop, as GTK's list views and ARIA's listbox
/// are: Tab enters it at the selected row (else the first row in view), goes on to that row's
/// accessory, then out of the list; a press focuses the row pressed; while a row holds the focus,
/// Up and Down move the focus with the selection, and Return or Space activate the focused row. The focused row
/// draws the ring and is kept while scrolled out of view. Rows that adopt `SelectableRow` (a
/// `ListRow`) show the selection. Gestures inside a row reach it (a switch in a row toggles). The
/// semantics tree has a `.list` named `accessibleName` with a node per row in view: `.heading`
/// for a heading, else `rowRole`'s role (`.listItem` by default).
///
/// ```swift
/// let names = ["People", "Ada", "Grace", "Alan"]
/// let list = ListView(count: names.count, makeRow: { ListRow("") }) { row, i in row.title = names[i] }
/// list.isHeading = { $0 == 0 }
/// list.accessibleName = "Contacts"
/// list.onActivate = { i, now in open(names[i]) }
/// ```
public final class ListView<Row: Control>: RoutingContainer {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// How many rows the data has; changing it keeps the selection when it is still in range and
    /// configures the rows in view again.
    public var count: Int {
        didSet {
            count = max(0, count)
            if let s = selectedIndex, s >= count { selectedIndex = count > 0 ? count - 1 : nil }
            let lostFocus = focusedRowIndex.map { $0 >= count } ?? false
            recycleRows { $0 >= count }
            updateLengths()
            needsRowUpdate = true
            reloadData()
            // The focused row went with the rows past the end: the last row takes the focus.
            if lostFocus, count > 0, let last = selectable(near: count - 1, step: -1) { focusRow(last, backward: false, now: 0) }
        }
    }
    /// Every row's height, px.
    public var rowHeight: Double { didSet { updateLengths(); placeRows() } }
    /// Fill behind the rows (nil: transparent).
    public var background: Color?
    /// Runs when the selection changes by the user (a click on another row, a navigation key),
    /// with the new index.
    public var onSelect: ((_ index: Int, _ now: Double) -> Void)?
    /// Runs when the user activates a row (a click or tap on it, the first tap of a double tap,
    /// Return or Space on the selected row), with its index; moving the selection by keys does not.
    public var onActivate: ((_ index: Int, _ now: Double) -> Void)?
    /// Which indices are section headings (nil: none): a heading is never selected, a click on it
    /// does nothing, the navigation keys pass over it, and its row is drawn as a heading
    /// (`HeadingRow`) with the heading role.
    public var isHeading: ((_ index: Int) -> Bool)? { didSet { deselectHeading(); reloadData() } }
    /// The semantics role of a row that is not a heading (nil: `.listItem` for every row).
    public var rowRole: ((_ index: Int) -> SemanticsRole)?
    /// The list's accessible name (the `.list` node's name; empty: none).
    public var accessibleName = ""
    /// A name the list's state keys are also published under (`NAME.selected`, `NAME.count`),
    /// so they say whose they are beside other components' keys; nil: the bare keys alone.
    public var stateName: String?
    /// The selected row's index, or nil.
    public private(set) var selectedIndex: Int?
    /// The size laid out.
    public private(set) var size = Size(1, 1)
    /// What it was last laid out in: its rows follow its appearance, and so does the scroll indicator.
    public private(set) var environment = ComponentEnvironment()
    /// How many rows the list has made in all (it makes one only when no spare row is left).
    public private(set) var rowsMade = 0

    private let makeRow: () -> Row
    private let configure: (_ row: Row, _ index: Int) -> Void
    /// The rows in view, by index.
    private(set) var liveRows: [Int: Row] = [:]
    /// Rows scrolled out of view, waiting for an index.
    private var spareRows: [Row] = []
    var scroller = ScrollModel()
    let router = ComponentRouter()
    /// The press caught moving content: the tap that ends it selects nothing.
    var pressCaughtScroll = false
    /// The time of the last layout, gesture or frame (a change of `count` between them keeps the offset in range then).
    /// The count changed: the scroll range and the rows in view are brought up to date at the next
    /// gesture, frame or scene, with its time.
    var needsRowUpdate = false

    /// Brings the rows up to date at `now` after a change of the count.
    func updateIfNeeded(now: Double) {
        guard needsRowUpdate else { return }
        needsRowUpdate = false
        scroller.keepInRange(now: now)
        updateRows(now: now)
    }

    /// A list of `count` rows, each `rowHeight` px tall, over `background`; `makeRow` makes a row
    /// when the list needs one more, `configure` fills a row in for an index (called again whenever
    /// the row is reused for another index, or on `reloadData()`).
    public init(count: Int, rowHeight: Double = ListRow.heightPx, background: Color? = nil,
                makeRow: @escaping () -> Row, configure: @escaping (_ row: Row, _ index: Int) -> Void) {
        self.count = max(0, count)
        self.rowHeight = rowHeight
        self.background = background
        self.makeRow = makeRow
        self.configure = configure
    }

    /// The row showing `index`, while it is in view.
    public func row(at index: Int) -> Row? { liveRows[index] }

    /// The indices of the rows in view at `now`.
    public func visibleRange(now: Double) -> Range<Int> {
        let h = validRowHeight
        guard count > 0 else { return 0..<0 }
        let offset = scroller.offset(now: now)
        let first = min(count, max(0, Int((offset / h).rounded(.down))))
        let last = min(count, max(first, Int(((offset + size.height) / h).rounded(.up))))
        return first..<last
    }

    /// Configures every row in view again (the data changed).
    public func reloadData() {
        for (i, row) in liveRows {
            if i < count { configureRow(row, i) }
        }
    }

    /// Selects `index` (nil: nothing; clamped to the rows; a heading gives the next row that is
    /// not one, or the one before) without calling `onSelect`, and scrolls it into view (animated
    /// when `animated`).
    public func select(_ index: Int?, animated: Bool = false, now: Double = 0) {
        selectedIndex = index.flatMap { count > 0 ? selectable(near: min(max(0, $0), count - 1), step: 1) : nil }
        if let s = selectedIndex { scrollToVisible(s, animated: animated, now: now) }
        for (i, row) in liveRows { showSelection(row, i) }
    }

    /// The scroll offset at `now` (0 = top).
    public func scrollOffset(now: Double) -> Double { scroller.offset(now: now) }

    /// The largest scroll offset.
    public var maxScroll: Double { scroller.maxOffset }

    /// Jumps or springs to `offset` (clamped).
    public func scroll(to offset: Double, animated: Bool, now: Double) {
        scroller.scroll(to: offset, animated: animated, now: now)
    }

    // MARK: Sections

    /// Whether row `index` is a section heading.
    func isHeadingRow(_ index: Int) -> Bool { isHeading?(index) ?? false }

    /// The first row from `index` on in the direction of `step` (+1 or -1) that is not a heading;
    /// failing that, the first one the other way; nil when every row is a heading.
    func selectable(near index: Int, step: Int) -> Int? {
        guard count > 0 else { return nil }
        for dir in [step, -step] {
            var i = min(max(0, index), count - 1)
            while i >= 0 && i < count {
                if !isHeadingRow(i) { return i }
                i += dir
            }
        }
        return nil
    }

    /// Drops a selection that has become a heading.
    private func deselectHeading() {
        if let s = selectedIndex, isHeadingRow(s) { selectedIndex = nil }
    }

    // MARK: Rows

    var validRowHeight: Double { rowHeight.isFinite && rowHeight >= 1 ? rowHeight : 1 }

    private func updateLengths() {
        scroller.setLengths(viewport: size.height, content: Double(count) * validRowHeight)
    }

    /// Recycles the rows that left the view and makes (or reuses) the ones that came in: afterwards
    /// the rows of `visibleRange(now:)` exist, and the row holding the focus wherever it is.
    func updateRows(now: Double) {
        let range = visibleRange(now: now)
        let focused = focusedRowIndex
        recycleRows { !range.contains($0) && $0 != focused }
        for i in range { _ = liveRow(i) }
    }

    /// The row showing `index`, made (or reused) and configured when it is not live.
    func liveRow(_ index: Int) -> Row {
        if let row = liveRows[index] { return row }
        let row: Row
        if let spare = spareRows.popLast() {
            row = spare
        } else {
            row = makeRow()
            rowsMade += 1
        }
        adoptChild(row)
        row.apply(environment)
        (row as? ListRow)?.isListItem = true
        liveRows[index] = row
        row.frame = frame(of: index)
        configureRow(row, index)
        return row
    }

    /// Puts the rows in view whose indices `leaving` names back with the spare rows (rows past a
    /// smaller `count` at once, so nothing asks the app about an index it no longer has).
    private func recycleRows(where leaving: (Int) -> Bool) {
        for (i, row) in liveRows where leaving(i) {
            liveRows[i] = nil
            row.cancelPress()
            FocusChain.clearFocus(in: row, now: 0)
            releaseChild(row)
            spareRows.append(row)
        }
    }

    private func configureRow(_ row: Row, _ index: Int) {
        configure(row, index)
        showSelection(row, index)
    }

    func showSelection(_ row: Row, _ index: Int) {
        (row as? HeadingRow)?.isHeading = isHeadingRow(index)
        (row as? SelectableRow)?.isSelected = index == selectedIndex
    }

    /// Row `index`'s frame in content coordinates.
    func frame(of index: Int) -> Rect {
        Rect(x: 0, y: Double(index) * validRowHeight, width: size.width, height: validRowHeight)
    }

    private func placeRows() { for (i, row) in liveRows { row.frame = frame(of: i) } }

    /// Scrolls the least amount that shows row `index` whole.
    func scrollToVisible(_ index: Int, animated: Bool, now: Double) {
        let f = frame(of: index), top = scroller.target
        if f.minY < top {
            scroll(to: f.minY, animated: animated, now: now)
        } else if f.maxY > top + size.height {
            scroll(to: f.maxY - size.height, animated: animated, now: now)
        }
    }


    // MARK: Component

    /// Takes `size`, keeps the scroll offset in range and brings the rows in view up to date.
    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        needsRowUpdate = false
        updateLengths()
        scroller.keepInRange(now: now)
        placeRows()
        updateRows(now: now)
    }

    /// Hands `environment` to the rows (`Control.apply(_:)`), then lays out at `size`.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        for row in Array(liveRows.values) + spareRows { row.apply(environment) }
        layout(size: size, now: now)
    }

    /// Pointer gestures to the row under them and to the scrolling; keys move the selection.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        updateIfNeeded(now: now)
        return handleGesture(gesture, now: now)
    }

    /// Settles the scroll, shows or fades the indicator, and advances the rows in view.
    public func advance(to now: Double) {
        updateIfNeeded(now: now)
        scroller.advance(to: now)
        updateRows(now: now)
        for row in liveRows.values { row.advance(to: now) }
    }

    /// The background, the rows in view at the scroll offset, and the scroll indicator.
    public func scene(now: Double) -> SceneNode {
        updateIfNeeded(now: now)
        updateRows(now: now)
        let offset = scroller.offset(now: now)
        let y = scroller.isMoving(now: now) ? -offset : -offset.rounded()
        var nodes: [SceneNode] = []
        if let background { nodes.append(.fill(Rect(size: size), background)) }
        for i in liveRows.keys.sorted() {
            guard let row = liveRows[i] else { continue }
            nodes.append(.translated(row.frame.x, row.frame.y + y, [row.scene(now: now)]))
        }
        nodes.append(scroller.indicatorScene(viewport: size, now: now, color: environment.palette.scrollIndicator))
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    /// True while the list scrolls, the indicator fades or a row moves.
    public func isAnimating(now: Double) -> Bool {
        scroller.isAnimating(now: now) || liveRows.values.contains { $0.isAnimating(now: now) }
    }

    /// When the indicator starts fading, or a row's deadline, whichever is first.
    public func nextDeadline(now: Double) -> Double? {
        ([scroller.nextDeadline(now: now)] + liveRows.values.map { $0.nextDeadline(now: now) }).compactMap { $0 }.min()
    }

    /// The selected index (`selected`, empty for none) and the row count (`count`); with a
    /// `stateName`, the same values under it too (`albums.selected`, `albums.count`).
    public var state: [String: String] {
        let selected = selectedIndex.map(String.init) ?? "", rows = String(count)
        var keys = ["selected": selected, "count": rows]
        if let stateName, !stateName.isEmpty {
            keys["\(stateName).selected"] = selected
            keys["\(stateName).count"] = rows
        }
        return keys
    }

    // MARK: RoutingContainer

    /// The rows in view where the scroll offset shows them (list coordinates).
    public func routedChildren(now: Double) -> [RoutedChild] {
        updateRows(now: now)
        let offset = scroller.offset(now: now)
        return liveRows.keys.sorted().compactMap { i in
            liveRows[i].map { RoutedChild($0, frame: $0.frame.offsetBy(dx: 0, dy: -offset)) }
        }
    }
}
