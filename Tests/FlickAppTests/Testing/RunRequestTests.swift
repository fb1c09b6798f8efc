@testable import FlickApp
import FlickTesting
import FlickTracing
import XCTest

/// The environment `FlickApp.run` reads: FLICK_TRACE, FLICK_RECORD, FLICK_RECORD_OUT, FLICK_RECORD_GOLDENS and
/// the variables that update or loosen the goldens.
final class RunRequestTests: XCTestCase {
    func testAWindowIsTracedOnlyWithFlickTraceOne() throws {
        XCTAssertEqual(try RunRequest(environment: [:]), .window(traced: false))
        XCTAssertEqual(try RunRequest(environment: ["FLICK_TRACE": "1"]), .window(traced: true))
        XCTAssertEqual(try RunRequest(environment: ["FLICK_TRACE": "0"]), .window(traced: false))
    }

    func testFlickTraceFramesTracesWithAFrameLinePerFrame() throws {
        XCTAssertEqual(try RunRequest(environment: ["FLICK_TRACE": "frames"]), .window(traced: true, frames: true))
        XCTAssertEqual(try RunRequest(environment: ["FLICK_TRACE": "1"]), .window(traced: true, frames: false))
        XCTAssertEqual(try RunRequest(environment: ["FLICK_TRACE": "Frames"]), .window(traced: false, frames: false))
    }

    func testARecordingNeedsTheScenarioAndTheFolder() throws {
        XCTAssertEqual(try RunRequest(environment: ["FLICK_RECORD": "a.scenario", "FLICK_RECORD_OUT": "out", "FLICK_TRACE": "1"]),
                       .record(script: "a.scenario", out: "out", goldens: GoldenMatching()), "a recording opens no window to trace")
        XCTAssertEqual(try RunRequest(environment: ["FLICK_RECORD": "a.scenario", "FLICK_RECORD_OUT": "out",
                                                    "FLICK_RECORD_GOLDENS": "goldens"]),
                       .record(script: "a.scenario", out: "out", goldens: GoldenMatching(directory: "goldens")))
    }

    func testOneOfTheTwoWithoutTheOtherNamesTheMissingVariable() {
        XCTAssertThrowsError(try RunRequest(environment: ["FLICK_RECORD": "a.scenario"])) { error in
            XCTAssertEqual(error as? FlickError, .usage("FLICK_RECORD is set but FLICK_RECORD_OUT is not; "
                + "set FLICK_RECORD_OUT=DIR, the folder the recording writes its shots to"))
        }
        XCTAssertThrowsError(try RunRequest(environment: ["FLICK_RECORD": "", "FLICK_RECORD_OUT": "out"])) { error in
            XCTAssertEqual(error as? FlickError, .usage("FLICK_RECORD_OUT is set but FLICK_RECORD is not; "
                + "set FLICK_RECORD=FILE, the scenario to replay"), "an empty value counts as unset")
        }
    }

    func testTheGoldensVariablesDoWhatRecordsOptionsDo() throws {
        let base = ["FLICK_RECORD": "a.scenario", "FLICK_RECORD_OUT": "out", "FLICK_RECORD_GOLDENS": "g"]
        XCTAssertEqual(try RunRequest(environment: base.merging(["FLICK_RECORD_UPDATE_GOLDENS": "1", "FLICK_RECORD_TOLERANCE": "3",
                                                                 "FLICK_RECORD_MAX_DIFF_PIXELS": "40"]) { $1 }),
                       .record(script: "a.scenario", out: "out",
                               goldens: GoldenMatching(directory: "g", update: true, tolerance: 3, maxDiffPixels: 40)))
        XCTAssertEqual(try RunRequest(environment: base.merging(["FLICK_RECORD_UPDATE_GOLDENS": "0"]) { $1 }),
                       .record(script: "a.scenario", out: "out", goldens: GoldenMatching(directory: "g")))
    }

    func testABadGoldensVariableNamesItselfAndItsValues() {
        let base = ["FLICK_RECORD": "a.scenario", "FLICK_RECORD_OUT": "out", "FLICK_RECORD_GOLDENS": "g"]
        let cases: [(String, String, String)] = [
            ("FLICK_RECORD_UPDATE_GOLDENS", "yes", "FLICK_RECORD_UPDATE_GOLDENS must be 1 (write the goldens) or 0 (compare with them), got 'yes'"),
            ("FLICK_RECORD_TOLERANCE", "256", "FLICK_RECORD_TOLERANCE must be a whole number from 0 to 255 (a channel difference), got '256'"),
            ("FLICK_RECORD_MAX_DIFF_PIXELS", "-1", "FLICK_RECORD_MAX_DIFF_PIXELS must be a whole number from 0 (pixels), got '-1'"),
        ]
        for (name, value, message) in cases {
            XCTAssertThrowsError(try RunRequest(environment: base.merging([name: value]) { $1 })) { error in
                XCTAssertEqual(error as? FlickError, .usage(message))
                XCTAssertEqual((error as? FlickError)?.exitCode, 2)
            }
        }
        XCTAssertThrowsError(try RunRequest(environment: ["FLICK_RECORD": "a", "FLICK_RECORD_OUT": "o", "FLICK_RECORD_UPDATE_GOLDENS": "1"])) { error in
            XCTAssertEqual(error as? FlickError, .usage("FLICK_RECORD_UPDATE_GOLDENS=1 needs FLICK_RECORD_GOLDENS=DIR, the folder to write the goldens to"))
        }
    }
}
