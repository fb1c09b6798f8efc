import Foundation

/// Starts the process's helper threads (the trace writer, picture decodes, the X server's answer
/// timer) with every signal blocked in them. The window's loop takes SIGINT and SIGTERM from a
/// signalfd, which sees them only while no thread of the process leaves them unblocked: the kernel
/// hands a process's signal to any such thread, where its default action ends the process. A
/// thread started before the loop blocks them, or still running after, would be one.
package enum SignalFreeThread {
    /// Starts `thread` with every signal blocked in it (the caller's own mask is left as it was).
    package static func start(_ thread: Thread) {
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        thread.start()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
