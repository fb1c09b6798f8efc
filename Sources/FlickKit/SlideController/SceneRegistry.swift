/// Makes scenes by name (as `EnkiUnorderedController` builds view controllers from a
/// class name with `NSClassFromString`): register a factory per name, then ask for a scene by its name. A scene
/// is any `Component`; the registry remembers the name it made each one under, so a
/// `SlideController` names it so in `slides.current` and `slides.cover` (`name(of:)`), whichever
/// way it reaches the controller. An unknown name gives `SceneRegistryError.unknownScene`, never
/// a crash.
///
/// ```swift
/// var scenes = SceneRegistry()
/// scenes.register("Intro") { IntroView() }
/// let slides = SlideController(registry: scenes)
/// slides.show(named: "Intro")
/// ```
public struct SceneRegistry {
    /// Makes a new scene.
    public typealias Factory = () -> any Component

    private var factories: [String: Factory] = [:]
    /// Registered names in registration order.
    public private(set) var names: [String] = []
    /// The names of the scenes made so far (shared by copies of this registry).
    private let made = SceneRegistryNames()

    /// An empty registry.
    public init() {}

    /// A registry of `names`, each made by `factory` called with the name.
    public init(_ names: [String], factory: @escaping (String) -> any Component) {
        for name in names { register(name) { factory(name) } }
    }

    /// Registers (or replaces) the factory for `name`; the made scene goes by that name.
    public mutating func register(_ name: String, factory: @escaping Factory) {
        if factories[name] == nil { names.append(name) }
        factories[name] = factory
    }

    /// True when a factory is registered under `name` (case-sensitive).
    public func contains(_ name: String) -> Bool { factories[name] != nil }

    /// A new scene made by the factory registered as `name`, or an error naming the known scenes.
    public func make(_ name: String) -> Result<any Component, SceneRegistryError> {
        guard let factory = factories[name] else { return .failure(.unknownScene(name: name, known: names)) }
        let scene = factory()
        made.record(scene, as: name)
        return .success(scene)
    }

    /// The name `scene` was made under by this registry (or a copy of it), or nil.
    public func name(of scene: any Component) -> String? { made.name(of: scene) }
}
