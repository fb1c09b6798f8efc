/// The names a `SceneRegistry` made its scenes under, held weakly: the table never keeps a scene
/// alive, and a new object at a freed scene's address does not inherit its name. Links to freed
/// scenes are pruned as the table grows.
final class SceneRegistryNames {
    private struct Entry {
        weak var scene: AnyObject?
        let name: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Entries are pruned when their number reaches this (then it doubles from the live count).
    private var pruneThreshold = 64

    /// `scene` was made under `name`.
    func record(_ scene: AnyObject, as name: String) {
        entries[ObjectIdentifier(scene)] = Entry(scene: scene, name: name)
        if entries.count >= pruneThreshold {
            entries = entries.filter { $0.value.scene != nil }
            pruneThreshold = max(64, entries.count * 2)
        }
    }

    /// The name `scene` was made under, if it was made here and is the same object.
    func name(of scene: AnyObject) -> String? {
        guard let e = entries[ObjectIdentifier(scene)], e.scene === scene else { return nil }
        return e.name
    }

    /// Number of entries held (live or not yet pruned), for tests.
    var count: Int { entries.count }
}
