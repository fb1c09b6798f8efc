/// The scenes as children: each once, and letting go of those the controller no longer shows.
extension SlideController {
    /// The scenes of every layer, each once (one scene may be in two layers: a cover over itself).
    var distinctScenes: [any Component] {
        var seen: Set<ObjectIdentifier> = []
        return layers.map(\.scene).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Lets go of the scenes of `gone` no remaining layer shows (`releaseChild`).
    func releaseGone(_ gone: [SlideLayer]) {
        var kept = Set(layers.map { ObjectIdentifier($0.scene) })
        for layer in gone where buriedNames[ObjectIdentifier(layer.scene)] == nil
            && kept.insert(ObjectIdentifier(layer.scene)).inserted {
            releaseChild(layer.scene)
        }
    }
}
