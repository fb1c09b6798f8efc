import FlickKit

extension SwiperDemoPages: Restorable {
    /// "taps": the part nests in the swiper's as `taps`.
    var restorationID: String { "taps" }

    /// The tap counts by item id (pages never tapped are left out).
    func restorationState() -> RestorationValue {
        var counts: [String: RestorationValue] = [:]
        for i in items.indices where page(i).tapCount > 0 { counts[items[i].id] = .int(page(i).tapCount) }
        return .object(counts)
    }

    /// Gives the pages their saved counts, clamped to `0...SwiperDemoPage.maxTapCount` (unknown
    /// ids, negative counts and anything not a whole number are dropped).
    func restoreState(from state: RestorationValue, now: Double) {
        for (i, item) in items.enumerated() {
            if let n = state[item.id]?.int(in: 0...SwiperDemoPage.maxTapCount), n > 0 { page(i).tapCount = n }
        }
    }
}
