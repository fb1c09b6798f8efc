import Foundation

/// A flag one thread sets and another reads: the UI thread tells a decode to stop, the decode
/// looks between reads.
final class StopFlag: @unchecked Sendable {
    // Guarded by `lock`.
    private var value = false
    private let lock = NSLock()

    /// True once `set()` was called.
    var isSet: Bool { lock.withLock { value } }

    /// Tells the reader to stop.
    func set() { lock.withLock { value = true } }
}
