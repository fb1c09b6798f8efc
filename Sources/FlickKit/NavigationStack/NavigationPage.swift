/// One page of a `NavigationStack`: the bar's title, the component below the bar, and whether the
/// bar shows over it.
public struct NavigationPage {
    /// Shown in the bar while the page is on top.
    public var title: String
    /// The page's content, laid out below the bar (or over the whole stack when it hides the bar).
    public var content: Component
    /// The page hides the stack's bar while it is on top: its content gets the bar's space and the
    /// bar slides away (and back for a page that shows it) with the push or pop.
    public var hidesBar: Bool

    /// A page titled `title` showing `content`, under the bar unless `hidesBar`.
    public init(title: String, content: Component, hidesBar: Bool = false) {
        self.title = title; self.content = content; self.hidesBar = hidesBar
    }
}
