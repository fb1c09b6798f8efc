@testable import FlickX11
import Foundation
import Synchronization
import XCTest

/// `PostedWork`: another thread's post makes the eventfd readable (a loop asleep in ppoll wakes),
/// and the work runs on the thread that runs the queue, in order, once.
final class PostedWorkTests: XCTestCase {
    /// What the posted closures saw, shared with the posting thread.
    private final class Record: Sendable {
        private let items = Mutex<[(Int, pthread_t)]>([])
        func add(_ n: Int) { items.withLock { $0.append((n, pthread_self())) } }
        var all: [(Int, pthread_t)] { items.withLock { $0 } }
    }

    private func isReadable(_ fd: Int32, waitingMs: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, waitingMs) == 1 && p.revents & Int16(POLLIN) != 0
    }

    func testAPostFromAnotherThreadWakesThePollAndRunsOnThePollingThread() throws {
        let work = PostedWork()
        XCTAssertGreaterThanOrEqual(work.fd, 0)
        XCTAssertFalse(isReadable(work.fd, waitingMs: 0), "nothing posted: nothing to wake for")
        let record = Record()
        let poster = Thread {
            work.post { record.add(1) }
            work.post { record.add(2) }
        }
        poster.start()
        XCTAssertTrue(isReadable(work.fd, waitingMs: 20_000), "the post wakes a poll on the fd")
        // The second post may still be on its way: run until both ran (each run is woken by the fd).
        while record.all.count < 2 {
            XCTAssertTrue(isReadable(work.fd, waitingMs: 20_000))
            work.runPending()
        }
        XCTAssertEqual(record.all.map(\.0), [1, 2], "in the order posted")
        XCTAssertTrue(record.all.allSatisfy { pthread_equal($0.1, pthread_self()) != 0 }, "on the thread that runs the queue")
        XCTAssertFalse(isReadable(work.fd, waitingMs: 0), "once run, the fd sleeps again")
        XCTAssertFalse(work.runPending(), "nothing runs twice")
    }

    func testWorkPostedByPostedWorkWaitsForTheNextRunAndKeepsTheFdReadable() {
        let work = PostedWork()
        let record = Record()
        work.post { record.add(1); work.post { record.add(2) } }
        XCTAssertTrue(work.runPending())
        XCTAssertEqual(record.all.map(\.0), [1])
        XCTAssertTrue(isReadable(work.fd, waitingMs: 0), "the loop wakes again for it")
        XCTAssertTrue(work.runPending())
        XCTAssertEqual(record.all.map(\.0), [1, 2])
        XCTAssertFalse(isReadable(work.fd, waitingMs: 0))
    }
}
