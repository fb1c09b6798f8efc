import FlickCore
import FlickKit

/// One collection of the museum: what its tile and its detail view show.
struct MuseumCollection: Equatable, Sendable {
    /// Stable identity (snapshot keys, favorites), e.g. "africa".
    var id: String
    /// Display name, e.g. "Arts of Africa" (`museum.detail`).
    public var name: String
    /// Where the works come from, e.g. "West and Central Africa".
    var region: String
    /// A short description for the detail view.
    public var summary: String
    var art: MuseumArt

    public init(id: String, name: String, region: String, summary: String, art: MuseumArt) {
        self.id = id; self.name = name; self.region = region; self.summary = summary; self.art = art
    }
}
