import FlickCore

/// When remembered state files are written, with units in the names.
extension Constants {
    /// A changed document is written this long after the first unsaved change, s (so a
    /// `kill -9` loses at most this much; never once per frame).
    public static let stateSaveDelayS: Double = 0.5
    /// While something moves, the state is compared with what is saved at most this often, s
    /// (not every frame or motion event); at rest, and after a press, key or resize, at once.
    public static let stateCaptureIntervalS: Double = 0.25
    /// A write that found the file's lock held by another program is tried again this long
    /// after, s (a deadline of the app's loop, while the write waits; the newest state is written).
    public static let stateLockRetryS: Double = 0.25
    /// When the window closes, the longest the last write waits for a lock another program
    /// holds before giving up with a message, s (well within the 2 s a signal's teardown may take).
    public static let stateLockQuitWaitS: Double = 0.5
}
