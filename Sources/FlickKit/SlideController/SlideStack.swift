/// The scenes a `SlideController` holds, bottom to top, with the names they go by: the base
/// scene (EnkiUnorderedController's `current`) and the covers over it (EnkiUnorderedController's `cover`, grown into a stack of
/// any depth). Making one, and reading its base, top, names of those and depth, costs the same at
/// any depth; `scenes`, `names` and `covers` list every scene.
public struct SlideStack {
    /// The bottom of the stack, shared with the controller (scenes at rest under a hiding scene).
    private let buried: SlideStackNode?
    /// The scenes over `buried`, bottom to top.
    private let upper: [(name: String, scene: any Component)]

    /// A stack of `scenes`, bottom to top, each with the name it goes by.
    public init(_ scenes: [(name: String, scene: any Component)] = []) {
        buried = nil
        upper = scenes
    }

    /// `upper` over the shared list `buried`.
    init(buried: SlideStackNode?, upper: [(name: String, scene: any Component)]) {
        self.buried = buried
        self.upper = upper
    }

    /// Bottom to top; empty before any scene is shown.
    public var scenes: [any Component] { (buried?.bottomToTop.map(\.scene) ?? []) + upper.map(\.scene) }
    /// The scenes' names, bottom to top (what the state publishes).
    public var names: [String] { (buried?.bottomToTop.map(\.name) ?? []) + upper.map(\.name) }

    /// Number of scenes.
    private var count: Int { (buried?.count ?? 0) + upper.count }
    private var topEntry: (name: String, scene: any Component)? {
        upper.last ?? buried.map { ($0.layer.name, $0.layer.scene) }
    }
    private var baseEntry: (name: String, scene: any Component)? { buried?.base ?? upper.first }

    /// The base scene under every cover (what `slides.current` names).
    public var base: (any Component)? { baseEntry?.scene }
    /// The covers over the base, bottom to top.
    public var covers: ArraySlice<any Component> { scenes.dropFirst() }
    /// The top cover, if any (what `slides.cover` names).
    public var cover: (any Component)? { count > 1 ? topEntry?.scene : nil }
    /// The scene on top: the top cover, else the base.
    public var top: (any Component)? { topEntry?.scene }
    /// The base scene's name (`slides.current`), nil when the stack is empty.
    public var baseName: String? { baseEntry?.name }
    /// The top cover's name (`slides.cover`), nil without a cover.
    public var coverName: String? { count > 1 ? topEntry?.name : nil }
    /// Number of covers (`slides.depth`).
    public var depth: Int { max(0, count - 1) }
    /// True when no scene is shown.
    public var isEmpty: Bool { count == 0 }

    /// The published state (docs/CONTRACTS.md §6): `slides.current` is the base scene's name even while
    /// covered, `slides.cover` the top cover's or `none`, `slides.depth` the number of covers.
    public var state: [String: String] {
        [
            "slides.current": baseName ?? "none",
            "slides.cover": coverName ?? "none",
            "slides.depth": String(depth),
        ]
    }
}
