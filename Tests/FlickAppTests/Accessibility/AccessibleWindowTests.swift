@testable import FlickApp
import XCTest

/// How the bridge matches a new tree's nodes to the objects of the last (what keeps an object,
/// so that a reader hears a change instead of a new element), and when it starts at all.
final class AccessibleWindowTests: XCTestCase {
    private func node(_ role: SemanticsRole, _ name: String) -> SemanticsNode {
        SemanticsNode(role: role, name: name, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    }

    func testTheSameRoleAndNameKeepTheirObjectWhereverTheyMove() {
        let old = [node(.page, "A"), node(.page, "B"), node(.page, "C")]
        let new = [node(.page, "C"), node(.page, "A")]
        XCTAssertEqual(AccessibleWindow.match(old: old, new: new), [2, 0])
    }

    func testARenamedNodeKeepsTheObjectOfTheSameRoleLeftOver() {
        let old = [node(.button, "Play"), node(.text, "Title")]
        let new = [node(.text, "Title"), node(.button, "Pause")]
        XCTAssertEqual(AccessibleWindow.match(old: old, new: new), [1, 0])
    }

    func testANodeOfANewRoleGetsANewObject() {
        XCTAssertEqual(AccessibleWindow.match(old: [node(.button, "A")], new: [node(.toggle, "A")]), [nil])
    }

    func testNamesakesAreMatchedInOrder() {
        let old = [node(.picture, "Item"), node(.picture, "Item")]
        XCTAssertEqual(AccessibleWindow.match(old: old, new: [node(.picture, "Item"), node(.picture, "Item"), node(.picture, "Item")]),
                       [0, 1, nil])
    }

    func testRelationsBecomeATKRelationSetsWithTheirInverseOnTheNodePointedAt() throws {
        var label = node(.text, "Name")
        label.identifier = "label"
        var field = node(.entry, "Name field")
        field.relations = [SemanticsRelation(.labelledBy, "label")]
        var pages = node(.pageList, "Pages")
        pages.identifier = "pages"
        var dots = node(.tabList, "Page dots")
        dots.relations = [SemanticsRelation(.controllerFor, "pages")]
        var stray = node(.button, "Stray")
        stray.relations = [SemanticsRelation(.controllerFor, "nowhere"), SemanticsRelation(.labelledBy, "self")]
        stray.identifier = "self"
        var next: UInt64 = 0
        let window = AccessibleWindow(makeID: { next += 1; return next })
        defer { window.release() }
        let size = Rect(x: 0, y: 0, width: 100, height: 100)
        window.sync(SemanticsNode(role: .window, frame: size, children: [label, field, pages, dots, stray]), title: "T", scale: 1)
        func relations() throws -> [[String]] {
            let objects = try XCTUnwrap(window.frame).children
            return objects.map { object in
                object.atkRelations.map { relation in
                    relation.name + " " + relation.targets.map { t in objects.first { $0.handle == t }?.node.name ?? "?" }.joined(separator: ",")
                }
            }
        }
        XCTAssertEqual(try relations(), [["label-for Name field"], ["labelled-by Name"], ["controlled-by Page dots"],
                                         ["controller-for Pages"], []],
                       "each relation on its node, its inverse on the target; none to a missing node or to itself")

        field.relations = []
        window.sync(SemanticsNode(role: .window, frame: size, children: [label, field, pages, dots, stray]), title: "T", scale: 1)
        XCTAssertEqual(try relations(), [[], [], ["controlled-by Page dots"], ["controller-for Pages"], []],
                       "a relation the tree no longer states is gone from both ends")
    }

    func testAnAnnouncementToReadersThatTakeNoneShowsANotificationAfterTheFramesChildren() throws {
        var next: UInt64 = 0
        let window = AccessibleWindow(makeID: { next += 1; return next })
        window.readersTakeAnnouncements = { false }
        defer { window.release() }
        let size = Rect(x: 0, y: 0, width: 100, height: 100)
        func tree(_ said: String) -> SemanticsNode {
            var pages = node(.pageList, "Pages")
            pages.announcement = said
            return SemanticsNode(role: .window, frame: size, children: [pages, node(.button, "Next")])
        }
        window.sync(tree("Page 1 of 3"), title: "T", scale: 1)
        XCTAssertNil(window.announcer, "nothing said yet: no notification")
        let events = window.sync(tree("Page 2 of 3"), title: "T", scale: 1).events
        XCTAssertEqual(events, [.announcement("Page 2 of 3")])
        let announcer = try XCTUnwrap(window.announcer)
        let frame = try XCTUnwrap(window.frame)
        XCTAssertTrue(frame.children.last === announcer.object, "the frame's last child")
        XCTAssertEqual(frame.children.count, 3)
        XCTAssertEqual(announcer.object.atkRole, AccessibleAnnouncer.role)
        XCTAssertEqual(announcer.object.atkName, "Page 2 of 3")
        XCTAssertNotEqual(announcer.object.shownStates & AccessibleAnnouncer.shownBits, 0, "shown, as a notification bubble is")
        window.sync(tree("Page 2 of 3"), title: "T", scale: 1)
        XCTAssertTrue(try XCTUnwrap(window.frame).children.last === announcer.object, "kept across updates")
        XCTAssertEqual(try XCTUnwrap(window.frame).children.count, 3, "and never matched to a node of the tree")
        window.readersTakeAnnouncements = { true }
        XCTAssertEqual(window.sync(tree("Page 3 of 3"), title: "T", scale: 1).events, [.announcement("Page 3 of 3")])
        XCTAssertEqual(announcer.object.atkName, "Page 2 of 3", "a reader that takes announcements gets them alone")
    }

    func testTheBridgeStartsOnlyWithABusItCanReachAndNotWithNoAtBridge() {
        let none: (String) -> Bool = { _ in false }
        XCTAssertFalse(AccessibilityBridge.isWanted(environment: [:], fileExists: none))
        XCTAssertTrue(AccessibilityBridge.isWanted(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"], fileExists: none))
        XCTAssertTrue(AccessibilityBridge.isWanted(environment: ["AT_SPI_BUS_ADDRESS": "unix:path=/y"], fileExists: none))
        XCTAssertFalse(AccessibilityBridge.isWanted(environment: ["DBUS_SESSION_BUS_ADDRESS": ""], fileExists: none))
        XCTAssertTrue(AccessibilityBridge.isWanted(environment: ["XDG_RUNTIME_DIR": "/run/user/1"],
                                                   fileExists: { $0 == "/run/user/1/bus" }))
        XCTAssertFalse(AccessibilityBridge.isWanted(environment: ["XDG_RUNTIME_DIR": "/run/user/1"], fileExists: none))
        XCTAssertFalse(AccessibilityBridge.isWanted(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x", "NO_AT_BRIDGE": "1"],
                                                    fileExists: none))
    }
}
