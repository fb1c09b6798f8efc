import Synchronization

/// A flag one thread sets and another reads: the UI thread tells a decode to stop, the decode
/// looks between reads.
final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// True once `set()` was called.
    var isSet: Bool { value.load(ordering: .acquiring) }

    /// Tells the reader to stop.
    func set() { value.store(true, ordering: .releasing) }
}
