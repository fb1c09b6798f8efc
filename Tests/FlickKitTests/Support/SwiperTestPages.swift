import FlickCore
@testable import FlickKit

/// The swiper tests' pages: the seed's seven items A–G (Aurora…Glacier), one `SwiperTestPage`
/// kept per index (as the demo keeps its pages), and a log of the indices the swiper asked for.
final class SwiperTestPages {
    static let names = ["Aurora", "Birch", "Cobalt", "Dune", "Ember", "Fjord", "Glacier"]
    let ids: [String]
    let names: [String]
    /// Every `page(index)` call, in order.
    private(set) var calls: [Int] = []
    /// When false every call makes a new page (nothing is kept).
    var keepsPages = true
    private var kept: [Int: SwiperTestPage] = [:]

    init(count: Int = 7) {
        let letters = (0..<max(0, count)).map { String(UnicodeScalar(UInt8(65 + $0 % 26))) }
        ids = letters
        names = (0..<max(0, count)).map { SwiperTestPages.names[$0 % SwiperTestPages.names.count] }
    }

    var count: Int { ids.count }

    /// The page the swiper asked for: the kept one, or a new one.
    func make(_ index: Int) -> SwiperTestPage {
        calls.append(index)
        if keepsPages, let p = kept[index] { return p }
        let p = SwiperTestPage(id: ids[index], name: names[index])
        kept[index] = p
        return p
    }

    /// The kept page of `index` (made if the swiper never asked for it).
    func page(_ index: Int) -> SwiperTestPage {
        if let p = kept[index] { return p }
        let p = SwiperTestPage(id: ids[index], name: names[index])
        kept[index] = p
        return p
    }
}
