/// The scenes a `SlideController` holds, bottom to top: the base scene (the seed's `current`)
/// and the covers over it (the seed's `cover`, grown into a stack of any depth).
public struct SlideStack {
    /// Bottom to top; empty before any scene is shown.
    public private(set) var scenes: [SlideScene]

    public init(_ scenes: [SlideScene] = []) { self.scenes = scenes }

    /// The base scene under every cover (what `slides.current` names).
    public var base: SlideScene? { scenes.first }
    /// The covers over the base, bottom to top.
    public var covers: ArraySlice<SlideScene> { scenes.dropFirst() }
    /// The top cover, if any (what `slides.cover` names).
    public var cover: SlideScene? { scenes.count > 1 ? scenes.last : nil }
    /// The scene on top: the top cover, else the base.
    public var top: SlideScene? { scenes.last }
    /// Number of covers (`slides.depth`).
    public var depth: Int { max(0, scenes.count - 1) }
    public var isEmpty: Bool { scenes.isEmpty }
    /// Names bottom to top.
    public var names: [String] { scenes.map(\.name) }

    /// The published state (DESIGN.md §6): `slides.current` is the base scene even while covered,
    /// `slides.cover` the top cover or `none`, `slides.depth` the number of covers.
    public var state: [String: String] {
        [
            "slides.current": base?.name ?? "none",
            "slides.cover": cover?.name ?? "none",
            "slides.depth": String(depth),
        ]
    }
}
