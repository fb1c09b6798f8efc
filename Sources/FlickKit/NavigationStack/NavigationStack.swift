import FlickCore

/// A stack of pages under a `NavigationBar` (ViewDeck's "contained" navigation controller: every
/// push and pop stays inside the deck's center). The root page shows `rootLeadingItems` (e.g. a
/// ☰ button); deeper pages show a "‹ Back" button instead. A push slides the new page in from the
/// right over `transitionS` while the old one drifts left; a pop reverses it (a cross-fade with
/// reduced motion). Escape, BackSpace or Alt+Left pops when there is a page to pop (else the key
/// goes to the top page, and on to the stack's container when the page leaves it); `onPop` hears of
/// every pop, whatever made it. The bar's title cross-fades on a push, a pop and a new root page.
/// A page may hide the bar (`NavigationPage.hidesBar`, `setBarHidden(_:animated:now:)`): its
/// content takes the whole stack and the bar slides away.
///
/// Pages' contents are children of the stack (`container`, `enclosing(NavigationStack.self)`),
/// laid out below the bar and drawn with `placedScene(in:size:at:)` (a page at rest with a
/// `contentVersion` is an image keyed by the page itself, drawn once per version and size).
public final class NavigationStack: RoutingContainer, TopBarProviding {
    /// Where the container holding it records itself (`container`, `enclosing(_:)`).
    public let containerLink: ContainerLink? = ContainerLink()
    /// Push and pop duration.
    public static let transitionS: Double = 0.3
    /// How far the page underneath drifts while covered, as a fraction of the width.
    static let underDriftFraction = 0.3
    static let edgeShadow = Shadow(radius: 8, opacity: 0.35)

    /// The bar over the pages (title, back button, items).
    public let bar: NavigationBar
    /// The pages, root first; the last one is shown.
    public private(set) var pages: [NavigationPage]
    /// Shown at the bar's leading end on the root page.
    public var rootLeadingItems: [Button] { didSet { updateBar() } }
    /// Shown at the bar's trailing end on every page.
    public var trailingItems: [Button] { didSet { updateBar() } }
    /// What the stack was last laid out in, its size class made for its size; its pages are laid
    /// out in it. With reduced motion, push and pop cross-fade instead of sliding.
    public internal(set) var environment = ComponentEnvironment()
    /// Push and pop cross-fade instead of sliding.
    @available(*, deprecated, message: "reduced motion comes down the tree: ComponentEnvironment.reducedMotion")
    public var prefersReducedMotion: Bool {
        get { environment.reducedMotion }
        set { environment.reducedMotion = newValue }
    }
    /// Called for every page popped, whatever popped it (a key, the Back button, `pop`,
    /// `popToRoot`: once per page, the top one first), with the page and the time.
    public var onPop: ((_ page: NavigationPage, _ now: Double) -> Void)?
    /// The size of the last layout, px.
    public private(set) var size = Size(1, 1)
    /// The page shown (the last pushed).
    public var topPage: NavigationPage { pages[pages.count - 1] }

    /// The page leaving (a pop) or being covered (a push), while the transition runs.
    var transition: (other: NavigationPage, pushing: Bool)?
    var progress = AnimatedValue(1)
    /// How much of the bar shows (1 shown, 0 slid away above the stack).
    var barShown = AnimatedValue(1)
    let backButton: Button
    /// Delivers gestures to the bar and the top page.
    let router = ComponentRouter()
    /// For each page under the top one, the node of it that held the focus when the page above was
    /// pushed (nil: the stack did not hold it), given back when that page shows again.
    var focusBeneath: [WeakComponent] = []

    /// A stack showing `root`, with `leading` items on the root page's bar and `trailing` items on every page.
    public init(root: NavigationPage, leading: [Button] = [], trailing: [Button] = []) {
        pages = [root]
        rootLeadingItems = leading
        trailingItems = trailing
        backButton = Button("Back", kind: .plain, icon: .back, frame: Rect(x: 0, y: 0, width: 84, height: 36))
        bar = NavigationBar(title: root.title, leading: leading, trailing: trailing)
        backButton.action = { [unowned self] now in self.pop(now: now) }
        backButton.tooltip = "Back (BackSpace)"
        barShown.set(root.hidesBar ? 0 : 1)
        adoptChild(root.content)
    }

    /// Pushes `page` on top (sliding in unless `animated` is false).
    public func push(_ page: NavigationPage, animated: Bool = true, now: Double) {
        let covered = topPage
        let held = FocusChain.focusedNode(in: self, now: now)
        pages.append(page)
        adoptChild(page.content)
        page.content.layout(size: contentFrame(page).size, now: now, environment: environment)
        begin(other: covered, pushing: true, animated: animated, now: now)
        focusPushed(over: covered, held: held, now: now)
    }

    /// Pops the top page (not the root); returns false when only the root is left.
    @discardableResult
    public func pop(animated: Bool = true, now: Double) -> Bool {
        guard pages.count > 1 else { return false }
        let held = FocusChain.focusedNode(in: self, now: now)
        let leaving = pages.removeLast()
        begin(other: leaving, pushing: false, animated: animated, now: now)
        focusUncovered(leaving: [leaving], held: held, now: now)
        onPop?(leaving, now)
        return true
    }

    /// Pops every page above the root.
    public func popToRoot(animated: Bool = true, now: Double) {
        guard pages.count > 1 else { return }
        let held = FocusChain.focusedNode(in: self, now: now)
        let leaving = topPage
        let dropped = Array(pages.dropFirst().dropLast())
        pages = [pages[0]]
        begin(other: leaving, pushing: false, animated: animated, now: now)
        focusUncovered(leaving: dropped + [leaving], held: held, now: now)
        for page in dropped { releaseIfGone(page.content) }
        onPop?(leaving, now)
        for page in dropped.reversed() { onPop?(page, now) }
    }

    /// Replaces the root page's content and title (keeping the pages above it); a new title on
    /// the bar cross-fades, or with `animated` false changes at once, with content swapped at once
    /// (a sidebar choosing another view).
    public func setRoot(_ page: NavigationPage, animated: Bool = true, now: Double) {
        let old = pages[0].content
        pages[0] = page
        adoptChild(page.content)
        page.content.layout(size: contentFrame(page).size, now: now, environment: environment)
        updateBar(fadingAt: animated ? now : nil)
        if pages.count == 1 { moveBar(animated: false, now: now) }
        releaseIfGone(old)
    }

    /// Hides (or shows) the bar over the top page: its content is laid out in the new space at once
    /// and the bar slides away or back over `transitionS` (at once when `animated` is false).
    public func setBarHidden(_ hidden: Bool, animated: Bool = true, now: Double) {
        guard topPage.hidesBar != hidden else { return }
        pages[pages.count - 1].hidesBar = hidden
        topPage.content.layout(size: contentFrame(topPage).size, now: now, environment: environment)
        moveBar(animated: animated, now: now)
    }

    /// True when the top page hides the bar (it may still be sliding away).
    public var isBarHidden: Bool { topPage.hidesBar }

    /// Slides the bar to what the top page asks.
    func moveBar(animated: Bool, now: Double) {
        let target: Double = topPage.hidesBar ? 0 : 1
        // Already going there: an animated move lets it run, an instant one ends it.
        if barShown.target == target, animated || !barShown.isAnimating(now: now) { return }
        if animated && !environment.reducedMotion {
            barShown.animate(to: target, now: now, duration: NavigationStack.transitionS, curve: .easeInOut)
        } else {
            barShown.set(target)
        }
    }

    func begin(other: NavigationPage, pushing: Bool, animated: Bool, now: Double) {
        updateBar(fadingAt: animated ? now : nil)
        moveBar(animated: animated, now: now)
        let previous = transition?.other.content
        if animated {
            transition = (other, pushing)
            progress.set(0)
            progress.animate(to: 1, now: now, duration: NavigationStack.transitionS, curve: .easeInOut)
        } else {
            transition = nil
            progress.set(1)
        }
        if let previous { releaseIfGone(previous) }
        releaseIfGone(other.content)
    }

    /// Lets go of `content` (`releaseChild`) unless a page or the running transition still shows it.
    func releaseIfGone(_ content: any Component) {
        guard !pages.contains(where: { $0.content === content }), transition?.other.content !== content else { return }
        releaseChild(content)
    }

    /// Shows the top page's title and items; a title changed `fadingAt` a time cross-fades.
    func updateBar(fadingAt now: Double? = nil) {
        if let now { bar.setTitle(topPage.title, animated: true, now: now) } else { bar.title = topPage.title }
        bar.leadingItems = pages.count > 1 ? [backButton] : rootLeadingItems
        bar.trailingItems = trailingItems
    }

    /// The bar's height (the page area starts below it, unless the page hides the bar), px.
    public var barHeight: Double {
        min(environment.sizeClass.isCompact ? Constants.compactBarHeightPx : Constants.barHeightPx, size.height)
    }
    var contentSize: Size { Size(size.width, max(1, size.height - barHeight)) }

    /// Where `page`'s content sits in the stack: below the bar, or the whole stack when it hides the bar.
    func contentFrame(_ page: NavigationPage) -> Rect {
        page.hidesBar ? Rect(size: size) : Rect(origin: Point(0, barHeight), size: contentSize)
    }

    /// The bar's frame at `now`: slid up by the part that is hidden.
    func barFrame(now: Double) -> Rect {
        let shown = min(1, max(0, barShown.value(now: now)))
        return Rect(x: 0, y: ((shown - 1) * barHeight).rounded(), width: size.width, height: barHeight)
    }

    // MARK: Component

    /// Lays out the stack in `environment`, which it hands its pages.
    public func layout(size: Size, now: Double, environment: ComponentEnvironment) {
        self.environment = environment
        layout(size: size, now: now)
    }

    /// Lays out the bar across the top and the pages below it.
    public func layout(size: Size, now: Double) {
        self.size = size.finiteLayout
        environment = environment.fitting(self.size)
        bar.apply(environment)
        bar.frame = Rect(x: 0, y: 0, width: self.size.width, height: barHeight)
        for p in pages { p.content.layout(size: contentFrame(p).size, now: now, environment: environment) }
        if let other = transition?.other { other.content.layout(size: contentFrame(other).size, now: now, environment: environment) }
    }

    /// Escape, BackSpace or Alt+Left pops when a page can be popped; Tab moves the focus through
    /// the top page, then the bar's buttons (`NavigationStack+Focus`); other keys (and those at the
    /// root) go to a focused bar button, else the top page, and on when it leaves them; pointer
    /// gestures go through the router to the bar or the top page, in their coordinates (a press on
    /// a bar button focuses it).
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        if case .key(let key) = gesture {
            if pages.count > 1, NavigationStack.isPopKey(key) { return pop(now: now) }
            return handleKey(key, now: now)
        }
        return router.route(gesture, in: routedChildren(now: now), now: now)
    }

    /// Escape, BackSpace or Alt+Left.
    static func isPopKey(_ key: KeyCombo) -> Bool {
        key.matches("Escape") || key.matches("BackSpace") || key.matches("Left", [.alt])
    }

    /// The bar (unless the top page hides it), then the top page below it (stack coordinates).
    public func routedChildren(now: Double) -> [RoutedChild] {
        let page = RoutedChild(topPage.content, frame: contentFrame(topPage))
        return topPage.hidesBar ? [page] : [RoutedChild(bar, frame: bar.frame), page]
    }

    /// Finishes a push or pop that is due, and advances the bar and the top page.
    public func advance(to now: Double) {
        progress.settle(now: now)
        barShown.settle(now: now)
        if let t = transition, !progress.isAnimating(now: now) {
            transition = nil
            releaseIfGone(t.other.content)
        }
        bar.advance(to: now)
        topPage.content.advance(to: now)
    }

    /// The bar over the top page, with the other page sliding during a push or pop.
    public func scene(now: Double) -> SceneNode {
        let w = size.width
        // No fill under the pages: they cover the area (a push's two pages together cover it too).
        var nodes: [SceneNode] = []
        let top = topPage
        func page(_ p: NavigationPage, x: Double, opacity: Double = 1) -> SceneNode {
            let frame = contentFrame(p)
            return p.content.placedScene(in: frame.offsetBy(dx: x.rounded(), dy: 0), size: frame.size, now: now, opacity: opacity)
        }
        if let t = transition, progress.isAnimating(now: now) {
            let p = min(1, max(0, progress.value(now: now)))
            if environment.reducedMotion {
                // The old page fades out to the window's background before the new one fades in,
                // so the two pages' texts never show over each other.
                let o = SequentialFade.opacities(progress: p)
                nodes.append(.fill(Rect(size: size), environment.palette.windowBackground))
                if o.old > 0 { nodes.append(page(t.other, x: 0, opacity: o.old)) }
                if o.new > 0 { nodes.append(page(top, x: 0, opacity: o.new)) }
            } else {
                // The upper page slides over the lower one, which drifts a little.
                let upper = t.pushing ? top : t.other
                let lower = t.pushing ? t.other : top
                let k = t.pushing ? p : 1 - p
                let upperX = w * (1 - k)
                nodes.append(page(lower, x: -w * NavigationStack.underDriftFraction * k))
                nodes.append(.shadow(contentFrame(upper).offsetBy(dx: upperX, dy: 0), NavigationStack.edgeShadow, cornerRadius: 0))
                nodes.append(page(upper, x: upperX))
            }
        } else {
            nodes.append(page(top, x: 0))
        }
        let barY = barFrame(now: now).y
        if barY > -barHeight { nodes.append(bar.placedScene(at: Point(0, barY), now: now)) }
        return .group(GroupNode(nodes, clip: Rect(size: size)))
    }

    /// True while a push or pop runs, or the bar or the top page moves.
    public func isAnimating(now: Double) -> Bool {
        progress.isAnimating(now: now) || barShown.isAnimating(now: now) || bar.isAnimating(now: now)
            || topPage.content.isAnimating(now: now)
    }

    /// The top page's next deadline.
    public func nextDeadline(now: Double) -> Double? { topPage.content.nextDeadline(now: now) }

    /// The top page's state.
    public var state: [String: String] { topPage.content.state }

    // MARK: Protocols

    /// The bar's frame, for a container that draws its own bar in its place (nil while the top page hides it).
    public var topBarFrame: Rect? { topPage.hidesBar ? nil : bar.frame }
}
