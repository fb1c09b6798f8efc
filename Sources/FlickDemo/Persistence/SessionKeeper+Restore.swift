import FlickCore
import FlickKit

extension SessionKeeper {
    /// The root component of `demo` as it was left: for the shell, each demo with something
    /// saved is made at once with its options and restores its part, and the remembered demo is
    /// shown (an explicit `--demo` other than `shell` shows that demo alone, with its own saved
    /// state; with no demo remembered the shell opens on its welcome page, the shell's first-launch
    /// hint, until a demo is chosen). Parts that need a layout first wait for it (`RestorationParts.applyPending`).
    func makeRoot(_ demo: DemoName, now: Double = 0) -> any Component {
        self.demo = demo
        let made: any Component
        if demo == .shell {
            let shell = Shell()
            self.shell = shell
            for d in DemoName.allCases where d != .shell && hasSaved(d) {
                shell.demos[d] = makeDemo(d, in: shell, now: now)
            }
            var own: [String: RestorationValue] = [:]
            if let remembered = loadedSession.demo {
                own["demo"] = .string(remembered)
                shell.restoreState(from: .object(own), now: now)
            } else if !hintsSeen.contains(DemoName.shell.rawValue) {
                // A first launch (or one that never left the welcome page) opens on it.
                shell.showWelcome(now: now)
            }
            made = shell
        } else {
            made = makeDemo(demo, in: nil, now: now)
        }
        root = made
        parts.restore(restorableDemos, from: loadedSession.parts, now: now)
        return made
    }

    /// Whether the files hold anything for `demo`.
    func hasSaved(_ demo: DemoName) -> Bool {
        if loadedSession.parts[demo.rawValue] != nil { return true }
        let o = loadedSettings
        switch demo {
        case .carousel: return o.carousel != nil
        case .swiper: return o.swiper != nil
        case .deck: return o.deck != nil
        case .museum, .slides, .shell: return false
        }
    }

    /// `demo` made with its saved options (`shell`: the swiper over the shell's pages); its
    /// session part is restored by `makeRoot`.
    func makeDemo(_ demo: DemoName, in shell: Shell?, now: Double) -> any Component {
        switch demo {
        case .carousel:
            let view = CarouselDemo.make()
            if let o = loadedSettings.carousel { view.carousel.options = o.applied(to: view.carousel.options) }
            return view
        case .swiper:
            let options = (loadedSettings.swiper ?? SavedSwiperOptions()).applied(to: SwiperDemo.defaultOptions)
            if let shell { return shell.makeSwiper(options: options, startIndex: 0) }
            return SwiperDemo.make(pages: SwiperDemoPages(), options: options)
        case .deck:
            let deck = DeckDemo.make()
            if let o = loadedSettings.deck { deck.deck.options = o.applied(to: deck.deck.options) }
            return deck
        case .museum, .slides, .shell:
            return DemoFactory.make(demo, pages: nil)
        }
    }
}
