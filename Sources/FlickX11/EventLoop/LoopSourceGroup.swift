import CX11

/// Several `LoopSource`s as one (a window's loop polls one source): their descriptors side by
/// side, the shortest of their timeouts, and each source's descriptors handed back to it.
public final class LoopSourceGroup: LoopSource {
    /// The sources, in order.
    public let sources: [LoopSource]
    /// How many descriptors each source gave at the last `prepare()`.
    private var counts: [Int] = []

    /// A group of `sources`.
    public init(_ sources: [LoopSource]) { self.sources = sources }

    /// Every source's descriptors and the shortest timeout (nil when none has one).
    public func prepare() -> LoopWait {
        let waits = sources.map { $0.prepare() }
        counts = waits.map(\.descriptors.count)
        return LoopWait(descriptors: waits.flatMap(\.descriptors), timeout: waits.compactMap(\.timeout).min())
    }

    /// Hands each source its own descriptors.
    public func dispatch(_ polled: [pollfd]) {
        var start = 0
        for (source, count) in zip(sources, counts) {
            let end = min(start + count, polled.count)
            source.dispatch(Array(polled[min(start, end)..<end]))
            start = end
        }
    }
}
