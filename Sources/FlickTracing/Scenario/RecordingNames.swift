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
    /// What writes the goldens instead of comparing, e.g. `--update-goldens`.
    public var updateGoldens: String

    /// Names of a recording's script, output folder, goldens and the way to write them.
    public init(script: String, out: String, goldens: String, updateGoldens: String = "--update-goldens") {
        self.script = script
        self.out = out
        self.goldens = goldens
        self.updateGoldens = updateGoldens
    }

    /// `flick record`'s options.
    public static let commandLine = RecordingNames(script: "--script", out: "--out",
                                                   goldens: "run flick record with --goldens DIR")
    /// The environment variables `FlickApp.run` reads.
    public static let environment = RecordingNames(script: "FLICK_RECORD", out: "FLICK_RECORD_OUT",
                                                   goldens: "set FLICK_RECORD_GOLDENS=DIR",
                                                   updateGoldens: "FLICK_RECORD_UPDATE_GOLDENS=1")
}
