import FlickDemo
import FlickTracing

/// The help texts `flick --help`, `flick run --help` and `flick record --help` share, so the
/// root's list of the default command's options says what the options themselves say.
enum HelpText {
    static let demoNames = DemoName.allCases.map(\.rawValue).joined(separator: ", ")
    static let defaultDemo = DemoName.defaultDemo.rawValue

    static let demo = "The demo to open: \(demoNames) (default: \(defaultDemo), every demo inside the shell)."
    static let size = "Window size WIDTHxHEIGHT, min \(WindowSize.minimumWidthPx)x\(WindowSize.minimumHeightPx) (default: \(WindowSize.defaultSize.width.formatted)x\(WindowSize.defaultSize.height.formatted))."
    static let fps = "Frame rate while something moves, 1 to 240 (default: the monitor's refresh rate, else \(FrameRate.defaultFPS))."
    static let scale = "UI scale factor, 0.5 to 4 (default: 1; without --scale, FLICK_SCALE or else the X resource Xft.dpi sets it; e.g. 2 on a high-density screen)."
    static let trace = "Print JSON Lines (ready, gesture, state, settled) on stdout."
    static let traceFrames = "As --trace, and a line per presented frame besides (frame: the time it took to make, the interval since the last)."
    static let fresh = "Start from the default settings and session without reading the saved ones (~/.config/flick, ~/.local/state/flick); what changes is saved."
    static let theme = "Colours: system (follow the system's colour scheme, live; the default), light or dark; wins over the saved setting."
    static let headlessTheme = "Colours: light or dark (default: dark; the system's colour scheme is not read, so recordings stay reproducible)."
    static let test = "Hermetic, for tests (also FLICK_TEST=1): the defaults, no saved state read or written, no first-launch hints, scale 1 unless --scale."

    /// The default command's options, as rows of (option, help).
    static let runOptions: [(String, String)] = [
        ("--demo NAME", demo), ("--size WxH", size), ("--fps N", fps), ("--scale S", scale), ("--trace", trace),
        ("--trace-frames", traceFrames),
        ("--theme T", theme), ("--fresh", fresh),
        ("--test", test),
    ]

    /// The keys that work in the window, as rows of (key, what it does): the summary the
    /// shortcuts overlay (`?`) agrees with.
    static let keys: [(String, String)] = AppShortcuts.helpSummary

    static let usageLines = """
        flick [--demo NAME] [--size WxH] [--fps N] [--trace] [--scale S] [--fresh] [--test] [--theme system|light|dark] [--trace-frames]
        flick record --script FILE --out DIR [--demo NAME] [--size WxH] [--fps N] [--scale S] [--theme light|dark]
        flick bench  [--demo NAME] [--size WxH] [--pages N] [--frames N] [--json] [--scale S] [--input mouse|touchpad|grid] [--theme light|dark]
        flick --help | --version
        """

    /// `flick --help`'s text above ArgumentParser's own sections.
    static let root = """
        \(usageLines)

        OPTIONS OF 'flick' (the window; 'flick run' is the same):
        \(table(runOptions))

        KEYS:
        \(table(keys))

        Without an X display, render headless with 'flick record'.
        """

    /// `flick run --help`'s discussion.
    static let run = """
        KEYS:
        \(table(keys))

        Without an X display, render headless with 'flick record'.
        """

    /// `flick record --help`'s discussion: the demos, the default, and every scenario command.
    static let record: String = {
        let demos = DemoName.allCases.map { d -> (String, String) in
            (d.rawValue, (d == DemoName.defaultDemo ? "(default) " : "") + d.summary)
        }
        return """
            Needs no X display. The same scenario gives byte-identical PNGs on every run.

            DEMOS (--demo):
            \(table(demos))

            SCENARIO COMMANDS (one a line; # starts a comment; pixels, milliseconds):
            \(table(ScenarioReference.commands.map { ($0.form, $0.meaning) }))

            \(wrapped(ScenarioReference.placeNote, to: width).joined(separator: "\n"))
            """
    }()

    /// Rows as an indented two-column table, wrapped to `HelpText.width` columns with the text
    /// column kept (ArgumentParser then leaves the lines as they are).
    static func table(_ rows: [(String, String)]) -> String {
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let indent = 2 + nameWidth + 2
        return rows.map { name, text -> String in
            guard !text.isEmpty else { return "  " + name }
            let lines = wrapped(text, to: max(20, width - indent))
            let first = "  " + name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0) + lines[0]
            return ([first] + lines.dropFirst().map { String(repeating: " ", count: indent) + $0 })
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The width help lines keep within (ArgumentParser wraps at 80 when it cannot ask a terminal).
    static let width = 79

    /// Words of `text` in lines of at most `limit` characters (a longer word gets a line of its own).
    static func wrapped(_ text: String, to limit: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty { line = String(word) } else if line.count + 1 + word.count <= limit {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + [line]
    }
}

private extension Double {
    /// A whole number without ".0".
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
