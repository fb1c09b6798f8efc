@testable import FlickDemo
import Foundation

/// Makes random but valid scenarios (every value inside the parser's documented ranges, many at
/// their extremes) from a seed, so a failing run can be replayed exactly. Presses are paired:
/// a `settle` never follows a button left down, so `settle` must always end.
struct ScenarioFuzzer {
    static let keys = ["Right", "Left", "Up", "Down", "Next", "Prior", "Home", "End", "Return", "Escape", "Tab",
                       "shift+Tab", "BackSpace", "space", "F9", "F10", "r", "t", "w", "f", "plus", "minus", "ctrl+t",
                       "ctrl+w", "ctrl+shift+t", "1", "2", "KP_Add", "a", "Delete", "Page_Down", "Page_Up"]
    static let mods = ["ctrl", "shift", "alt", "super", "ctrl+shift"]

    var random: SeededRandom
    private(set) var width = 1024
    private(set) var height = 700
    private var held: Int?
    /// Touchscreen fingers down (lifted before a settle, as buttons are).
    private var fingers: Set<Int> = []
    private var shots = 0

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// A coordinate: mostly inside the window, sometimes on its edges, far outside or at the
    /// range's ends, sometimes fractional.
    mutating func coordinate(_ side: Int) -> String {
        switch random.below(10) {
        case 0: return random.pick(["-100000", "100000", "0", "-1", "99999.999", "-0.0001", "1e-300", "5e4"])
        case 1: return String(random.pick([0, side - 1, side, side + 1]))
        case 2: return String(format: "%.3f", random.unit() * Double(side))
        case 3: return String(random.below(200_001) - 100_000)
        default: return String(random.below(max(1, side)))
        }
    }

    mutating func point() -> String { "\(coordinate(width)) \(coordinate(height))" }

    mutating func duration() -> String {
        switch random.below(12) {
        case 0: return "0"
        case 1: return random.pick(["1", "0.5", "16.7", "3000"])
        case 2: return String(random.below(60_001))
        default: return String(random.below(800))
        }
    }

    mutating func notches() -> Int {
        switch random.below(8) {
        case 0: return random.pick([-1000, 1000, 999, -999])
        case 1: return random.below(201) - 100
        default: return random.below(7) - 3
        }
    }

    /// Lets go of a held button and lifts every finger (before a settle, and at the end).
    mutating func release() -> [String] {
        var out = fingers.sorted().map { "touch \($0) up \(point())" }
        fingers = []
        if let b = held {
            held = nil
            out.append("up \(point()) \(b)")
        }
        return out
    }

    /// Sometimes " MODS" for a pointer command.
    mutating func mods() -> String { random.chance(0.2) ? " " + random.pick(Self.mods) : "" }

    /// A touchpad pinch's final scale: often near 1, sometimes at the range's ends.
    mutating func scale() -> String {
        random.chance(0.2) ? random.pick(["0.01", "100", "1", "0.5", "3"]) : String(format: "%.3f", 0.3 + random.unit() * 2.5)
    }

    /// A swipe's travel in px: mostly a few hundred, sometimes at the range's ends.
    mutating func travel() -> String {
        random.chance(0.1) ? random.pick(["-100000", "100000", "0", "0.5"]) : String(random.below(1601) - 800)
    }

    /// One command, or a few when a press must be released first. `held` follows the recognizer:
    /// one press at a time, and click, drag and hold end with a release of button 1.
    mutating func command() -> [String] {
        let commands = choose()
        for line in commands {
            let verb = line.split(separator: " ").first ?? ""
            if ["click", "doubleclick", "drag", "hold"].contains(verb), held == 1 { held = nil }
        }
        return commands
    }

    private mutating func choose() -> [String] {
        switch random.below(47) {
        case 0...4:
            return ["drag \(point()) \(point()) \(duration())\(mods())"]
        case 5...8:
            return ["click \(point())\(mods())"]
        case 9:
            return ["doubleclick \(point())\(mods())"]
        case 10:
            return ["hold \(point()) \(duration())\(mods())"]
        case 11...13:
            return ["move \(point())\(mods())"]
        case 14...15:
            let b = random.below(3) + 1
            if held == nil { held = b }
            return ["down \(point()) \(b)\(mods())"]
        case 16...17:
            let b = random.chance(0.7) ? (held ?? 1) : random.below(3) + 1
            if held == b { held = nil }
            return ["up \(point()) \(b)\(mods())"]
        case 40...41:
            let id = random.below(10) + 1
            fingers.insert(id)
            return ["touch \(id) down \(point())"]
        case 42...43:
            let id = fingers.isEmpty || random.chance(0.1) ? random.below(10) + 1 : random.pick(fingers.sorted())
            return ["touch \(id) move \(point())"]
        case 44:
            let id = fingers.isEmpty || random.chance(0.1) ? random.below(10) + 1 : random.pick(fingers.sorted())
            fingers.remove(id)
            return ["touch \(id) up \(point())"]
        case 45:
            return ["pinch \(point()) \(scale()) \(duration())"]
        case 46:
            return ["swipe \(point()) \(travel()) \(travel()) \(duration())"]
        case 18...20:
            var line = "scroll \(point()) \(notches()) \(notches())"
            if random.chance(0.3) { line += " " + random.pick(Self.mods) }
            return [line]
        case 21...27:
            return ["key \(random.pick(Self.keys))"]
        case 28...29:
            return ["wait \(random.chance(0.05) ? random.pick(["600000", "60000"]) : duration())"]
        case 30:
            switch random.below(6) {
            case 0: (width, height) = (1, 1)
            case 1: (width, height) = (random.below(3000) + 1, random.below(3000) + 1)
            case 2: (width, height) = (random.below(60) + 1, random.below(2000) + 1)
            default: (width, height) = (random.below(1200) + 320, random.below(800) + 240)
            }
            return ["size \(width) \(height)"]
        case 31...34:
            var out = release()
            out.append("settle")
            if random.chance(0.25) {
                shots += 1
                out.append("shot f\(shots)")
            }
            return out
        default:
            return ["wait \(random.below(400))"]
        }
    }

    /// A whole scenario of about `count` commands, ending released, settled and shot.
    mutating func scenario(commands count: Int) -> [String] {
        var lines: [String] = []
        while lines.count < count { lines += command() }
        lines += release()
        lines += ["settle", "shot end"]
        return lines
    }
}

extension SeededRandom {
    /// A whole number in 0..<n (n ≥ 1), always taking one draw (unlike `index(below:)` for n = 1),
    /// so the fuzzer's sequences stay what they were.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// One of `items`, each as likely.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }
}
