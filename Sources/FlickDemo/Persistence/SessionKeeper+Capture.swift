import FlickApp
import FlickKit

extension SessionKeeper {
    /// The demos made in this run that remember something (the shell's, or the root alone).
    var restorableDemos: [any Restorable] {
        if let shell { return shell.restorationChildren }
        return (root as? any Restorable).map { [$0] } ?? []
    }

    /// The settings the app shows now; a demo not made in this run keeps its saved options.
    func captureSettings() -> SavedSettings {
        var s = loadedSettings
        s.version = SavedSettings.formatVersion
        if let app { s.app = SavedAppSettings(app.settings) }
        for demo in restorableDemos { (demo as? any SavesDemoOptions)?.saveOptions(into: &s) }
        return s
    }

    /// The session the app shows now: each made demo writes its own part (a demo not made in
    /// this run, or waiting for its first layout to be restored, keeps its saved part), and
    /// `demo` is the shell's shown demo. A demo's bound on what it saves is said once.
    func captureSession() -> SavedSession {
        var s = loadedSession
        s.version = SavedSession.formatVersion
        if let shell { s.demo = shell.restorationState()["demo"]?.stringValue }
        parts.capture(restorableDemos, into: &s.parts)
        s.hintsSeen = hintsSeen.isEmpty ? nil : hintsSeen.sorted()
        return s
    }
}
