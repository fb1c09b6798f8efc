import FlickCore

/// Deep stacks at a constant cost per slide and per frame: past `liveStackedScenes`, the scenes
/// at rest in place under a scene that hides them (one at rest in place, not part of the latest
/// slide) leave `layers` for `buried`, a shared list, and come back one at a time when a slide
/// may reveal them. Buried scenes are not laid out, advanced or asked for deadlines while
/// buried; a scene that comes back is laid out at the controller's size first.
extension SlideController {
    /// Stacked scenes kept in `layers` before the lowest hidden ones are buried (a shallow stack
    /// is never buried).
    static let liveStackedScenes = 8

    /// The stack's identity for telling whether a slide changed it: the buried list and the
    /// stacked layers over it (burying is never done between two such readings).
    struct StackKey: Equatable {
        let buried: ObjectIdentifier?
        let upper: [Int]
    }

    var stackKey: StackKey {
        StackKey(buried: buried.map(ObjectIdentifier.init),
                 upper: layers.compactMap { $0.role == .stacked ? $0.id : nil })
    }

    /// Brings buried scenes back (laid out at `now`) until `layers` holds two stacked scenes (or nothing is buried):
    /// the top one may then slide or leave and the one under it is there to be seen.
    func unbury(now: Double) {
        var stacked = layers.reduce(0) { $0 + ($1.role == .stacked ? 1 : 0) }
        while stacked < 2, let node = buried {
            buried = node.below
            let id = ObjectIdentifier(node.layer.scene)
            buriedNames[id]?.removeLast()
            if buriedNames[id]?.isEmpty == true { buriedNames[id] = nil }
            layers.insert(node.layer, at: 0)
            node.layer.scene.layout(size: size, now: now, environment: environment.fitting(size))
            stacked += 1
        }
    }

    /// Buries the stacked layers past `liveStackedScenes` at rest in place under the topmost
    /// layer that hides them (at rest in place, stacked, not part of the latest slide), bottom
    /// first, keeping the order.
    func bury(now: Double) {
        let moving = Set(transition?.layerIDs ?? [])
        func restsInPlace(_ layer: SlideLayer) -> Bool {
            layer.role == .stacked && !moving.contains(layer.id) && !layer.isMoving(now: now)
                && layer.offset(now: now) == .zero
        }
        let excess = layers.reduce(0) { $0 + ($1.role == .stacked ? 1 : 0) } - SlideController.liveStackedScenes
        guard excess > 0, let hider = layers.lastIndex(where: restsInPlace), hider > 0 else { return }
        var count = 0
        while count < min(hider, excess) && restsInPlace(layers[count]) { count += 1 }
        guard count > 0 else { return }
        for layer in layers[0..<count] {
            buried = SlideStackNode(layer, over: buried)
            buriedNames[ObjectIdentifier(layer.scene), default: []].append(layer.name)
        }
        layers.removeFirst(count)
    }

    /// Forgets the buried scenes (a `show` replaced them all) and returns their layers.
    func takeBuried() -> [SlideLayer] {
        let all = buried?.bottomToTop ?? []
        buried = nil
        buriedNames = [:]
        return all
    }
}
