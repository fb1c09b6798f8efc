import FlickCore

/// A scrolling list of settings sections: a header label per section, then one `ListRow` per
/// setting with its control (switch, segmented control, slider, button).
///
/// Changes apply at once
/// through each setting's `set`; every refresh (before each frame and after each gesture) reads
/// the settings' `get`, so controls follow the model when something else changes it.
public final class SettingsList: RoutingContainer {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// Section header height and the gap above it, px.
    static let headerHeightPx: Double = 34
    static let headerGapPx: Double = 6
    /// The heading's height, px.
    static let headingHeightPx: Double = 44
    /// Space above the first row, px.
    static let topPaddingPx: Double = 8
    /// Widest the rows get (centred beyond it), px.
    static let maxRowWidthPx: Double = 760
    /// Most lines a row's subtitle wraps onto (beyond them it ends in an ellipsis).
    static let subtitleMaxLines = 4

    /// The sections shown, in order; setting them builds the rows again.
    public var sections: [SettingsSection] { didSet { rebuild() } }
    /// A title drawn above the first section (nil: none).
    public var heading: String? { didSet { rebuild() } }
    /// The panel holding the rows (it scrolls, routes input and moves the focus).
    public let group: ControlGroup
    /// The rows' colours, fonts and metrics: the one the app set (here or in the initializer),
    /// else the control style of the environment the list was last laid out in. Setting it builds
    /// the rows again.
    public var style: ControlStyle {
        get { assignedStyle ?? environment.controlStyle }
        set { assignedStyle = newValue; rebuild() }
    }
    /// The style the app set (nil: the environment's).
    private var assignedStyle: ControlStyle?
    /// The panel's fill the app set: nil to follow the palette's view background, `.some(nil)` for none.
    private var assignedBackground: Color??
    /// The rows in order (tests and owners find them by title).
    public private(set) var rows: [ListRow] = []
    private var refreshers: [() -> Void] = []
    /// What it was last laid out in: its host measures the subtitles, so they wrap instead of
    /// being cut.
    public private(set) var environment = ComponentEnvironment()

    /// A list of `sections` under an optional `heading`, drawn with `style` (nil: the environment's
    /// control style), over `background` (nil, the default: the view background of the palette it
    /// is laid out in; `.some(nil)`: transparent).
    public init(heading: String? = nil, sections: [SettingsSection] = [], style: ControlStyle? = nil,
                background: Color?? = nil) {
        self.heading = heading
        self.sections = sections
        assignedStyle = style
        assignedBackground = background
        group = ControlGroup(background: background ?? Palette.dark.viewBackground)
        group.layoutHandler = { [unowned self] size in self.place(in: size) }
        rebuild()
    }

    /// The row titled `title`, if any.
    public func row(titled title: String) -> ListRow? { rows.first { $0.title == title } }

    /// Reads every setting's current value into its control.
    public func refresh() { refreshers.forEach { $0() } }

    /// Builds the rows again; the focus stays where it was: on the row of the same title (its
    /// control when that held it), so changing a setting that rebuilds the list keeps the focus
    /// in the list.
    func rebuild() {
        let focusedRow = group.focusedControl.flatMap { f in
            rows.first { $0 === f || $0.accessory === f }.map { (title: $0.title, onAccessory: $0 !== f) }
        }
        var controls: [Control] = []
        rows = []
        refreshers = []
        if let heading { controls.append(Label(heading, emphasis: .bold, style: assignedStyle)) }
        for section in sections {
            if !section.title.isEmpty { controls.append(Label(section.title, emphasis: .header, style: assignedStyle)) }
            for setting in section.settings {
                let row = makeRow(setting)
                rows.append(row)
                controls.append(row)
            }
        }
        group.controls = controls
        refresh()
        group.setNeedsLayout()
        if let focusedRow, let row = row(titled: focusedRow.title) {
            group.focus(focusedRow.onAccessory ? row.accessory ?? row : row)
        }
    }

    private func makeRow(_ setting: Setting) -> ListRow {
        let row = ListRow(setting.title, subtitle: setting.subtitle, style: assignedStyle)
        let enabled = setting.isEnabled
        switch setting.kind {
        case let .toggle(get, set):
            let s = Switch(isOn: get(), name: setting.title, style: assignedStyle) { on, now in set(on, now) }
            row.accessory = s
            refreshers.append { [unowned s, unowned row] in
                if s.isOn != get() { s.setOn(get(), animated: false) }
                row.isEnabled = enabled(); s.isEnabled = enabled()
            }
        case let .choice(options, get, set):
            let c = SegmentedControl(options, selectedIndex: get(), name: setting.title, style: assignedStyle) { i, now in set(i, now) }
            row.accessory = c
            refreshers.append { [unowned c, unowned row] in
                if c.selectedIndex != get() { c.selectedIndex = get() }
                row.isEnabled = enabled(); c.isEnabled = enabled()
            }
        case let .number(range, step, format, get, set):
            let sl = Slider(value: get(), range: range, step: step, name: setting.title, style: assignedStyle)
            sl.onChange = { [unowned row] v, now in set(v, now); row.detail = format(v) }
            row.accessory = sl
            row.detail = format(get())
            refreshers.append { [unowned sl, unowned row] in
                let v = get()
                if sl.value != sl.clamped(v) { sl.value = v }
                row.detail = format(v)
                row.isEnabled = enabled(); sl.isEnabled = enabled()
            }
        case let .action(label, run):
            let b = Button(label(), style: assignedStyle) { now in run(now) }
            b.name = SettingsList.actionName(label: label(), title: setting.title)
            row.accessory = b
            refreshers.append { [unowned b, unowned row] in
                b.title = label()
                b.name = SettingsList.actionName(label: b.title, title: setting.title)
                row.isEnabled = enabled(); b.isEnabled = enabled()
            }
        case let .link(run):
            row.showsChevron = true
            row.action = run
            refreshers.append { [unowned row] in row.isEnabled = enabled() }
        case .note:
            refreshers.append { [unowned row] in row.isEnabled = enabled() }
        }
        return row
    }

    /// The accessible name of an action row's button: the row's title where it holds the
    /// button's words ("Bounce left" for a "Bounce" button), so buttons with the same words in
    /// several rows say which is which and the name still holds what the button shows; else the
    /// button's words.
    static func actionName(label: String, title: String) -> String {
        title.range(of: label, options: .caseInsensitive) != nil ? title : label
    }

    /// Stacks the heading, headers and rows down a column centred beyond `maxRowWidthPx`
    /// (`StackLayout`); returns the content height.
    private func place(in size: Size) -> Double {
        let rowWidth = min(size.width, SettingsList.maxRowWidthPx)
        for row in rows {
            row.subtitleMaxLines = min(SettingsList.subtitleMaxLines,
                                       row.subtitleLineCount(width: rowWidth, host: environment.host))
        }
        let inset = EdgeInsets(horizontal: style.paddingPx)
        let items = group.controls.compactMap { c -> StackItem? in
            if let label = c as? Label {
                guard label.emphasis == .header else { return StackItem(label, length: SettingsList.headingHeightPx, margin: inset) }
                var margin = inset
                margin.top = SettingsList.headerGapPx
                return StackItem(label, length: SettingsList.headerHeightPx, margin: margin)
            }
            return c is ListRow ? StackItem(c) : nil
        }
        let column = StackLayout(padding: EdgeInsets(top: SettingsList.topPaddingPx, bottom: ControlGroup.bottomPaddingPx),
                                 maxContentWidth: SettingsList.maxRowWidthPx)
        return column.place(items, in: size)
    }

    // MARK: Component

    /// Lays the rows out for `size` (centred beyond the widest row width).
    public func layout(size: Size, now: Double) { group.layout(size: size, now: now) }

    /// Lays the rows out in `environment`, whose host measures the subtitles' lines.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        if environment.host !== self.environment.host { group.setNeedsLayout() }
        self.environment = environment
        if assignedBackground == nil { group.background = environment.palette.viewBackground }
        group.layout(size: size, now: now, environment: environment)
    }

    /// Hands the gesture to the rows' panel, then reads every setting again.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        let used = group.handle(gesture, now: now)
        refresh()
        return used
    }

    /// Reads every setting again and advances the panel.
    public func advance(to now: Double) {
        refresh()
        group.advance(to: now)
    }

    /// Reads every setting again and draws the panel.
    public func scene(now: Double) -> SceneNode {
        refresh()
        return group.scene(now: now)
    }

    /// True while the panel scrolls or a control moves.
    public func isAnimating(now: Double) -> Bool { group.isAnimating(now: now) }

    /// The panel's next deadline (its scroll indicator's fade).
    public func nextDeadline(now: Double) -> Double? { group.nextDeadline(now: now) }

    /// A settings list publishes no state.
    public var state: [String: String] { [:] }

    /// The rows' panel, filling the list: a pan a control under the pointer claims (a slider) is the list's to keep.
    public func routedChildren(now: Double) -> [RoutedChild] { [RoutedChild(group, frame: Rect(size: group.size))] }
    /// Its panel, the one focus child: Tab walks the rows' controls (`FocusChain`), and a container
    /// sees where the focus is in the list (`FocusChain.containsFocus`).
    public func focusChildren(now: Double) -> [RoutedChild] { routedChildren(now: now) }
}
