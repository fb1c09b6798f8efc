import FlickCore
import FlickKit

/// The deck demo (`flick --demo deck`): ViewDeck's example apps in one — a Path-style app whose
/// left side is its menu of sections (choosing one bounces the menu closed and swaps the page
/// while it is hidden), whose center is a navigation stack (entries and pictures push their
/// pages inside the center) and whose right side holds live controls for every deck option
/// (ViewDeck's "more extensive example"). "Shrink" (in the options) animates the deck's
/// container smaller and back, the deck resizing along (the sizing example).
///
/// Each side is a sidebar: the menu about a quarter of the window wide (`sideWidth`), the options
/// 360 px (`optionsWidth`); the options can give the ledges the say instead. One bar: on its own the center's bar carries the menu's button
/// (a list icon, so it never repeats the shell's sidebar icon) and ◨ (options); inside the shell
/// the shell's bar carries them beside its own buttons (`ShellBarContributing`). F7 toggles the menu,
/// F8 the options, Escape closes, in the shell and on its own (the shell keeps F9 and F10 for its
/// drawers; on its own they work as F7 and F8). A side switched off in the options comes back
/// with its bar button or key, which open it again.
final class DeckDemo: RoutingContainer, SettingsProviding, ShellBarContributing {
    /// The shrunk deck's size as a fraction of the window, and the resize animation's length.
    static let shrunkScale = 0.72
    static let zoomDurationS: Double = 0.35
    /// Callbacks kept (newest first).
    static let logLength = 6
    /// The keys of the menu and of the options (the shell keeps F9 and F10 for its own drawers).
    static let menuKey = KeyCombo("F7")
    static let optionsKey = KeyCombo("F8")
    /// The menu's width: about a quarter of the window, as a sidebar, within 240…360 px (at 240 px
    /// its rows and its header keep their words in the smallest window, 360 px wide).
    static let sideWidth = DeckSideWidth.fraction(0.25, minimum: 240, maximum: 360)
    /// The options' width: the top of the sidebar range, so their four-way choices keep their words.
    static let optionsWidth = DeckSideWidth.fixed(360)

    let deck: Deck
    /// Delivers pointer gestures to the deck where it is.
    let router = ComponentRouter()
    let stack: NavigationStack
    let center: DeckDemoCenter
    let page: DeckDemoCenterPage
    let menu: DeckDemoMenu
    let options: SettingsList
    /// The bar's buttons: ◧ toggles the menu, ◨ the options (each brings its side back if it was switched off).
    let menuButton: Button
    let optionsButton: Button
    /// Which sides the options keep in the deck (a side can be taken out and put back).
    var leftShown = true { didSet { deck.left = leftShown ? menu.list : nil } }
    var rightShown = true { didSet { deck.right = rightShown ? options : nil } }
    var shadowChoice = 0 { didSet { applyShadowChoice() } }
    var sectionIndex = 0
    /// The latest callbacks, newest first (what the deck told its owner).
    var log: [String] = []
    /// 0: the deck fills the window; 1: shrunk (the sizing example).
    var zoom = AnimatedValue(0)
    var isShrunk = false
    private(set) var size = Size(1, 1)
    /// What the demo was last laid out in, handed to its deck (and through it to every view).
    public private(set) var environment = ComponentEnvironment()

    public static func make() -> DeckDemo { DeckDemo() }

    public init() {
        page = DeckDemoCenterPage()
        stack = NavigationStack(root: NavigationPage(title: "Deck", content: page))
        center = DeckDemoCenter(stack)
        menu = DeckDemoMenu()
        options = SettingsList(heading: "Deck options", background: Palette.dark.sidebarBackground)
        var o = DeckOptions()
        o.toggleLeftKey = DeckDemo.menuKey
        o.toggleRightKey = DeckDemo.optionsKey
        // A click on the dimmed page closes the open side (the scrim's promise); the options can change it.
        o.centerHiddenInteractivity = .tapToClose
        o.leftWidth = DeckDemo.sideWidth
        o.rightWidth = DeckDemo.optionsWidth
        deck = Deck(center: center, left: menu.list, right: options, options: o)
        menuButton = Button(icon: .list, name: "Menu")
        optionsButton = Button(icon: .sidebarRight, name: "Deck options")
        // Wire everything to self now that it exists.
        menuButton.tooltip = "Menu (F7)"
        optionsButton.tooltip = "Deck options (F8)"
        menuButton.action = { [unowned self] now in self.toggleSide(.left, now: now) }
        optionsButton.action = { [unowned self] now in self.toggleSide(.right, now: now) }
        menu.onChoose = { [unowned self] i, now in self.choose(section: i, now: now) }
        page.onOpenItem = { [unowned self] item, now in self.open(item, now: now) }
        page.onOpenPhoto = { [unowned self] motif, i, now in self.open(motif, index: i, now: now) }
        menuButton.relations = [SemanticsRelation(.controllerFor, deck.sideIdentifier(.left))]
        optionsButton.relations = [SemanticsRelation(.controllerFor, deck.sideIdentifier(.right))]
        stack.rootLeadingItems = [menuButton]
        stack.trailingItems = [optionsButton]
        stack.onPop = { [unowned self] _, now in self.shellBarChanged(now: now) }
        options.sections = settingsSections
        menu.select(0)
        installCallbacks()
        updatePage()
    }

    // MARK: Actions

    /// The bar button or key of `side`: toggles it, first putting it back if it was switched off.
    func toggleSide(_ side: DeckSide, now: Double) {
        if side == .left && !leftShown { leftShown = true; deck.open(.left, now: now); return }
        if side == .right && !rightShown { rightShown = true; deck.open(.right, now: now); return }
        deck.toggle(side, now: now)
    }

    /// The left menu's choice: its row is highlighted at once (the feedback of the click), the
    /// menu bounces closed and the center's section is swapped at the hidden moment.
    func choose(section i: Int, now: Double) {
        guard i != sectionIndex else { deck.close(now: now); return }
        menu.select(i)
        deck.closeBouncing(.left, now: now, hidden: { [unowned self] _ in
            self.show(section: i)
            self.stack.popToRoot(animated: false, now: now)
        })
    }

    /// A bouncing close of `side` from wherever the deck is; the next section shows while hidden.
    func bounce(_ side: DeckSide, now: Double) {
        deck.closeBouncing(side, now: now, hidden: { [unowned self] _ in
            self.show(section: (self.sectionIndex + 1) % DeckDemoSection.all.count)
        })
    }

    func show(section i: Int) {
        sectionIndex = i
        page.section = DeckDemoSection.all[i]
        menu.select(i)
        note("center swapped to \(DeckDemoSection.all[i].name)")
    }

    /// An entry's page, pushed inside the center (a message's reads as a conversation).
    func open(_ item: DeckDemoItem, now: Double) {
        let page = DeckDemoDetailPage(item: item, isMessage: self.page.section.holdsMessages)
        stack.push(NavigationPage(title: item.title, content: page), now: now)
        shellBarChanged(now: now)
    }

    /// A picture's page, pushed inside the center.
    func open(_ motif: PictureMotif, index: Int, now: Double) {
        let title = "Photo \(index + 1)"
        stack.push(NavigationPage(title: title, content: DeckDemoDetailPage(picture: motif, title: title)), now: now)
        shellBarChanged(now: now)
    }

    /// The sizing example: shrink the deck's container, or grow it back.
    func toggleSize(now: Double) {
        isShrunk.toggle()
        zoom.animate(to: isShrunk ? 1 : 0, now: now, duration: DeckDemo.zoomDurationS, curve: .easeInOut)
    }

    func note(_ line: String) {
        log.insert(line, at: 0)
        if log.count > DeckDemo.logLength { log.removeLast(log.count - DeckDemo.logLength) }
    }

    private func installCallbacks() {
        deck.callbacks.willOpen = { [unowned self] side, _ in self.note("will open \(side.rawValue)") }
        deck.callbacks.didOpen = { [unowned self] side, _ in self.note("did open \(side.rawValue)") }
        deck.callbacks.willClose = { [unowned self] side, _ in self.note("will close \(side.rawValue)") }
        deck.callbacks.didClose = { [unowned self] side, _ in self.note("did close \(side.rawValue)") }
        deck.callbacks.didBounce = { [unowned self] side in self.note("did bounce (closing \(side.rawValue))") }
    }

    func updatePage() {
        page.showsRegion = deck.options.panningMode.contains(.region)
    }

    func applyShadowChoice() {
        switch shadowChoice {
        case 1:
            // ViewDeck's example: a small red shadow.
            deck.callbacks.applyShadow = { _ in Shadow(radius: 5, opacity: 0.9, color: Color(hex: 0xFF0000)) }
        case 2:
            deck.callbacks.applyShadow = { _ in nil }
        default:
            deck.callbacks.applyShadow = nil
        }
    }

    // MARK: ShellBarContributing

    var shellBarLeadingItems: [Button] { [menuButton] }
    var shellBarTrailingItems: [Button] { [optionsButton] }
    /// The pushed page's title (nil at the section's page: the shell's bar says "Deck").
    var shellBarTitle: String? { stack.pages.count > 1 ? stack.topPage.title : nil }
    /// True while a page is pushed: the shell's bar shows "‹ Back" for it.
    var shellBarCanGoBack: Bool { stack.pages.count > 1 }
    /// Pops the pushed page.
    func shellBarGoBack(now: Double) { stack.pop(now: now) }
    var onShellBarChange: ((_ now: Double) -> Void)?

    /// Tells the shell its bar's title or Back changed.
    func shellBarChanged(now: Double) { if usesShellBar { onShellBarChange?(now) } }
    var usesShellBar = false {
        didSet {
            guard usesShellBar != oldValue else { return }
            // The buttons leave the demo's bar before it is laid out again (a bar remembers the
            // widths its buttons have when they arrive).
            stack.rootLeadingItems = usesShellBar ? [] : [menuButton]
            stack.trailingItems = usesShellBar ? [] : [optionsButton]
            center.showsBar = !usesShellBar
            updateDeckGeometryOptions()
        }
    }

    // MARK: Geometry

    /// The deck's frame at `now`: the window, or shrunk about its centre.
    func deckFrame(now: Double) -> Rect {
        let z = min(1, max(0, zoom.value(now: now)))
        let k = 1 - (1 - DeckDemo.shrunkScale) * z
        return Rect(size: size).scaled(by: k).integral
    }

    // MARK: Component

    /// Lays out in `environment`, which it hands its deck; the drawers take its palette.
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        menu.apply(environment)
        let sidebar = environment.palette.sidebarBackground
        if options.group.background != sidebar { options.group.background = sidebar }
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        let f = deckFrame(now: now)
        deck.layout(size: f.size, now: now, environment: environment)
        updateDeckGeometryOptions()
    }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        if case .key(let key) = gesture {
            // On its own (no shell around it), F9 and F10 — the keys of the window's outer
            // drawers — work as F7 and F8.
            let alias = !usesShellBar && key == KeyCombo("F9") ? DeckDemo.menuKey
                : !usesShellBar && key == KeyCombo("F10") ? DeckDemo.optionsKey : key
            if alias == DeckDemo.menuKey { toggleSide(.left, now: now); return true }
            if alias == DeckDemo.optionsKey { toggleSide(.right, now: now); return true }
        }
        let used: Bool
        if case .key = gesture {
            used = deck.handle(gesture, now: now)
        } else {
            used = router.route(gesture, in: routedChildren(now: now), now: now)
        }
        updatePage()
        return used
    }

    /// The deck in its (possibly shrunk) frame.
    func routedChildren(now: Double) -> [RoutedChild] { [RoutedChild(deck, frame: deckFrame(now: now))] }

    func advance(to now: Double) {
        zoom.settle(now: now)
        let s = deckFrame(now: now).size
        if s != deck.size {
            // The sizing example: the deck lays itself out again at every step of the resize.
            deck.layout(size: s, now: now, environment: environment)
            updateDeckGeometryOptions()
        }
        deck.advance(to: now)
        updatePage()
    }

    func scene(now: Double) -> SceneNode {
        let f = deckFrame(now: now)
        var nodes: [SceneNode] = []
        if f.size != size {
            let p = environment.palette
            nodes.append(.fill(Rect(size: size), p.windowBackground))
            nodes.append(.text(TextNode("The deck resizes with its container",
                                        frame: Rect(x: 0, y: max(0, f.minY - 30), width: size.width, height: 24),
                                        font: FontSpec(size: 13), color: p.secondaryText, alignment: .center)))
        }
        nodes.append(.translated(f.x, f.y, [deck.scene(now: now)]))
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    func isAnimating(now: Double) -> Bool { zoom.isAnimating(now: now) || deck.isAnimating(now: now) }

    func nextDeadline(now: Double) -> Double? { deck.nextDeadline(now: now) }

    /// The deck's keys, and `deck.center`: the section the center shows.
    public var state: [String: String] {
        var s = deck.state
        s["deck.center"] = DeckDemoSection.all[sectionIndex].name
        return s
    }

    /// The panning region follows the page's region strip (center coordinates).
    func updateDeckGeometryOptions() {
        let r = page.regionFrame.offsetBy(dx: 0, dy: stack.barHeight - center.hiddenBarHeight)
        if deck.options.panningRegion != r { deck.options.panningRegion = r }
    }
}
