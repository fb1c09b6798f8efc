/// A component with a title its container can show or name it by: a `PageCarousel` shows a
/// page's title above the row and publishes it as `carousel.title`; a `SlideController` names
/// a scene by it in `slides.current` and `slides.cover` (unless the registry made the scene under
/// a name, or a name was given with it).
///
/// ```swift
/// final class ArticlePage: Component, Titled {
///     var title: String? { article.headline }
///     …
/// }
/// ```
public protocol Titled: AnyObject {
    /// The title, or nil (or blank) when it has none: containers then show their own fallback.
    var title: String? { get }
}

extension Component {
    /// The title of a `Titled` component when it has one that is not blank, else `fallback`.
    public func displayTitle(or fallback: String) -> String {
        guard let t = (self as? Titled)?.title, !t.allSatisfy(\.isWhitespace) else { return fallback }
        return t
    }
}
