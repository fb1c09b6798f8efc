import FlickCore

/// What an `AboutDialog` says of an app: its icon, name, version, what it is in a line, its
/// licence, who makes it, where it lives on the web and what it is built with (the line shown as
/// "Built with …"). A library app gives its own.
public struct AboutInfo {
    /// The app's name, e.g. "Flick".
    public var name: String
    /// Its version, e.g. "0.1.0" (shown as "Version 0.1.0").
    public var version: String
    /// What the app is, in one line.
    public var summary: String
    /// The licence line, e.g. "Apache License 2.0".
    public var licence: String
    /// The app's icon drawn in a square of the given side at the origin (nil: no icon).
    public var icon: ((_ side: Double) -> SceneNode)?
    /// Who makes the app, shown under its version (nil: no line).
    public var developer: String?
    /// The app's website, shown under the licence (nil: no line, for an app without one).
    public var website: String?
    /// What the app is built on, in the order given (shown as one "Built with" line; empty: none).
    public var credits: [String]

    /// An app's details for its about dialog.
    public init(name: String, version: String, summary: String, licence: String,
                icon: ((_ side: Double) -> SceneNode)? = nil, developer: String? = nil, website: String? = nil,
                credits: [String] = []) {
        self.name = name; self.version = version; self.summary = summary; self.licence = licence; self.icon = icon
        self.developer = developer; self.website = website; self.credits = credits
    }

    /// The credits as one line: "Built with A, B and C" (nil without credits).
    public var creditsLine: String? {
        guard let last = credits.last else { return nil }
        let list = credits.count == 1 ? last : credits.dropLast().joined(separator: ", ") + " and " + last
        return "Built with " + list
    }
}
