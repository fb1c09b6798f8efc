import CFlickAtk
import FlickX11
import Foundation

/// GLib's default main context (where atk-bridge talks D-Bus) dispatched from the window's own
/// loop: its descriptors are polled beside the X connection and its timeout bounds the sleep, so
/// nothing wakes the process while the bus is quiet. There is one default main context, so there
/// is one source: the accessibility bridge and the settings portal (`SystemAppearance`) share it.
final class GLibLoopSource: LoopSource, Sendable {
    /// The one source of GLib's default main context.
    static let shared = GLibLoopSource()

    private init() {}

    /// GLib's descriptors and timeout for the next sleep.
    func prepare() -> LoopWait {
        var timeoutMs: Int32 = -1
        let count = Int(flick_glib_prepare(&timeoutMs))
        var fds = [pollfd](repeating: pollfd(fd: -1, events: 0, revents: 0), count: count)
        if count > 0 { flick_glib_descriptors(&fds, Int32(count)) }
        return LoopWait(descriptors: fds, timeout: timeoutMs < 0 ? nil : Double(timeoutMs) / 1000)
    }

    /// Runs GLib's sources that are ready.
    func dispatch(_ polled: [pollfd]) {
        polled.withUnsafeBufferPointer { flick_glib_dispatch($0.baseAddress, Int32($0.count)) }
    }
}
