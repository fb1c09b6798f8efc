import FlickCore
import FlickKit

/// The museum's tabs (MuseumApp's tab bar controller), in tab bar order.
enum MuseumTab: Int, CaseIterable, Sendable {
    case collections
    case favorites

    /// The `museum.tab` state value: `collections` or `favorites`.
    public var name: String {
        switch self {
        case .collections: return "collections"
        case .favorites: return "favorites"
        }
    }

    /// The tab bar title.
    var title: String {
        switch self {
        case .collections: return "Collections"
        case .favorites: return "Favorites"
        }
    }

    /// The tab bar icon.
    var icon: Icon {
        switch self {
        case .collections: return .grid
        case .favorites: return .favoriteFilled
        }
    }
}
