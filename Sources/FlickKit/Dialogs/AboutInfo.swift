import FlickCore

/// What an `AboutDialog` says of an app: its icon, name, version, what it is in a line, and its
/// licence. A library app gives its own.
public struct AboutInfo {
    /// The app's name, e.g. "Flick".
    public var name: String
    /// Its version, e.g. "0.1.0" (shown as "Version 0.1.0").
    public var version: String
    /// What the app is, in one line.
    public var summary: String
    /// The licence line (the truth, whatever it is: "No licence has been chosen yet; …").
    public var licence: String
    /// The app's icon drawn in a square of the given side at the origin (nil: no icon).
    public var icon: ((_ side: Double) -> SceneNode)?

    /// An app's details for its about dialog.
    public init(name: String, version: String, summary: String, licence: String,
                icon: ((_ side: Double) -> SceneNode)? = nil) {
        self.name = name; self.version = version; self.summary = summary; self.licence = licence; self.icon = icon
    }
}
