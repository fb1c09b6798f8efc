import CX11
import Foundation
import Synchronization

/// Takes SIGINT, SIGTERM, SIGHUP and SIGQUIT out of normal delivery for the calling thread and
/// reports them on `fd`, so the loop can end cleanly; `restore()` undoes it.
///
/// A helper thread reads the signals (from a signalfd) and wakes the loop. If the process has not
/// finished `shutdownGraceS` after a signal (a stopped X server blocks Xlib's final sync in
/// `XCloseDisplay`, or any request on a full socket), the thread writes one line and exits the
/// process with code 1: a termination signal is never ignored. The window calls `finished()` once
/// its display is closed, which ends that watch.
final class SignalWatcher {
    /// How long the loop and the window's teardown may take after a signal, seconds.
    static let shutdownGraceS = 2.0
    static let watched = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Readable once a signal has arrived (an eventfd).
    let fd: Int32
    private let signals: Int32
    /// Written to end the helper thread (an eventfd).
    private let done: Int32
    private var previousMask = sigset_t()
    private let thread: Thread
    private let exited = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private let receivedBox = Received()
    private var ended = false

    init() throws {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in SignalWatcher.watched { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, &previousMask)
        let signals = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        let fd = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        let done = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard signals >= 0, fd >= 0, done >= 0 else {
            let reason = String(cString: strerror(errno))
            for d in [signals, fd, done] where d >= 0 { close(d) }
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            throw X11Error.system("signalfd/eventfd failed: \(reason)")
        }
        self.signals = signals
        self.fd = fd
        self.done = done
        // The thread inherits the mask above, so the signals stay queued for the signalfd.
        let exited = self.exited
        let box = receivedBox
        thread = Thread { SignalWatcher.watch(signals: signals, wake: fd, done: done, box: box); exited.signal() }
        thread.start()
    }

    /// The last signal number that arrived (0 if none); the loop calls it when `fd` is readable.
    func consume() -> Int32 {
        var count: UInt64 = 0
        _ = read(fd, &count, MemoryLayout<UInt64>.size)
        return receivedBox.value
    }

    /// Whether a signal arrived (the teardown is then being watched).
    var signaled: Bool { receivedBox.value != 0 }

    /// Ends the helper thread (and with it any shutdown watch), closes the descriptors and
    /// restores the previous signal mask (signals already read are gone).
    func restore() {
        finished()
        close(signals)
        close(fd)
        close(done)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    /// The teardown after a signal is complete (or no signal came): stop watching. Idempotent.
    func finished() {
        lock.lock(); defer { lock.unlock() }
        guard !ended else { return }
        ended = true
        var one: UInt64 = 1
        _ = write(done, &one, MemoryLayout<UInt64>.size)
        exited.wait()
    }

    /// Thread body: waits for a signal or `done`; after a signal, wakes the loop and gives the
    /// process `shutdownGraceS` to finish before exiting it.
    private static func watch(signals: Int32, wake: Int32, done: Int32, box: Received) {
        var fds = [pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: done, events: Int16(POLLIN), revents: 0)]
        while true {
            fds[0].revents = 0; fds[1].revents = 0
            if poll(&fds, 2, -1) < 0 { if errno == EINTR { continue }; return }
            if fds[1].revents != 0 { return }
            if fds[0].revents != 0 { break }
        }
        var info = signalfd_siginfo()
        while read(signals, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            box.value = Int32(info.ssi_signo)
        }
        var one: UInt64 = 1
        _ = write(wake, &one, MemoryLayout<UInt64>.size)
        var wait = [pollfd(fd: done, events: Int16(POLLIN), revents: 0)]
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(shutdownGraceS * 1e9)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            let ms = Int32((deadline - now) / 1_000_000) + 1
            if poll(&wait, 1, ms) > 0 { return }
        }
        let name = String(cString: strsignal(box.value))
        StandardError.write("the X server did not answer within \(shutdownGraceS) s of the signal (\(name)); exiting")
        _exit(1)
    }

    /// The signal number, shared with the helper thread.
    private final class Received: Sendable {
        private let number = Atomic<Int32>(0)
        var value: Int32 {
            get { number.load(ordering: .sequentiallyConsistent) }
            set { number.store(newValue, ordering: .sequentiallyConsistent) }
        }
    }
}
