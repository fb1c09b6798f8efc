import FlickCore

/// A top bar: a centred title between leading and trailing buttons (e.g. "☰" and "⚙", or
/// "‹ Back"). A title changed with `setTitle(_:animated:now:)` fades from the old one over
/// `titleFadeS`: the old title fades out in the first half, the new one in over the second, so the
/// two never show over each other (a fade, so reduced motion keeps it). A button added once the bar
/// has been drawn fades in over `buttonFadeS` instead of appearing at once.
///
/// Each button keeps the width its frame had when it was added (44 px when it
/// had none); the bar places them at its ends, vertically inset. The bar itself takes no
/// focus; its buttons do.
///
/// A header bar: when the environment carries the window's decorations
/// (`ComponentEnvironment.windowDecorations`, set by a host that decorates its own window), the
/// bar adds the window's buttons (`WindowButtons`) at the ends their layout gives, outside its own
/// buttons, and, for a live window, a drag on the bar moves the window, a double click maximizes
/// or restores it and a right click shows the window manager's menu.
public final class NavigationBar: Control {
    /// The bar's usual height, px (`Constants.barHeightPx`).
    public static let heightPx: Double = Constants.barHeightPx
    /// Default button width, and the inset around buttons, px.
    static let itemWidthPx: Double = 44
    static let itemInsetPx: Double = 6
    /// The least room kept for the title between the buttons before those with words show their
    /// icons alone, px.
    static let minimumTitleWidthPx: Double = 96
    /// The least space between the title and a button, px.
    static let titleGapPx: Double = 8
    /// How long a title change takes, s (the old title's fade out, then the new one's fade in).
    public static let titleFadeS: Double = 0.25
    /// How long a button added to a bar already drawn takes to fade in, s.
    public static let buttonFadeS: Double = 0.2
    /// The dark palette's bar fill (`Palette.barBackground`); a bar given no fill follows its
    /// environment's palette.
    public static let defaultBackground = Palette.dark.barBackground

    /// The centred title (bold), kept clear of the buttons; set here it changes at once.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            fadingTitle = nil
            titleFade.set(1)
            setNeedsDisplay()
        }
    }
    /// Buttons at the leading (left) end, in order.
    public var leadingItems: [Button] {
        didSet { fadeInAdded(leadingItems, to: oldValue); rememberWidths(); placeItems(); applyToItems(); setNeedsDisplay() }
    }
    /// Buttons at the trailing (right) end, in order.
    public var trailingItems: [Button] {
        didSet { fadeInAdded(trailingItems, to: oldValue); rememberWidths(); placeItems(); applyToItems(); setNeedsDisplay() }
    }
    /// The bar's fill: the one the app gave, else the bar fill of the palette it was laid out in.
    public var background: Color {
        get { assignedBackground ?? palette.barBackground }
        set {
            let old = background
            assignedBackground = newValue
            if newValue != old { setNeedsDisplay() }
        }
    }
    /// The fill the app gave (nil: the palette's).
    private var assignedBackground: Color?
    /// The window's buttons, shown while the environment carries window decorations.
    public let windowButtons = WindowButtons()
    private var widths: [ObjectIdentifier: Double] = [:]
    /// The title fading out while a new one fades in (nil at rest).
    private(set) var fadingTitle: String?
    /// How far the title's cross-fade has come (1: the new title alone).
    private var titleFade = AnimatedValue(1)
    /// Buttons fading in: their fade (0 to 1), started at the first frame after they were added
    /// (nil until then).
    private var buttonFades: [ObjectIdentifier: AnimatedValue?] = [:]
    /// The bar has been drawn: buttons added from now on fade in.
    private var hasDrawn = false
    private let router = ComponentRouter()

    /// A bar titled `title` with `leading` and `trailing` buttons over `background` (nil: the bar
    /// fill of the palette it is laid out in), placed at `frame`.
    public init(title: String, leading: [Button] = [], trailing: [Button] = [],
                background: Color? = nil, frame: Rect = .zero,
                style: ControlStyle? = nil) {
        self.title = title; leadingItems = leading; trailingItems = trailing; assignedBackground = background
        super.init(name: "bar", frame: frame, style: style)
        windowButtons.perform = { [weak self] action in self?.appliedEnvironment?.host?.performWindowAction(action) }
        rememberWidths()
        placeItems()
    }

    /// Takes the environment's window decorations (the window buttons to show) before handing the
    /// environment to the buttons.
    public override func apply(_ environment: ComponentEnvironment) {
        if windowButtons.update(environment.windowDecorations) {
            rememberWidths()
            placeItems()
            setNeedsDisplay()
        }
        super.apply(environment)
    }

    /// The buttons at the leading end, left to right: the window's, then the bar's own.
    private var allLeading: [Button] { windowButtons.leading + leadingItems }
    /// The buttons at the trailing end, left to right: the bar's own, then the window's.
    private var allTrailing: [Button] { trailingItems + windowButtons.trailing }

    /// True when `p` (bar coordinates) is on the bar itself, not on one of its buttons.
    private func isOnBar(_ p: Point) -> Bool {
        Rect(size: size).contains(p) && !subcontrols.contains { $0.frame.contains(p) }
    }

    /// Whether the bar's own drags, double clicks and right clicks act on the window.
    private var actsOnWindow: Bool { appliedEnvironment?.windowDecorations?.actsOnWindow ?? false }

    /// Changes the title, fading the old one out and the new one in over `titleFadeS` when
    /// `animated` (a change during a fade fades from the title that shows most).
    public func setTitle(_ newTitle: String, animated: Bool, now: Double) {
        guard newTitle != title else { return }
        guard animated else { title = newTitle; return }
        let shown = titleFade.value(now: now)
        let outgoing = fadingTitle != nil && shown < 0.5 ? fadingTitle! : title
        title = newTitle
        fadingTitle = outgoing
        titleFade.set(0)
        titleFade.animate(to: 1, now: now, duration: NavigationBar.titleFadeS, curve: .easeInOut)
    }

    /// The opacities of the old and the new title `progress` (0...1) of the way through a title
    /// change: the old one fades out over the first half, the new one in over the second.
    public static func titleOpacities(progress: Double) -> (old: Double, new: Double) {
        SequentialFade.opacities(progress: progress)
    }

    /// Buttons of `items` not in `old` fade in once the bar has been drawn.
    private func fadeInAdded(_ items: [Button], to old: [Button]) {
        guard hasDrawn else { return }
        for b in items where !old.contains(where: { $0 === b }) { buttonFades[ObjectIdentifier(b)] = .some(nil) }
    }

    /// Starts the fades of buttons added since the last frame at `now`, and drops finished ones.
    private func advanceButtonFades(to now: Double) {
        for (id, fade) in buttonFades {
            if let fade {
                if !fade.isAnimating(now: now) { buttonFades[id] = nil }
            } else {
                var f = AnimatedValue(0)
                f.animate(to: 1, now: now, duration: NavigationBar.buttonFadeS, curve: .easeOut)
                buttonFades[id] = f
            }
        }
    }

    /// How far `button` has faded in (1: not fading).
    private func buttonOpacity(_ button: Control, now: Double) -> Double {
        guard let fade = buttonFades[ObjectIdentifier(button)] else { return 1 }
        return fade.map { min(1, max(0, $0.value(now: now))) } ?? 0
    }

    /// Ends a title change that is due; starts and ends the buttons' fades.
    public override func advance(to now: Double) {
        titleFade.settle(now: now)
        if fadingTitle != nil, !titleFade.isAnimating(now: now) {
            fadingTitle = nil
            setNeedsDisplay()
        }
        advanceButtonFades(to: now)
    }

    /// True while the title changes, a button fades in or a button animates.
    public override func isAnimating(now: Double) -> Bool {
        (fadingTitle != nil && titleFade.isAnimating(now: now)) || !buttonFades.isEmpty
            || subcontrols.contains { $0.isAnimating(now: now) }
    }

    /// The bar itself takes no focus; its buttons do.
    public override var acceptsFocus: Bool { false }

    /// The buttons, leading then trailing, the window's included (their Tab order).
    public override var subcontrols: [Control] { allLeading + allTrailing }

    /// Hands buttons added after a layout the bar's environment.
    private func applyToItems() {
        if let environment = appliedEnvironment { for b in subcontrols { b.apply(environment) } }
    }

    private func rememberWidths() {
        for b in allLeading + allTrailing where widths[ObjectIdentifier(b)] == nil {
            widths[ObjectIdentifier(b)] = b.frame.width > 0 ? b.frame.width : NavigationBar.itemWidthPx
        }
    }

    /// Places the buttons for the new size.
    public override func didLayout() { placeItems() }

    /// The buttons at their own widths, from both ends. When they would not fit side by side
    /// with room for the title between them (`minimumTitleWidthPx`), a button with an icon and
    /// words shows its icon alone, as wide as an icon button (`Button.isCompact`): "‹ Back" and
    /// "☆ Favorite" become ‹ and ☆ in a narrow window, where they drew over each other.
    func placeItems() {
        let inset = min(NavigationBar.itemInsetPx, size.height / 4)
        let h = max(0, size.height - 2 * inset)
        let buttons = allLeading + allTrailing
        func width(_ b: Button, compact: Bool) -> Double {
            let own = compact ? NavigationBar.itemWidthPx : widths[ObjectIdentifier(b)] ?? NavigationBar.itemWidthPx
            return min(own, max(0, size.width / 3))
        }
        let needed = buttons.reduce(2 * inset + NavigationBar.minimumTitleWidthPx) { $0 + width($1, compact: false) + inset / 2 }
        // Set once to what it ends as (a change redraws the button).
        for b in buttons { b.isCompact = needed > size.width && b.icon != .none && b.showsTitle }
        func width(_ b: Button) -> Double { width(b, compact: b.isCompact) }
        var x = inset
        for b in allLeading {
            let w = width(b)
            b.frame = Rect(x: x, y: inset, width: w, height: h)
            x += w + inset / 2
        }
        var right = size.width - inset
        for b in allTrailing.reversed() {
            let w = width(b)
            b.frame = Rect(x: right - w, y: inset, width: w, height: h)
            right -= w + inset / 2
        }
    }

    /// The title's frame: centred, clear of the buttons on both sides.
    var titleFrame: Rect { titleFrame(for: title) }

    /// The frame of the title `text`, as GTK's header bar places it: centred in the bar when its
    /// width fits there clear of the buttons, else moved towards the side with more room (never
    /// over a button), and as wide as the room between the buttons at most (then ellipsized).
    /// Where the text cannot be measured (no host), it is as wide as the centred room.
    func titleFrame(for text: String) -> Rect {
        let lead = (allLeading.map(\.frame.maxX).max() ?? 0) + NavigationBar.titleGapPx
        let end = (allTrailing.map(\.frame.minX).min() ?? size.width) - NavigationBar.titleGapPx
        let room = max(0, end - lead)
        let font = FontSpec(family: style.fontFamily, size: Constants.titleFontPx, weight: .bold)
        guard let natural = appliedEnvironment?.host?.measureText(text, font: font, maxWidth: nil)?.width,
              natural.isFinite, natural > 0 else {
            let side = max(lead, size.width - end)
            return Rect(x: side, y: 0, width: max(0, size.width - 2 * side), height: size.height)
        }
        let width = min(room, natural.rounded(.up) + 1)
        // Centred as the text itself is, to the fraction of a pixel, when there is room.
        let x = min(max((size.width - width) / 2, lead), end - width)
        return Rect(x: x, y: 0, width: width, height: size.height)
    }

    /// Routes pointer gestures to the buttons, and keys to the focused one; a press on the bar
    /// outside them is the bar's (a deck may pan from it). On a live window's header bar
    /// (`WindowDecorations.actsOnWindow`) a drag on the bar itself moves the window, a double
    /// click maximizes or restores it and a right click shows the window menu.
    public override func handle(_ gesture: Gesture, now: Double) -> Bool {
        if actsOnWindow, let action = windowAction(for: gesture) {
            appliedEnvironment?.host?.performWindowAction(action)
            return true
        }
        switch gesture {
        case .key(let key):
            guard !ComponentRouter.isTab(key) else { return false }
            return router.route(gesture, in: focusChildren(now: now), now: now)
        case .cancel:
            let used = super.handle(gesture, now: now)
            return router.route(gesture, in: focusChildren(now: now).reversed(), now: now) || used
        case .press(let p, _, _):
            let used = router.route(gesture, in: focusChildren(now: now).reversed(), now: now)
            // A press on the bar itself belongs to the bar (a deck may pan from it).
            return used || Rect(size: size).contains(p)
        default:
            return router.route(gesture, in: focusChildren(now: now).reversed(), now: now)
        }
    }

    /// What a gesture on the bar itself asks of the window, if anything.
    private func windowAction(for gesture: Gesture) -> WindowAction? {
        switch gesture {
        case .press(let p, 3, _) where isOnBar(p): return .showMenu
        case .tap(let p, 2, 1, _) where isOnBar(p): return .toggleMaximize
        case .panBegin(let info) where isOnBar(info.start): return .beginMove
        default: return nil
        }
    }

    /// Claims a pan when a button under `p` does, and on a live window's header bar a pan from
    /// the bar itself (it moves the window).
    public override func handlesDrag(startingAt p: Point) -> Bool {
        if actsOnWindow, isOnBar(p) { return true }
        return ComponentRouter.claimsPan(at: p, along: .horizontal, in: focusChildren(now: 0).reversed(), now: 0)
    }

    /// The version of its drawing at rest (its own and its buttons' revisions, its title, where the
    /// buttons sit), so a container keeps it as one image (`placedScene(in:size:at:)`) while content
    /// moves under it (drawn live while `isAnimating`: its title cross-fades or a button moves).
    public override var contentVersion: Int? {
        var h = Hasher()
        h.combine(treeRevision)
        h.combine(title)
        for b in subcontrols { h.combine(b.frame.x); h.combine(b.frame.y); h.combine(b.frame.width); h.combine(b.frame.height) }
        return h.finalize()
    }

    /// The bar placed at `origin` in its container: one cached image at rest, drawn live while it
    /// animates (`placedScene(in:size:at:)`; stored without alpha when its fill is opaque).
    public func placedScene(at origin: Point, now: Double) -> SceneNode {
        placedScene(in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), size: size, now: now,
                    isOpaque: background.alpha >= 1)
    }

    /// The fill, the hairline at the bottom, the title and the buttons.
    public override func content(now: Double) -> [SceneNode] {
        let bounds = Rect(size: size)
        var nodes: [SceneNode] = [.fill(bounds, background),
                                  .fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), palette.barEdge)]
        func titleNode(_ text: String) -> SceneNode {
            .text(TextNode(text, frame: titleFrame(for: text),
                           font: FontSpec(family: style.fontFamily, size: Constants.titleFontPx, weight: .bold),
                           color: style.text, alignment: .center))
        }
        if let old = fadingTitle, titleFade.isAnimating(now: now) {
            let o = NavigationBar.titleOpacities(progress: titleFade.value(now: now))
            if o.old > 0 { nodes.append(.group(GroupNode([titleNode(old)], opacity: o.old))) }
            if o.new > 0 { nodes.append(.group(GroupNode([titleNode(title)], opacity: o.new))) }
        } else {
            nodes.append(titleNode(title))
        }
        hasDrawn = true
        for b in subcontrols {
            let o = buttonOpacity(b, now: now)
            guard o > 0 else { continue }
            let node = SceneNode.translated(b.frame.x, b.frame.y, [b.scene(now: now)])
            nodes.append(o < 1 ? .group(GroupNode([node], opacity: o)) : node)
        }
        return nodes
    }

    /// A toolbar.
    public override var semanticsRole: SemanticsRole { .toolbar }

    /// The bar (named by its title, no action of its own) with its title as a heading and its buttons.
    public override func semantics(now: Double) -> [SemanticsNode] {
        super.semantics(now: now).map { node in
            var n = node
            n.name = title
            n.actions = []
            n.actionHandler = nil
            n.states.remove(.focusable)
            let heading = SemanticsNode(role: .heading, name: title, frame: titleFrame)
            n.children = (title.isEmpty ? [] : [heading]) + n.children
            return n
        }
    }
}
