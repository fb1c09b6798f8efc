/// One page of a `NavigationStack`: the bar's title and the component below the bar.
public struct NavigationPage {
    public var title: String
    public var content: Component

    public init(title: String, content: Component) {
        self.title = title; self.content = content
    }
}
