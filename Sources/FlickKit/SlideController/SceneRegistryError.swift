import FlickCore

/// Why a `SceneRegistry` could not make a scene.
public enum SceneRegistryError: Error, Equatable, CustomStringConvertible {
    /// No factory is registered under `name`; `known` lists the names that are.
    case unknownScene(name: String, known: [String])

    /// A message naming the scene and what to do.
    public var description: String {
        switch self {
        case .unknownScene(let name, let known):
            let list = known.isEmpty ? "none are registered" : "known scenes: " + known.joined(separator: ", ")
            return "no scene named \(Quoted.text(name)); \(list)"
        }
    }
}
