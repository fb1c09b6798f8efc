@testable import FlickCairo
import FlickCore
import XCTest

/// Caches of variable-sized values keep a byte budget, not only an entry count (issue 13, item 6).
final class CacheBudgetTests: XCTestCase {
    func testTheLRUCacheEvictsTheOldestEntriesWhileOverItsCostBudget() {
        var cache = LRUCache<Int, String>(capacity: 10, maxCost: 100)
        cache.insert("a", for: 1, cost: 40)
        cache.insert("b", for: 2, cost: 40)
        _ = cache.value(for: 1)
        cache.insert("c", for: 3, cost: 40)
        XCTAssertNil(cache.value(for: 2), "the least recently used entry went")
        XCTAssertNotNil(cache.value(for: 1))
        XCTAssertEqual(cache.totalCost, 80)
        cache.insert("huge", for: 4, cost: 500)
        XCTAssertEqual(cache.count, 1, "an entry over the budget alone is kept, alone")
        XCTAssertEqual(cache.totalCost, 500)
        cache.insert("small", for: 4, cost: 5)
        XCTAssertEqual(cache.totalCost, 5, "replacing an entry replaces its cost")
    }

    func testTextLayoutsStayWithinTheirByteBudgetForLongTexts() {
        let renderer = TextRenderer()
        let paragraph = String(repeating: "A long paragraph of text that wraps over many lines. ", count: 400)
        for i in 0..<60 {
            _ = renderer.measure("\(i) " + paragraph, font: FontSpec(size: 14), maxWidth: 600)
        }
        XCTAssertLessThanOrEqual(renderer.layoutBytes, TextRenderer.layoutBudgetBytes)
        XCTAssertLessThan(renderer.layoutCount, 60, "old layouts were dropped for the budget")
        XCTAssertGreaterThan(renderer.layoutCount, 0)
    }

    func testShadowTilesStayWithinTheirByteBudget() {
        let renderer = CairoRenderer()
        for r in 0..<32 {
            let radius = Double(200 + r * 9)
            _ = TestCanvas.render(.shadow(Rect(x: -100, y: -100, width: 2000, height: 2000), Shadow(radius: 120, opacity: 0.5),
                                          cornerRadius: radius), width: 64, height: 64, background: .white, renderer: renderer)
        }
        XCTAssertLessThanOrEqual(renderer.shadows.byteCount, ShadowCache.budgetBytes)
        XCTAssertLessThan(renderer.shadows.count, 32, "the budget, not the entry count, limited the tiles")
        XCTAssertGreaterThan(renderer.shadows.count, 0)
    }
}
