import FlickCore
import FlickKit

extension DeckDemoCenterPage {
    /// Its controls as its group describes them: the section's title and blurb, its rows and photos.
    func semantics(at now: Double) -> [SemanticsNode] { group.semantics(at: now) }
}
