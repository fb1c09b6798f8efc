import FlickCore
import FlickKit

/// The browser demo's window: the page carousel with a bottom toolbar over it (Settings, New
/// Page, Pages with the count; the carousel keeps its presentation clear of the bar), and a
/// settings panel that slides in from the right over a dimmed carousel. State comes from the
/// carousel (`carousel.*`) and from the toolbar's address field (`Address.text`). Inside the shell
/// the toolbar has no Settings button: the shell's ⚙ opens its settings drawer, which holds the
/// carousel's settings too (`ShellSettingsOpening`), so the app has one button and one panel.
///
/// An address typed in the toolbar's field and entered with Return opens as a new page titled by
/// it, through the carousel's new-page sequence (as ctrl+t): the carousel's `newPage` makes the
/// page for the address waiting to open (`pendingAddress`), else a blank one.
final class CarouselDemoView: RoutingContainer, SettingsProviding, ShellSettingsOpening {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    let containerLink: ContainerLink? = ContainerLink()
    /// Widest the settings panel gets, px.
    static let settingsWidthPx: Double = 420

    public let carousel: PageCarousel
    let toolbar = CarouselDemoToolbar()
    let settings: SettingsList
    /// Target visibility of the settings panel (its slide may still run).
    private(set) var showsSettings = false
    /// 0 hidden ... 1 shown.
    var settingsSlide = AnimatedValue(0)
    /// Set by the shell: its header bar's ⚙ opens the settings drawer, so the toolbar has no
    /// Settings button of its own (one button, one panel).
    var opensShellSettings: ((_ now: Double) -> Void)? {
        didSet { toolbar.showsSettingsButton = opensShellSettings == nil }
    }
    /// Delivers gestures to the toolbar, the settings and the carousel.
    let router = ComponentRouter()
    private(set) var size = Size(1, 1)
    /// Whether the carousel presented at the last `advance(to:)` (its closing lets a button's focus go).
    private var wasPresenting = false
    /// The node that held the focus in the view when the settings opened (they take it and give it back).
    private weak var focusBeforeSettings: (any Component)?
    /// The address entered in the toolbar's field, until the carousel's next new page takes it (or
    /// the new-page sequence ends without one).
    private(set) var pendingAddress: String?
    /// The time of the gesture being handled, for the field's `onSubmit`, which has none.
    private var gestureTime: Double = 0
    /// What the view was last laid out in, its size class made for its size.
    public private(set) var environment = ComponentEnvironment()

    /// The demo over `pages`, presenting the row or not, with `options` (the demo's: long swipes on).
    public init(pages: [FakeWebPage], presenting: Bool = false, options: CarouselOptions = CarouselDemo.defaultOptions) {
        carousel = PageCarousel(pages: pages, presenting: presenting, options: options, newPage: { FakeWebPage.blank() })
        carousel.restorePage = { FakeWebPage(restoring: $0) }
        settings = CarouselDemoSettings.makeList(for: carousel)
        toolbar.onAction = { [unowned self] item, now in self.toolbarAction(item, now: now) }
        carousel.newPage = { [unowned self] in
            defer { self.pendingAddress = nil }
            return FakeWebPage(content: nil, typedAddress: self.pendingAddress)
        }
        toolbar.addressField.onSubmit = { [unowned self] typed in self.openAddress(typed, now: self.gestureTime) }
        toolbar.pagesIdentifier = carousel.pagesIdentifier
        adoptChild(carousel)
    }

    /// Opens `typed` (trimmed; nothing when blank) as a new page titled by it, as ctrl+t opens a
    /// blank one; the field empties and lets the focus go to the new page.
    func openAddress(_ typed: String, now: Double) {
        guard let address = FakeWebPage.typedAddress(typed) else { return }
        setShowsSettings(false, now: now)
        toolbar.addressField.text = ""
        toolbar.focus(nil)
        pendingAddress = address
        carousel.openNewPage(now: now)
    }

    /// Gives the address field the keyboard focus with its text selected (ctrl+l, F6, as a
    /// browser's address bar); false when the bar has no room for it.
    @discardableResult
    func focusAddress(now: Double) -> Bool {
        guard toolbar.addressFrame != nil else { return false }
        setShowsSettings(false, now: now)
        focusInWindow(toolbar.addressField, now: now)
        let field = toolbar.addressField
        field.select(0..<field.text.utf8.count)
        return true
    }

    /// Gives `node` (below the view) the focus, taking it from every other node of the view and of
    /// the containers the view is in, out to the outermost (a shell's header bar button that had it):
    /// a shortcut that focuses leaves one focused node in the window.
    func focusInWindow(_ node: any Component, now: Double) {
        var outermost: any Component = self
        while let container = outermost.container { outermost = container }
        FocusChain.focus(node, among: outermost === self ? [self] : [outermost, self], now: now)
    }

    /// The toolbar's height: compact (icons alone) in a small window.
    var barHeight: Double {
        let full = environment.sizeClass.isCompact ? Constants.compactBarHeightPx : Constants.barHeightPx
        return min(full, size.height / 4)
    }
    /// The carousel fills the window (under the toolbar).
    var carouselFrame: Rect { Rect(size: size) }
    /// The area above the toolbar.
    var contentFrame: Rect { Rect(x: 0, y: 0, width: size.width, height: max(1, size.height - barHeight)) }
    var toolbarFrame: Rect { Rect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight) }

    /// The settings panel's frame at `now` (slid off to the right when hidden).
    func settingsFrame(now: Double) -> Rect {
        let area = contentFrame
        let w = min(CarouselDemoView.settingsWidthPx, area.width)
        let slide = min(1, max(0, settingsSlide.value(now: now)))
        return Rect(x: area.maxX - w * slide, y: area.minY, width: w, height: area.height)
    }

    /// Opens or closes the settings panel (sliding). Opening, the panel takes the focus (its first
    /// stop) from the carousel behind it; closing while it holds the focus, it gives it back to the
    /// node that had it in the view, while that is still a stop (else the carousel takes it).
    func setShowsSettings(_ shown: Bool, now: Double) {
        guard shown != showsSettings else { return }
        showsSettings = shown
        toolbar.showsSettings = shown
        settingsSlide.animate(to: shown ? 1 : 0, now: now, spring: .settle, tolerance: 0.001)
        if shown {
            focusBeforeSettings = FocusChain.focusedNode(in: self, now: now)
            FocusChain.clearFocus(in: self, now: now)
            _ = settings.moveFocus(backward: false, now: now)
        } else if FocusChain.containsFocus(settings, now: now) {
            FocusChain.clearFocus(in: settings, now: now)
            if let saved = focusBeforeSettings, FocusChain.stops(in: self, now: now).contains(where: { $0 === saved }) {
                FocusChain.focus(saved, among: [self], now: now)
            } else if carousel.isPresenting {
                carousel.isFocused = true
            }
        }
        if !shown { focusBeforeSettings = nil }
    }

    func toolbarAction(_ item: CarouselDemoToolbar.Item, now: Double) {
        switch item {
        case .settings:
            if let opensShellSettings { opensShellSettings(now); return }
            setShowsSettings(!showsSettings, now: now)
        case .grid:
            setShowsSettings(false, now: now)
            if carousel.overview == .grid { carousel.showRow(now: now) } else { carousel.showGrid(now: now) }
        case .newPage:
            setShowsSettings(false, now: now)
            carousel.openNewPage(now: now)
        case .pages:
            setShowsSettings(false, now: now)
            carousel.togglePresentation(now: now)
        }
    }

    // MARK: Component

    /// Lays out in `environment`, which it hands its children (the settings panel takes its
    /// palette's view colour).
    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        let panel = environment.palette.viewBackground
        if settings.group.background != panel { settings.group.background = panel }
        layout(size: size, now: now)
    }

    func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        if carousel.options.bottomInsetPx != barHeight { carousel.options.bottomInsetPx = barHeight }
        carousel.layout(size: carouselFrame.size, now: now, environment: environment)
        toolbar.layout(size: toolbarFrame.size, now: now, environment: environment)
        settings.layout(size: settingsFrame(now: now).size, now: now, environment: environment)
    }

    /// Keys: `handleKey`. Pointer gestures go through the router; a click on the dimmed carousel
    /// beside the open settings (a blocker) closes them.
    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        gestureTime = now
        if case .key(let key) = gesture { return handleKey(key, gesture, now: now) }
        if case .press(let p, _, _) = gesture, toolbar.addressField.isFocused,
           !(addressFrame?.contains(p) ?? false) {
            // A press anywhere else takes the focus from the address field (to the page).
            toolbar.focus(nil)
        }
        if case .tap = gesture, router.pressHitBlocker {
            router.cancel(now: now)
            setShowsSettings(false, now: now)
            return true
        }
        let used = router.route(gesture, in: routedChildren(now: now), now: now)
        return used || router.pressHitBlocker
    }

    /// The address field in the toolbar's coordinates moved into the view's; nil while it is hidden.
    var addressFrame: Rect? { toolbar.addressFrame.map { $0.offsetBy(dx: toolbarFrame.x, dy: toolbarFrame.y) } }

    /// The address field, the toolbar, then the open settings over the dimmed carousel (a
    /// blocker), or the carousel.
    func routedChildren(now: Double) -> [RoutedChild] {
        var list = [RoutedChild(toolbar, frame: toolbarFrame)]
        if let f = addressFrame { list.insert(RoutedChild(toolbar.addressField, frame: f), at: 0) }
        if showsSettings {
            list.append(RoutedChild(settings, frame: settingsFrame(now: now)))
            list.append(RoutedChild(carousel, frame: carouselFrame, isInteractive: false))
        } else {
            list.append(RoutedChild(carousel, frame: carouselFrame))
        }
        return list
    }

    /// The focus children in Tab order: the carousel (its page's controls, or its cards while
    /// presenting; behind the open settings it takes nothing), the open settings, then the
    /// toolbar's stops (`CarouselDemoToolbar.focusChildren(now:)`).
    func focusChildren(now: Double) -> [RoutedChild] {
        var list = [RoutedChild(carousel, frame: carouselFrame, isInteractive: !showsSettings)]
        if showsSettings { list.append(RoutedChild(settings, frame: settingsFrame(now: now))) }
        list.append(RoutedChild(toolbar, frame: toolbarFrame))
        return list
    }

    /// Tab through the focus children (the router's walk, `FocusChain`); false past the toolbar's
    /// last stop, so the focus goes on (the window wraps to the carousel's cards).
    func moveFocus(backward: Bool, now: Double) -> Bool {
        router.moveFocus(in: focusChildren(now: now), backward: backward, wraps: false, now: now)
    }

    /// Tab and shift+Tab walk the focus (`moveFocus(backward:now:)`); ctrl+l and F6 give the
    /// address field the focus. Other keys go to the focused child first (the address field types
    /// and edits, and Return opens what it holds; a toolbar button's stop presses it on Space and
    /// Return), then: Escape lets go of the address field or a toolbar button (the cards take the
    /// focus while presenting; from a button, Escape goes on to the carousel) and closes the open
    /// settings, whose list gets the other keys; otherwise the carousel gets them (the keys the
    /// field has no use for, such as ctrl+t, ctrl+w and the F-keys, included).
    func handleKey(_ key: KeyCombo, _ gesture: Gesture, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        let children = focusChildren(now: now)
        let focused = router.focusedChild(in: children, now: now)?.component
        if let focused, focused !== carousel, focused.handle(gesture, now: now) { return true }
        if key.matches("l", .control) || key.matches("F6"), focusAddress(now: now) { return true }
        if focused === toolbar, key.matches("Escape") {
            let wasAddress = toolbar.addressField.isFocused
            FocusChain.clearFocus(in: toolbar, now: now)
            if carousel.isPresenting { carousel.isFocused = true }
            if wasAddress { return true }
        }
        guard showsSettings else { return carousel.handle(gesture, now: now) }
        if key.matches("Escape") {
            setShowsSettings(false, now: now)
            return true
        }
        return focused === settings ? false : settings.handle(gesture, now: now)
    }

    func advance(to now: Double) {
        carousel.advance(to: now)
        // A new-page sequence that ended without making a page (a press cancelled it) drops the address.
        if pendingAddress != nil, !carousel.isAnimating(now: now) { pendingAddress = nil }
        toolbar.advance(to: now)
        settings.advance(to: now)
        settingsSlide.settle(now: now)
        // The presentation closing (a page opened by a button, or back to the page) gives the page
        // the keys: a toolbar button that held the focus lets it go.
        if wasPresenting, !carousel.isPresenting, toolbar.focusedItem != nil { toolbar.focus(nil) }
        wasPresenting = carousel.isPresenting
        toolbar.pageCount = carousel.count
        toolbar.isPresenting = carousel.isPresenting
        toolbar.showsGrid = carousel.overview == .grid
    }

    func scene(now: Double) -> SceneNode {
        toolbar.pageCount = carousel.count
        toolbar.isPresenting = carousel.isPresenting
        toolbar.showsGrid = carousel.overview == .grid
        var nodes: [SceneNode] = [carousel.scene(now: now)]
        let slide = min(1, max(0, settingsSlide.value(now: now)))
        if slide > 0 {
            let area = contentFrame
            let veil = environment.palette.veil
            nodes.append(.fill(area, veil.withAlpha(veil.alpha * slide)))
            let f = settingsFrame(now: now)
            nodes.append(.group(GroupNode([settings.scene(now: now)], transform: .translation(f.x, f.y), clip: Rect(size: f.size))))
        }
        let t = toolbarFrame
        nodes.append(.translated(t.x, t.y, [toolbar.scene(now: now)]))
        return .stack(nodes)
    }

    func isAnimating(now: Double) -> Bool {
        carousel.isAnimating(now: now) || settingsSlide.isAnimating(now: now)
            || (showsSettings && settings.isAnimating(now: now))
    }

    func nextDeadline(now: Double) -> Double? {
        [carousel.nextDeadline(now: now), showsSettings ? settings.nextDeadline(now: now) : nil,
         toolbar.nextDeadline(now: now)].compactMap { $0 }.min()
    }

    /// The carousel's state and the address field's (`Address.text`).
    public var state: [String: String] { carousel.state.merging(toolbar.addressField.state) { a, _ in a } }

    /// The carousel's options, for a settings drawer around the demo (the shell's).
    var settingsSections: [SettingsSection] { CarouselDemoSettings.sections(for: carousel) }
}
