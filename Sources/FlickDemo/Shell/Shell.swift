import FlickCore
import FlickKit

/// The app shell (`flick`, `--demo shell`): a `Deck` whose center shows the current demo under
/// a top bar (its title, a sidebar button for the demo list, a gear for the settings and the
/// primary menu at the end). The left drawer lists the demos: choosing one closes the drawer
/// bouncing and swaps the demo while the center is off screen. The right drawer holds the shown
/// demo's settings and the app's global ones. The primary menu (a `PopoverMenu`) opens the
/// shortcuts overlay, the settings and the about dialog (an `AboutDialog`).
///
/// The demo keeps its own drags: the shell's deck pans only from the top bar and the 32 px
/// strips along the window's edges. F9 toggles the demo list, F10 the settings, the Menu key
/// opens the primary menu, Escape closes.
/// Demos are made once and kept, so going back to one finds it as it was left; a demo this
/// build lacks shows a "coming soon" page.
final class Shell: Component, AppSettingsAware {
    /// Drawer widths (the deck's ledges follow from them), and the narrowest ledge, px.
    static let menuWidthPx: Double = 320
    static let settingsWidthPx: Double = 460
    static let minLedgePx: Double = Constants.deckLedgePx

    let deck: Deck
    let stack: NavigationStack
    let menu = ShellMenu()
    let settingsList: SettingsList
    /// The bar's buttons for the demo list (a left sidebar icon) and the settings (a gear); a
    /// demo's own buttons go between them.
    let listButton = Button(icon: .sidebarLeft, name: "Demos")
    let settingsButton = Button(icon: .settings, name: "Settings")
    /// The primary menu's button, at the bar's end.
    let menuButton = Button(icon: .menu, name: "Main menu")
    /// The primary menu and the about dialog it opens, drawn over everything.
    let primaryMenu = PopoverMenu(name: "Main menu")
    let about = AboutDialog(info: FlickAbout.info)
    /// Opens the shortcuts overlay (the app around the shell sets it: the overlay is the host's layer).
    var onShowShortcuts: ((_ now: Double) -> Void)?
    /// The bar's Back (a chevron and the word) while the shown demo has a page pushed (`ShellBarContributing`).
    let backButton = Button("Back", kind: .plain, icon: .back, frame: Rect(x: 0, y: 0, width: 84, height: 36))
    /// The demo shown.
    private(set) var current: DemoName
    /// Its component.
    private(set) var demoView: Component
    var demos: [DemoName: Component] = [:]
    /// The swiper demo's view as the shell made it (`makeSwiper`), whose options its settings show.
    var swiper: Swiper?
    public private(set) var settings = AppSettings()
    let pages: Int?
    /// What the shell was last laid out in (the host's), handed to the deck and through it to
    /// the bar, the drawers and every demo.
    public private(set) var environment = ComponentEnvironment()
    /// The swiper demo's pages, kept when the swiper is rebuilt with new options.
    lazy var swiperPages = SwiperDemoPages(itemCount: pages)

    /// A shell showing `start`; `pages` goes to the demos that have a page count (the bench).
    public init(start: DemoName = .swiper, pages: Int? = nil) {
        self.pages = pages
        current = start
        // Replaced by the demo itself at the end of init (`show`), once self can make it.
        demoView = DrawnView { _ in .group(GroupNode([])) }
        stack = NavigationStack(root: NavigationPage(title: ShellEntry.entry(start).title, content: demoView))
        settingsList = SettingsList(heading: "Settings", background: Palette.dark.sidebarBackground)
        var o = DeckOptions()
        o.leftWidth = .fixed(Shell.menuWidthPx)
        o.rightWidth = .fixed(Shell.settingsWidthPx)
        o.panningMode = [.topBar, .screenEdge]
        o.centerHiddenInteractivity = .tapToClose
        o.releaseVelocityPxPerS = Constants.drawerFlingVelocityPxPerS
        deck = Deck(center: stack, left: menu.list, right: settingsList, options: o)
        listButton.action = { [unowned self] now in self.deck.toggle(.left, now: now) }
        settingsButton.action = { [unowned self] now in self.deck.toggle(.right, now: now) }
        listButton.relations = [SemanticsRelation(.controllerFor, deck.sideIdentifier(.left))]
        settingsButton.relations = [SemanticsRelation(.controllerFor, deck.sideIdentifier(.right))]
        listButton.tooltip = "Demos (F9)"
        settingsButton.tooltip = "Settings (F10)"
        menuButton.tooltip = "Main menu (Menu)"
        menuButton.action = { [unowned self] now in self.togglePrimaryMenu(byKeyboard: false, now: now) }
        primaryMenu.items = primaryMenuItems()
        about.onShowShortcuts = { [unowned self] now in self.onShowShortcuts?(now) }
        backButton.tooltip = "Back (Escape)"
        backButton.action = { [unowned self] now in (self.demoView as? ShellBarContributing)?.shellBarGoBack(now: now) }
        menu.onChoose = { [unowned self] demo, now in self.choose(demo, now: now) }
        show(start, now: 0)
    }

    /// The menu's choice: the demo is swapped at once and the drawer closes over it, as a GNOME
    /// sidebar switches its content (the window never shows an empty center on the way); the
    /// shown demo again just closes the drawer.
    public func choose(_ demo: DemoName, now: Double) {
        if demo != current { show(demo, now: now) }
        deck.close(now: now)
    }

    /// Shows `demo` in the center at once (the shell is no demo of itself: `.shell` shows the swiper).
    func show(_ demo: DemoName, now: Double) {
        let demo = demo == .shell ? DemoName.swiper : demo
        current = demo
        demoView = view(for: demo)
        // One bar: a demo with a bar of its own hides it and its buttons join the shell's.
        let contributor = demoView as? ShellBarContributing
        contributor?.usesShellBar = true
        let shown = ObjectIdentifier(demoView)
        contributor?.onShellBarChange = { [unowned self] now in
            if ObjectIdentifier(self.demoView) == shown { self.updateBar(now: now) }
        }
        (demoView as? ShellSettingsOpening)?.opensShellSettings = { [unowned self] now in self.deck.open(.right, now: now) }
        updateBar(now: now)
        menu.select(demo)
        rebuildSettings()
    }

    /// The bar for the shown demo: its title (or its pushed page's) cross-fading in, the demo
    /// list's button and the demo's buttons (or Back while it has a page pushed), the demo's
    /// trailing buttons, the settings' and the primary menu's.
    func updateBar(now: Double) {
        let contributor = demoView as? ShellBarContributing
        if contributor?.shellBarCanGoBack == true {
            stack.rootLeadingItems = [backButton]
        } else {
            stack.rootLeadingItems = [listButton] + (contributor?.shellBarLeadingItems ?? [])
        }
        stack.trailingItems = (contributor?.shellBarTrailingItems ?? []) + [settingsButton, menuButton]
        let title = contributor?.shellBarTitle ?? ShellEntry.entry(current).title
        stack.setRoot(NavigationPage(title: title, content: demoView), now: now)
    }

    /// The kept component of `demo`, made on first use.
    func view(for demo: DemoName) -> Component {
        if let v = demos[demo] { return v }
        let v: Component
        if demo == .swiper {
            v = makeSwiper(options: SwiperDemo.defaultOptions, startIndex: 0)
        } else {
            v = DemoFactory.make(demo, pages: pages)
        }
        demos[demo] = v
        return v
    }

    /// Replaces the kept demo `demo` with `view` (a demo rebuilt with new options).
    func replace(_ demo: DemoName, with view: Component, now: Double) {
        demos[demo] = view
        if current == demo { show(demo, now: now) }
    }

    // MARK: Component

    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        apply(environment.palette)
        layout(size: size, now: now)
    }

    /// The drawers in `palette`'s sidebar colour (each redraws only when its colour changes).
    func apply(_ palette: Palette) {
        menu.apply(palette)
        if settingsList.group.background != palette.sidebarBackground {
            settingsList.group.background = palette.sidebarBackground
        }
    }

    /// The drawers keep their widths; a window too narrow for them narrows them to keep a ledge
    /// of the center to close by.
    func layout(size: Size, now: Double) {
        let room = max(0, size.finiteLayout.width - Shell.minLedgePx)
        var o = deck.options
        o.leftWidth = .fixed(min(Shell.menuWidthPx, room))
        o.rightWidth = .fixed(min(Shell.settingsWidthPx, room))
        if o != deck.options { deck.options = o }
        deck.layout(size: size, now: now, environment: environment)
        primaryMenu.layout(size: size, now: now, environment: environment)
        about.layout(size: size, now: now, environment: environment)
    }

    /// The about dialog and the primary menu first while open, then the deck.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        handleOverDeck(gesture, now: now) || deck.handle(gesture, now: now)
    }

    func advance(to now: Double) {
        deck.advance(to: now)
    }

    func scene(now: Double) -> SceneNode {
        .stack([deck.scene(now: now), primaryMenu.scene(now: now), about.scene(now: now)])
    }

    func isAnimating(now: Double) -> Bool {
        deck.isAnimating(now: now) || primaryMenu.isAnimating(now: now) || about.isAnimating(now: now)
    }

    func nextDeadline(now: Double) -> Double? { deck.nextDeadline(now: now) }

    /// The shown demo's keys, the shell deck's `deck.state` and `deck.offset` (these win over a
    /// shown deck demo's own), `demo`: the shown demo's name, and `shell.menu` and `shell.about`:
    /// `open` or `closed`.
    public var state: [String: String] {
        var s = deck.state
        s["demo"] = current.rawValue
        s["shell.menu"] = primaryMenu.isOpen ? "open" : "closed"
        s["shell.about"] = about.isOpen ? "open" : "closed"
        return s
    }

    // MARK: AppSettingsAware

    func attach(_ settings: AppSettings) {
        self.settings = settings
        rebuildSettings()
    }
}
