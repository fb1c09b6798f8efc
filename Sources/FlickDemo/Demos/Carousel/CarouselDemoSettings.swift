import FlickCore
import FlickKit

/// The browser demo's settings: the carousel's options (long swipes, shadows, close buttons,
/// card size, spacing) as a list of live controls, plus "Reopen Closed Page".
enum CarouselDemoSettings {
    /// Card size range and step (fraction of the window).
    static let cardScaleRange: ClosedRange<Double> = 0.4...0.85
    static let cardScaleStep: Double = 0.05
    /// Spacing range and step, px.
    static let spacingRange: ClosedRange<Double> = 0...96
    static let spacingStep: Double = 4

    /// A settings list bound to `carousel`'s options.
    static func makeList(for carousel: PageCarousel) -> SettingsList {
        SettingsList(heading: "Carousel", sections: sections(for: carousel))
    }

    /// The settings bound to `carousel`'s options (the panel's, and the shell's drawer's).
    static func sections(for carousel: PageCarousel) -> [SettingsSection] {
        func option(_ key: WritableKeyPath<CarouselOptions, Bool>) -> (get: () -> Bool, set: (Bool, Double) -> Void) {
            ({ [unowned carousel] in carousel.options[keyPath: key] },
             { [unowned carousel] value, _ in carousel.options[keyPath: key] = value })
        }
        let swipes = option(\.allowsLongSwipes), shadows = option(\.useShadows), close = option(\.showsCloseButtons)
        let toast = option(\.showsUndoToast)
        return [
            SettingsSection("Behavior", [
                .toggle("Long swipes", subtitle: "A fast flick travels several pages", get: swipes.get, set: swipes.set),
                .toggle("Close buttons", subtitle: "On the selected card's corner", get: close.get, set: close.set),
                .toggle("Undo toast", subtitle: "Offers to bring a closed page back", get: toast.get, set: toast.set),
            ]),
            SettingsSection("Look", [
                .toggle("Shadows", subtitle: "Soft shadows under the cards", get: shadows.get, set: shadows.set),
                .number("Card size", range: cardScaleRange, step: cardScaleStep,
                        format: { "\(Int(($0 * 100).rounded())) %" },
                        get: { [unowned carousel] in carousel.options.cardScale },
                        set: { [unowned carousel] value, _ in carousel.options.cardScale = value }),
                .number("Spacing", range: spacingRange, step: spacingStep,
                        format: { "\(Int($0.rounded())) px" },
                        get: { [unowned carousel] in carousel.options.spacingPx },
                        set: { [unowned carousel] value, _ in carousel.options.spacingPx = value }),
            ]),
            SettingsSection("Pages", [
                Setting("Reopen closed page", subtitle: "Puts the last closed page back",
                        kind: .action(label: { "Reopen" },
                                      run: { [unowned carousel] now in carousel.reopenClosedPage(now: now) }),
                        isEnabled: { [unowned carousel] in carousel.closedPageCount > 0 }),
            ]),
        ]
    }
}
