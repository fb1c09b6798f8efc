import FlickTestSupport
import FlickCore
@testable import FlickKit

/// A `PagedGridBrowser` over a 28-item harness grid and a `TestDetail`, on virtual time.
final class PagedGridBrowserHarness: ComponentHarness {
    let browser: PagedGridBrowser
    let detail = TestDetail()
    var events: [String] = []

    init(size: Size = Size(1280, 744)) {
        browser = PagedGridBrowser(grid: PagedGrid(items: PagedGridHarness.items(28)), detail: detail)
        super.init(browser, size: size, settlesThroughDeadlines: true)
        browser.onWillOpen = { [unowned self] i, _ in self.detail.shown = i; self.events.append("open \(i)") }
        browser.onWillClose = { [unowned self] id, _ in self.events.append("close \(id)") }
        browser.onDidClose = { [unowned self] id in self.events.append("gone \(id)") }
    }

    var grid: PagedGrid { browser.grid }

    /// Where the flying picture is drawn now (the detail's picture node), if anywhere.
    func pictureFrame() -> Rect? {
        func find(_ n: SceneNode) -> Rect? {
            switch n {
            case .group(let g):
                for c in g.children.reversed() { if let r = find(c) { return r } }
                return nil
            case .rect(let r, let paint, _):
                if case .solid(let c) = paint, c.red > 0.1, c.green < 0.01, c.blue < 0.2 { return r }
                return nil
            default: return nil
            }
        }
        return find(frame())
    }
}
