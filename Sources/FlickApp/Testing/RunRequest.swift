import FlickCore
import FlickTracing

/// What the environment asks of `FlickApp.run`: a window, traced on stdout with `FLICK_TRACE=1`
/// (and a line per presented frame besides with `FLICK_TRACE=frames`);
/// or, with `FLICK_RECORD=FILE FLICK_RECORD_OUT=DIR`, the scenario FILE replayed headless into
/// DIR instead of a window (`FLICK_RECORD_GOLDENS=DIR`: the goldens its `match` lines compare with;
/// `FLICK_RECORD_UPDATE_GOLDENS=1`, `FLICK_RECORD_TOLERANCE=N` and `FLICK_RECORD_MAX_DIFF_PIXELS=N`:
/// what `flick record`'s `--update-goldens`, `--tolerance` and `--max-diff-pixels` do).
enum RunRequest: Equatable {
    /// A window; `traced`: the trace contract on stdout; `frames`: a `frame` line per presented
    /// frame besides.
    case window(traced: Bool, frames: Bool = false)
    /// A headless recording of the scenario `script` into the folder `out`.
    case record(script: String, out: String, goldens: GoldenMatching)

    /// `FLICK_TRACE`: 1 traces a window's run on stdout; `frames` traces it with a line per
    /// presented frame (`traceFramesValue`).
    static let traceVariable = "FLICK_TRACE"
    /// The value of `FLICK_TRACE` that adds the `frame` lines.
    static let traceFramesValue = "frames"
    /// `FLICK_RECORD`: the scenario file to replay headless.
    static let scriptVariable = "FLICK_RECORD"
    /// `FLICK_RECORD_OUT`: the folder the recording writes to.
    static let outVariable = "FLICK_RECORD_OUT"
    /// `FLICK_RECORD_GOLDENS`: the folder of goldens `match` compares with.
    static let goldensVariable = "FLICK_RECORD_GOLDENS"
    /// `FLICK_RECORD_UPDATE_GOLDENS`: 1 writes the goldens instead of comparing, 0 compares.
    static let updateGoldensVariable = "FLICK_RECORD_UPDATE_GOLDENS"
    /// `FLICK_RECORD_TOLERANCE`: the largest per-channel difference counted as equal (0 to 255).
    static let toleranceVariable = "FLICK_RECORD_TOLERANCE"
    /// `FLICK_RECORD_MAX_DIFF_PIXELS`: the most pixels a matching frame may differ in.
    static let maxDiffPixelsVariable = "FLICK_RECORD_MAX_DIFF_PIXELS"

    /// Reads `environment` (an empty value counts as unset); throws `FlickError` (exit 2) naming
    /// the variable missing when only one of `FLICK_RECORD` and `FLICK_RECORD_OUT` is set, and
    /// the variable and its values when a goldens variable holds a bad value.
    init(environment: [String: String]) throws {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        switch (value(RunRequest.scriptVariable), value(RunRequest.outVariable)) {
        case let (script?, out?):
            self = .record(script: script, out: out, goldens: try RunRequest.goldens(value))
        case (_?, nil):
            throw FlickError.usage("\(RunRequest.scriptVariable) is set but \(RunRequest.outVariable) is not; "
                + "set \(RunRequest.outVariable)=DIR, the folder the recording writes its shots to")
        case (nil, _?):
            throw FlickError.usage("\(RunRequest.outVariable) is set but \(RunRequest.scriptVariable) is not; "
                + "set \(RunRequest.scriptVariable)=FILE, the scenario to replay")
        case (nil, nil):
            let trace = environment[RunRequest.traceVariable]
            let frames = trace == RunRequest.traceFramesValue
            self = .window(traced: trace == "1" || frames, frames: frames)
        }
    }

    /// How `match` compares, from the goldens variables (`value` reads one, nil when unset).
    private static func goldens(_ value: (String) -> String?) throws -> GoldenMatching {
        let directory = value(goldensVariable)
        var update = false
        switch value(updateGoldensVariable) {
        case nil, "0": update = false
        case "1": update = true
        case let other?:
            throw FlickError.usage("\(updateGoldensVariable) must be 1 (write the goldens) or 0 (compare with them), got \(Quoted.text(other))")
        }
        if update, directory == nil {
            throw FlickError.usage("\(updateGoldensVariable)=1 needs \(goldensVariable)=DIR, the folder to write the goldens to")
        }
        func count(_ name: String, _ range: ClosedRange<Int>, _ what: String) throws -> Int {
            guard let text = value(name) else { return 0 }
            guard let n = Int(text), range.contains(n) else {
                let upper = range.upperBound == Int.max ? "" : " to \(range.upperBound)"
                throw FlickError.usage("\(name) must be a whole number from \(range.lowerBound)\(upper) (\(what)), got \(Quoted.text(text))")
            }
            return n
        }
        return GoldenMatching(directory: directory, update: update,
                              tolerance: try count(toleranceVariable, 0...255, "a channel difference"),
                              maxDiffPixels: try count(maxDiffPixelsVariable, 0...Int.max, "pixels"))
    }
}
