/// A component held without keeping it alive (nil once it is gone), for remembering where the
/// focus was on a page that may be released meanwhile.
struct WeakComponent {
    private(set) weak var component: (any Component)?

    /// Holds `component` weakly.
    init(_ component: (any Component)?) { self.component = component }
}
