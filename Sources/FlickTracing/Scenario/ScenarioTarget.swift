import FlickCore

/// Where a pointer command acts: a point in window pixels, or the centre of an element found by
/// name in the semantics tree at that moment.
public enum ScenarioTarget: Equatable {
    /// Window pixels.
    case point(Point)
    /// The centre of the element the locator finds (an unknown name fails the scenario).
    case element(ElementLocator)
}
