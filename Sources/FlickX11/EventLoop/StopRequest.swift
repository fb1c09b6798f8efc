import CX11
import Foundation

/// An eventfd that `X11Window.stop()` writes to; the loop polls it, so a stop from a delegate
/// callback or another thread ends the loop at its next wait.
final class StopRequest {
    let fd: Int32

    init() throws {
        fd = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard fd >= 0 else { throw X11Error.system("eventfd failed: \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    func request() {
        var one: UInt64 = 1
        _ = write(fd, &one, MemoryLayout<UInt64>.size)
    }

    /// Clears pending requests.
    func consume() {
        var count: UInt64 = 0
        _ = read(fd, &count, MemoryLayout<UInt64>.size)
    }
}
