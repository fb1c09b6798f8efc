import FlickCore

/// What a fake web page shows: its site (name, address, colour, navigation) and its article.
struct WebPageContent: Equatable, Sendable {
    var siteName: String
    /// Shown in the address bar, e.g. "news.flick.example/world".
    var address: String
    /// The page's title (the carousel shows it above the row).
    var title: String
    /// The site's colour (header band, links, quote bar).
    var accent: Color
    /// Links in the site's header.
    var navigation: [String]
    var blocks: [WebPageBlock]

    public init(siteName: String, address: String, title: String, accent: Color, navigation: [String],
                blocks: [WebPageBlock]) {
        self.siteName = siteName; self.address = address; self.title = title; self.accent = accent
        self.navigation = navigation; self.blocks = blocks
    }
}
