import FlickKit

/// One block of a fake web page's article, top to bottom.
enum WebPageBlock: Equatable, Sendable {
    /// The article's large title.
    case headline(String)
    /// Small grey line under the headline (author, date).
    case byline(String)
    /// A section heading.
    case heading(String)
    case paragraph(String)
    /// A wide picture with an optional caption.
    case picture(Picture, caption: String?)
    /// A row of small pictures.
    case gallery([Picture])
    /// A pull quote beside a bar in the site's colour.
    case quote(String)
    /// A bulleted list.
    case list([String])
}
