import FlickKit
import Foundation

/// The session file an app's host keeps (`session.json` under `$XDG_STATE_HOME/<app id>/`),
/// format 1: besides `version`, every member is one restorable part, keyed by its restoration id
/// (`Restorable.restorationTree()`), so the root of `FlickApp.run` is the one member of its own
/// file. Members this build does not know are kept as they are, and each value is checked by its
/// component when restored.
///
/// ```json
/// {"swiper":{"item":"2"},"version":1}
/// ```
public struct RestorationDocument: StateDocument {
    /// The format this build writes (`version`).
    public static let formatVersion = 1
    /// The file's name without its extension: `session.json`.
    public static let documentName = "session"

    /// The format the document was written in.
    public var version = RestorationDocument.formatVersion
    /// Each part by restoration id (and any member this build does not know).
    public var parts: [String: RestorationValue] = [:]

    /// An empty document of this build's format.
    public init() {}

    /// Reads any JSON object with a whole `version`; every other member is a part.
    public init(from decoder: any Decoder) throws {
        try self.init(members: [String: RestorationValue](from: decoder))
    }

    /// The document of a file's JSON members (see `init(from:)`).
    init(members: [String: RestorationValue]) throws {
        guard case .int(let v) = members["version"] else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no version"))
        }
        version = v
        parts = members.filter { $0.key != "version" }
    }

    /// The document of the members already read (no second decoding pass).
    public static func decoded(from members: [String: RestorationValue], data: Data) throws -> RestorationDocument {
        try RestorationDocument(members: members)
    }

    /// Writes one JSON object: the parts and `version`.
    public func encode(to encoder: any Encoder) throws {
        var object = parts
        object["version"] = .int(version)
        try object.encode(to: encoder)
    }
}
