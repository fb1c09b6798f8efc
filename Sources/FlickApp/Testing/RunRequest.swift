import FlickTracing

/// What the environment asks of `FlickApp.run`: a window, traced on stdout with `FLICK_TRACE=1`
/// (and a line per presented frame besides with `FLICK_TRACE=frames`);
/// or, with `FLICK_RECORD=FILE FLICK_RECORD_OUT=DIR`, the scenario FILE replayed headless into
/// DIR instead of a window (`FLICK_RECORD_GOLDENS=DIR`: the goldens its `match` lines compare with).
enum RunRequest: Equatable {
    /// A window; `traced`: the trace contract on stdout; `frames`: a `frame` line per presented
    /// frame besides.
    case window(traced: Bool, frames: Bool = false)
    /// A headless recording of the scenario `script` into the folder `out`.
    case record(script: String, out: String, goldens: String?)

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

    /// Reads `environment` (an empty value counts as unset); throws `FlickError` (exit 2) naming
    /// the variable missing when only one of `FLICK_RECORD` and `FLICK_RECORD_OUT` is set.
    init(environment: [String: String]) throws {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        switch (value(RunRequest.scriptVariable), value(RunRequest.outVariable)) {
        case let (script?, out?):
            self = .record(script: script, out: out, goldens: value(RunRequest.goldensVariable))
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
}
