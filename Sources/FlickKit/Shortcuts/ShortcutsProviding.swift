/// A component that lists the keys and gestures it handles, for a shortcuts overlay
/// (`ShortcutsOverlay`, opened with `?`). List only what the component really handles: a
/// container lists its own and adds those of the child it shows.
public protocol ShortcutsProviding: AnyObject {
    /// The groups to show, in order.
    var shortcutGroups: [ShortcutGroup] { get }
}
