import FlickCore

/// When the app's settings and session files are written, with units in the names.
extension Constants {
    /// A changed setting or session is written this long after the first unsaved change, s
    /// (so a `kill -9` loses at most this much; never once per frame).
    static let stateSaveDelayS: Double = 0.5
    /// While something moves, the settings and session are compared with what is saved at most
    /// this often, s (not every frame or motion event); at rest, and after a press, key or
    /// resize, at once.
    static let stateCaptureIntervalS: Double = 0.25
}
