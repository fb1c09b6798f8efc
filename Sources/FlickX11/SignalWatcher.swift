import CX11
import Foundation

/// Takes SIGINT, SIGTERM and SIGHUP out of normal delivery for the calling thread and
/// reports them on a signalfd, so the loop can end cleanly. `restore()` undoes both.
final class SignalWatcher {
    let fd: Int32
    private var previousMask = sigset_t()

    init() throws {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, &previousMask)
        fd = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            throw X11Error.system("signalfd failed: \(reason)")
        }
    }

    /// Reads every pending signal; returns the last signal number (0 if none).
    func consume() -> Int32 {
        var info = signalfd_siginfo()
        var last: Int32 = 0
        while read(fd, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            last = Int32(info.ssi_signo)
        }
        return last
    }

    /// Closes the signalfd and restores the previous signal mask (signals read are gone).
    func restore() {
        _ = consume()
        close(fd)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
}
