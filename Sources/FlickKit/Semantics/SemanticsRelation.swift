/// A link from one semantics node to another that screen readers follow (AT-SPI's relation
/// sets): a field is labelled by the label that names it, page dots control the pages they
/// choose. The other node is named by its `SemanticsNode.identifier`, anywhere in the same
/// window's tree; the accessibility bridge gives the other node the inverse relation
/// (`label-for`, `controlled-by`), so a builder states each link once.
public struct SemanticsRelation: Equatable, Sendable {
    /// What the link says.
    public enum Kind: String, CaseIterable, Sendable {
        /// The node is named by the other (a field by its label).
        case labelledBy = "labelled-by"
        /// The node drives the other (page dots drive the pages, a button a drawer).
        case controllerFor = "controller-for"
    }

    /// What the link says.
    public var kind: Kind
    /// The `identifier` of the node it points at.
    public var target: String

    /// A link of `kind` to the node whose identifier is `target`.
    public init(_ kind: Kind, _ target: String) {
        self.kind = kind
        self.target = target
    }

    /// An identifier for the node `part` of `owner` that no other object's nodes share while
    /// `owner` lives (its address with the part's name), for components that link their own nodes.
    public static func identifier(_ part: String, of owner: AnyObject) -> String {
        "\(part)@\(String(UInt(bitPattern: ObjectIdentifier(owner)), radix: 16))"
    }
}
