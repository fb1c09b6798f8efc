import FlickCore

/// What a recording's messages call the inputs it was given, so each message names the way out
/// in the caller's terms: `flick record`'s options, or the environment variables of a program
/// started by `FlickApp.run` (`FLICK_RECORD`).
public struct RecordingNames: Equatable, Sendable {
    /// What names the scenario file, e.g. `--script`.
    public var script: String
    /// What names the output folder, e.g. `--out`.
    public var out: String
    /// How to give `match` its folder of goldens, e.g. `run flick record with --goldens DIR`.
    public var goldens: String

    /// Names of a recording's script, output folder and goldens.
    public init(script: String, out: String, goldens: String) {
        self.script = script
        self.out = out
        self.goldens = goldens
    }

    /// `flick record`'s options.
    public static let commandLine = RecordingNames(script: "--script", out: "--out",
                                                   goldens: "run flick record with --goldens DIR")
    /// The environment variables `FlickApp.run` reads.
    public static let environment = RecordingNames(script: "FLICK_RECORD", out: "FLICK_RECORD_OUT",
                                                   goldens: "set FLICK_RECORD_GOLDENS=DIR")
}
