import FlickApp
import FlickKit
import Foundation

/// The session file (`session.json` in `$XDG_STATE_HOME/flick/`), format 2: where the user
/// left things. Besides `version`, `demo` (the shell's shown demo) and `hintsSeen`, every
/// member is one demo's part, keyed by its restoration id and written by the demo itself
/// (`Restorable`); a demo not shown in a run keeps what an earlier run saved, and members this
/// build does not know are kept as they are. Every value is checked when restored (unknown
/// names dropped, numbers clamped to what the app can produce). Format 1 files have the same
/// shape and are read as they are.
///
/// ```json
/// {"version":2,"demo":"carousel",
///  "carousel":{"pages":[0,1,null],"selected":2,"closed":[{"page":3,"index":1}]},
///  "swiper":{"item":"C","taps":{"A":2}},
///  "museum":{"favorites":["vessels"],"tab":"favorites","pages":[1,0]},
///  "slides":{"stack":["Coral","Rings"]},
///  "deck":{"open":"left"},
///  "hintsSeen":["swiper","carousel"]}
/// ```
struct SavedSession: StateDocument {
    static let formatVersion = 2
    static let documentName = "session"
    /// Most names `hintsSeen` keeps (there are far fewer demos).
    static let hintsLimit = 64

    public var version = SavedSession.formatVersion
    /// The demo the shell shows (a `DemoName` raw value; checked when used).
    public var demo: String?
    /// The demos whose first-launch hint was used (not shown again); `shell`: the welcome page was left.
    var hintsSeen: [String]?
    /// Each demo's part by restoration id (and any member this build does not know).
    public var parts: [String: RestorationValue] = [:]

    public init() {}

    private static let ownKeys: Set<String> = ["version", "demo", "hintsSeen"]

    /// Reads any JSON object with a whole `version`; `demo` and `hintsSeen` of the wrong type
    /// are dropped, every other member is a part.
    public init(from decoder: any Decoder) throws {
        try self.init(members: [String: RestorationValue](from: decoder))
    }

    /// The session of a file's JSON members (see `init(from:)`).
    init(members: [String: RestorationValue]) throws {
        guard case .int(let v) = members["version"] else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no version"))
        }
        version = v
        demo = members["demo"]?.stringValue
        hintsSeen = members["hintsSeen"]?.arrayValue(limit: SavedSession.hintsLimit)?.compactMap(\.stringValue)
        parts = members.filter { !SavedSession.ownKeys.contains($0.key) }
    }

    /// The session of the members already read (no second decoding pass).
    static func decoded(from members: [String: RestorationValue], data: Data) throws -> SavedSession {
        try SavedSession(members: members)
    }

    /// Writes one JSON object: the parts and the session's own members.
    func encode(to encoder: any Encoder) throws {
        var object = parts
        object["version"] = .int(version)
        if let demo { object["demo"] = .string(demo) }
        if let hintsSeen { object["hintsSeen"] = .array(hintsSeen.map(RestorationValue.string)) }
        try object.encode(to: encoder)
    }
}
