import FlickCore
import Foundation

/// One remembered document and its debounced writes: `note` tells it the app's current value
/// (cheap: a comparison), and the file is written `delay` seconds after the first change that
/// is not on disk yet — a deadline the app's loop waits on, never a thread or a timer, and
/// none at all while nothing changed. Nothing is written before the value differs from the
/// one it started with (a damaged or newer file stays until the user changes something).
/// Time comes in (`now`); it reads no clock.
public final class KeptDocument<Document: StateDocument> {
    /// The file, or nil when there is nowhere to keep it (the value is then only compared).
    public let file: StateFile<Document>?
    /// Seconds from the first unsaved change to the write.
    public let delay: Double
    /// The value this program last wrote (or the one it started with).
    public internal(set) var saved: Document
    /// The value the app started with: what it changes in its run is written again when it quits.
    public internal(set) var start: Document
    /// The newest value noted.
    public internal(set) var latest: Document
    /// When the pending write is due, or nil when nothing is pending.
    public private(set) var dueAt: Double?
    /// Files written so far (for tests and the trace of a debounce).
    public private(set) var writeCount = 0
    /// `flush` also writes an unchanged value when the file does not exist yet (the app quits
    /// after a first launch: the next one finds the files and has nothing to warn of). It never
    /// replaces an existing file that way.
    public var createsMissingFile = false
    private let warn: (String) -> Void
    /// A value whose write failed: not tried again until the value changes (no retry loop).
    private var failed: Document?

    /// Keeps `file`, starting from `start` (what the app shows after reading the file).
    public init(file: StateFile<Document>?, start: Document, delay: Double, warn: @escaping (String) -> Void) {
        self.file = file
        self.delay = delay
        saved = start
        latest = start
        self.start = start
        self.warn = warn
    }

    /// The app's value at `now`: a change from the saved value schedules a write (the first
    /// unsaved change sets the deadline; later ones do not push it back).
    public func note(_ value: Document, now: Double) {
        latest = value
        if value == saved || value == failed {
            dueAt = nil
        } else if dueAt == nil {
            dueAt = now + delay
        }
    }

    /// The pending write's deadline, or nil.
    public var nextDeadline: Double? { dueAt }

    /// Writes when the deadline has come: the members changed since the last write, merged
    /// into the file as it is on disk. A lock another program holds puts the write off by
    /// `Constants.stateLockRetryS` (the app never waits for it); the retry writes the newest value.
    public func advance(to now: Double) {
        if let due = dueAt, now >= due { write(changedSince: saved, retryAt: now + Constants.stateLockRetryS) }
    }

    /// Writes what this run changed (quitting), merged into the file as it is on disk: also
    /// when the last debounced write looked current (another window may have written since).
    /// A failed write prints one warning line and the app goes on; a lock another program holds
    /// is waited for at most `Constants.stateLockQuitWaitS`.
    public func flush() {
        dueAt = nil
        let create = createsMissingFile && file.map { !FileManager.default.fileExists(atPath: $0.url.path) } ?? false
        if create { write(changedSince: nil) } else if latest != start { write(changedSince: start) }
    }

    /// Writes `latest`; a held lock sets the deadline `retryAt` when there is one, else fails.
    private func write(changedSince base: Document?, retryAt: Double? = nil) {
        dueAt = nil
        guard latest != failed else { return }
        guard let file else { saved = latest; return }
        do {
            try file.write(latest, changedSince: base, lockWaitS: retryAt == nil ? Constants.stateLockQuitWaitS : 0)
            saved = latest
            failed = nil
            writeCount += 1
        } catch let error as StateFileError where error.isLockHeld && retryAt != nil {
            dueAt = retryAt
        } catch {
            let held = (error as? StateFileError)?.isLockHeld == true
            if failed == nil { warn("\(file.program): could not save the \(Document.documentName): \(error)\(held ? "; this run's changes to it are not saved" : "")") }
            failed = latest
        }
    }
}

extension KeptDocument {
    /// Takes `value` as what is on disk when no change is pending (the app finished restoring
    /// something after its first layout, which clamped it): restoring alone never writes.
    public func rebase(_ value: Document) {
        guard dueAt == nil, latest == saved else { return }
        saved = value
        latest = value
        start = value
    }
}
