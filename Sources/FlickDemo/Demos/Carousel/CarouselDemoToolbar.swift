import FlickCore
import FlickKit

/// The browser demo's bottom toolbar: Settings on the left; the address field ("Address": what is
/// typed there and entered opens as a new page, as the address bar at the bottom of Mobile
/// Safari) between Settings and Grid while the bar is wide enough (`addressMinWidthPx`); Grid (the pages as a
/// grid of thumbnails, or back to the row), New Page (+) and the Pages button, which shows the
/// page count in a rounded square (Safari's tab button), on the right: icons over labels
/// (`Constants.barLabelFontPx`); a low bar (a small window) shows the icons alone. An active
/// button (Pages while all pages show, Grid while the grid shows, Settings while they are open)
/// is in the app's one selection style: the palette's `selection` behind an accent icon and
/// label. The button under the pointer shows the palette's `hoverFill`, the pressed one its
/// `pressedFill`. Its colours are the palette of the appearance it was last laid out in.
///
/// Its focus stops are its focus children, in reading order (`stops`): a `FocusStop` per button
/// (Space and Return press it) and the address field, so Tab walks them through the one focus
/// mechanism and a press focuses the one pressed.
final class CarouselDemoToolbar: Component {
    enum Item: CaseIterable {
        case settings, grid, newPage, pages

        /// What the button does now, with its key (the Pages button opens the selected page
        /// again while all pages show; Grid goes back to the row while the grid shows).
        func tooltip(presenting: Bool, showsGrid: Bool) -> String {
            switch self {
            case .settings: return "Carousel settings"
            case .grid: return showsGrid ? "Show the pages in a row (ctrl+shift+g)" : "Show the pages in a grid (ctrl+shift+g)"
            case .newPage: return "New page (ctrl+t)"
            case .pages: return presenting ? "Open the selected page (Return)" : "All pages (Tab)"
            }
        }
    }

    /// A focus stop of the bar in Tab order: a button or the address field.
    enum Stop: Equatable {
        case button(Item)
        case address
    }

    static let buttonWidthPx: Double = 84
    /// The address field shows when it gets at least this much width, px.
    static let addressMinWidthPx: Double = 120
    /// The address field's height at most, and its gap to the buttons beside it, px.
    static let addressHeightPx: Double = 34
    static let addressGapPx: Double = 8
    /// The longest address the field takes, characters.
    static let addressMaximumLength = 200
    /// The page count inside the Pages icon, px (bold).
    static let countFontPx: Double = 11
    /// A bar lower than this shows its icons alone (compact), px.
    static let labelsMinHeightPx: Double = 44

    /// True when the buttons show their labels (the bar is tall enough).
    var showsLabels: Bool { size.height >= CarouselDemoToolbar.labelsMinHeightPx }

    var pageCount = 1
    /// Whether the presentation shows (the row of cards or the grid).
    var isPresenting = false
    /// The Grid button shows as active while the grid of thumbnails shows.
    var showsGrid = false
    /// The Settings button shows as active while the settings are open.
    var showsSettings = false
    /// Whether the bar has its Settings button: inside the shell the header bar's ⚙ is the one
    /// way to the settings, and the address field takes its place.
    var showsSettingsButton = true

    /// The buttons the bar has, left to right.
    var items: [Item] { Item.allCases.filter { $0 != .settings || showsSettingsButton } }

    /// Whether `item` shows as active (checked): Pages while the row of cards shows, Grid while
    /// the grid does (one of the two, never both), Settings while the settings are open.
    func isActive(_ item: Item) -> Bool {
        switch item {
        case .pages: return isPresenting && !showsGrid
        case .grid: return showsGrid
        case .settings: return showsSettings
        case .newPage: return false
        }
    }
    var onAction: ((_ item: Item, _ now: Double) -> Void)?
    /// The identifier of the page list's node, which Grid and Pages control (nil: none).
    var pagesIdentifier: String?
    /// Each button's focus stop; Space and Return on one press it.
    private(set) var buttonStops: [Item: FocusStop] = [:]
    /// The button whose stop holds the keyboard focus, ringed while focus is visible.
    var focusedItem: Item? { Item.allCases.first { buttonStops[$0]?.isFocused == true } }
    /// The address field, named "Address" (its state key `Address.text`); the owner places it at
    /// `addressFrame` and routes to it.
    let addressField: TextField = {
        let field = TextField(placeholder: "Search or enter address")
        field.name = "Address"
        field.tooltip = "Type an address and press Return to open it as a new page (ctrl+l)"
        field.maximumLength = CarouselDemoToolbar.addressMaximumLength
        return field
    }()
    private(set) var pressed: Item?
    /// The button under the pointer (none while a button is held).
    private(set) var hovered: Item?
    private(set) var size: Size = .zero
    /// What it was last laid out in (its palette and the focus ring's style).
    private(set) var environment = ComponentEnvironment()

    init() {
        for item in Item.allCases {
            buttonStops[item] = FocusStop(name: title(item)) { [unowned self] now in onAction?(item, now) }
        }
    }

    /// The text in the Pages button: the count, "99+" beyond 99.
    static func countText(_ count: Int) -> String { count > 99 ? "99+" : String(max(0, count)) }

    func frame(of item: Item) -> Rect {
        let w = min(CarouselDemoToolbar.buttonWidthPx, size.width / 4)
        switch item {
        case .settings: return Rect(x: 0, y: 0, width: showsSettingsButton ? w : 0, height: size.height)
        case .grid: return Rect(x: size.width - 3 * w, y: 0, width: w, height: size.height)
        case .newPage: return Rect(x: size.width - 2 * w, y: 0, width: w, height: size.height)
        case .pages: return Rect(x: size.width - w, y: 0, width: w, height: size.height)
        }
    }

    func item(at p: Point) -> Item? { items.first { frame(of: $0).contains(p) } }

    /// The address field's frame between Settings and Grid, centred in the bar; nil when the room
    /// there is narrower than `addressMinWidthPx`.
    var addressFrame: Rect? {
        let gap = CarouselDemoToolbar.addressGapPx
        let left = frame(of: .settings).maxX + gap, right = frame(of: .grid).minX - gap
        let height = min(CarouselDemoToolbar.addressHeightPx, size.height - 2 * gap)
        guard right - left >= CarouselDemoToolbar.addressMinWidthPx, height > 0 else { return nil }
        return Rect(x: left, y: ((size.height - height) / 2).rounded(), width: right - left, height: height)
    }

    /// The focus stops left to right: Settings (while the bar has it), the address field (while
    /// it shows), Grid, New Page, Pages.
    var stops: [Stop] {
        (showsSettingsButton ? [.button(.settings)] : []) + (addressFrame == nil ? [] : [.address])
            + [.button(.grid), .button(.newPage), .button(.pages)]
    }

    /// The stop holding the keyboard focus, or nil.
    var focusedStop: Stop? { addressField.isFocused ? .address : focusedItem.map(Stop.button) }

    /// Gives `stop` the keyboard focus among the bar's stops (nil: no stop of the bar has it).
    func focus(_ stop: Stop?) {
        for (item, button) in buttonStops where button.isFocused != (stop == .button(item)) {
            button.isFocused = stop == .button(item)
        }
        let address = stop == .address
        if addressField.isFocused != address { addressField.isFocused = address }
    }

    /// The stops in Tab order (`stops`) at their frames: the focus mechanism's view of the bar.
    func focusChildren(now: Double) -> [RoutedChild] {
        stops.compactMap { stop in
            switch stop {
            case .address: return addressFrame.map { RoutedChild(addressField, frame: $0) }
            case .button(let item): return buttonStops[item].map { RoutedChild($0, frame: frame(of: item)) }
            }
        }
    }

    // MARK: Component

    func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Takes `size` and places the address field (hidden, and let go, when there is no room for
    /// it); a Settings button the bar no longer has lets its focus go.
    func layout(size: Size, now: Double) {
        self.size = size
        if let f = addressFrame {
            addressField.place(in: f, now: now, environment: environment)
        } else if addressField.isFocused {
            addressField.isFocused = false
        }
        if !showsSettingsButton, let settings = buttonStops[.settings], settings.isFocused { settings.isFocused = false }
    }

    @discardableResult
    func handle(_ gesture: Gesture, now: Double) -> Bool {
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1 else { return false }
            pressed = item(at: p)
            return true
        case .release:
            pressed = nil
            return true
        case .tap(let p, _, let button, _):
            pressed = nil
            guard button == 1, let item = item(at: p) else { return button == 1 }
            onAction?(item, now)
            return true
        case .hover(let p):
            hovered = item(at: p)
            return false
        case .leave:
            pressed = nil
            hovered = nil
            return false
        case .panBegin, .cancel:
            pressed = nil
            return false
        case .key(let key):
            return handleKey(key, gesture, now: now)
        default:
            return false
        }
    }

    /// Tab walks the stops (`moveFocus(backward:now:)`); other keys go to the focused stop: the
    /// address field types and edits, a button's stop presses it on Space and Return.
    private func handleKey(_ key: KeyCombo, _ gesture: Gesture, now: Double) -> Bool {
        if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
        if addressField.isFocused { return addressField.handle(gesture, now: now) }
        guard let item = focusedItem, let stop = buttonStops[item] else { return false }
        return stop.handle(gesture, now: now)
    }

    func scene(now: Double) -> SceneNode {
        guard size.width > 0, size.height > 0 else { return .empty }
        let palette = environment.palette, corner = Constants.controlCornerPx
        var nodes: [SceneNode] = [.fill(Rect(size: size), palette.barBackground),
                                  .fill(Rect(x: 0, y: 0, width: size.width, height: 1), palette.barEdge)]
        for item in items {
            let f = frame(of: item)
            if isActive(item) { nodes.append(.fill(f.insetBy(dx: 4, dy: 4), palette.selection, cornerRadius: corner)) }
            if pressed == item {
                nodes.append(.fill(f.insetBy(dx: 4, dy: 4), palette.pressedFill, cornerRadius: corner))
            } else if hovered == item {
                nodes.append(.fill(f.insetBy(dx: 4, dy: 4), palette.hoverFill, cornerRadius: corner))
            }
            // The selection fill marks an active item; its icon and label keep the text colour,
            // which reads on that fill as accent-coloured text would not.
            let tint = palette.text
            guard showsLabels else {
                let side = min(22, f.height * 0.6)
                nodes.append(contentsOf: glyph(item, in: Rect(x: f.midX - side / 2, y: f.midY - side / 2, width: side, height: side),
                                               tint: tint))
                continue
            }
            let icon = Rect(x: f.midX - 11, y: f.minY + f.height * 0.14, width: 22, height: min(22, f.height * 0.46))
            nodes.append(contentsOf: glyph(item, in: icon, tint: tint))
            let label = Rect(x: f.minX, y: f.minY + f.height * 0.64, width: f.width, height: f.height * 0.32)
            nodes.append(.text(TextNode(title(item), frame: label,
                                        font: FontSpec(family: "DejaVu Sans", size: max(1, min(Constants.barLabelFontPx, f.height * 0.25))),
                                        color: tint.withAlpha(0.85), alignment: .center)))
        }
        if let item = focusedItem {
            nodes.append(FocusRing.scene(around: frame(of: item).insetBy(dx: 4, dy: 4), style: environment.controlStyle,
                                         cornerRadius: corner))
        }
        if let f = addressFrame { nodes.append(addressField.framedScene(in: f, now: now)) }
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    func isAnimating(now: Double) -> Bool { false }

    /// The address field's caret blinking while it has the focus.
    func advance(to now: Double) { addressField.advance(to: now) }

    func nextDeadline(now: Double) -> Double? { addressFrame == nil ? nil : addressField.nextDeadline(now: now) }

    var state: [String: String] { [:] }

    // MARK: Drawing

    func title(_ item: Item) -> String {
        switch item {
        case .settings: return "Settings"
        case .grid: return "Grid"
        case .newPage: return "New Page"
        case .pages: return "Pages"
        }
    }

    func glyph(_ item: Item, in box: Rect, tint: Color) -> [SceneNode] {
        let c = box.center, s = min(box.width, box.height)
        guard s > 2 else { return [] }
        switch item {
        case .settings:
            return [Icon.settings.image(in: box, color: tint, owner: self, part: item)]
        case .grid:
            return [Icon.grid.image(in: box, color: tint, owner: self, part: item)]
        case .newPage:
            return [Icon.add.image(in: box, color: tint, owner: self, part: item)]
        case .pages:
            let text = CarouselDemoToolbar.countText(pageCount)
            let w = text.count > 2 ? s * 1.45 : s
            let square = Rect(x: c.x - w / 2, y: c.y - s / 2, width: w, height: s).insetBy(1)
            return [.strokeRect(square, tint, lineWidth: 2, cornerRadius: 4),
                    .text(TextNode(text, frame: square, font: FontSpec(family: "DejaVu Sans", size: CarouselDemoToolbar.countFontPx,
                                                                        weight: .bold),
                                   color: tint, alignment: .center))]
        }
    }
}
