import FlickX11
import Foundation
import XCTest

/// `LoopSourceGroup`: several sources polled as one, their descriptors side by side, the shortest
/// timeout, and each source handed back exactly its own descriptors.
final class LoopSourceGroupTests: XCTestCase {
    private final class Source: LoopSource {
        let fds: [Int32]
        let timeout: Double?
        var dispatched: [[Int32]] = []
        init(_ fds: [Int32], timeout: Double?) { self.fds = fds; self.timeout = timeout }
        func prepare() -> LoopWait {
            LoopWait(descriptors: fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }, timeout: timeout)
        }
        func dispatch(_ polled: [pollfd]) { dispatched.append(polled.map(\.fd)) }
    }

    func testDescriptorsAreJoinedAndHandedBackToTheirSources() {
        let a = Source([3, 4], timeout: nil), b = Source([], timeout: 2), c = Source([7], timeout: 0.5)
        let group = LoopSourceGroup([a, b, c])
        let wait = group.prepare()
        XCTAssertEqual(wait.descriptors.map(\.fd), [3, 4, 7])
        XCTAssertEqual(wait.timeout, 0.5, "the shortest")
        group.dispatch(wait.descriptors)
        XCTAssertEqual(a.dispatched, [[3, 4]])
        XCTAssertEqual(b.dispatched, [[]])
        XCTAssertEqual(c.dispatched, [[7]])
    }

    func testNoTimeoutWhenNoSourceHasOne() {
        let group = LoopSourceGroup([Source([1], timeout: nil), Source([2], timeout: nil)])
        XCTAssertNil(group.prepare().timeout)
    }

    func testFewerDescriptorsThanPreparedStillReachEverySource() {
        let a = Source([3, 4], timeout: nil), b = Source([5], timeout: nil)
        let group = LoopSourceGroup([a, b])
        _ = group.prepare()
        group.dispatch([pollfd(fd: 3, events: 0, revents: 0)])
        XCTAssertEqual(a.dispatched, [[3]])
        XCTAssertEqual(b.dispatched, [[]])
    }
}
