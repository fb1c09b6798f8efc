import FlickCore
import FlickKit
import Foundation

/// Reads the scenario language of docs/CONTRACTS.md §5. Syntax errors are `FILE:LINE: message`, exit 2.
public enum ScenarioParser {
    /// Reads and parses a scenario file of at most `ScenarioLimits.fileBytes` (a larger one is
    /// refused before it fills memory). Only a regular file is read: a folder, a named pipe or a
    /// device is refused without waiting on it (it is opened non-blocking and checked again once
    /// open). A file that cannot be read is reported with the way out in `names`' terms
    /// (`--script`, or `FLICK_RECORD`).
    public static func parse(file path: String, names: RecordingNames = .commandLine) throws -> [ScenarioLine] {
        func refused(_ problem: FileProblem) -> FlickError {
            FlickError.usage("cannot read scenario file \(Quoted.text(path, limit: 200)): \(problem); check the path given to \(names.script)")
        }
        if let problem = FileProblem.notRegularFile(atPath: path) {
            guard problem.code == ENOENT else { throw refused(problem) }
            throw FlickError.usage("cannot read scenario file \(Quoted.text(path, limit: 200)); check the path given to \(names.script)")
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw refused(FileProblem(errno: errno)) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        defer { try? handle.close() }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw refused(FileProblem(errno: errno)) }
        // Replaced by something else between the two looks.
        if let problem = FileProblem.notRegularFile(mode: info.st_mode) { throw refused(problem) }
        let limit = ScenarioLimits.fileBytes
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch {
            throw FlickError.usage("cannot read scenario file \(Quoted.text(path, limit: 200)): \(FileProblem(error)); check the path given to \(names.script)")
        }
        guard data.count <= limit else {
            throw FlickError.usage("\(Quoted.line(path, limit: 200)): the scenario is larger than \(limit / 1024 / 1024) MB; a scenario is a text file of commands (a few kilobytes), split it into smaller files")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FlickError.usage("\(Quoted.line(path, limit: 200)): not a UTF-8 text file; a scenario is plain text, one command a line")
        }
        return try parse(text: text, file: path)
    }

    /// Parses scenario text; lines end with LF, CRLF or CR.
    public static func parse(text: String, file: String) throws -> [ScenarioLine] {
        var out: [ScenarioLine] = []
        var totalMs = 0.0
        // "\r\n" is one Character in Swift, so it is named beside "\n" and "\r".
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        var written: [String: Int] = [:]
        for (i, raw) in lines.enumerated() {
            do {
                let command: ScenarioCommand
                if let typed = try ScenarioParser.typedText(Substring(raw)) {
                    command = .type(typed)
                } else {
                    let words = try ScenarioParser.words(Substring(raw))
                    guard !words.isEmpty else { continue }
                    command = try ScenarioParser.command(words)
                }
                if case .demo = command, !out.isEmpty {
                    throw SyntaxError(message: "'demo' names the scenario's demo and must be its first command; move it to the top")
                }
                if case .shot(let name) = command {
                    if let first = written[name] {
                        throw SyntaxError(message: "shot \(Quoted.text(name)) was already taken on line \(first); give each shot its own name, or the second would overwrite the first")
                    }
                    written[name] = i + 1
                }
                totalMs += command.durationMs
                guard totalMs <= ScenarioLimits.totalVirtualTimeMs else {
                    throw SyntaxError(message: "the scenario's durations add up to more than \(ScenarioParser.limitText) "
                        + "of virtual time here (the most one scenario may run); split it into shorter scenarios")
                }
                out.append(ScenarioLine(command: command, file: file, line: i + 1))
            } catch let e as SyntaxError {
                throw FlickError.syntax(at: "\(file):\(i + 1)", e.message)
            }
        }
        return out
    }

    /// The demo a scenario names on its first line (`demo NAME`), if it does.
    public static func demo(of lines: [ScenarioLine]) -> String? {
        if case .demo(let d)? = lines.first?.command { return d }
        return nil
    }

    /// Splits a line into words: blanks separate them, `#` outside quotes starts a comment, and a
    /// double-quoted name (`"New Page"`) is one word, kept with its quotes.
    static func words(_ line: Substring) throws -> [String] {
        var words: [String] = []
        var word = ""
        var inQuotes = false
        for c in line {
            if inQuotes {
                word.append(c)
                if c == "\"" { inQuotes = false; words.append(word); word = "" }
            } else if c == "#" {
                break
            } else if c == " " || c == "\t" || c == "\r" {
                if !word.isEmpty { words.append(word); word = "" }
            } else if c == "\"" {
                if !word.isEmpty { words.append(word) }
                word = "\""
                inQuotes = true
            } else {
                word.append(c)
            }
        }
        if inQuotes { throw SyntaxError(message: "a name opened with \" is not closed; write names in double quotes, e.g. click \"New Page\"") }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The text of a `type "TEXT"` line, or nil when the line is another command. TEXT is in
    /// double quotes, as a name is, with escapes for what a name cannot hold: `\"` a quote, `\\`
    /// a backslash, `\n` a line feed (the Return key), `\t` a tab (the Tab key) and `\u{20AC}`
    /// any Unicode scalar; after it only blanks and a comment. At most
    /// `ScenarioLimits.typedCharacters` characters, never empty.
    static func typedText(_ line: Substring) throws -> String? {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.prefix(4).lowercased() == "type", rest.count == 4 || rest.dropFirst(4).first.map({ $0 == " " || $0 == "\t" || $0 == "\"" }) == true
        else { return nil }
        let form = "type \"TEXT\" (escapes: \\\" \\\\ \\n \\t \\u{20AC})"
        var chars = rest.dropFirst(4).drop { $0 == " " || $0 == "\t" }[...]
        guard chars.first == "\"" else {
            throw SyntaxError(message: "'type' takes its text in double quotes; write it as: \(form)")
        }
        chars = chars.dropFirst()
        var text = ""
        var closed = false
        while let c = chars.popFirst() {
            if c == "\"" { closed = true; break }
            guard c == "\\" else { text.append(c); continue }
            switch chars.popFirst() {
            case "\"": text.append("\"")
            case "\\": text.append("\\")
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "u":
                guard chars.first == "{", let close = chars.firstIndex(of: "}"),
                      let value = UInt32(chars[chars.index(after: chars.startIndex)..<close], radix: 16),
                      let scalar = Unicode.Scalar(value) else {
                    throw SyntaxError(message: "bad escape in 'type': \\u needs a Unicode scalar in hex braces, e.g. \\u{20AC}; write it as: \(form)")
                }
                text.unicodeScalars.append(scalar)
                chars = chars[chars.index(after: close)...]
            case let other:
                let shown = other.map { "\\\($0)" } ?? "\\ at the end"
                throw SyntaxError(message: "unknown escape \(shown) in 'type'; write \\\\ for a backslash; \(form)")
            }
        }
        guard closed else {
            throw SyntaxError(message: "the text of 'type' opened with \" is not closed; write it as: \(form)")
        }
        let after = chars.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard after.isEmpty || after.first == "#" else {
            throw SyntaxError(message: "'type' takes one text in double quotes, got more after it; write it as: \(form)")
        }
        guard !text.isEmpty else {
            throw SyntaxError(message: "'type' needs some text (\"\" types nothing); write it as: \(form)")
        }
        let limit = ScenarioLimits.typedCharacters
        guard text.count <= limit else {
            throw SyntaxError(message: "'type' may type at most \(limit) characters at once, got \(text.count); split it into several 'type' lines")
        }
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" && $0 != "\r" }) {
            throw SyntaxError(message: "'type' cannot type the control character U+\(String(control.value, radix: 16, uppercase: true)); send such keys with 'key' (key Escape, key BackSpace)")
        }
        return text
    }

    /// Whether a word is a quoted name.
    static func isQuoted(_ word: String) -> Bool { word.count >= 2 && word.hasPrefix("\"") && word.hasSuffix("\"") }

    struct SyntaxError: Error { var message: String }

    /// `ScenarioLimits.totalVirtualTimeMs` in words ("60 minutes").
    static var limitText: String { "\(Int(ScenarioLimits.totalVirtualTimeMs / 60_000)) minutes" }

    static let usage: [String: String] = [
        "size": "size W H", "wait": "wait MS", "move": "move AT [MODS]", "down": "down X Y [BUTTON] [MODS]",
        "up": "up X Y [BUTTON] [MODS]", "drag": "drag FROM TO MS [MODS]", "click": "click AT [MODS]",
        "doubleclick": "doubleclick AT [MODS]", "hold": "hold AT MS [MODS]", "scroll": "scroll X Y DX DY [MODS]",
        "touch": "touch ID down|move|up X Y", "pinch": "pinch X Y SCALE MS", "swipe": "swipe X Y DX DY MS",
        "key": "key KEY", "type": "type \"TEXT\"", "settle": "settle", "shot": "shot NAME", "expect": "expect KEY VALUE",
        "elements": "elements NAME", "match": "match NAME", "demo": "demo NAME", "check": "check accessibility",
    ]

    static func command(_ w: [String]) throws -> ScenarioCommand {
        let name = w[0].lowercased()
        guard let form = usage[name] else {
            let known = usage.keys.sorted().joined(separator: ", ")
            throw SyntaxError(message: "unknown command \(Quoted.text(w[0])); commands are: \(known)")
        }
        let args = Array(w.dropFirst())
        func arity(_ n: ClosedRange<Int>) throws {
            guard n.contains(args.count) else {
                throw SyntaxError(message: "'\(name)' takes \(n.lowerBound == n.upperBound ? "\(n.lowerBound)" : "\(n.lowerBound) to \(n.upperBound)") argument(s); write it as: \(form)")
            }
        }
        /// A finite number; `range` (with its unit) is named when the value is outside it.
        func num(_ i: Int, _ what: String, _ range: ClosedRange<Double>? = nil, _ unit: String = "") throws -> Double {
            let parsed = Double(args[i])
            guard let v = parsed, v.isFinite, range?.contains(v) ?? true else {
                if let range, parsed != nil, !(parsed!.isNaN) {
                    throw SyntaxError(message: "\(what) must be from \(Int(range.lowerBound)) to \(Int(range.upperBound)) \(unit), got \(Quoted.text(args[i])); write it as: \(form)")
                }
                throw SyntaxError(message: "\(what) must be a number, got \(Quoted.text(args[i])); write it as: \(form)")
            }
            return v
        }
        /// A whole number; `range` (with its unit) is named when the value is outside it.
        func int(_ i: Int, _ what: String, _ range: ClosedRange<Int>? = nil, _ unit: String = "") throws -> Int {
            let parsed = Int(args[i])
            guard let v = parsed, range?.contains(v) ?? true else {
                let wholeButHuge = Double(args[i]).map { !$0.isNaN && $0 == $0.rounded() } ?? false
                if let range, parsed != nil || wholeButHuge {
                    throw SyntaxError(message: "\(what) must be from \(range.lowerBound) to \(range.upperBound) \(unit), got \(Quoted.text(args[i])); write it as: \(form)")
                }
                if wholeButHuge {
                    throw SyntaxError(message: "\(what) \(Quoted.text(args[i])) is out of range; write it as: \(form)")
                }
                throw SyntaxError(message: "\(what) must be a whole number, got \(Quoted.text(args[i])); write it as: \(form)")
            }
            return v
        }
        func duration(_ i: Int) throws -> Double {
            if let v = Double(args[i]), v < 0 {
                throw SyntaxError(message: "MS must not be negative, got \(Quoted.text(args[i])); write it as: \(form)")
            }
            return try num(i, "MS", ScenarioLimits.durationMs, "ms")
        }
        func point(_ i: Int) throws -> Point {
            Point(try num(i, "X", ScenarioLimits.coordinatePx, "px"), try num(i + 1, "Y", ScenarioLimits.coordinatePx, "px"))
        }
        /// A target at `i`: X Y, a quoted name, or a role and a quoted name; with how many words it took.
        func target(_ i: Int) throws -> (ScenarioTarget, Int) {
            guard i < args.count else {
                throw SyntaxError(message: "'\(name)' needs a place: X Y, or an element's name in double quotes (\"New Page\", button \"New Page\"); write it as: \(form)")
            }
            if let (locator, used) = try locator(i) { return (.element(locator), used) }
            guard i + 1 < args.count else {
                throw SyntaxError(message: "'\(name)' needs X and Y, or an element's name in double quotes; write it as: \(form)")
            }
            return (.point(try point(i)), 2)
        }
        /// A locator at `i` (`[first | nth N] [ROLE] "NAME"`, ROLE as Flick or AT-SPI names it, an
        /// AT-SPI name of several words in quotes), or nil when `i` holds none.
        func locator(_ i: Int) throws -> (ElementLocator, Int)? {
            guard i < args.count else { return nil }
            var at = i
            var pick: ElementLocator.Pick?
            switch args[at].lowercased() {
            case "first":
                pick = .first
                at += 1
            case "nth":
                guard at + 1 < args.count, let n = Int(args[at + 1]), n >= 1, n <= ScenarioLimits.nthIndex else {
                    throw SyntaxError(message: "'nth' takes which match is meant, from 1 to \(ScenarioLimits.nthIndex), then the element; write it as: nth 2 [ROLE] \"NAME\"")
                }
                pick = .nth(n)
                at += 2
            default:
                break
            }
            func picked(_ found: (ElementLocator, Int)?) throws -> (ElementLocator, Int)? {
                guard let (found, used) = found else {
                    guard pick == nil else {
                        throw SyntaxError(message: "'\(args[i])' must be followed by an element: [ROLE] \"NAME\", e.g. first button \"Close page\"")
                    }
                    return nil
                }
                var locator = found
                locator.pick = pick
                return (locator, used + at - i)
            }
            guard at < args.count else { return try picked(nil) }
            let next = at + 1 < args.count && isQuoted(args[at + 1]) ? args[at + 1] : nil
            if isQuoted(args[at]) {
                let word = String(args[at].dropFirst().dropLast())
                // A quoted word before a quoted name is a role when it names one ("push button").
                if let next, !SemanticsRole.roles(named: word).isEmpty {
                    return try picked((ElementLocator(roleName: word, name: try quotedName(next)), 2))
                }
                return try picked((ElementLocator(roleName: nil, name: try quotedName(args[at])), 1))
            }
            guard let next else { return try picked(nil) }
            if let role = SemanticsRole(rawValue: args[at].lowercased()) {
                return try picked((ElementLocator(role: role, name: try quotedName(next)), 2))
            }
            guard !SemanticsRole.roles(named: args[at]).isEmpty else {
                let roles = SemanticsRole.allCases.map(\.rawValue).joined(separator: ", ")
                throw SyntaxError(message: "unknown role \(Quoted.text(args[at])) before \(next); roles are: \(roles), or AT-SPI's names "
                    + "in quotes (\"push button\", \"page tab list\")")
            }
            return try picked((ElementLocator(roleName: args[at].lowercased(), name: try quotedName(next)), 2))
        }
        func quotedName(_ word: String) throws -> String {
            let inner = String(word.dropFirst().dropLast())
            guard !inner.isEmpty else { throw SyntaxError(message: "an element's name must not be empty (\"\"); name the element as it is shown") }
            return inner
        }
        /// The arguments from `i` on: nothing, or MODS.
        func trailingModifiers(_ i: Int) throws -> Modifiers {
            guard args.count <= i + 1 else {
                throw SyntaxError(message: "'\(name)' has \(args.count - i - 1) word(s) too many after \(Quoted.text(args[i])); write it as: \(form)")
            }
            return try modifiers(i)
        }
        /// A plain name for a file written to --out (NAME.png, NAME.json).
        func fileName(_ word: String, _ what: String) throws -> String {
            guard !word.contains("/"), word != ".", word != "..",
                  !word.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw SyntaxError(message: "\(what) name \(Quoted.text(word)) must be a plain file name without '/' or control characters")
            }
            guard word.utf8.count <= ScenarioLimits.shotNameBytes else {
                throw SyntaxError(message: "\(what) name \(Quoted.text(word)) is \(word.utf8.count) bytes; at most \(ScenarioLimits.shotNameBytes) bytes, so it fits a file name")
            }
            return word
        }
        func notches(_ i: Int, _ what: String) throws -> Int { try int(i, what, ScenarioLimits.scrollNotches, "notches") }
        func button(_ i: Int) throws -> Int {
            guard args.count > i else { return 1 }
            let b = try int(i, "BUTTON")
            guard (1...3).contains(b) else { throw SyntaxError(message: "BUTTON must be 1, 2 or 3, got \(Quoted.text(args[i]))") }
            return b
        }
        /// Modifiers like ctrl, shift or ctrl+shift at `i`; none when the line ends before it.
        func modifiers(_ i: Int) throws -> Modifiers {
            guard args.count > i else { return [] }
            var mods: Modifiers = []
            for m in args[i].split(separator: "+", omittingEmptySubsequences: false) {
                guard let mod = Modifiers(name: String(m)) else {
                    throw SyntaxError(message: "unknown modifier \(Quoted.text(m)) in \(Quoted.text(args[i])); use ctrl, shift, alt or super joined by +, e.g. ctrl+shift; write it as: \(form)")
                }
                mods.insert(mod)
            }
            return mods
        }
        /// `down`/`up`: X Y [BUTTON] [MODS], where a third word that is no number is MODS.
        func buttonAndModifiers() throws -> (Int, Modifiers) {
            try arity(2...4)
            if args.count == 3, Double(args[2]) == nil { return (1, try modifiers(2)) }
            return (try button(2), try modifiers(3))
        }
        func pixels(_ i: Int, _ what: String) throws -> Double { try num(i, what, ScenarioLimits.swipePx, "px") }

        switch name {
        case "size":
            try arity(2...2)
            let width = try int(0, "W"), height = try int(1, "H")
            if let problem = WindowSize.problem(width: width, height: height) {
                throw SyntaxError(message: "window size \(width)x\(height) is out of range; \(problem)")
            }
            return .size(width: width, height: height)
        case "wait": try arity(1...1); return .wait(ms: try duration(0))
        case "move":
            let (at, used) = try target(0)
            return .move(at, modifiers: try trailingModifiers(used))
        case "down":
            let (b, mods) = try buttonAndModifiers()
            return .down(try point(0), button: b, modifiers: mods)
        case "up":
            let (b, mods) = try buttonAndModifiers()
            return .up(try point(0), button: b, modifiers: mods)
        case "drag":
            let (from, a) = try target(0)
            let (to, b) = try target(a)
            guard a + b < args.count else { throw SyntaxError(message: "'drag' needs MS after where it ends; write it as: \(form)") }
            return .drag(from: from, to: to, ms: try duration(a + b), modifiers: try trailingModifiers(a + b + 1))
        case "click":
            let (at, used) = try target(0)
            return .click(at, modifiers: try trailingModifiers(used))
        case "doubleclick":
            let (at, used) = try target(0)
            return .doubleClick(at, modifiers: try trailingModifiers(used))
        case "hold":
            let (at, used) = try target(0)
            guard used < args.count else { throw SyntaxError(message: "'hold' needs MS after where it presses; write it as: \(form)") }
            return .hold(at, ms: try duration(used), modifiers: try trailingModifiers(used + 1))
        case "scroll":
            try arity(4...5)
            return .scroll(try point(0), dx: try notches(2, "DX"), dy: try notches(3, "DY"), modifiers: try modifiers(4))
        case "touch":
            try arity(4...4)
            let id = try int(0, "ID", ScenarioLimits.touchIDs, "(one id per finger)")
            let phases: [String: InputPhase] = ["down": .began, "move": .changed, "up": .ended]
            guard let phase = phases[args[1].lowercased()] else {
                throw SyntaxError(message: "a finger goes down, move or up, got \(Quoted.text(args[1])); write it as: \(form)")
            }
            return .touch(id: id, phase: phase, try point(2))
        case "pinch":
            try arity(4...4)
            let range = ScenarioLimits.pinchScale
            guard let scale = Double(args[2]), scale.isFinite, range.contains(scale) else {
                throw SyntaxError(message: "SCALE must be a number from \(range.lowerBound) to \(Int(range.upperBound)) (the fingers' final spread, 1 = none), got \(Quoted.text(args[2])); write it as: \(form)")
            }
            return .pinch(try point(0), scale: scale, ms: try duration(3))
        case "swipe":
            try arity(5...5)
            return .swipe(try point(0), dx: try pixels(2, "DX"), dy: try pixels(3, "DY"), ms: try duration(4))
        case "key":
            try arity(1...1)
            guard let combo = KeyCombo(parsing: args[0]) else {
                throw SyntaxError(message: "bad key \(Quoted.text(args[0])); use an X keysym name with optional modifiers, e.g. Right, Return, ctrl+t")
            }
            guard KeysymName.isKnown(combo.name) else {
                throw SyntaxError(message: "unknown key \(Quoted.text(combo.name)); use an X keysym name such as Right, Return, Escape, Tab, BackSpace, F9, plus or a letter")
            }
            return .key(combo)
        case "settle": try arity(0...0); return .settle
        case "shot":
            try arity(1...1)
            return .shot(name: try fileName(args[0], "shot"))
        case "elements":
            try arity(1...1)
            return .elements(name: try fileName(args[0], "elements"))
        case "match":
            try arity(1...1)
            return .match(name: try fileName(args[0], "match"))
        case "demo":
            try arity(1...1)
            return .demo(args[0])
        case "check":
            guard args.count == 1, args[0].lowercased() == "accessibility" else {
                throw SyntaxError(message: "'check' checks the screen against a guideline; the one there is: check accessibility")
            }
            return .checkAccessibility
        default: // expect
            if let which = args.first?.lowercased(), which == "visible" || which == "hidden",
               args.count >= 2, let (locator, used) = try locator(1) {
                guard used + 1 == args.count else {
                    throw SyntaxError(message: "'expect \(which)' takes one element: a name in double quotes, or a role and a name; write it as: expect \(which) [ROLE] \"NAME\"")
                }
                return .expectVisible(locator, visible: which == "visible")
            }
            guard args.count >= 2 else {
                throw SyntaxError(message: "'expect' needs a key and a value; write it as: \(form)")
            }
            // A key in double quotes may hold blanks ("First name.text").
            let key = isQuoted(args[0]) ? String(args[0].dropFirst().dropLast()) : args[0]
            return .expect(key: key, value: args.dropFirst().joined(separator: " "))
        }
    }
}
