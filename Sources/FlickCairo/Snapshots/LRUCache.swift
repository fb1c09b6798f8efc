/// A small map that forgets its least recently used entries once it holds more than `capacity`
/// entries or more than `maxCost` in all (each entry's cost is given when it is stored, usually
/// its bytes), so a cache of variable-sized values has a byte budget. The entry just stored is
/// always kept, even when it alone is over the budget.
///
/// Values are usually classes whose `deinit` frees a C resource, so eviction releases it.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, stamp: UInt64, cost: Int)] = [:]
    private var clock: UInt64 = 0
    /// Most entries kept at once.
    let capacity: Int
    /// Most total cost kept at once.
    let maxCost: Int
    /// The sum of the costs of the entries held.
    private(set) var totalCost = 0

    init(capacity: Int, maxCost: Int = .max) {
        self.capacity = max(1, capacity)
        self.maxCost = max(0, maxCost)
    }

    var count: Int { entries.count }

    /// The value for `key`, marking it as just used.
    mutating func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        clock &+= 1
        entries[key]!.stamp = clock
        return entries[key]!.value
    }

    /// Stores `value` with its `cost`, evicting the oldest entries while over a limit.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
        clock &+= 1
        if let old = entries[key] { totalCost -= old.cost }
        let cost = max(0, cost)
        entries[key] = (value, clock, cost)
        totalCost += cost
        while entries.count > 1, entries.count > capacity || totalCost > maxCost,
              let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp }) {
            totalCost -= oldest.value.cost
            entries[oldest.key] = nil
        }
    }

    mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }
}
