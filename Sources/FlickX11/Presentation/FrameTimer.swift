import CX11
import Foundation

/// A CLOCK_MONOTONIC timerfd: periodic at the frame rate while something animates, one-shot
/// for a delegate's deadline when idle, otherwise disarmed (then nothing wakes the process).
final class FrameTimer {
    enum Mode: Equatable {
        case off
        case periodic
        /// One-shot at this app-clock time.
        case deadline(Double)
    }

    let fd: Int32
    private(set) var mode: Mode = .off

    init() throws {
        fd = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard fd >= 0 else { throw X11Error.system("timerfd_create failed: \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    /// Ticks every `interval` seconds, the first one `interval` from now; no-op if already periodic.
    func startPeriodic(interval: Double) {
        guard mode != .periodic else { return }
        let period = FrameTimer.span(interval)
        set(itimerspec(it_interval: period, it_value: period))
        mode = .periodic
    }

    /// A periodic timer ticks every `interval` from now on (after the display's refresh rate
    /// changed); nothing happens while it is not periodic.
    func retune(interval: Double) {
        guard mode == .periodic else { return }
        let period = FrameTimer.span(interval)
        set(itimerspec(it_interval: period, it_value: period))
    }

    /// Fires once at app-clock time `deadline` (at least 1 ms from `now`); no-op if already armed for it.
    func arm(deadline: Double, now: Double) {
        guard mode != .deadline(deadline) else { return }
        set(itimerspec(it_interval: timespec(), it_value: FrameTimer.span(max(deadline - now, 0.001))))
        mode = .deadline(deadline)
    }

    func disarm() {
        guard mode != .off else { return }
        set(itimerspec())
        mode = .off
    }

    /// Reads (and so clears) the expirations; returns the mode that fired. A fired deadline
    /// leaves the timer off.
    func consume() -> Mode {
        var expirations: UInt64 = 0
        _ = read(fd, &expirations, MemoryLayout<UInt64>.size)
        let fired = mode
        if case .deadline = mode { mode = .off }
        return fired
    }

    private func set(_ value: itimerspec) {
        var value = value
        timerfd_settime(fd, 0, &value, nil)
    }

    private static func span(_ seconds: Double) -> timespec {
        let whole = seconds.rounded(.down)
        return timespec(tv_sec: Int(whole), tv_nsec: max(1, Int((seconds - whole) * 1e9)))
    }
}
