import FlickCore

/// A shortcuts window over the whole app, after GNOME's: every key and gesture of what is shown,
/// in titled groups laid out in columns, keys as caps and gestures as small drawn icons.
///
/// `?` (with or without Shift or Ctrl) opens it with the groups `content` gives at that moment;
/// `Escape`, `?` again or a click outside the panel closes it. It fades and grows in and out
/// over `Constants.shortcutsOverlayFadeS` (interruptible; with reduced motion it only fades).
/// A panel taller than the window scrolls (wheel, drag, `Up`/`Down`, `Page_Up`/`Page_Down`,
/// `Home`/`End`). While open it is modal: it takes every gesture except the end of a press that
/// began before it opened and a pointer leaving the window. Host it above the root
/// (`ComponentHost.addLayer(_:)`), which gives it every gesture first.
public final class ShortcutsOverlay: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// What to show: a title (e.g. the demo's name) and the groups. Called when it opens.
    public var content: () -> (title: String, groups: [ShortcutGroup])
    /// What the overlay was last laid out in: with reduced motion it only fades (no growing).
    public internal(set) var environment = ComponentEnvironment()
    /// Cross-fade only (no growing) when true.
    @available(*, deprecated, message: "reduced motion comes down the tree: ComponentEnvironment.reducedMotion")
    public var prefersReducedMotion: Bool {
        get { environment.reducedMotion }
        set { environment.reducedMotion = newValue }
    }
    /// The panel's colours and fonts: the one the app set, else the control style of the
    /// environment it was last laid out in.
    public var style: ControlStyle {
        get { assignedStyle ?? environment.controlStyle }
        set { assignedStyle = newValue }
    }
    /// The style the app set (nil: the environment's).
    private var assignedStyle: ControlStyle?

    /// Whether it is open (its fade may still run).
    public private(set) var isOpen = false
    /// The title shown (what the shortcuts belong to).
    public private(set) var title = ""
    /// The groups shown.
    public private(set) var groups: [ShortcutGroup] = []
    /// The size laid out.
    public private(set) var size = Size(1, 1)
    /// The placement of the panel and the groups for `size`.
    public private(set) var layout = ShortcutsLayout(groups: [], size: Size(1, 1))
    /// How far the body is scrolled, px.
    public private(set) var scrollOffset: Double = 0

    var presence = AnimatedValue(0)
    /// The overlay took the press under way (its release, tap or pan is the overlay's too).
    var ownsPress = false
    var dragStartOffset: Double = 0

    /// An overlay showing what `content` gives when it opens.
    public init(content: @escaping () -> (title: String, groups: [ShortcutGroup])) {
        self.content = content
    }

    /// Whether `key` opens or closes the overlay: `?` alone, with Shift (as typed) or with Ctrl.
    public static func isToggleKey(_ key: KeyCombo) -> Bool {
        key.name == "question" && key.modifiers.isSubset(of: [.shift, .control])
    }

    /// Opens (reading `content` again) or closes; animated from wherever the fade is.
    public func setOpen(_ open: Bool, now: Double, animated: Bool = true) {
        if open {
            let c = content()
            title = c.title
            groups = c.groups
            layout = ShortcutsLayout(groups: groups, size: size, measure: lineCounter)
            if !isOpen { scrollOffset = 0 }
        }
        isOpen = open
        let to: Double = open ? 1 : 0
        guard animated else { presence.set(to); return }
        let from = presence.value(now: now)
        presence.animate(to: to, now: now, duration: Constants.shortcutsOverlayFadeS * abs(to - from), curve: .easeOut)
    }

    /// 0 (gone) ... 1 (shown) at `now`.
    public func presence(now: Double) -> Double { min(1, max(0, presence.value(now: now))) }

    /// Scrolls the body to `offset` (clamped to its range).
    public func scroll(to offset: Double) {
        scrollOffset = min(max(0, offset.isFinite ? offset : 0), layout.maxScroll)
    }

    // MARK: Component

    /// Places the panel and the groups for a window of `size`, keeping the scroll in range.
    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        layout = ShortcutsLayout(groups: groups, size: self.size, measure: lineCounter)
        scroll(to: scrollOffset)
    }

    /// Counts a description's lines with the host's text measurement (nil outside a host that measures).
    var lineCounter: ShortcutsLayout.LineCounting? {
        guard let host = environment.host else { return nil }
        let font = FontSpec(family: style.fontFamily, size: Constants.bodyFontPx)
        return { text, width in
            guard let one = host.measureText("Ag", font: font, maxWidth: nil), one.height > 0,
                  let all = host.measureText(text, font: font, maxWidth: width) else { return nil }
            return Int((all.height / one.height).rounded())
        }
    }

    /// Lays out the overlay in `environment`.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Closed: takes only the toggle key. Open: takes everything (see the type's notes).
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard isOpen else {
            switch gesture {
            case .key(let key) where ShortcutsOverlay.isToggleKey(key):
                setOpen(true, now: now)
                return true
            case .press:
                ownsPress = false
                return false
            case .release, .panBegin, .panUpdate:
                // The rest of the press that closed the overlay (a click outside it) is the overlay's.
                return ownsPress
            case .tap, .panEnd, .cancel:
                defer { ownsPress = false }
                return ownsPress
            default:
                return false
            }
        }
        switch gesture {
        case .key(let key):
            if ShortcutsOverlay.isToggleKey(key) || key.matches("Escape") { setOpen(false, now: now); return true }
            scrollByKey(key)
            return true
        case .press(let p, _, _):
            ownsPress = true
            dragStartOffset = scrollOffset
            if !layout.panel.contains(p) { setOpen(false, now: now) }
            return true
        case .panBegin(let i), .panUpdate(let i):
            guard ownsPress else { return false }
            scroll(to: dragStartOffset - i.translation.y)
            return true
        case .panEnd:
            defer { ownsPress = false }
            return ownsPress
        case .release:
            return ownsPress
        case .tap, .cancel:
            defer { ownsPress = false }
            return ownsPress
        case .scroll(_, let delta, _):
            scroll(to: scrollOffset + delta.y * Constants.scrollNotchPx)
            return true
        case .leave:
            return false
        case .hover, .longPress, .pinch, .pinchBegin, .pinchUpdate, .pinchEnd:
            return true
        }
    }

    func scrollByKey(_ key: KeyCombo) {
        let page = max(Constants.scrollNotchPx, layout.body.height * 0.9)
        switch key.name {
        case "Up": scroll(to: scrollOffset - Constants.scrollNotchPx)
        case "Down": scroll(to: scrollOffset + Constants.scrollNotchPx)
        case "Prior", "Page_Up": scroll(to: scrollOffset - page)
        case "Next", "Page_Down", "space": scroll(to: scrollOffset + page)
        case "Home": scroll(to: 0)
        case "End": scroll(to: layout.maxScroll)
        default: break
        }
    }

    /// Drops a finished fade.
    public func advance(to now: Double) { presence.settle(now: now) }

    /// The veil and the panel, faded (and grown) by the presence; nothing when closed.
    public func scene(now: Double) -> SceneNode { makeScene(now: now) }

    /// True while it fades in or out.
    public func isAnimating(now: Double) -> Bool { presence.isAnimating(now: now) }

    /// The overlay publishes no state.
    public var state: [String: String] { [:] }
}
