import FlickKit

extension SessionKeeper {
    /// The demos made in this run, by name (the shell's kept demos, or the root alone).
    var madeDemos: [DemoName: any Component] {
        if let shell = root as? Shell { return shell.demos }
        return root.map { [demo: $0] } ?? [:]
    }

    /// The settings the app shows now; a demo not made in this run keeps its saved options.
    func captureSettings() -> SavedSettings {
        var s = loadedSettings
        s.version = SavedSettings.formatVersion
        if let app { s.app = SavedAppSettings(app.settings) }
        for (name, view) in madeDemos {
            switch name {
            case .carousel: if let v = view as? CarouselDemoView { s.carousel = SavedCarouselOptions(v.carousel.options) }
            case .swiper: if let v = view as? Swiper { s.swiper = SavedSwiperOptions(v.options) }
            case .deck: if let v = view as? DeckDemo { s.deck = SavedDeckOptions(v.deck.options) }
            default: break
            }
        }
        return s
    }

    /// The session the app shows now; a demo not made in this run (or waiting for its first
    /// layout to be restored) keeps its saved part, and `demo` is the shell's shown demo.
    func captureSession() -> SavedSession {
        var s = loadedSession
        s.version = SavedSession.formatVersion
        if let shell = root as? Shell { s.demo = shell.current.rawValue }
        let waiting = Set(pending.map(\.part))
        for (name, view) in madeDemos where !waiting.contains(name.rawValue) {
            switch name {
            case .carousel: if let v = view as? CarouselDemoView { s.carousel = SavedCarousel(v) }
            case .swiper:
                if let v = view as? Swiper, let pages = (root as? Shell)?.swiperPages ?? swiperPages {
                    s.swiper = SavedSwiper(v, pages: pages)
                }
            case .museum: if let v = view as? Museum { s.museum = SavedMuseum(v) }
            case .slides: if let v = view as? SlidesDemo { s.slides = SavedSlides(v) }
            case .deck: if let v = view as? DeckDemo { s.deck = SavedDeck(v) }
            case .shell: break
            }
        }
        s.hintsSeen = hintsSeen.isEmpty ? nil : hintsSeen.sorted()
        return s
    }
}
