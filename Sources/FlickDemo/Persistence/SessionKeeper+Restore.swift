import FlickCore
import FlickKit

extension SessionKeeper {
    /// The root component of `demo` as it was left: for the shell, each demo with something
    /// saved is made at once with its session and options, and the remembered demo is shown (an
    /// explicit `--demo` other than `shell` shows that demo alone, with its own saved state).
    public func makeRoot(_ demo: DemoName, now: Double = 0) -> any Component {
        self.demo = demo
        let made: any Component
        if demo == .shell {
            let shell = Shell()
            for d in DemoName.built where d != .shell && hasSaved(d) {
                shell.demos[d] = makeDemo(d, in: shell, now: now)
            }
            let remembered = loadedSession.demo.flatMap(DemoName.init(rawValue:)).flatMap { $0 != .shell && $0.isBuilt ? $0 : nil }
            shell.show(remembered ?? shell.current, now: now)
            made = shell
        } else {
            made = makeDemo(demo, in: nil, now: now)
        }
        root = made
        return made
    }

    /// Whether the files hold anything for `demo`.
    func hasSaved(_ demo: DemoName) -> Bool {
        let s = loadedSession, o = loadedSettings
        switch demo {
        case .carousel: return s.carousel != nil || o.carousel != nil
        case .swiper: return s.swiper != nil || o.swiper != nil
        case .museum: return s.museum != nil
        case .slides: return s.slides != nil
        case .deck: return s.deck != nil || o.deck != nil
        case .shell: return false
        }
    }

    /// `demo` made with its saved session and options (`shell`: the swiper over the shell's pages).
    func makeDemo(_ demo: DemoName, in shell: Shell?, now: Double) -> any Component {
        switch demo {
        case .carousel:
            let view = loadedSession.carousel?.makeView(now: now) ?? CarouselDemo.make()
            if let o = loadedSettings.carousel { view.carousel.options = o.applied(to: view.carousel.options) }
            return view
        case .swiper:
            let pages = shell?.swiperPages ?? SwiperDemoPages()
            let saved = loadedSession.swiper ?? SavedSwiper()
            saved.restoreTaps(in: pages)
            let options = (loadedSettings.swiper ?? SavedSwiperOptions()).applied(to: SwiperOptions())
            let start = saved.startIndex(in: pages)
            if let shell { return shell.makeSwiper(options: options, startIndex: start) }
            swiperPages = pages
            return SwiperDemo.make(pages: pages, options: options, startIndex: start)
        case .museum:
            guard let saved = loadedSession.museum else { return MuseumDemo.make() }
            let museum = saved.makeMuseum()
            pending.append(("museum", { museum.size != Size(1, 1) }, { saved.restoreView(of: museum, now: $0) }))
            return museum
        case .slides:
            let slides = SlidesDemo.make()
            loadedSession.slides?.restore(in: slides, now: now)
            return slides
        case .deck:
            let deck = DeckDemo.make()
            if let o = loadedSettings.deck { deck.deck.options = o.applied(to: deck.deck.options) }
            if let saved = loadedSession.deck {
                pending.append(("deck", { deck.deck.size != Size(1, 1) }, { saved.restore(in: deck, now: $0) }))
            }
            return deck
        case .shell:
            return Shell()
        }
    }
}
