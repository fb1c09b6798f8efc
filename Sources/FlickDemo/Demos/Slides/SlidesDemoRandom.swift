/// The slides demo's "Random" source: SplitMix64 from a fixed seed, so every run (the window,
/// `flick record`, the bench) draws the same sequence and recordings stay byte-identical.
struct SlidesDemoRandom: RandomNumberGenerator {
    static let defaultSeed: UInt64 = 0x5EED_0005_11DE_5001

    private var state: UInt64

    init(seed: UInt64 = SlidesDemoRandom.defaultSeed) { state = seed }

    mutating func next() -> UInt64 {
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
}
