import FlickCore
import FlickKit

/// The deck demo (`flick --demo deck`): the seed's "more extensive example" and its sizing example.
/// A `Deck` whose center is a navigation stack (the demo page, with buttons that open, close,
/// bounce and push), whose left side is a Path-style menu (choosing closes it bouncing and swaps the
/// center while hidden) and whose right side holds live controls for every deck option. The
/// "Shrink deck" button animates the deck's container smaller and back, the deck resizing along.
public final class DeckDemo: Component, PanClaiming, ReducedMotionAdjustable, SettingsProviding {
    /// The shrunk deck's size as a fraction of the window, and the resize animation's length.
    static let shrunkScale = 0.72
    static let zoomDurationS: Double = 0.35
    static let backdrop = Color(hex: 0x050607)
    /// Callbacks kept in the on-screen log.
    static let logLength = 6

    public let deck: Deck
    let stack: NavigationStack
    let page: DeckDemoCenterPage
    let menu: DeckDemoMenu
    let options: SettingsList
    /// Which sides the options keep in the deck (a side can be taken out and put back).
    var leftShown = true { didSet { deck.left = leftShown ? menu.list : nil } }
    var rightShown = true { didSet { deck.right = rightShown ? options : nil } }
    var shadowChoice = 0 { didSet { applyShadowChoice() } }
    var sectionIndex = 0
    var log: [String] = []
    var pushedPages = 0
    /// 0: the deck fills the window; 1: shrunk (the sizing example).
    var zoom = AnimatedValue(0)
    var isShrunk = false
    private(set) var size = Size(1, 1)

    public static func make() -> DeckDemo { DeckDemo() }

    public init() {
        page = DeckDemoCenterPage()
        stack = NavigationStack(root: NavigationPage(title: "ViewDeck", content: page))
        menu = DeckDemoMenu()
        options = SettingsList(heading: "Deck options", background: DrawerStyle.background)
        deck = Deck(center: stack, left: menu.list, right: options)
        // Wire everything to self now that it exists.
        menu.onChoose = { [unowned self] i, now in self.choose(section: i, now: now) }
        page.buttons = makeButtons()
        stack.rootLeadingItems = [Button("☰", kind: .plain, fontSizePx: 20) { [unowned self] now in self.deck.toggle(.left, now: now) }]
        stack.trailingItems = [Button("⚙", kind: .plain, fontSizePx: 20) { [unowned self] now in self.deck.toggle(.right, now: now) }]
        options.sections = settingsSections
        menu.select(0)
        installCallbacks()
        updateReadout(now: 0)
    }

    private func makeButtons() -> [Button] {
        [
            Button("Open left") { [unowned self] now in self.deck.open(.left, now: now) },
            Button("Open right") { [unowned self] now in self.deck.open(.right, now: now) },
            Button("Bounce left") { [unowned self] now in self.bounce(.left, now: now) },
            Button("Bounce right") { [unowned self] now in self.bounce(.right, now: now) },
            Button("Push a page") { [unowned self] now in self.pushPage(now: now) },
            Button("Shrink deck") { [unowned self] now in self.toggleSize(now: now) },
        ]
    }

    // MARK: Actions

    /// The left menu's choice: bounce closed, swap the center's section at the hidden moment.
    func choose(section i: Int, now: Double) {
        guard i != sectionIndex else { deck.close(now: now); return }
        deck.closeBouncing(.left, now: now) { [unowned self] _ in
            self.sectionIndex = i
            self.page.section = DeckDemoSection.all[i]
            self.menu.select(i)
            self.stack.popToRoot(animated: false, now: now)
            self.note("center swapped to \(DeckDemoSection.all[i].name)")
        }
    }

    /// A bouncing close of `side` from wherever the deck is; the center's colour changes while hidden.
    func bounce(_ side: DeckSide, now: Double) {
        deck.closeBouncing(side, now: now) { [unowned self] _ in
            let next = (self.sectionIndex + 1) % DeckDemoSection.all.count
            self.sectionIndex = next
            self.page.section = DeckDemoSection.all[next]
            self.menu.select(next)
            self.note("center swapped to \(DeckDemoSection.all[next].name)")
        }
    }

    func pushPage(now: Double) {
        pushedPages += 1
        let depth = stack.pages.count + 1
        let label = Label("Page \(depth) of the navigation stack. Pushes and pops stay inside the center; the sides stay put.",
                          emphasis: .body, maxLines: 3)
        let more = Button("Push another") { [unowned self] now in self.pushPage(now: now) }
        let back = Button("Pop") { [unowned self] now in self.stack.pop(now: now) }
        let group = ControlGroup(controls: [label, more, back], background: NavigationBar.defaultBackground.mixed(with: .black, 0.35))
        group.layoutHandler = { size in
            label.frame = Rect(x: 20, y: 24, width: max(0, min(size.width - 40, 640)), height: 60)
            more.frame = Rect(x: 20, y: 96, width: 150, height: 36)
            back.frame = Rect(x: 180, y: 96, width: 150, height: 36)
            return 150
        }
        stack.push(NavigationPage(title: "Page \(depth)", content: group), now: now)
    }

    /// The sizing example: shrink the deck's container, or grow it back.
    func toggleSize(now: Double) {
        isShrunk.toggle()
        zoom.animate(to: isShrunk ? 1 : 0, at: now, duration: DeckDemo.zoomDurationS, curve: .easeInOut)
        page.buttons.last?.title = isShrunk ? "Grow deck" : "Shrink deck"
    }

    func note(_ line: String) {
        log.insert(line, at: 0)
        if log.count > DeckDemo.logLength { log.removeLast(log.count - DeckDemo.logLength) }
        page.showLog(log)
    }

    private func installCallbacks() {
        deck.callbacks.willOpen = { [unowned self] side, _ in self.note("will open \(side.rawValue)") }
        deck.callbacks.didOpen = { [unowned self] side, _ in self.note("did open \(side.rawValue)") }
        deck.callbacks.willClose = { [unowned self] side, _ in self.note("will close \(side.rawValue)") }
        deck.callbacks.didClose = { [unowned self] side, _ in self.note("did close \(side.rawValue)") }
        deck.callbacks.didBounce = { [unowned self] side in self.note("did bounce (closing \(side.rawValue))") }
        deck.callbacks.offsetChanged = { [unowned self] x, panning in self.readoutOffset = (x, panning) }
    }

    var readoutOffset: (Double, Bool) = (0, false)

    func updateReadout(now: Double) {
        let (x, panning) = readoutOffset
        page.readout = "deck.state \(deck.stateName)   deck.offset \(Int(x.rounded()))\(panning ? "   panning" : "")"
        page.showsRegion = deck.options.panningMode.contains(.region)
    }

    func applyShadowChoice() {
        switch shadowChoice {
        case 1:
            // The seed's example: a small red shadow.
            deck.callbacks.applyShadow = { _ in Shadow(radius: 5, opacity: 0.9, color: Color(hex: 0xFF0000)) }
        case 2:
            deck.callbacks.applyShadow = { _ in nil }
        default:
            deck.callbacks.applyShadow = nil
        }
    }

    // MARK: Geometry

    /// The deck's frame at `now`: the window, or shrunk about its centre.
    func deckFrame(at now: Double) -> Rect {
        let z = min(1, max(0, zoom.value(at: now)))
        let k = 1 - (1 - DeckDemo.shrunkScale) * z
        return Rect(size: size).scaled(by: k).integral
    }

    // MARK: Component

    public func layout(size: Size, now: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? min(max(1, v), 100_000) : 1 }
        self.size = Size(clean(size.width), clean(size.height))
        let f = deckFrame(at: now)
        deck.layout(size: f.size, now: now)
        page.group.setNeedsLayout(now: now)
        updateDeckGeometryOptions()
    }

    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        let f = deckFrame(at: now)
        if case .press(let p, _, _) = gesture, !f.contains(p) { return false }
        let used = deck.handle(gesture.offsetBy(f.x, f.y), now: now)
        updateReadout(now: now)
        return used
    }

    public func advance(to now: Double) {
        zoom.settle(at: now)
        let s = deckFrame(at: now).size
        if s != deck.size {
            // The sizing example: the deck lays itself out again at every step of the resize.
            deck.layout(size: s, now: now)
            updateDeckGeometryOptions()
        }
        deck.advance(to: now)
        updateReadout(now: now)
    }

    public func scene(at now: Double) -> SceneNode {
        let f = deckFrame(at: now)
        var nodes: [SceneNode] = []
        if f.size != size {
            nodes.append(.fill(Rect(size: size), DeckDemo.backdrop))
            nodes.append(.text(TextNode("The deck resizes with its container (the seed's sizing example)",
                                        frame: Rect(x: 0, y: max(0, f.minY - 30), width: size.width, height: 24),
                                        font: FontSpec(size: 13), color: Color.white.withAlpha(0.6), alignment: .center)))
        }
        nodes.append(.translated(f.x, f.y, [deck.scene(at: now)]))
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    public func isAnimating(at now: Double) -> Bool { zoom.isAnimating(at: now) || deck.isAnimating(at: now) }

    public func nextDeadline(after now: Double) -> Double? { deck.nextDeadline(after: now) }

    /// The deck's keys, and `deck.center`: the section the center shows.
    public var state: [String: String] {
        var s = deck.state
        s["deck.center"] = DeckDemoSection.all[sectionIndex].name
        return s
    }

    public func claimsPan(startingAt p: Point, now: Double) -> Bool {
        let f = deckFrame(at: now)
        return deck.claimsPan(startingAt: p - f.origin, now: now)
    }

    public var prefersReducedMotion: Bool {
        get { deck.prefersReducedMotion }
        set { deck.prefersReducedMotion = newValue; stack.prefersReducedMotion = newValue }
    }

    /// The panning region follows the page's region strip (center coordinates).
    func updateDeckGeometryOptions() {
        let r = page.regionFrame.offsetBy(dx: 0, dy: stack.barHeight)
        if deck.options.panningRegion != r { deck.options.panningRegion = r }
    }
}
