import FlickKit

/// What Flick's about dialog says of it (the shell's primary menu, "About Flick").
enum FlickAbout {
    /// The licence line: the project is under the Apache License, version 2.0 (the repository's LICENSE).
    static let licence = "Apache License 2.0"
    /// Who makes Flick.
    static let developer = "The Flick developers"
    /// The libraries Flick is built on.
    static let credits = ["Cairo", "Pango", "gdk-pixbuf", "ATK", "Xlib", "swift-argument-parser"]
    /// What Flick is, in one line.
    public static let summary = "Touch-era paging, swiping and drawer components for Linux."

    /// The dialog's content: the app icon, "Flick", `FlickVersion.string`, the developer, the
    /// summary, the licence and the credits; no website line (Flick has none yet).
    static var info: AboutInfo {
        AboutInfo(name: "Flick", version: FlickVersion.string, summary: summary, licence: licence,
                  icon: { side in AppIcon.scene(side: side) }, developer: developer, credits: credits)
    }
}
