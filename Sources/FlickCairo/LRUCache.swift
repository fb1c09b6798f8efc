/// A small map that forgets its least recently used entry once it holds more than `capacity`.
///
/// Values are usually classes whose `deinit` frees a C resource, so eviction releases it.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, stamp: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// Most entries kept at once.
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { entries.count }

    /// The value for `key`, marking it as just used.
    mutating func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        clock &+= 1
        entries[key]!.stamp = clock
        return entries[key]!.value
    }

    /// Stores `value`, evicting the oldest entry when over capacity.
    mutating func insert(_ value: Value, for key: Key) {
        clock &+= 1
        entries[key] = (value, clock)
        if entries.count > capacity, let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp }) {
            entries[oldest.key] = nil
        }
    }

    mutating func removeAll() { entries.removeAll() }
}
