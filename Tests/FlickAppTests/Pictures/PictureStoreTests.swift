@testable import FlickApp
import FlickCairo
import XCTest

/// `PictureStore`: decodes off the UI thread at the drawn size in device pixels, hands the picture
/// back on the UI thread, shares one decode, keeps a byte budget, reads a changed file again and
/// warns once about a failure.
final class PictureStoreTests: XCTestCase {
    private func load(_ store: PictureStore, _ file: String, size: Size, scale: Double = 1, mode: ContentMode = .fit,
                      ui: TestUIThread) -> Result<LoadedPicture, PictureLoadFailure>? {
        var answer: Result<LoadedPicture, PictureLoadFailure>?
        if let ready = store.picture(file: file, size: size, scale: scale, contentMode: mode, completion: { answer = $0 }) {
            return .success(ready)
        }
        XCTAssertNil(answer, "not at once: the decode runs off the UI thread")
        ui.runNext()
        return answer
    }

    func testDecodesRunBelowTheUIThreadsPriority() {
        let store = PictureStore(handOff: { _ in })
        let ui = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let done = DispatchSemaphore(value: 0)
        // Written by the queue's block before `done.signal()` and read only after the wait for it.
        nonisolated(unsafe) var decoding: Int32 = 0
        store.queue.async {
            decoding = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)  // this thread's nice value (Linux)
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        XCTAssertGreaterThan(decoding, ui, "a decode yields the processor to the UI thread (a higher nice value)")
    }

    func testOneDecodeRunsAtATimeOnTwoCoresAndOneFewerThanTheCoresAbove() {
        XCTAssertEqual([1, 2, 3, 4, 8].map { PictureStore.decodeLimit(cores: $0) }, [1, 1, 2, 3, 7])
        XCTAssertEqual(PictureStore(handOff: { _ in }).maxConcurrentDecodes,
                       PictureStore.decodeLimit(cores: ProcessInfo.processInfo.activeProcessorCount), "the machine's by default")
        XCTAssertEqual(PictureStore(maxConcurrentDecodes: 0, handOff: { _ in }).maxConcurrentDecodes, 1, "at least one")
    }

    func testDecodesPastTheLimitWaitTheirTurnInTheOrderAsked() throws {
        let files = try (1...3).map { _ in try PictureFiles.halvesPNG(40, 20) }
        let ui = TestUIThread()
        let store = PictureStore(maxConcurrentDecodes: 1, handOff: ui.handOff)
        var arrived: [String] = []
        for file in files {
            XCTAssertNil(store.picture(file: file, size: Size(40, 20), scale: 1, contentMode: .fit) { _ in arrived.append(file) })
        }
        XCTAssertEqual(store.decodingCount, 3, "three asked")
        XCTAssertEqual(store.runningCount, 1, "one decoding, two waiting")
        for n in 1...3 {
            ui.runNext()
            XCTAssertEqual(arrived, Array(files.prefix(n)), "oldest first")
            XCTAssertEqual(store.runningCount, n < 3 ? 1 : 0, "the next starts as one ends")
        }
        XCTAssertEqual(store.decodingCount, 0)
    }

    func testAPictureIsDecodedAtTheSizeItIsDrawnInDevicePixels() throws {
        let jpeg = try PictureFiles.converted(try PictureFiles.halvesPNG(600, 400), to: "jpg")
        let ui = TestUIThread()
        let store = PictureStore(handOff: ui.handOff)
        let fit = try XCTUnwrap(load(store, jpeg, size: Size(60, 60), scale: 2, ui: ui)).get()
        XCTAssertEqual([fit.bitmap.width, fit.bitmap.height], [120, 80], "60x60 at scale 2 fits 120x80 device px")
        XCTAssertEqual(fit.pixelSize, Size(600, 400), "the file's own size")
        let fill = try XCTUnwrap(load(store, jpeg, size: Size(60, 60), mode: .fill, ui: ui)).get()
        XCTAssertEqual([fill.bitmap.width, fill.bitmap.height], [90, 60], "fill covers the frame")
        let whole = try XCTUnwrap(load(store, jpeg, size: Size(3000, 3000), ui: ui)).get()
        XCTAssertEqual([whole.bitmap.width, whole.bitmap.height], [600, 400], "never enlarged")
    }

    func testAPictureHeldAlreadyComesAtOnceAndTwoRequestsShareOneDecode() throws {
        let png = try PictureFiles.halvesPNG(40, 20)
        let ui = TestUIThread()
        let store = PictureStore(handOff: ui.handOff)
        var answers = 0
        XCTAssertNil(store.picture(file: png, size: Size(40, 20), scale: 1, contentMode: .fit) { _ in answers += 1 })
        XCTAssertNil(store.picture(file: png, size: Size(40, 20), scale: 1, contentMode: .fit) { _ in answers += 1 })
        XCTAssertEqual(store.decodingCount, 1, "one decode for both")
        ui.runNext()
        XCTAssertEqual(answers, 2)
        XCTAssertNotNil(store.picture(file: png, size: Size(40, 20), scale: 1, contentMode: .fit) { _ in XCTFail("held") })
    }

    func testThePicturesKeepWithinTheByteBudget() throws {
        let ui = TestUIThread()
        let store = PictureStore(maxBytes: 5000, handOff: ui.handOff)  // one 30x30 picture (3600 bytes)
        for _ in 0..<3 {
            _ = load(store, try PictureFiles.halvesPNG(30, 30), size: Size(30, 30), ui: ui)
        }
        XCTAssertEqual(store.count, 1, "the least recently used went")
        XCTAssertLessThanOrEqual(store.byteCount, 5000)
    }

    func testAFailureWarnsOnceWithItsReasonAndAChangedFileIsReadAgain() throws {
        let path = PictureFiles.temporaryPath("notes.jpg")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path))
        let ui = TestUIThread()
        let store = PictureStore(handOff: ui.handOff)
        guard case .failure(let failure) = load(store, path, size: Size(50, 50), ui: ui) else { return XCTFail("a failure") }
        XCTAssertEqual(failure.reason, PictureError.notAPicture.description)
        XCTAssertNil(store.picture(file: path, size: Size(50, 50), scale: 1, contentMode: .fit) { _ in })
        XCTAssertEqual(store.decodingCount, 0, "a file that failed as it is fails again without a decode")
        ui.runNext()
        _ = load(store, path, size: Size(70, 70), ui: ui)
        XCTAssertEqual(store.warnings.count, 1, "once while the file stays as it is")
        XCTAssertTrue(store.warnings[0].contains("notes.jpg") && store.warnings[0].contains("not a picture"), store.warnings[0])
        XCTAssertFalse(store.warnings[0].contains("out of memory"))

        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: try PictureFiles.halvesPNG(50, 30), toPath: path)
        let fixed = try XCTUnwrap(load(store, path, size: Size(50, 50), ui: ui)).get()
        XCTAssertEqual([fixed.bitmap.width, fixed.bitmap.height], [50, 30], "the changed file is read again")

        guard case .failure(let missing) = load(store, PictureFiles.temporaryPath("gone.png"), size: Size(9, 9), ui: ui) else {
            return XCTFail("a failure")
        }
        XCTAssertEqual(missing.reason, "no such file")
    }
}
