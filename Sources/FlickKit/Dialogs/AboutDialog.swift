import FlickCore

/// An app's about dialog (after libadwaita's `AdwAboutDialog`): over a veil, a raised panel with
/// the app's icon, name, version, its developer, a line saying what it is, its licence, its website
/// and a "Built with" line of credits (each of the last three when given), a "Keyboard Shortcuts"
/// button (when `onShowShortcuts` is set) and a close button. What it shows comes from `info`, so
/// any app shows its own.
///
/// `Escape`, the close button or a press outside the panel closes it; Tab and Shift+Tab move the
/// focus between its buttons (ringed after keyboard use) and `Return` or `space` presses the
/// focused one. While open it is modal: its owner gives it every gesture first (`handle` returns
/// true for all of them). Colours come from the environment's palette; it fades in and out over
/// `Constants.popoverFadeS`.
public final class AboutDialog: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// What it shows.
    public var info: AboutInfo
    /// Run by the "Keyboard Shortcuts" button after the dialog closes (nil: no such button).
    public var onShowShortcuts: ((_ now: Double) -> Void)?
    /// Called when the dialog closes.
    public var onClose: ((_ now: Double) -> Void)?
    /// Whether it is open (its fade may still run).
    public private(set) var isOpen = false
    /// The size laid out in (the window's).
    public private(set) var size = Size(1, 1)
    /// What it was last laid out in: its colours and fonts.
    public private(set) var environment = ComponentEnvironment()
    /// "Keyboard Shortcuts".
    public let shortcutsButton = Button("Keyboard Shortcuts")
    /// The panel's close button (a cross, named "Close").
    public let closeButton = Button(icon: .close, name: "Close")

    var presence = AnimatedValue(0)
    /// Routes gestures to the buttons and keeps the keyboard focus among them.
    let router = ComponentRouter()
    /// The press under way began while the dialog was open: the rest of it is the dialog's.
    var ownsPress = false

    /// A closed dialog showing `info`.
    public init(info: AboutInfo) {
        self.info = info
        shortcutsButton.action = { [weak self] now in
            guard let self else { return }
            self.close(now: now)
            self.onShowShortcuts?(now)
        }
        closeButton.action = { [weak self] now in self?.close(now: now) }
        closeButton.tooltip = "Close (Escape)"
    }

    /// The buttons shown, in Tab order.
    var buttons: [Button] { onShowShortcuts == nil ? [closeButton] : [shortcutsButton, closeButton] }

    /// The buttons at their frames, in Tab order.
    var routedButtons: [RoutedChild] { buttons.map { RoutedChild($0, frame: $0.frame) } }

    /// Opens (fading in) with the focus on its first button.
    public func open(now: Double) {
        guard !isOpen else { return }
        isOpen = true
        layoutButtons()
        router.focus(buttons.first, in: routedButtons)
        fade(to: 1, now: now)
    }

    /// Closes (fading out) and tells `onClose`.
    public func close(now: Double) {
        guard isOpen else { return }
        isOpen = false
        router.focus(nil, in: routedButtons)
        fade(to: 0, now: now)
        onClose?(now)
    }

    /// 0 (gone) ... 1 (shown) at `now`.
    public func presence(now: Double) -> Double { min(1, max(0, presence.value(now: now))) }

    private func fade(to value: Double, now: Double) {
        let from = presence.value(now: now)
        presence.animate(to: value, now: now, duration: Constants.popoverFadeS * abs(value - from), curve: .easeOut)
    }

    // MARK: Geometry

    /// The parts' heights, px, top to bottom.
    private static let titleHeightPx: Double = 28, versionHeightPx: Double = 20, summaryHeightPx: Double = 40
    private static let buttonHeightPx: Double = 36
    /// The developer's and the website's lines, and the credits' (two small lines), px.
    private static let developerHeightPx: Double = 20, websiteHeightPx: Double = 20, creditsHeightPx: Double = 36

    /// The height the optional lines take (developer, website, credits), px.
    private var optionalLinesHeight: Double {
        let a = AboutDialog.self
        return (info.developer == nil ? 0 : a.developerHeightPx) + (info.website == nil ? 0 : a.websiteHeightPx)
            + (info.creditsLine == nil ? 0 : a.creditsHeightPx)
    }

    /// How roomy the panel is: its padding, the icon's side (0: none), the gap between parts and
    /// the licence's height (three lines, or two in a low window), and the optional lines' (`extra`).
    struct Spacing: Equatable {
        var padding: Double, icon: Double, gap: Double, licence: Double, extra: Double = 0

        /// The panel's height with this spacing.
        var panelHeight: Double {
            let a = AboutDialog.self
            return 2 * padding + (icon > 0 ? icon + gap : 0) + a.titleHeightPx + 4 + a.versionHeightPx + gap
                + a.summaryHeightPx + gap * 2 / 3 + licence + extra + gap + 4 + a.buttonHeightPx
        }
    }

    /// The roomiest spacing that fits the window: the full icon, then the small one, then a low
    /// window's (no icon, half the padding, two licence lines).
    var spacing: Spacing {
        let pad = Constants.aboutPaddingPx, hasIcon = info.icon != nil, extra = optionalLinesHeight
        let room = size.height - 2 * Constants.popoverMarginPx
        let roomy = [Spacing(padding: pad, icon: hasIcon ? Constants.aboutIconPx : 0, gap: 12, licence: 48, extra: extra),
                     Spacing(padding: pad, icon: hasIcon ? Constants.aboutIconMinPx : 0, gap: 12, licence: 48, extra: extra)]
        return roomy.first { $0.panelHeight <= room } ?? Spacing(padding: pad / 2, icon: 0, gap: 6, licence: 32, extra: extra)
    }

    /// The panel, centred in the window (at most `Constants.aboutWidthPx` wide).
    public var panelFrame: Rect {
        let margin = Constants.popoverMarginPx
        let width = min(Constants.aboutWidthPx, max(0, size.width - 2 * margin))
        let height = spacing.panelHeight
        return Rect(x: ((size.width - width) / 2).rounded(), y: max(margin, ((size.height - height) / 2).rounded()),
                    width: width, height: height)
    }

    /// The parts' frames, top to bottom: icon, name, version, developer, summary, licence, website,
    /// credits and the shortcuts button (an absent line's frame is empty).
    private var partFrames: (icon: Rect, title: Rect, version: Rect, developer: Rect, summary: Rect, licence: Rect,
                             website: Rect, credits: Rect, button: Rect) {
        let a = AboutDialog.self, panel = panelFrame, room = spacing
        let inner = panel.insetBy(dx: room.padding, dy: 0)
        var y = panel.minY + room.padding
        let side = room.icon
        let icon = Rect(x: (panel.midX - side / 2).rounded(), y: y, width: side, height: side)
        if side > 0 { y += side + room.gap }
        let title = Rect(x: inner.minX, y: y, width: inner.width, height: a.titleHeightPx)
        y += a.titleHeightPx + 4
        let version = Rect(x: inner.minX, y: y, width: inner.width, height: a.versionHeightPx)
        y += a.versionHeightPx
        let developer = Rect(x: inner.minX, y: y, width: inner.width, height: info.developer == nil ? 0 : a.developerHeightPx)
        y += developer.height + room.gap
        let summary = Rect(x: inner.minX, y: y, width: inner.width, height: a.summaryHeightPx)
        y += a.summaryHeightPx + room.gap * 2 / 3
        let licence = Rect(x: inner.minX, y: y, width: inner.width, height: room.licence)
        y += room.licence
        let website = Rect(x: inner.minX, y: y, width: inner.width, height: info.website == nil ? 0 : a.websiteHeightPx)
        y += website.height
        let credits = Rect(x: inner.minX, y: y, width: inner.width, height: info.creditsLine == nil ? 0 : a.creditsHeightPx)
        y += credits.height + room.gap + 4
        let buttonWidth = min(inner.width, shortcutsButton.preferredSize(for: inner.width).width)
        let button = Rect(x: (panel.midX - buttonWidth / 2).rounded(), y: y, width: buttonWidth, height: a.buttonHeightPx)
        return (icon, title, version, developer, summary, licence, website, credits, button)
    }

    private func layoutButtons() {
        let style = environment.controlStyle
        shortcutsButton.style = style
        closeButton.style = style
        shortcutsButton.frame = partFrames.button
        let panel = panelFrame, side = AboutDialog.buttonHeightPx, inset = min(8, spacing.padding / 2)
        closeButton.frame = Rect(x: panel.maxX - inset - side, y: panel.minY + inset, width: side, height: side)
    }

    // MARK: Component

    /// Lays out in `environment` (its colours and fonts) over a window of `size`.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Lays out over a window of `size`.
    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        layoutButtons()
    }

    /// While open, every gesture: keys close and move the focus; presses go to the buttons, or
    /// close the dialog from outside its panel. Closed, only the rest of a press it took.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        if case .press = gesture { ownsPress = isOpen }
        guard isOpen || ownsPress else { return false }
        let routed = routedButtons
        switch gesture {
        case .key(let key):
            guard isOpen else { return false }
            if key.matches("Escape") {
                close(now: now)
            } else {
                // Keys go to the focused button; Tab goes round the buttons (the router's walk
                // wraps): a dialog keeps the focus.
                _ = router.route(gesture, in: routed, now: now)
            }
            return true
        case .press(let p, _, _):
            guard panelFrame.contains(p) else { close(now: now); return true }
            // The router focuses the button pressed.
            _ = router.route(gesture, in: routed, now: now)
            return true
        case .tap, .panEnd, .cancel:
            ownsPress = false
            _ = router.route(gesture, in: routed, now: now)
            return true
        default:
            _ = router.route(gesture, in: routed, now: now)
            return true
        }
    }

    /// Drawn over everything: the veil at its fade's opacity, the panel opaque (growing in) with its
    /// content fading in on it (`ModalPanel`); nothing while gone.
    public func scene(now: Double) -> SceneNode {
        let shown = presence(now: now)
        guard shown > 0 else { return .empty }
        let palette = environment.palette, style = environment.controlStyle
        let panel = panelFrame, corner = Constants.cardCornerPx, parts = partFrames
        var card: [SceneNode] = [
            .shadow(panel, Shadow(radius: 24, opacity: 0.45, color: palette.shadow, offset: Point(0, 6)), cornerRadius: corner),
            .fill(panel, palette.cardBackground, cornerRadius: corner),
            .strokeRect(panel.insetBy(0.5), palette.cardBorder, lineWidth: 1, cornerRadius: corner - 0.5),
        ]
        if let icon = info.icon, parts.icon.width > 0 {
            card.append(.translated(parts.icon.minX, parts.icon.minY, [icon(parts.icon.width)]))
        }
        card.append(.text(TextNode(info.name, frame: parts.title,
                                   font: FontSpec(family: style.fontFamily, size: Constants.aboutTitleFontPx, weight: .bold),
                                   color: palette.text, alignment: .center)))
        card.append(.text(TextNode("Version \(info.version)", frame: parts.version, font: style.smallFont,
                                   color: palette.secondaryText, alignment: .center)))
        if let developer = info.developer {
            card.append(.text(TextNode(developer, frame: parts.developer, font: style.smallFont,
                                       color: palette.secondaryText, alignment: .center)))
        }
        card.append(.text(TextNode(info.summary, frame: parts.summary, font: style.font(), color: palette.text,
                                   alignment: .center, maxLines: 2)))
        card.append(.text(TextNode(info.licence, frame: parts.licence, font: style.smallFont, color: palette.secondaryText,
                                   alignment: .center, maxLines: spacing.licence < 48 ? 2 : 3)))
        if let website = info.website {
            card.append(.text(TextNode(website, frame: parts.website, font: style.smallFont, color: palette.accent,
                                       alignment: .center)))
        }
        if let credits = info.creditsLine {
            card.append(.text(TextNode(credits, frame: parts.credits, font: style.smallFont, color: palette.secondaryText,
                                       alignment: .center, maxLines: 2)))
        }
        for b in buttons { card.append(.translated(b.frame.minX, b.frame.minY, [b.scene(now: now)])) }
        let scale = 0.96 + 0.04 * shown
        let grow = environment.reducedMotion ? AffineTransform.identity : AffineTransform.scale(scale, about: panel.center)
        return ModalPanel.scene(veil: .fill(Rect(size: size), palette.veil), panel: Array(card.prefix(3)),
                                content: Array(card.dropFirst(3)), transform: grow, presence: shown)
    }

    /// True while it fades in or out.
    public func isAnimating(now: Double) -> Bool { presence.isAnimating(now: now) }

    /// No keys of its own (its owner says whether it is open).
    public var state: [String: String] { [:] }

    /// A dialog node named "About" and the app's name (`dismiss` closes it): the icon as a
    /// picture, the name as a heading, the version, summary and licence as text, and its buttons.
    /// Nothing while closed.
    public func semantics(now: Double) -> [SemanticsNode] {
        guard isOpen else { return [] }
        let parts = partFrames
        var children: [SemanticsNode] = []
        if info.icon != nil, parts.icon.width > 0 {
            children.append(SemanticsNode(role: .picture, name: "\(info.name) icon", frame: parts.icon))
        }
        children.append(SemanticsNode(role: .heading, name: info.name, frame: parts.title))
        children.append(SemanticsNode(role: .text, name: "Version \(info.version)", frame: parts.version))
        if let developer = info.developer {
            children.append(SemanticsNode(role: .text, name: developer, frame: parts.developer))
        }
        children.append(SemanticsNode(role: .text, name: info.summary, frame: parts.summary))
        children.append(SemanticsNode(role: .text, name: info.licence, frame: parts.licence))
        if let website = info.website { children.append(SemanticsNode(role: .text, name: website, frame: parts.website)) }
        if let credits = info.creditsLine { children.append(SemanticsNode(role: .text, name: credits, frame: parts.credits)) }
        for b in buttons { children += b.semantics(now: now).map { $0.offsetBy(b.frame.origin) } }
        return [SemanticsNode(role: .dialog, name: "About \(info.name)", frame: panelFrame, actions: [.dismiss],
                              children: children,
                              actionHandler: { [weak self] action, now in
                                  guard action == .dismiss, let self, self.isOpen else { return false }
                                  self.close(now: now)
                                  return true
                              })]
    }
}
