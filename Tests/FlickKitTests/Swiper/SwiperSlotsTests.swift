import XCTest
@testable import FlickKit

final class SwiperSlotsTests: XCTestCase {
    let ids = ["A", "B", "C", "D", "E", "F", "G"]

    func testSevenItemsStartWithGLeftACenterBRight() {
        let s = SwiperSlots(count: 7)
        XCTAssertEqual(s.slotNames(ids), "G,A,B")
        XCTAssertEqual(s.currentIndex, 0)
        XCTAssertEqual(s.all.map(\.id), [0, 1, 2])
    }

    func testALeftSwipeShowsBCenterCRightAndALeftReusingTheSameThreeViews() {
        var s = SwiperSlots(count: 7)
        let before = s
        s.rotateForward()
        XCTAssertEqual(s.slotNames(ids), "A,B,C")
        XCTAssertEqual(s.currentIndex, 1)
        XCTAssertEqual(s.left.id, before.center.id, "old center becomes the new left")
        XCTAssertEqual(s.center.id, before.right.id, "old right becomes the new center")
        XCTAssertEqual(s.right.id, before.left.id, "old left is pushed round to become the new right")
        XCTAssertEqual(s.right.version, before.left.version + 1, "the new right view is reloaded")
        XCTAssertEqual(s.center.version, before.right.version, "the view moved to the center keeps its content")
        XCTAssertEqual(Set(s.all.map(\.id)), [0, 1, 2])
    }

    func testARightSwipeMirrorsTheLeftSwipe() {
        var s = SwiperSlots(count: 7)
        let before = s
        s.rotateBackward()
        XCTAssertEqual(s.slotNames(ids), "F,G,A")
        XCTAssertEqual(s.currentIndex, 6)
        XCTAssertEqual(s.right.id, before.center.id)
        XCTAssertEqual(s.center.id, before.left.id)
        XCTAssertEqual(s.left.id, before.right.id)
        XCTAssertEqual(s.left.version, before.right.version + 1)
    }

    func testForwardPastGWrapsToA() {
        var s = SwiperSlots(count: 7, currentIndex: 6)
        XCTAssertEqual(s.slotNames(ids), "F,G,A")
        s.rotateForward()
        XCTAssertEqual(s.slotNames(ids), "G,A,B")
        XCTAssertEqual(s.currentIndex, 0)
    }

    func testBackwardPastAWrapsToG() {
        var s = SwiperSlots(count: 7, currentIndex: 1)
        s.rotateBackward()
        XCTAssertEqual(s.slotNames(ids), "G,A,B")
        s.rotateBackward()
        XCTAssertEqual(s.slotNames(ids), "F,G,A")
        XCTAssertEqual(s.currentIndex, 6)
    }

    func testAFullLapForwardThenBackReturnsToTheStartingNames() {
        var s = SwiperSlots(count: 7)
        for _ in 0..<7 { s.rotateForward() }
        XCTAssertEqual(s.slotNames(ids), "G,A,B")
        for _ in 0..<10 { s.rotateBackward() }
        XCTAssertEqual(s.slotNames(ids), "D,E,F")
        XCTAssertEqual(s.all.count, 3)
    }

    func testOneItemShowsAInAllThreeViewsAndRotatingReloadsNothing() {
        var s = SwiperSlots(count: 1)
        XCTAssertEqual(s.slotNames(["A"]), "A,A,A")
        s.rotateForward()
        s.rotateBackward()
        s.rotateBackward()
        XCTAssertEqual(s.slotNames(["A"]), "A,A,A")
        XCTAssertEqual(s.currentIndex, 0)
        XCTAssertEqual(s.all.map(\.version), [0, 0, 0])
    }

    func testTwoItemsShowTheOtherItemOnBothSides() {
        var s = SwiperSlots(count: 2)
        XCTAssertEqual(s.slotNames(["A", "B"]), "B,A,B")
        s.rotateForward()
        XCTAssertEqual(s.slotNames(["A", "B"]), "A,B,A")
        s.rotateForward()
        XCTAssertEqual(s.slotNames(["A", "B"]), "B,A,B")
        s.rotateBackward()
        XCTAssertEqual(s.slotNames(["A", "B"]), "A,B,A")
    }

    func testAZeroCountIsTreatedAsOneItem() {
        var s = SwiperSlots(count: 0, currentIndex: 5)
        s.rotateForward()
        XCTAssertEqual(s.count, 1)
        XCTAssertEqual(s.itemIndices, [0, 0, 0])
    }

    func testAContentChangeBumpsOnlyTheViewsShowingThatItem() {
        var s = SwiperSlots(count: 7)
        s.contentChanged(itemIndex: 0)
        XCTAssertEqual(s.center.version, 1)
        XCTAssertEqual(s.left.version, 0)
        XCTAssertEqual(s.right.version, 0)
        var two = SwiperSlots(count: 2)
        two.contentChanged(itemIndex: 1)
        XCTAssertEqual(two.left.version, 1)
        XCTAssertEqual(two.right.version, 1)
        XCTAssertEqual(two.center.version, 0)
    }

    func testRecenteringReloadsOnlyViewsWhoseItemChanges() {
        var s = SwiperSlots(count: 7)
        s.recenter(on: 1)
        XCTAssertEqual(s.slotNames(ids), "A,B,C")
        XCTAssertEqual(s.all.map(\.version), [1, 1, 1])
        s.recenter(on: 1)
        XCTAssertEqual(s.all.map(\.version), [1, 1, 1])
    }

    func testResetForANewListRedrawsEveryView() {
        var s = SwiperSlots(count: 7, currentIndex: 5)
        s.reset(count: 3, currentIndex: 5)
        XCTAssertEqual(s.currentIndex, 2)
        XCTAssertEqual(s.slotNames(["X", "Y", "Z"]), "Y,Z,X")
        XCTAssertTrue(s.all.allSatisfy { $0.version >= 1 })
    }

    func testWrapMapsNegativeAndLargeIndicesIntoTheList() {
        XCTAssertEqual(SwiperSlots.wrap(-1, count: 7), 6)
        XCTAssertEqual(SwiperSlots.wrap(-15, count: 7), 6)
        XCTAssertEqual(SwiperSlots.wrap(15, count: 7), 1)
        XCTAssertEqual(SwiperSlots.wrap(3, count: 0), 0)
    }
}
