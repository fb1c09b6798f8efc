import FlickCore
import FlickKit
import Foundation

extension DeckDemo {
    /// Ranges of the live options.
    static let ledgeRange: ClosedRange<Double> = 0...400
    static let maxSizeRange: ClosedRange<Double> = 0...1200
    static let durationRange: ClosedRange<Double> = 0.05...2
    static let factorRange: ClosedRange<Double> = 0.1...3
    static let scrimRange: ClosedRange<Double> = 0...0.8

    /// The panning modes the options offer (the screen edge strip is a separate switch).
    static let panningChoices: [(String, PanningMode)] = [("None", .none), ("Center", .fullView),
                                                          ("Top bar", .topBar), ("Region", .region)]

    /// Every deck option as a live control (ViewDeck's "more extensive example"), applied at once.
    /// The controls live in the deck's own right side, so they hold the deck unowned (held
    /// strongly, the deck and its side would keep each other alive after the demo goes).
    var settingsSections: [SettingsSection] {
        unowned let deck = self.deck
        func option<T>(_ key: WritableKeyPath<DeckOptions, T>) -> (get: () -> T, set: (T, Double) -> Void) {
            ({ deck.options[keyPath: key] }, { v, _ in deck.options[keyPath: key] = v })
        }
        let elastic = option(\.elasticity)
        let ledgeL = option(\.leftLedgePx), ledgeR = option(\.rightLedgePx), maxSize = option(\.maxSizePx)
        let openD = option(\.openDurationS), closeD = option(\.closeDurationS), bounceF = option(\.bounceDurationFactor)
        // A ledge set by hand takes effect: the sides go back to all but their ledges.
        func giveLedgesTheSay() {
            deck.options.leftWidth = .allButLedge
            deck.options.rightWidth = .allButLedge
        }
        let px: (Double) -> String = { "\(Int($0.rounded())) px" }
        let seconds: (Double) -> String = { String(format: "%.2f s", $0) }
        let times: (Double) -> String = { String(format: "%.1f×", $0) }
        return [
            SettingsSection("Panning", [
                .choice("Panning mode", DeckDemo.panningChoices.map(\.0),
                        get: { DeckDemo.panningChoices.firstIndex { $0.1 == deck.options.panningMode.subtracting(.screenEdge) } ?? 0 },
                        set: { i, _ in
                            let edge = deck.options.panningMode.intersection(.screenEdge)
                            deck.options.panningMode = DeckDemo.panningChoices[i].1.union(edge)
                        }),
                .toggle("Screen edge strip", subtitle: "Pans from the 32 px strips along the edges",
                        get: { deck.options.panningMode.contains(.screenEdge) },
                        set: { on, _ in
                            if on { deck.options.panningMode.insert(.screenEdge) } else { deck.options.panningMode.remove(.screenEdge) }
                        }),
                .toggle("Elasticity", subtitle: "Pulling past a ledge follows with resistance", get: elastic.get, set: elastic.set),
            ]),
            SettingsSection("While a side is open", [
                .choice("Center", ["Interactive", "Blocked", "Tap closes", "Tap bounces"],
                        get: { CenterHiddenInteractivity.allCases.firstIndex(of: deck.options.centerHiddenInteractivity) ?? 0 },
                        set: { i, _ in deck.options.centerHiddenInteractivity = CenterHiddenInteractivity.allCases[i] }),
            ]),
            SettingsSection("Sides", [
                .toggle("Left side", get: { [unowned self] in self.leftShown }, set: { [unowned self] on, _ in self.leftShown = on }),
                .toggle("Right side", get: { [unowned self] in self.rightShown }, set: { [unowned self] on, _ in self.rightShown = on }),
                .choice("Side width", ["Sidebar", "All but ledge"], subtitle: "Setting a ledge picks all but the ledge",
                        get: { deck.options.leftWidth == .allButLedge ? 1 : 0 },
                        set: { i, _ in
                            deck.options.leftWidth = i == 1 ? .allButLedge : DeckDemo.sideWidth
                            deck.options.rightWidth = i == 1 ? .allButLedge : DeckDemo.optionsWidth
                        }),
                .number("Left ledge", range: DeckDemo.ledgeRange, step: 1, format: px, get: ledgeL.get,
                        set: { v, now in ledgeL.set(v, now); giveLedgesTheSay() }),
                .number("Right ledge", range: DeckDemo.ledgeRange, step: 1, format: px, get: ledgeR.get,
                        set: { v, now in ledgeR.set(v, now); giveLedgesTheSay() }),
                .number("Max size", range: DeckDemo.maxSizeRange, step: 10, subtitle: "With one side: it stays visible",
                        format: { $0 == 0 ? "off" : px($0) }, get: maxSize.get, set: maxSize.set,
                        isEnabled: { [unowned self] in self.leftShown != self.rightShown }),
                .choice("On resize", ["Keep ledges", "Keep side sizes"],
                        get: { SizeMode.allCases.firstIndex(of: deck.options.sizeMode) ?? 0 },
                        set: { i, _ in deck.options.sizeMode = SizeMode.allCases[i] }),
            ]),
            SettingsSection("Timing", [
                .number("Open duration", range: DeckDemo.durationRange, step: 0.05, format: seconds, get: openD.get, set: openD.set),
                .number("Close duration", range: DeckDemo.durationRange, step: 0.05, format: seconds, get: closeD.get, set: closeD.set),
                .number("Bounce factor", range: DeckDemo.factorRange, step: 0.1, format: times, get: bounceF.get, set: bounceF.set),
                .toggle("Separate opening factor", subtitle: "For the bounce's first half",
                        get: { deck.options.bounceOpenSideDurationFactor != nil },
                        set: { on, _ in deck.options.bounceOpenSideDurationFactor = on ? deck.options.bounceDurationFactor : nil }),
                .number("Opening factor", range: DeckDemo.factorRange, step: 0.1, format: times,
                        get: { deck.options.bounceOpenSideDurationFactor ?? deck.options.bounceDurationFactor },
                        set: { v, _ in deck.options.bounceOpenSideDurationFactor = v },
                        isEnabled: { deck.options.bounceOpenSideDurationFactor != nil }),
            ]),
            SettingsSection("Look and size", [
                .choice("Shadow", ["Default", "Red", "None"], get: { [unowned self] in self.shadowChoice },
                        set: { [unowned self] i, _ in self.shadowChoice = i }),
                .toggle("Edge highlight", subtitle: "A hairline along the page's edge, with the shadow",
                        get: { deck.options.edgeHighlight != nil },
                        set: { on, _ in deck.options.edgeHighlight = on ? DeckOptions().edgeHighlight : nil }),
                .number("Dim the page", range: DeckDemo.scrimRange, step: 0.05, subtitle: "As much as the side is open",
                        format: { $0 == 0 ? "off" : "\(Int(($0 * 100).rounded())) %" },
                        get: { deck.options.scrimOpacity }, set: { v, _ in deck.options.scrimOpacity = v }),
                .action("Deck size", subtitle: "The sizing example: the deck resizes along",
                        label: { [unowned self] in self.isShrunk ? "Grow" : "Shrink" },
                        run: { [unowned self] now in self.toggleSize(now: now) }),
            ]),
            SettingsSection("Try it", [
                .action("Bounce left", subtitle: "Out to the left and back: the page changes while hidden",
                        label: { "Bounce" }, run: { [unowned self] now in self.bounce(.left, now: now) }),
                .action("Bounce right", subtitle: "The same to the right",
                        label: { "Bounce" }, run: { [unowned self] now in self.bounce(.right, now: now) }),
            ]),
        ]
    }
}
