import FlickCore

/// A menu that pops over the window from a button (GTK's popover menu; GNOME's primary menu pops
/// from the "open-menu" button at the end of the header bar): a raised panel under its anchor,
/// one line per `PopoverMenuItem`.
///
/// Open it with `open(from:now:byKeyboard:)` (opened by a key, the first item is highlighted);
/// `Up`/`Down` (and Tab) move the highlight, `Home`/`End` jump, `Return` or `space` choose,
/// `Escape` closes. The pointer highlights the line under it and a click chooses it; a press
/// outside the panel closes the menu and goes no further. While open it is modal: its owner gives
/// it every gesture first (`handle` returns true for all of them), and it lets go of a press it
/// took once that press ends. The highlighted line has the keyboard focus ring after keyboard use
/// (`FocusRing`). Colours come from the environment's palette; it fades in and out over
/// `Constants.popoverFadeS`.
public final class PopoverMenu: Component {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// The lines, top to bottom.
    public var items: [PopoverMenuItem] { didSet { highlighted = nil } }
    /// What a screen reader calls the menu ("Main menu").
    public var name: String
    /// Whether it is open (its fade may still run).
    public private(set) var isOpen = false
    /// The line highlighted by the pointer or the keys, if any.
    public private(set) var highlighted: Int?
    /// The button it pops from, in its own coordinates (its owner's).
    public private(set) var anchor: Rect = .zero
    /// The size laid out in (the window's, usually).
    public private(set) var size = Size(1, 1)
    /// Called when the menu closes (Escape, a choice, a press outside, `close`).
    public var onClose: ((_ now: Double) -> Void)?
    /// What it was last laid out in: its colours and fonts.
    public private(set) var environment = ComponentEnvironment()

    var presence = AnimatedValue(0)
    /// The press under way began while the menu was open: the rest of it is the menu's.
    var ownsPress = false
    /// The line a press began on.
    var pressedRow: Int?

    /// A closed menu named `name` of `items`.
    public init(name: String = "Menu", items: [PopoverMenuItem] = []) {
        self.name = name
        self.items = items
    }

    /// Opens under `anchor` (a rectangle in the owner's coordinates, the button's frame); opened
    /// `byKeyboard`, the first enabled line is highlighted.
    public func open(from anchor: Rect, now: Double, byKeyboard: Bool = false) {
        self.anchor = anchor
        highlighted = byKeyboard ? items.indices.first { items[$0].isEnabled } : nil
        pressedRow = nil
        guard !isOpen else { return }
        isOpen = true
        fade(to: 1, now: now)
    }

    /// Closes (fading out) and tells `onClose`.
    public func close(now: Double) {
        guard isOpen else { return }
        isOpen = false
        pressedRow = nil
        fade(to: 0, now: now)
        onClose?(now)
    }

    /// Chooses line `index`: the menu closes, then the item's action runs (false when there is no
    /// such enabled line).
    @discardableResult
    public func choose(_ index: Int, now: Double) -> Bool {
        guard items.indices.contains(index), items[index].isEnabled else { return false }
        close(now: now)
        items[index].action(now)
        return true
    }

    /// 0 (gone) ... 1 (shown) at `now`.
    public func presence(now: Double) -> Double { min(1, max(0, presence.value(now: now))) }

    private func fade(to value: Double, now: Double) {
        let from = presence.value(now: now)
        presence.animate(to: value, now: now, duration: Constants.popoverFadeS * abs(value - from), curve: .easeOut)
    }

    // MARK: Geometry

    /// The panel: under the anchor, centred on it, kept `Constants.popoverMarginPx` inside the
    /// window, as wide as its longest line needs (within `Constants.popoverMinWidthPx` …
    /// `popoverMaxWidthPx`).
    public var panelFrame: Rect {
        let style = environment.controlStyle
        let longest = items.map { Double($0.title.count) }.max() ?? 0
        let words = longest * style.fontSizePx * Constants.averageGlyphWidthFactor + 2 * style.paddingPx
        let margin = Constants.popoverMarginPx
        let room = max(0, size.width - 2 * margin)
        let width = min(room, min(Constants.popoverMaxWidthPx, max(Constants.popoverMinWidthPx,
                                                                  (words + 2 * Constants.popoverPaddingPx).rounded(.up))))
        let height = Double(items.count) * Constants.popoverRowHeightPx + 2 * Constants.popoverPaddingPx
        let x = min(max(margin, (anchor.midX - width / 2).rounded()), max(margin, size.width - margin - width))
        let y = min(anchor.maxY + Constants.popoverGapPx, max(margin, size.height - margin - height))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Line `index`'s frame.
    public func rowFrame(_ index: Int) -> Rect {
        let panel = panelFrame, pad = Constants.popoverPaddingPx
        return Rect(x: panel.minX + pad, y: panel.minY + pad + Double(index) * Constants.popoverRowHeightPx,
                    width: max(0, panel.width - 2 * pad), height: Constants.popoverRowHeightPx)
    }

    /// The line at `p`, if any.
    public func row(at p: Point) -> Int? {
        items.indices.first { rowFrame($0).contains(p) }
    }

    // MARK: Component

    /// Lays out in `environment` (its colours and fonts) over a window of `size`.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Lays out over a window of `size`.
    /// Lays out over a window of `size`.
    public func layout(size: Size, now: Double) { self.size = size.finiteLayout }

    /// While open, every gesture: keys move, choose and close; the pointer highlights, chooses,
    /// or closes from outside. Closed, only the rest of a press it took.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        if case .press = gesture { ownsPress = isOpen }
        guard isOpen || ownsPress else { return false }
        switch gesture {
        case .key(let key):
            return isOpen ? handleKey(key, now: now) : false
        case .hover(let p):
            guard isOpen else { ownsPress = false; return false }
            let r = row(at: p)
            highlighted = r.flatMap { items[$0].isEnabled ? $0 : nil }
            return true
        case .press(let p, let button, _):
            if !panelFrame.contains(p) { close(now: now); return true }
            pressedRow = button == 1 ? row(at: p) : nil
            return true
        case .tap(let p, _, let button, _):
            ownsPress = false
            if isOpen, button == 1, let r = pressedRow, row(at: p) == r { choose(r, now: now) }
            pressedRow = nil
            return true
        case .panEnd, .cancel:
            ownsPress = false
            pressedRow = nil
            return true
        default:
            return true
        }
    }

    private func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        let enabled = items.indices.filter { items[$0].isEnabled }
        guard !enabled.isEmpty else {
            if key.matches("Escape") { close(now: now) }
            return true
        }
        let position = highlighted.flatMap { enabled.firstIndex(of: $0) }
        if key.matches("Escape") {
            close(now: now)
        } else if key.matches("Down") || ComponentRouter.isTab(key) {
            highlighted = enabled[position.map { ($0 + 1) % enabled.count } ?? 0]
        } else if key.matches("Up") || ComponentRouter.isBackTab(key) {
            highlighted = enabled[position.map { ($0 + enabled.count - 1) % enabled.count } ?? enabled.count - 1]
        } else if key.matches("Home") {
            highlighted = enabled.first
        } else if key.matches("End") {
            highlighted = enabled.last
        } else if key.matches("Return") || key.matches("KP_Enter") || key.matches("space") {
            if let h = highlighted { choose(h, now: now) }
        }
        return true
    }

    /// Drawn over everything at its fade's opacity; nothing while gone.
    public func scene(now: Double) -> SceneNode {
        let shown = presence(now: now)
        guard shown > 0, !items.isEmpty else { return .empty }
        let palette = environment.palette, style = environment.controlStyle
        let panel = panelFrame, corner = Constants.cardCornerPx
        var nodes: [SceneNode] = [
            .shadow(panel, Shadow(radius: 12, opacity: 0.35, color: palette.shadow, offset: Point(0, 3)), cornerRadius: corner),
            .fill(panel, palette.cardBackground, cornerRadius: corner),
            .strokeRect(panel.insetBy(0.5), palette.cardBorder, lineWidth: 1, cornerRadius: corner - 0.5),
        ]
        for (i, item) in items.enumerated() {
            let f = rowFrame(i)
            if i == highlighted {
                let fill = pressedRow == i ? palette.pressedFill : palette.hoverFill
                nodes.append(.fill(f, fill, cornerRadius: style.cornerRadiusPx))
                nodes.append(FocusRing.scene(around: f.insetBy(style.focusRingGapPx + style.focusRingWidthPx / 2),
                                             style: style, cornerRadius: style.cornerRadiusPx))
            }
            nodes.append(.text(TextNode(item.title, frame: f.insetBy(dx: style.paddingPx, dy: 0), font: style.font(),
                                        color: item.isEnabled ? palette.text : palette.disabledText)))
        }
        let lift = (1 - shown) * -4
        return .group(GroupNode(nodes, transform: .translation(0, lift), opacity: shown))
    }

    /// True while it fades in or out.
    public func isAnimating(now: Double) -> Bool { presence.isAnimating(now: now) }

    /// No keys of its own (its owner says whether it is open).
    public var state: [String: String] { [:] }

    /// A menu node (its panel, `dismiss` closes it) holding a menu item per line: named by its
    /// words, `focused` when highlighted, chosen by `activate`. Nothing
    /// while closed.
    public func semantics(now: Double) -> [SemanticsNode] {
        guard isOpen else { return [] }
        let lines = items.enumerated().map { i, item -> SemanticsNode in
            var states: SemanticsStates = item.isEnabled ? .focusable : .disabled
            if i == highlighted { states.insert(.focused) }
            return SemanticsNode(role: .menuItem, name: item.title, states: states, frame: rowFrame(i),
                                 actions: item.isEnabled ? [.activate] : [],
                                 actionHandler: { [weak self] action, now in
                                     action == .activate && (self?.choose(i, now: now) ?? false)
                                 })
        }
        return [SemanticsNode(role: .menu, name: name, frame: panelFrame, actions: [.dismiss], children: lines,
                              actionHandler: { [weak self] action, now in
                                  guard action == .dismiss, let self, self.isOpen else { return false }
                                  self.close(now: now)
                                  return true
                              })]
    }
}
