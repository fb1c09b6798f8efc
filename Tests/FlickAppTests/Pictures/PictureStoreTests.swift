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
        let ui = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let done = DispatchSemaphore(value: 0)
        // Written by the queue's block before `done.signal()` and read only after the wait for it.
        nonisolated(unsafe) var decoding: Int32 = 0
        PictureStore.runOffThread {
            decoding = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)  // this thread's nice value (Linux)
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(decoding, ui + Constants.pictureDecodeNiceIncrement, "a decode yields the processor to the UI thread")
        XCTAssertEqual(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0), ui, "the UI thread's own stays")
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

    func testANamedPipeADeviceAndAFolderNamedLikePicturesFailAtOnceAndThePicturesAfterThemLoad() throws {
        let fifo = PictureFiles.temporaryPath("fifo.jpg")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let zero = PictureFiles.temporaryPath("zero.png")
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        let folder = PictureFiles.temporaryPath("folder.jpg")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let png = try PictureFiles.halvesPNG(40, 20)
        let ui = TestUIThread()
        let store = PictureStore(maxConcurrentDecodes: 1, handOff: ui.handOff)
        var answers: [String: Result<LoadedPicture, PictureLoadFailure>] = [:]
        let start = Date()
        for file in [fifo, zero, folder, png] {
            XCTAssertNil(store.picture(file: file, size: Size(40, 20), scale: 1, contentMode: .fit) { answers[file] = $0 })
        }
        while answers.count < 4 { ui.runNext() }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "no decode waits on a file that is not one")
        for (file, kind) in [(fifo, "a named pipe"), (zero, "a device"), (folder, "a folder")] {
            guard case .failure(let failure) = answers[file] else { return XCTFail("\(file) fails") }
            XCTAssertEqual(failure.reason, "not a picture: it is \(kind), not a file")
        }
        XCTAssertEqual(try answers[png]?.get().bitmap.width, 40, "the picture after them loads")
        XCTAssertEqual(store.warnings.count, 3)
    }

    func testAStuckDecodeIsGivenUpAndDoesNotHoldUpThePicturesAfterIt() throws {
        let stuck = try PictureFiles.halvesPNG(30, 30), next = try PictureFiles.halvesPNG(40, 20)
        let ui = TestUIThread()
        let store = PictureStore(maxConcurrentDecodes: 1, decodeLimitS: 0.3, handOff: ui.handOff)
        let release = DispatchSemaphore(value: 0)
        let stuckPath = FilePathBytes(stuck)
        // The first decode's read never returns (a stalled disk), until the test ends.
        store.decodeWillStart = { path in if path == stuckPath { release.wait() } }
        defer { release.signal() }
        var stuckAnswer: Result<LoadedPicture, PictureLoadFailure>?, nextAnswer: Result<LoadedPicture, PictureLoadFailure>?
        XCTAssertNil(store.picture(file: stuck, size: Size(30, 30), scale: 1, contentMode: .fit) { stuckAnswer = $0 })
        XCTAssertNil(store.picture(file: next, size: Size(40, 20), scale: 1, contentMode: .fit) { nextAnswer = $0 })
        while stuckAnswer == nil || nextAnswer == nil { ui.runNext() }
        guard case .failure(let failure) = stuckAnswer else { return XCTFail("the stuck decode fails") }
        XCTAssertEqual(failure.reason, PictureError.tooSlow(seconds: 0.3).description)
        XCTAssertTrue(failure.reason.contains("0.3 s"), failure.reason)
        XCTAssertEqual(try nextAnswer?.get().bitmap.width, 40, "the next picture decodes on a thread of its own")
        XCTAssertEqual(store.abandonedCount, 1)
        XCTAssertEqual(store.runningCount, 0)
        XCTAssertTrue(store.warnings.first?.contains("did not decode within 0.3 s") ?? false, "\(store.warnings)")
    }

    func testAQueuedDecodeWhoseRequesterHasGoneIsDroppedBeforeItStarts() throws {
        let first = try PictureFiles.halvesPNG(40, 20), gone = try PictureFiles.halvesPNG(30, 30)
        let ui = TestUIThread()
        let store = PictureStore(maxConcurrentDecodes: 1, handOff: ui.handOff)
        let keeper = NSObject()
        var requester: NSObject? = NSObject()
        var arrived: [String] = []
        XCTAssertNil(store.picture(path: FilePathBytes(first), size: Size(40, 20), scale: 1, contentMode: .fit,
                                   requester: keeper) { _ in arrived.append("first") })
        XCTAssertNil(store.picture(path: FilePathBytes(gone), size: Size(30, 30), scale: 1, contentMode: .fit,
                                   requester: requester!) { _ in arrived.append("gone") })
        XCTAssertEqual(store.decodingCount, 2)
        requester = nil  // the view that asked went away (or asked for another size)
        ui.runNext()
        XCTAssertEqual(arrived, ["first"])
        XCTAssertEqual(store.cancelledCount, 1, "the second decode never started")
        XCTAssertEqual(store.runningCount, 0)
        XCTAssertEqual(store.decodingCount, 0)
        XCTAssertEqual(store.count, 1, "only the first picture was decoded")
    }

    func testAFileNameThatIsNotUTF8IsDecodedWithItsBytes() throws {
        let folder = FilePathBytes(PictureFiles.temporaryPath("latin1"))
        XCTAssertEqual(folder.withCString { mkdir($0!, 0o755) }, 0)
        let path = folder.appending(FilePathBytes(bytes: Array("caf".utf8) + [0xE9] + Array(".png".utf8)))
        let data = try Data(contentsOf: URL(fileURLWithPath: try PictureFiles.halvesPNG(40, 20)))
        let fd = path.withCString { open($0!, O_WRONLY | O_CREAT, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let ui = TestUIThread()
        let store = PictureStore(handOff: ui.handOff)
        var answer: Result<LoadedPicture, PictureLoadFailure>?
        let requester = NSObject()
        XCTAssertNil(store.picture(path: path, size: Size(40, 20), scale: 1, contentMode: .fit, requester: requester) { answer = $0 })
        ui.runNext()
        XCTAssertEqual(try answer?.get().bitmap.width, 40)
        XCTAssertEqual(store.warnings, [])
    }
}
