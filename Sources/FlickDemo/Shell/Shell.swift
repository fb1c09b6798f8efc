import FlickCore
import FlickKit

/// The app shell (`flick`, `--demo shell`): a top bar (the demo's title, a sidebar button for the
/// demo list, a gear for the settings and the primary menu at the end) over a `Deck` whose
/// center shows the current demo. The bar belongs to a `NavigationStack` whose one page is the
/// deck, so it stays put while a drawer slides under it. The left side lists the demos: on a
/// window at least `dockWidthPx` wide it is a sidebar beside the demo (the Demos button shows and
/// hides it), below that a drawer; choosing a demo swaps it at once and closes the drawer. The
/// right drawer holds the shown demo's settings and the app's global ones. The primary menu (a
/// `PopoverMenu`) opens the shortcuts overlay, the settings and the about dialog (an `AboutDialog`).
///
/// The demo keeps its own drags: the shell's deck pans only from the 32 px strips along the
/// window's edges. F9 toggles the demo list, F10 the settings, the Menu key opens the primary
/// menu, Escape closes.
/// Demos are made once and kept, so going back to one finds it as it was left; a demo this
/// build lacks shows a "coming soon" page.
final class Shell: Component, AppSettingsAware {
    /// Drawer widths (the deck's ledges follow from them), and the narrowest ledge, px.
    static let menuWidthPx: Double = 320
    static let settingsWidthPx: Double = 460
    static let minLedgePx: Double = Constants.deckLedgePx
    /// At or above this window width the demo list is a sidebar beside the demo, which keeps at
    /// least 780 px (the 1024 px default window keeps the whole width and the drawer), px.
    static let dockWidthPx: Double = 1100

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
    /// The first page of a first launch, made when shown (`showWelcome`).
    private(set) var welcome: WelcomePage?
    /// Whether the welcome page shows in the center instead of a demo (until one is chosen).
    private(set) var showsWelcome = false
    /// The demo shown (behind the welcome page while it shows: the one its list would open).
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
        settingsList = SettingsList(heading: "Settings", background: Palette.dark.sidebarBackground)
        var o = DeckOptions()
        o.leftWidth = .fixed(Shell.menuWidthPx)
        o.rightWidth = .fixed(Shell.settingsWidthPx)
        o.docksLeftAtWidth = Shell.dockWidthPx
        o.panningMode = [.screenEdge]
        o.centerHiddenInteractivity = .tapToClose
        o.releaseVelocityPxPerS = Constants.drawerFlingVelocityPxPerS
        deck = Deck(center: demoView, left: menu.list, right: settingsList, options: o)
        deck.sideNames = [.left: listButton.name, .right: settingsButton.name]
        stack = NavigationStack(root: NavigationPage(title: ShellEntry.entry(start).title, content: deck))
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
    /// shown demo again just closes the drawer. A docked sidebar stays beside the new demo.
    public func choose(_ demo: DemoName, now: Double) {
        if demo != current || showsWelcome { show(demo, now: now) }
        deck.close(now: now)
    }

    /// Shows `demo` in the center at once (the shell is no demo of itself: `.shell` shows the swiper).
    func show(_ demo: DemoName, now: Double) {
        let demo = demo == .shell ? DemoName.swiper : demo
        showsWelcome = false
        current = demo
        demoView = view(for: demo)
        deck.center = demoView
        // One bar: a demo with a bar of its own hides it and its buttons join the shell's.
        let contributor = demoView as? ShellBarContributing
        contributor?.usesShellBar = true
        let shown = ObjectIdentifier(demoView)
        contributor?.onShellBarChange = { [unowned self] now in
            if ObjectIdentifier(self.demoView) == shown { self.updateBar(now: now) }
        }
        (demoView as? ShellSettingsOpening)?.opensShellSettings = { [unowned self] now in self.deck.open(.right, now: now) }
        // The new demo shows at once, and so does its title.
        updateBar(now: now, animated: false)
        menu.select(demo)
        rebuildSettings()
    }

    /// Shows the welcome page in the center, titled "Welcome", with no demo chosen in the list and
    /// the app's settings alone in the settings drawer; choosing a demo (on the page or in the
    /// list) shows it.
    func showWelcome(now: Double) {
        let page = welcome ?? WelcomePage()
        welcome = page
        page.onChoose = { [unowned self] demo, now in self.choose(demo, now: now) }
        page.apply(environment.palette)
        showsWelcome = true
        deck.center = page.group
        updateBar(now: now, animated: false)
        menu.select(nil)
        rebuildSettings()
    }

    /// The bar for the shown demo: its title (or its pushed page's) cross-fading in, the demo
    /// list's button and the demo's buttons (or Back after the list's button while it has a page
    /// pushed, so the demo list stays a click away), the demo's trailing buttons, the settings'
    /// and the primary menu's. The title changes at once unless `animated`.
    /// Over the welcome page: its title, the demo list's button and the app's.
    func updateBar(now: Double, animated: Bool = true) {
        let contributor = showsWelcome ? nil : demoView as? ShellBarContributing
        if contributor?.shellBarCanGoBack == true {
            stack.rootLeadingItems = [listButton, backButton]
        } else {
            stack.rootLeadingItems = [listButton] + (contributor?.shellBarLeadingItems ?? [])
        }
        stack.trailingItems = (contributor?.shellBarTrailingItems ?? []) + [settingsButton, menuButton]
        let title = showsWelcome ? WelcomePage.barTitle : contributor?.shellBarTitle ?? ShellEntry.entry(current).title
        stack.setRoot(NavigationPage(title: title, content: deck), animated: animated, now: now)
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
        welcome?.apply(palette)
        if settingsList.group.background != palette.sidebarBackground {
            settingsList.group.background = palette.sidebarBackground
        }
    }

    /// The drawers keep their widths; a window too narrow for them narrows them to keep a ledge
    /// of the center to close by. The bar and the deck under it are the stack's.
    func layout(size: Size, now: Double) {
        let room = max(0, size.finiteLayout.width - Shell.minLedgePx)
        var o = deck.options
        o.leftWidth = .fixed(min(Shell.menuWidthPx, room))
        o.rightWidth = .fixed(min(Shell.settingsWidthPx, room))
        if o != deck.options { deck.options = o }
        stack.layout(size: size, now: now, environment: environment)
        primaryMenu.layout(size: size, now: now, environment: environment)
        about.layout(size: size, now: now, environment: environment)
    }

    /// The about dialog and the primary menu first while open, then the deck's keys (wherever the
    /// focus is: on the bar too; F9 showing the demo list moves the focus onto its shown demo's
    /// row, so the arrows and Return work in it at once), then the bar and the deck under it.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        if handleOverDeck(gesture, now: now) { return true }
        if case .key(let key) = gesture, isDeckKey(key) {
            let wasShown = showsDemoList
            let used = deck.handle(gesture, now: now)
            if key == deck.options.toggleLeftKey, !wasShown, showsDemoList { focusDemoList(now: now) }
            return used
        }
        return stack.handle(gesture, now: now)
    }

    /// Whether the demo list shows (or is opening): the drawer open to it, or the sidebar shown.
    var showsDemoList: Bool { deck.openSide == .left || deck.isDockedAndShown(.left) }

    /// Gives the focus to the shown demo's row of the demo list, in view, and takes it from
    /// every other node: the list's own too, as a drawer just opening is not yet among the
    /// stack's focus children, and the deck gave the list's first row the focus as it opened.
    func focusDemoList(now: Double) {
        let row = menu.rows.first(where: \.isSelected) ?? menu.rows.first
        FocusChain.focus(row, among: [stack], now: now)
        menu.list.focus(row, now: now)
    }

    /// F9 and F10, and Escape while a drawer is open.
    func isDeckKey(_ key: KeyCombo) -> Bool {
        let o = deck.options
        return key == o.toggleLeftKey || key == o.toggleRightKey || (key == o.closeKey && deck.openSide != nil)
    }

    func advance(to now: Double) {
        stack.advance(to: now)
    }

    func scene(now: Double) -> SceneNode {
        .stack([stack.scene(now: now), primaryMenu.scene(now: now), about.scene(now: now)])
    }

    func isAnimating(now: Double) -> Bool {
        stack.isAnimating(now: now) || primaryMenu.isAnimating(now: now) || about.isAnimating(now: now)
    }

    func nextDeadline(now: Double) -> Double? { stack.nextDeadline(now: now) }

    /// The shown demo's keys, the shell deck's `deck.state` and `deck.offset` (these win over a
    /// shown deck demo's own), `demo`: the shown demo's name, and `shell.menu` and `shell.about`:
    /// `open` or `closed`.
    public var state: [String: String] {
        var s = deck.state
        s["demo"] = current.rawValue
        s["shell.welcome"] = showsWelcome ? "shown" : "hidden"
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
