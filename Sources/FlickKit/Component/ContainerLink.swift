/// Where a component records the container that holds it: the link behind `Component.container`.
///
/// A component that wants to find its container (`container`, `enclosing(_:)`) stores one,
/// `let containerLink: ContainerLink? = ContainerLink()`; every Flick component does. The
/// container sets it when it adopts the component (`adoptChild(_:)`) and clears it when it lets
/// go (`releaseChild(_:)`). The link to the container is weak, so a child never keeps its
/// container alive; the component owns its link, so no table outside the tree holds anything.
public final class ContainerLink {
    /// The container holding the component now, if it is still alive.
    public internal(set) weak var container: (any Component)?

    /// A link to no container yet.
    public init() {}
}
