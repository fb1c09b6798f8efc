import FlickCore
import FlickKit
import Foundation

/// Keeps a restorable root in a session file (`RestorationDocument`): reads the file and restores
/// the root from it before the first frame (a part that needs a layout waits for one), then
/// notes what the root shows after input, resizes and deadlines and writes it
/// `Constants.stateSaveDelayS` after the first unsaved change (a deadline of the app's loop:
/// nothing pending, nothing wakes the app), and once more when the app quits (`flush`). The file
/// is atomic and lock-merged (`StateFile`); a held lock puts the write off, never blocks the loop.
/// Time comes in (`now`); it reads no clock.
public final class RestorationKeeper {
    /// The root whose tree is kept.
    public let root: any Restorable
    /// The document as read (or the defaults).
    public let loaded: RestorationDocument
    /// The kept document (made by `start`).
    public private(set) var document: KeptDocument<RestorationDocument>?
    private let file: StateFile<RestorationDocument>?
    private let parts: RestorationParts
    private let warn: (String) -> Void
    /// Before this time, a throttled update captures nothing.
    private var nextCaptureAt = -Double.infinity

    /// Reads `file` (nil: nothing is read or written; the tree is only compared) and restores
    /// `root` from it at `now`. A missing file is a first launch (no message); a damaged or newer
    /// one gives one `warn` line and the defaults.
    public init(root: any Restorable, file: StateFile<RestorationDocument>?, now: Double, warn: @escaping (String) -> Void) {
        self.root = root
        self.file = file
        self.warn = warn
        parts = RestorationParts(program: file?.program ?? "flick", warn: warn)
        if let file, FileManager.default.fileExists(atPath: file.url.path) {
            let outcome = file.read()
            if let warning = outcome.warning { warn(warning) }
            loaded = outcome.document
        } else {
            loaded = RestorationDocument()
        }
        parts.restore([root], from: loaded.parts, now: now)
    }

    /// Starts keeping, once the root has been laid out: the restores that waited for a layout
    /// run, and what the root shows then is taken as the file's content (no write until it changes).
    public func start(now: Double) {
        parts.applyPending(now: now)
        document = KeptDocument(file: file, start: capture(), delay: Constants.stateSaveDelayS, warn: warn)
    }

    /// The document the root shows now (a part whose restore waits keeps its saved member).
    public func capture() -> RestorationDocument {
        var d = loaded
        d.version = RestorationDocument.formatVersion
        parts.capture([root], into: &d.parts)
        return d
    }

    /// After input, a resize or a deadline: notes what the root shows (a change schedules a
    /// write). `throttled` (motion, a frame while something moves) captures at most every
    /// `Constants.stateCaptureIntervalS`.
    public func update(now: Double, throttled: Bool = false) {
        guard let document else { return }
        if throttled, !parts.isWaiting, now < nextCaptureAt { return }
        nextCaptureAt = now + Constants.stateCaptureIntervalS
        if parts.applyPending(now: now) { document.rebase(capture()) }
        document.note(capture(), now: now)
    }

    /// The pending write's deadline, or nil.
    public var nextDeadline: Double? { document?.nextDeadline }

    /// Notes the state (throttled while something is `moving`) and writes what is due by `now`.
    public func advance(to now: Double, moving: Bool = false) {
        update(now: now, throttled: moving)
        document?.advance(to: now)
    }

    /// Writes what this run changed and is not saved yet (the app quits).
    public func flush() {
        document?.flush()
    }
}
