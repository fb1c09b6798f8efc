/// Makes scenes by name (the seed builds view controllers from a class name with
/// `NSClassFromString`): register a factory per name, then ask for a scene by its name.
/// An unknown name gives `SceneRegistryError.unknownScene`, never a crash.
public struct SceneRegistry {
    public typealias Factory = () -> SlideScene

    private var factories: [String: Factory] = [:]
    /// Registered names in registration order.
    public private(set) var names: [String] = []

    public init() {}

    /// A registry of ready-made scenes, each made under its own name.
    public init(_ scenes: [SlideScene]) {
        for s in scenes { register(s.name) { s } }
    }

    /// Registers (or replaces) the factory for `name`; the made scene is given that name.
    public mutating func register(_ name: String, factory: @escaping Factory) {
        if factories[name] == nil { names.append(name) }
        factories[name] = factory
    }

    public func contains(_ name: String) -> Bool { factories[name] != nil }

    /// A new scene named `name`, or an error naming the known scenes.
    public func make(_ name: String) -> Result<SlideScene, SceneRegistryError> {
        guard let factory = factories[name] else { return .failure(.unknownScene(name: name, known: names)) }
        var scene = factory()
        scene.name = name
        return .success(scene)
    }
}
