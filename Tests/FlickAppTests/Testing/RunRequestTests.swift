@testable import FlickApp
import FlickTesting
import FlickTracing
import XCTest

/// The environment `FlickApp.run` reads: FLICK_TRACE, FLICK_RECORD, FLICK_RECORD_OUT, FLICK_RECORD_GOLDENS.
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
                       .record(script: "a.scenario", out: "out", goldens: nil), "a recording opens no window to trace")
        XCTAssertEqual(try RunRequest(environment: ["FLICK_RECORD": "a.scenario", "FLICK_RECORD_OUT": "out",
                                                    "FLICK_RECORD_GOLDENS": "goldens"]),
                       .record(script: "a.scenario", out: "out", goldens: "goldens"))
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
}
