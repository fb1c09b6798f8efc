/// Where a scene layer of a `SlideController` stands.
enum SlideLayerRole: Equatable {
    /// In the stack (the base or a cover), resting on screen or on its way there.
    case stacked
    /// Leaving the stack: it slides off and is dropped once it stops.
    case leaving
    /// Following a drag that has not committed yet (not in the stack).
    case pending
}
