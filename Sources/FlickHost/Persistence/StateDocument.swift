import FlickKit
import Foundation

/// A document Flick remembers in one JSON file (`SavedSettings`, `SavedSession`): Codable,
/// comparable (a write follows only a change) and versioned. Every file is a JSON object with a
/// `version` number; a file of a higher version than `formatVersion` was written by a newer
/// Flick and is not read (its defaults are used, and it is kept until something changes).
public protocol StateDocument: Codable, Equatable, Sendable {
    /// The format this build writes and reads.
    static var formatVersion: Int { get }
    /// What the warnings call the document ("settings", "session").
    static var documentName: String { get }
    /// The defaults (a first launch, `--fresh`, or a file that could not be read).
    init()
    /// The format of this value (`formatVersion` when written by this build).
    var version: Int { get }
    /// The document in a file whose JSON `members` were read from `data` (see the extension).
    static func decoded(from members: [String: RestorationValue], data: Data) throws -> Self
}

extension StateDocument {
    /// The document in a file whose JSON `members` were read from `data`; by default decoded
    /// from `data` (`Codable`). Throws when the file is not this document.
    public static func decoded(from members: [String: RestorationValue], data: Data) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data)
    }
}
