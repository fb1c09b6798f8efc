import FlickCore
import FlickKit

extension Shell {
    /// Fills the settings drawer: the shown demo's settings, then the app's.
    func rebuildSettings() {
        settingsList.sections = demoSettings() + [appSection]
    }

    /// The shown demo's own settings (`SettingsProviding`, under their own headers: no empty
    /// header of the demo's name above them), the swiper's options, or a note; none while the
    /// welcome page shows.
    func demoSettings() -> [SettingsSection] {
        if showsWelcome { return [] }
        let title = ShellEntry.entry(current).title
        if let provider = demoView as? SettingsProviding { return provider.settingsSections }
        if current == .swiper, let swiper { return [swiperSection(swiper)] }
        return [SettingsSection(title, [Setting("This demo has no settings", kind: .note)])]
    }

    /// The swiper's options; changing one rebuilds the swiper on the same item.
    func swiperSection(_ swiper: Swiper) -> SettingsSection {
        func toggle(_ title: String, _ subtitle: String, _ key: WritableKeyPath<SwiperOptions, Bool>) -> Setting {
            .toggle(title, subtitle: subtitle, get: { swiper.options[keyPath: key] }, set: { [unowned self] on, now in
                var o = swiper.options
                o[keyPath: key] = on
                self.replace(.swiper, with: self.makeSwiper(options: o, startIndex: swiper.currentIndex), now: now)
            })
        }
        return SettingsSection("Swiper", [
            toggle("Momentum", "A fast fling travels several items", \.allowsMomentum),
            toggle("Page control", "Dots at the bottom", \.showsPageControl),
            toggle("Toolbars", "Buttons near the bottom edge; T shows or hides them", \.showsToolbars),
        ])
    }

    /// A swiper for the shell over the kept demo pages (a rebuilt swiper keeps their tap counts),
    /// without its top toolbar: the shell's bar is the one bar at the top.
    func makeSwiper(options: SwiperOptions, startIndex: Int) -> Swiper {
        var o = options
        o.showsTopToolbar = false
        let made = SwiperDemo.make(pages: swiperPages, options: o, startIndex: startIndex)
        swiper = made
        return made
    }

    /// The app's global settings.
    var appSection: SettingsSection {
        let s = settings
        let themes = ThemePreference.allCases
        return SettingsSection("App", [
            .toggle("Slow animations", subtitle: "Five times slower, to show motion to an audience",
                    get: { s.slowAnimations }, set: { on, _ in s.slowAnimations = on }),
            .toggle("Show touches", subtitle: "A circle under the pointer while a button is held",
                    get: { s.showTouches }, set: { on, _ in s.showTouches = on }),
            .toggle("Frame times", subtitle: "An overlay of how long frames take",
                    get: { s.frameTimeOverlay }, set: { on, _ in s.frameTimeOverlay = on }),
            .toggle("Reduced motion", subtitle: "Cross-fades instead of slides",
                    get: { s.reducedMotion }, set: { on, _ in s.reducedMotion = on }),
            .choice("Appearance", themes.map(\.title),
                    get: { themes.firstIndex(of: s.effectiveTheme) ?? 0 },
                    set: { i, _ in s.chooseTheme(themes[min(max(i, 0), themes.count - 1)]) }),
        ])
    }
}
