import FlickApp
import FlickCore
import FlickKit
import Foundation

/// The live app's memory: reads the settings and the session when `flick` starts,
/// builds the demo as it was left, and writes both files when they change — debounced through
/// the app's deadlines (`nextDeadline`/`advance`, no thread, nothing pending while nothing
/// changes), through a temporary file and an atomic rename (`StateFile`), and once more when
/// the window closes. It also shows each demo's first-launch hint until it is used
/// (`FirstLaunchHint`), remembered in the session.
///
/// Only the interactive app makes one: `flick record` and `flick bench` never read or write
/// these files. With `fresh` (`flick --fresh`) nothing is read: the app starts from the
/// defaults, shows the hints as on a first launch, and writes its state once something changes.
/// It knows no demo's insides: each demo saves and restores its own part of the session
/// (`Restorable`, walked as a tree: the shell, its demos, their components) and writes its own
/// options into the settings (`SavesDemoOptions`); the files' formats are `SavedSettings` and
/// `SavedSession`. The mechanism is the library's, as `FlickApp.run` keeps an app's state: the
/// files are `StateFile`s written by `KeptDocument`s, and the demos are walked as
/// `RestorationParts`. Several windows may share the files: each write merges, per part, what this
/// window changed into the file as it is on disk, under a lock (`StateFile.write(_:changedSince:)`).
final class SessionKeeper {
    /// Where the files are, or nil when the environment names no folder (nothing is kept).
    let locations: StateLocations?
    /// The settings and the session as read (or the defaults).
    let loadedSettings: SavedSettings
    let loadedSession: SavedSession
    /// The documents kept (made by `attach`).
    public private(set) var settings: KeptDocument<SavedSettings>?
    public private(set) var session: KeptDocument<SavedSession>?
    let warn: (String) -> Void

    /// The demo `flick` runs (`shell` shows the remembered demo inside the shell).
    public internal(set) var demo: DemoName = .shell
    /// The root component `makeRoot` built.
    public internal(set) var root: (any Component)?
    weak var app: AppController?
    /// The shell when it is the root (its demos are the session's parts).
    var shell: Shell?
    /// The demos as parts of the session: restored (a grid page or an open side waits for its
    /// first layout, and its part keeps its loaded value until then) and captured.
    let parts: RestorationParts
    /// Before this app time, a throttled update captures nothing.
    private var nextCaptureAt = -Double.infinity

    /// Demos whose hint was used.
    var hintsSeen: Set<String>
    /// The demo whose hint shows, and since when (app time).
    var hintDemo: DemoName?
    var hintStart: Double = 0
    /// The hint has been drawn at rest after its animation.
    var hintRested = false

    /// Reads the files at `locations` (unless `fresh`), printing one `warn` line for each that
    /// is missing, unreadable, damaged or of a newer format, and one when there is no location.
    public init(locations: StateLocations?, fresh: Bool, warn: @escaping (String) -> Void) {
        self.locations = locations
        self.warn = warn
        parts = RestorationParts(program: "flick", warn: warn)
        if locations == nil {
            warn("flick: neither XDG_CONFIG_HOME, XDG_STATE_HOME nor HOME names a folder; settings and session are not remembered")
        }
        if let l = locations, !fresh {
            let s = StateFile<SavedSettings>(url: l.settingsFile).read()
            let t = StateFile<SavedSession>(url: l.sessionFile).read()
            for line in [s.warning, t.warning].compactMap({ $0 }) { warn(line) }
            loadedSettings = s.document
            loadedSession = t.document
        } else {
            loadedSettings = SavedSettings()
            loadedSession = SavedSession()
        }
        hintsSeen = Set((loadedSession.hintsSeen ?? []).filter { DemoName(rawValue: $0) != nil })
    }

    /// Starts keeping `app` (whose root `makeRoot` built): applies the app's settings and the
    /// restores its first layout allowed, and takes what it shows as the files' content (no write
    /// until something changes).
    func attach(to app: AppController, now: Double) {
        self.app = app
        loadedSettings.app?.apply(to: app.settings)
        parts.applyPending(now: now)
        settings = KeptDocument(file: locations.map { StateFile(url: $0.settingsFile) }, start: captureSettings(),
                                delay: Constants.stateSaveDelayS, warn: warn)
        session = KeptDocument(file: locations.map { StateFile(url: $0.sessionFile) }, start: captureSession(),
                               delay: Constants.stateSaveDelayS, warn: warn)
        settings?.createsMissingFile = true
        session?.createsMissingFile = true
        updateHint(now: now)
    }

    /// After input, a resize or a timer: notes the current settings and session (a change
    /// schedules a write) and follows the shown demo's hint. `throttled` (motion, a frame while
    /// something moves) skips the capture until `Constants.stateCaptureIntervalS` has passed.
    public func update(now: Double, throttled: Bool = false) {
        guard let settings, let session else { return }
        if throttled, !parts.isWaiting, now < nextCaptureAt { return }
        nextCaptureAt = now + Constants.stateCaptureIntervalS
        if parts.applyPending(now: now) { session.rebase(captureSession()) }
        settings.note(captureSettings(), now: now)
        session.note(captureSession(), now: now)
        updateHint(now: now)
    }

    /// The earliest write or hint deadline, or nil (nothing wakes the app while nothing changes).
    func nextDeadline(now: Double) -> Double? {
        [settings?.nextDeadline, session?.nextDeadline, hintDeadline].compactMap { $0 }.min()
    }

    /// Writes what is due by `now`; draws the hint at rest when its animation is over. While
    /// something is `moving` (a frame of an animation), the capture is throttled.
    func advance(to now: Double, moving: Bool = false) {
        update(now: now, throttled: moving)
        // Not throttled: a demo switch shows its hint at once, while its title still fades in.
        if settings != nil { updateHint(now: now) }
        settings?.advance(to: now)
        session?.advance(to: now)
        advanceHint(to: now)
    }

    /// Writes anything not saved yet, and the files that do not exist yet (the window closed).
    func flush() {
        settings?.flush()
        session?.flush()
    }
}
