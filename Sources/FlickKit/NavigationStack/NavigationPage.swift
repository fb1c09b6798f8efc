/// One page of a `NavigationStack`: the bar's title and the component below the bar.
public struct NavigationPage {
    /// Shown in the bar while the page is on top.
    public var title: String
    /// The page's content, laid out below the bar.
    public var content: Component

    /// A page titled `title` showing `content`.
    public init(title: String, content: Component) {
        self.title = title; self.content = content
    }
}
