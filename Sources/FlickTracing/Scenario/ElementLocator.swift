import FlickCore
import FlickKit

/// An element a scenario names instead of a position (`click button "New Page"`): a name, matched
/// as `SemanticsNode.locate(_:role:)` does (equal, else contained ignoring case; the first on screen
/// in reading order), and an optional role.
public struct ElementLocator: Equatable, CustomStringConvertible {
    /// The role the element must have, or nil for any.
    public var role: SemanticsRole?
    /// The name to look for.
    public var name: String

    /// A locator of `name`, of `role` if given.
    public init(role: SemanticsRole? = nil, name: String) {
        self.role = role
        self.name = name
    }

    /// As written in a scenario: `button "New Page"` or `"New Page"`.
    public var description: String { (role.map { $0.rawValue + " " } ?? "") + "\"\(name)\"" }
}
