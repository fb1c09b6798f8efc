import FlickCore
import FlickHost
import FlickKit
import FlickTracing
import Foundation

extension FlickApp {
    /// `FLICK_TRACE=1`: runs `host` in `window` with the trace contract on stdout (docs/CONTRACTS.md
    /// §6): `ready` once the first frame is on screen, then every state value, each gesture with its
    /// sequence number, each state change and `settled`. A stdout that is closed, full or not read
    /// (see `Trace.standardOutput`) ends the run with 1 and a message.
    /// `theme` `.system` follows the system's colour scheme (traced as `appearance`). `frames`
    /// (`FLICK_TRACE=frames`) adds a `frame` line per presented frame, measured by a `FrameMeter`.
    static func runTraced(_ host: ComponentHost, title: String, theme: ThemePreference, frames: Bool = false,
                          in window: HostWindow, clock: Clock) -> Int32 {
        // A reader that went away must fail the write (EPIPE), not end the program silently.
        signal(SIGPIPE, SIG_IGN)
        let x11 = window.window
        // Called on the trace's writing thread: stop() is safe from any thread.
        let trace = Trace.standardOutput { _ in x11.stop() }
        let content = AppContent(host: host, title: title, trace: trace)
        content.frameMeter = frames ? FrameMeter() : nil
        content.onTitleChange = { title in x11.setTitle(title) }
        if theme == .system {
            window.onSystemAppearance = { system in
                let appearance = theme.resolved(system: system)
                content.setAppearance(appearance, now: clock.now)
                window.setBackground(Palette(for: appearance).windowBackground)
            }
        }
        let code = window.run(content) { now in
            content.ready(now: now, window: window.windowID, size: window.size, fps: window.fps)
        }
        guard let failure = trace.finishOutput() else { return code }
        report(failure == EPIPE
            ? "standard output was closed, so the \(RunRequest.traceVariable) lines have no reader; exiting"
            : failure == EAGAIN
            ? "standard output is not being read, so the \(RunRequest.traceVariable) lines wait unread (at most \(Trace.unreadLimitBytes / 1024) KB are kept); exiting"
            : "cannot write the \(RunRequest.traceVariable) lines to standard output: \(FileProblem(errno: failure)); exiting")
        return 1
    }
}
