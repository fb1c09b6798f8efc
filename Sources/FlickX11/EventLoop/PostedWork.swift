import CX11
import Foundation
import Synchronization

/// Work other threads hand to the UI thread: closures queued under a lock, and an eventfd that
/// the window's loop polls beside the X connection, so a post wakes a sleeping loop at once and
/// the loop runs the closures on its own thread, then draws a frame. Nothing is polled or timed
/// while nothing is posted.
///
/// Process-wide (`shared`): a closure posted before a window runs waits for its loop.
public final class PostedWork: Sendable {
    /// The queue every window's loop runs.
    public static let shared = PostedWork()

    /// The eventfd the loop polls (readable while work waits); -1 if the system had none to
    /// give, and then posted work runs at the loop's next wake-up.
    public let fd: Int32
    private let queue = Mutex<[@Sendable () -> Void]>([])

    /// An empty queue with an eventfd of its own.
    public init() {
        fd = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Queues `work` and wakes the loop; callable from any thread.
    public func post(_ work: @escaping @Sendable () -> Void) {
        queue.withLock { $0.append(work) }
        guard fd >= 0 else { return }
        var one: UInt64 = 1
        _ = write(fd, &one, MemoryLayout<UInt64>.size)
    }

    /// True while work waits.
    public var isPending: Bool {
        queue.withLock { !$0.isEmpty }
    }

    /// Runs, on the calling thread, the work posted so far, in the order it was posted (work that
    /// these closures post waits for the next call); returns whether anything ran.
    @discardableResult
    public func runPending() -> Bool {
        if fd >= 0 {
            var count: UInt64 = 0
            _ = read(fd, &count, MemoryLayout<UInt64>.size)
        }
        let batch = queue.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
        for work in batch { work() }
        if !batch.isEmpty, fd >= 0, isPending {
            // Posted while running: the counter was cleared before, so leave it set for the loop.
            var one: UInt64 = 1
            _ = write(fd, &one, MemoryLayout<UInt64>.size)
        }
        return !batch.isEmpty
    }
}
