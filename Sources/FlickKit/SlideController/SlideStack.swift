/// The scenes a `SlideController` holds, bottom to top, with the names they go by: the base
/// scene (the seed's `current`) and the covers over it (the seed's `cover`, grown into a stack of
/// any depth).
public struct SlideStack {
    /// Bottom to top; empty before any scene is shown.
    public private(set) var scenes: [any Component]
    /// The scenes' names, bottom to top (what the state publishes).
    public private(set) var names: [String]

    /// A stack of `scenes`, bottom to top, each with the name it goes by.
    public init(_ scenes: [(name: String, scene: any Component)] = []) {
        self.scenes = scenes.map(\.scene)
        names = scenes.map(\.name)
    }

    /// The base scene under every cover (what `slides.current` names).
    public var base: (any Component)? { scenes.first }
    /// The covers over the base, bottom to top.
    public var covers: ArraySlice<any Component> { scenes.dropFirst() }
    /// The top cover, if any (what `slides.cover` names).
    public var cover: (any Component)? { scenes.count > 1 ? scenes.last : nil }
    /// The scene on top: the top cover, else the base.
    public var top: (any Component)? { scenes.last }
    /// The base scene's name (`slides.current`), nil when the stack is empty.
    public var baseName: String? { names.first }
    /// The top cover's name (`slides.cover`), nil without a cover.
    public var coverName: String? { names.count > 1 ? names.last : nil }
    /// Number of covers (`slides.depth`).
    public var depth: Int { max(0, scenes.count - 1) }
    /// True when no scene is shown.
    public var isEmpty: Bool { scenes.isEmpty }

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
