/// The latest slide: the layers it moves, tied to one progress from 0 (before) to 1 (done).
/// A press catches it there; a drag moves its progress; release settles it on 0 or 1.
/// Which scene is in the stack says where it is heading.
struct SlideTransition {
    let kind: SlideKind
    let direction: SlideDirection
    /// The scene coming in (replace, cover), at travel `progress − 1`.
    let incoming: Int?
    /// The scene going out (replace, uncover), at travel `progress`.
    let outgoing: Int?

    var layerIDs: [Int] { [outgoing, incoming].compactMap { $0 } }

    /// The lead scene's screen offset along the axis (a fraction of the view) at `progress`:
    /// the incoming scene's (`incoming`), else the outgoing one's.
    func leadOffset(atProgress progress: Double, incoming: Bool) -> Double {
        direction.sign * (incoming ? progress - 1 : progress)
    }

    /// The progress at which the lead scene is `offset` along the axis (the inverse of `leadOffset`).
    func progress(atLeadOffset offset: Double, incoming: Bool) -> Double {
        direction.sign * offset + (incoming ? 1 : 0)
    }
}
