import FlickCore
import FlickKit

/// An element a scenario names instead of a position (`click button "New Page"`): a name (nodes
/// whose name equals it, else whose name contains it ignoring case), an optional role (Flick's
/// name, `button`, or AT-SPI's, `"push button"`), and which of several matches is meant
/// (`first`, `nth 2`). Without a pick, a pointer command needs exactly one match on screen.
public struct ElementLocator: Equatable, CustomStringConvertible {
    /// Which of several matching elements a locator means, in reading order.
    public enum Pick: Equatable, Sendable {
        /// The first (`first "Pages"`).
        case first
        /// The n-th, counted from 1 (`nth 2 "Pages"`).
        case nth(Int)
    }

    /// The role the element must have, or nil for any (or for the roles `roleName` names).
    public var role: SemanticsRole?
    /// A role written as AT-SPI names it (`push button`), when the scenario did: every role of
    /// that AT-SPI name matches (`page tab`: a tab or a page). Nil when `role` says it, or any role.
    public var roleName: String?
    /// The name to look for.
    public var name: String
    /// Which match is meant when several are, or nil: exactly one must match.
    public var pick: Pick?

    /// A locator of `name`, of `role` if given.
    public init(role: SemanticsRole? = nil, name: String) {
        self.role = role
        self.name = name
    }

    /// A locator of `name` with a role as AT-SPI names it (`push button`), and a pick if given.
    public init(roleName: String?, name: String, pick: Pick? = nil) {
        self.roleName = roleName
        self.name = name
        self.pick = pick
    }

    /// The roles that match: `role`, else those `roleName` names, else every role.
    public var roles: [SemanticsRole] {
        if let role { return [role] }
        if let roleName { return SemanticsRole.roles(named: roleName) }
        return SemanticsRole.allCases
    }

    /// As written in a scenario: `button "New Page"`, `"push button" "New Page"`, `nth 2 "Close page"`.
    public var description: String {
        let pickWord = pick.map { pick -> String in
            switch pick {
            case .first: return "first "
            case .nth(let n): return "nth \(n) "
            }
        } ?? ""
        let roleWord = role.map { $0.rawValue + " " } ?? roleName.map { "\"\($0)\" " } ?? ""
        return pickWord + roleWord + "\"\(name)\""
    }
}
