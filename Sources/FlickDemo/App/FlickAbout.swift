import FlickKit

/// What Flick's about dialog says of it (the shell's primary menu, "About Flick").
enum FlickAbout {
    /// The licence line. The repository has no licence file yet and choosing one is the owners'
    /// decision: this line says so, and is the one place to change when they choose.
    static let licence = "No licence has been chosen yet; all rights reserved."
    /// What Flick is, in one line.
    public static let summary = "Touch-era paging, swiping and drawer components for Linux."

    /// The dialog's content: the app icon, "Flick", `FlickVersion.string`, the summary and the licence.
    static var info: AboutInfo {
        AboutInfo(name: "Flick", version: FlickVersion.string, summary: summary, licence: licence,
                  icon: { side in AppIcon.scene(side: side) })
    }
}
