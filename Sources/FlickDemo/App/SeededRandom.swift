/// A seeded random source (SplitMix64): from the same seed the same sequence on every machine
/// and every run, whatever the standard library's generator does. The slides demo's Random draws
/// from one (so the window, `flick record` and the bench draw alike and recordings stay
/// byte-identical), and so do the tests' scenario fuzzer, monkey and soak.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A source whose sequence `seed` fixes.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<n (0 when n < 1), by plain modulo so it never depends on the library's algorithm.
    mutating func index(below n: Int) -> Int {
        guard n > 1 else { return 0 }
        return Int(next() % UInt64(n))
    }

    /// A number in 0..<1 (the top 53 bits of the next draw).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
