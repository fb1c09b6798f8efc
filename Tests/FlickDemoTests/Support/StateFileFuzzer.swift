@testable import FlickDemo
import Foundation

/// Makes random `settings.json` and `session.json` texts from a seed: every field Flick reads,
/// each given a valid value, an extreme one (the largest and smallest 64-bit integers, 1e308,
/// negatives, fractions), a NaN-like string, a value of the wrong type, deep nesting, a long
/// string or an unknown name, or left out. Replaying a seed gives the same files.
struct StateFileFuzzer {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// A value that is not what the field wants (or is, at its extremes).
    mutating func hostile() -> String {
        switch random.below(12) {
        case 0: return random.pick(["9223372036854775807", "-9223372036854775808", "18446744073709551616",
                                    "1e308", "-1e308", "1e-320", "-0.0", "0.5", "-1", "4294967296"])
        case 1: return random.pick(["\"NaN\"", "\"Infinity\"", "\"-inf\"", "\"1e999\"", "\"\"", "\"\\u0000\""])
        case 2: return random.pick(["true", "false", "null", "[]", "{}", "\"x\""])
        case 3: return String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        case 4: return "\"" + String(repeating: random.pick(["a", "é", "😀", "\\n"]), count: 5_000) + "\""
        case 5: return "{\"a\":" + String(repeating: "{\"b\":", count: 100) + "1" + String(repeating: "}", count: 101)
        case 6: return "[" + (0..<random.below(2_000)).map { _ in String(random.below(100)) }.joined(separator: ",") + "]"
        default: return random.pick(["0", "1", "2", "7", "-7", "1000000", "\"nope\""])
        }
    }

    /// Mostly a field's valid values, sometimes a hostile one.
    mutating func value(_ valid: [String]) -> String {
        random.chance(0.45) ? hostile() : random.pick(valid)
    }

    mutating func int(_ range: ClosedRange<Int>) -> String {
        value([String(range.lowerBound), String(range.upperBound), String(Int.random(in: range, using: &self)),
               String(range.upperBound + 1), String(range.lowerBound - 1)])
    }

    mutating func bool() -> String { value(["true", "false"]) }
    mutating func double(_ range: ClosedRange<Double>) -> String {
        value([String(range.lowerBound), String(range.upperBound), String(range.lowerBound + random.unit() * (range.upperBound - range.lowerBound)),
               String(range.upperBound * 10), String(-range.upperBound)])
    }

    mutating func array(_ element: (inout StateFileFuzzer) -> String, max: Int) -> String {
        if random.chance(0.2) { return hostile() }
        return "[" + (0..<random.below(max + 1)).map { _ in element(&self) }.joined(separator: ",") + "]"
    }

    /// An object of some of `fields` (each left out a third of the time), sometimes with an unknown member.
    mutating func object(_ fields: [(String, (inout StateFileFuzzer) -> String)]) -> String {
        if random.chance(0.1) { return hostile() }
        var members = fields.compactMap { field -> String? in
            random.chance(0.33) ? nil : "\"\(field.0)\":\(field.1(&self))"
        }
        if random.chance(0.2) { members.append("\"unknown\(random.below(9))\":\(hostile())") }
        return "{" + members.joined(separator: ",") + "}"
    }

    static let demos = ["shell", "swiper", "carousel", "deck", "museum", "slides"]
    static let items = ["A", "B", "C", "D", "E", "F", "G"]
    static let scenes = ["Coral", "Ocean", "Stripes", "Dots", "Clock", "Checks", "Rings"]

    mutating func version() -> String { value(["1", "1", "2", "2", "0", "3", "-1"]) }

    /// A session file.
    mutating func session() -> String {
        let names = StateFileFuzzer.demos + ["nowhere"]
        return object([
            ("version", { $0.version() }),
            ("demo", { f in f.value(names.map { "\"\($0)\"" }) }),
            ("hintsSeen", { f in f.array({ g in g.value(names.map { "\"\($0)\"" }) }, max: 8) }),
            ("carousel", { f in f.object([
                ("pages", { g in g.array({ h in h.value(["null", "0", "3", "55", "56", "-1"]) }, max: 700) }),
                ("selected", { g in g.int(0...700) }),
                ("closed", { g in g.array({ h in h.object([("page", { $0.int(-1...60) }), ("index", { $0.int(-1...600) })]) }, max: 80) }),
            ]) }),
            ("swiper", { f in f.object([
                ("item", { g in g.value((StateFileFuzzer.items + ["Z", "A2"]).map { "\"\($0)\"" }) }),
                ("taps", { g in g.object(StateFileFuzzer.items.map { id in (id, { $0.int(-1...1_000_000_000) }) }) }),
            ]) }),
            ("museum", { f in f.object([
                ("favorites", { g in g.array({ h in h.value(["\"africa\"", "\"egypt\"", "\"nope\"", "\"\""]) }, max: 20) }),
                ("tab", { g in g.value(["\"collections\"", "\"favorites\"", "\"nope\""]) }),
                ("pages", { g in g.array({ h in h.int(-1...40) }, max: 4) }),
            ]) }),
            ("slides", { f in f.object([
                ("stack", { g in g.array({ h in h.value((StateFileFuzzer.scenes + ["Nowhere"]).map { "\"\($0)\"" }) }, max: 400) }),
            ]) }),
            ("deck", { f in f.object([("open", { g in g.value(["\"left\"", "\"right\"", "\"up\"", "null"]) })]) }),
        ])
    }

    /// A settings file.
    mutating func settings() -> String {
        object([
            ("version", { $0.version() }),
            ("app", { f in f.object(["slowAnimations", "showTouches", "frameTimeOverlay", "reducedMotion"].map { ($0, { $0.bool() }) }) }),
            ("carousel", { f in f.object([
                ("allowsLongSwipes", { $0.bool() }), ("useShadows", { $0.bool() }), ("showsCloseButtons", { $0.bool() }),
                ("cardScale", { $0.double(0.4...0.85) }), ("spacingPx", { $0.double(0...96) }),
            ]) }),
            ("swiper", { f in f.object(["allowsMomentum", "showsPageControl", "showsToolbars"].map { ($0, { $0.bool() }) }) }),
            ("deck", { f in f.object([
                ("panning", { g in g.array({ h in h.value(["\"fullView\"", "\"topBar\"", "\"region\"", "\"screenEdge\"", "\"x\""]) }, max: 6) }),
                ("elasticity", { $0.bool() }),
                ("centerHiddenInteractivity", { g in g.value(["\"interactive\"", "\"notInteractive\"", "\"tapToClose\"", "\"tapToCloseBouncing\"", "\"x\""]) }),
                ("leftLedgePx", { $0.double(0...400) }), ("rightLedgePx", { $0.double(0...400) }),
                ("maxSizePx", { $0.double(0...1200) }), ("sizeMode", { g in g.value(["\"keepLedges\"", "\"keepSideSizes\"", "\"x\""]) }),
                ("openDurationS", { $0.double(0.05...2) }), ("closeDurationS", { $0.double(0.05...2) }),
                ("bounceDurationFactor", { $0.double(0.1...3) }), ("bounceOpenSideDurationFactor", { $0.double(0.1...3) }),
            ]) }),
        ])
    }
}

extension StateFileFuzzer: RandomNumberGenerator {
    /// The seeded generator, for `Int.random(in:using:)`.
    mutating func next() -> UInt64 { random.next() }
}
