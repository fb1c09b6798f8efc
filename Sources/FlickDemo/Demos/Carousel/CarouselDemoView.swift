import FlickCore
import FlickKit

/// The browser demo's window: the page carousel with a bottom toolbar over it (Settings, New
/// Page, Pages with the count; the carousel keeps its presentation clear of the bar), and a
/// settings panel that slides in from the right over a dimmed carousel. State comes from the
/// carousel (`carousel.*`). Inside the shell the Settings button opens the shell's settings
/// drawer instead (`ShellSettingsOpening`): the app has one settings panel.
final class CarouselDemoView: RoutingContainer, PanClaiming, SettingsProviding, ShellSettingsOpening {
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
    /// Set by the shell: the Settings button opens the shell's settings drawer.
    var opensShellSettings: ((_ now: Double) -> Void)?
    /// Delivers gestures to the toolbar, the settings and the carousel.
    let router = ComponentRouter()
    private(set) var size = Size(1, 1)
    /// What the view was last laid out in, its size class made for its size.
    public private(set) var environment = ComponentEnvironment()

    /// The demo over `pages`, presenting the row or not, with `options` (the demo's: long swipes on).
    public init(pages: [FakeWebPage], presenting: Bool = false, options: CarouselOptions = CarouselDemo.defaultOptions) {
        carousel = PageCarousel(pages: pages, presenting: presenting, options: options, newPage: { FakeWebPage.blank() })
        carousel.restorePage = { FakeWebPage(restoring: $0) }
        settings = CarouselDemoSettings.makeList(for: carousel)
        toolbar.onAction = { [unowned self] item, now in self.toolbarAction(item, now: now) }
        toolbar.pagesIdentifier = carousel.pagesIdentifier
        adoptChild(carousel)
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

    /// Opens or closes the settings panel (sliding).
    func setShowsSettings(_ shown: Bool, now: Double) {
        guard shown != showsSettings else { return }
        showsSettings = shown
        toolbar.showsSettings = shown
        settingsSlide.animate(to: shown ? 1 : 0, now: now, spring: .settle, tolerance: 0.001)
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
        if case .key(let key) = gesture { return handleKey(key, gesture, now: now) }
        if case .tap = gesture, router.pressHitBlocker {
            router.cancel(now: now)
            setShowsSettings(false, now: now)
            return true
        }
        let used = router.route(gesture, in: routedChildren(now: now), now: now)
        return used || router.pressHitBlocker
    }

    /// The toolbar, then the open settings over the dimmed carousel (a blocker), or the carousel.
    func routedChildren(now: Double) -> [RoutedChild] {
        var list = [RoutedChild(toolbar, frame: toolbarFrame)]
        if showsSettings {
            list.append(RoutedChild(settings, frame: settingsFrame(now: now)))
            list.append(RoutedChild(carousel, frame: carouselFrame, isInteractive: false))
        } else {
            list.append(RoutedChild(carousel, frame: carouselFrame))
        }
        return list
    }

    /// Escape closes the open settings, whose list gets the other keys; otherwise keys go to the
    /// carousel, but while all pages show Tab and shift+Tab move the focus from the cards through
    /// the toolbar's buttons and back (`handleOverviewKey`).
    func handleKey(_ key: KeyCombo, _ gesture: Gesture, now: Double) -> Bool {
        guard showsSettings else {
            if carousel.isPresenting, handleOverviewKey(key, now: now) { return true }
            return carousel.handle(gesture, now: now)
        }
        if key.matches("Escape") {
            setShowsSettings(false, now: now)
            return true
        }
        return settings.handle(gesture, now: now)
    }

    /// While all pages show: Tab moves the focus from the cards (one stop, the arrows move the
    /// selection) to each toolbar button in turn and back to the cards, shift+Tab the other way;
    /// space and Return press the focused button; Escape lets go of it and goes back to the page.
    /// False for the keys the carousel handles (from a page Tab stays the carousel's: it presents).
    func handleOverviewKey(_ key: KeyCombo, now: Double) -> Bool {
        if ComponentRouter.isTab(key) {
            toolbar.moveFocus(backward: ComponentRouter.isBackTab(key))
            return true
        }
        guard toolbar.focusedItem != nil else { return false }
        if key.matches("space") || key.matches("Return") { return toolbar.pressFocused(now: now) }
        if key.matches("Escape") { toolbar.focusedItem = nil }
        return false
    }

    func advance(to now: Double) {
        carousel.advance(to: now)
        settings.advance(to: now)
        settingsSlide.settle(now: now)
        toolbar.pageCount = carousel.count
        toolbar.isPresenting = carousel.isPresenting
        toolbar.showsGrid = carousel.overview == .grid
        if !carousel.isPresenting { toolbar.focusedItem = nil }
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
        [carousel.nextDeadline(now: now), showsSettings ? settings.nextDeadline(now: now) : nil].compactMap { $0 }.min()
    }

    public var state: [String: String] { carousel.state }

    /// The children's nodes (`childSemantics`), the page list `focusable`, and `focused` while all
    /// pages show and no toolbar button has the focus (Tab's first stop in the overview).
    func semantics(now: Double) -> [SemanticsNode] {
        let cardsFocused = carousel.isPresenting && !showsSettings && toolbar.focusedItem == nil
        return childSemantics(now: now).map { node in
            guard node.role == .pageList else { return node }
            var marked = node
            marked.states.formUnion(cardsFocused ? [.focusable, .focused] : .focusable)
            return marked
        }
    }

    /// The carousel's options, for a settings drawer around the demo (the shell's).
    var settingsSections: [SettingsSection] { CarouselDemoSettings.sections(for: carousel) }
}
