import FlickKit

/// The carousel demo: a little browser of made-up web pages.
enum CarouselDemo {
    /// Pages in the demo when no count is given.
    static let defaultPageCount = 6
    /// The demo's options before any saved setting: long swipes on, so a fast flick travels
    /// several pages (the library's default moves one page per swipe), and Tab opens the overview
    /// of all pages (`CarouselOptions.tabOpensOverview`).
    static let defaultOptions = CarouselOptions(allowsLongSwipes: true, showsUndoToast: true, tabOpensOverview: true)

    /// The demo with the sample pages; a `pageCount` (the bench's `--pages`) gives that many
    /// pages and starts in the presentation, so a drag moves the row.
    public static func make(pageCount: Int? = nil) -> CarouselDemoView {
        let n = max(1, pageCount ?? defaultPageCount)
        let pages = (0..<n).map { FakeWebPage(content: .sample($0)) }
        return CarouselDemoView(pages: pages, presenting: pageCount != nil)
    }
}
