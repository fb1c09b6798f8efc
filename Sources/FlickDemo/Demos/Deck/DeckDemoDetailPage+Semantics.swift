import FlickCore
import FlickKit

extension DeckDemoDetailPage {
    /// Its controls as its group describes them: Back, the entry's name, line and detail.
    func semantics(at now: Double) -> [SemanticsNode] { group.semantics(at: now) }
}
