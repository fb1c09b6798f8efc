@testable import FlickHost
import FlickCore
import FlickKit
import Foundation
import XCTest

/// A restorable part whose restore waits until it is "laid out", as a grid's page does.
private final class Part: Restorable {
    let restorationID: String
    var value = 0
    var laidOut: Bool
    var notice: String?
    init(_ id: String, laidOut: Bool = true) { restorationID = id; self.laidOut = laidOut }
    func restorationState() -> RestorationValue { .object(["value": .int(value)]) }
    func restoreState(from state: RestorationValue, now: Double) { value = state["value"]?.int(in: 0...9) ?? value }
    var isReadyToRestore: Bool { laidOut }
    var restorationNotice: String? { notice }
}

/// The host's keeper of a restorable root on a manual clock: restored from the file, waiting
/// for a layout where a part needs one, written a delay after a change and at quit, never before.
final class RestorationKeeperTests: XCTestCase {
    private var dirs: StateFolder!
    private var warnings: [String] = []

    override func setUp() { dirs = StateFolder.empty(); warnings = [] }
    override func tearDown() { dirs.remove() }

    private var file: StateFile<RestorationDocument> {
        StateFile(url: URL(fileURLWithPath: dirs.sessionFile), program: "viewer", setsAsideDamaged: true)
    }

    private func keeper(_ root: Part) -> RestorationKeeper {
        RestorationKeeper(root: root, file: file, now: 0, warn: { [unowned self] in self.warnings.append($0) })
    }

    func testAFirstLaunchIsQuietAndWritesNothingUntilAChange() {
        let root = Part("part")
        let k = keeper(root)
        k.start(now: 0)
        k.update(now: 1)
        XCTAssertNil(k.nextDeadline)
        k.flush()
        XCTAssertEqual(dirs.files(), [])
        XCTAssertEqual(warnings, [])
        root.value = 3
        k.update(now: 2)
        XCTAssertEqual(k.nextDeadline, 2 + Constants.stateSaveDelayS)
        k.advance(to: 2 + Constants.stateSaveDelayS)
        XCTAssertEqual(file.read().document.parts["part"], .object(["value": .int(3)]))
        XCTAssertNil(k.nextDeadline, "nothing pending: nothing wakes the app")
    }

    func testTheSavedPartIsRestoredAndAPartNeedingALayoutWaitsForIt() {
        dirs.write(session: "{\"version\": 1, \"part\": {\"value\": 7}}")
        let root = Part("part", laidOut: false)
        let k = keeper(root)
        XCTAssertEqual(root.value, 0, "not before its layout")
        XCTAssertEqual(k.capture().parts["part"], .object(["value": .int(7)]), "a waiting part keeps its saved member")
        root.laidOut = true
        k.start(now: 0)
        XCTAssertEqual(root.value, 7)
        k.update(now: 1)
        XCTAssertNil(k.nextDeadline, "restoring alone writes nothing")
    }

    func testAValueOutOfRangeIsClampedByThePartAndTheQuitWritesTheChange() {
        dirs.write(session: "{\"version\": 1, \"part\": {\"value\": 70}, \"other\": true}")
        let root = Part("part")
        let k = keeper(root)
        XCTAssertEqual(root.value, 9, "the part clamps to what it could produce")
        k.start(now: 0)
        root.value = 4
        k.update(now: 0.1)
        k.flush()
        let read = file.read().document
        XCTAssertEqual(read.parts["part"], .object(["value": .int(4)]))
        XCTAssertEqual(read.parts["other"], .bool(true), "members of other parts stay")
    }

    func testADamagedFileIsMovedAsideWithOneMessage() {
        dirs.write(session: "{ half")
        let k = keeper(Part("part"))
        k.start(now: 0)
        XCTAssertEqual(warnings, ["viewer: the saved session at \(dirs.sessionFile) is damaged (not a JSON object with a version); it was moved to \(dirs.sessionFile).damaged; using the default session"])
        XCTAssertEqual(dirs.files(), ["state/flick/session.json.damaged"])
    }

    func testAPartsNoticeIsSaidOnce() {
        let root = Part("part")
        root.notice = "the part keeps 100 values"
        let k = keeper(root)
        k.start(now: 0)
        k.update(now: 1)
        k.update(now: 2)
        XCTAssertEqual(warnings, ["viewer: the part keeps 100 values"])
    }

    func testMotionIsCapturedAtMostEveryCaptureInterval() {
        let root = Part("part")
        let k = keeper(root)
        k.start(now: 0)
        k.update(now: 0)
        root.value = 1
        k.update(now: 0.1, throttled: true)
        XCTAssertNil(k.nextDeadline, "within the interval a throttled update captures nothing")
        k.update(now: Constants.stateCaptureIntervalS, throttled: true)
        XCTAssertEqual(k.nextDeadline, Constants.stateCaptureIntervalS + Constants.stateSaveDelayS)
    }
}

/// A container's children nest in its part: a swiper in a deck's center keeps its page.
extension RestorationKeeperTests {
    private func fill() -> DrawnView {
        DrawnView { size in .fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Color(hex: 0x3060D0)) }
    }

    func testASwiperInADecksCenterIsRestoredOnceTheHostHasLaidTheDeckOut() {
        dirs.write(session: "{\"version\": 1, \"deck\": {\"open\": \"left\", \"swiper\": {\"item\": \"2\"}}}")
        let swiper = Swiper(pageCount: 3) { _ in self.fill() }
        let deck = Deck(center: swiper, left: fill())
        let k = RestorationKeeper(root: deck, file: file, now: 0, warn: { [unowned self] in self.warnings.append($0) })
        XCTAssertEqual(swiper.currentIndex, 0, "the deck waits for its layout, and its center with it")
        let host = ComponentHost(deck, size: Size(800, 600), now: 0)
        k.start(now: 0)
        XCTAssertEqual(swiper.currentIndex, 2)
        XCTAssertEqual(deck.openSide, .left)
        XCTAssertEqual(k.capture().parts["deck"], .object(["open": .string("left"), "swiper": .object(["item": .string("2")])]))
        XCTAssertEqual(host.root.state["swiper.index"], "2")
        XCTAssertEqual(warnings, [])
    }
}
