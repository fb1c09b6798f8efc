/// How a container publishes its children's state beside its own, so that two components of one
/// kind, one inside the other (a deck in a deck's center, a carousel of carousels), never
/// overwrite each other's keys.
public enum PublishedState {
    /// `own`, then each child's keys in order: a key already published (by the container or an
    /// earlier child) is kept under its child's slot instead, as `"deck[center].deck.state"` for the
    /// inner deck's `deck.state` in a deck's center. The container's own keys keep their meaning.
    public static func merge(own: [String: String], children: [(slot: String, state: [String: String])]) -> [String: String] {
        var s = own
        for child in children {
            for (key, value) in child.state {
                if s[key] == nil { s[key] = value } else { s["\(child.slot).\(key)"] = value }
            }
        }
        return s
    }
}
