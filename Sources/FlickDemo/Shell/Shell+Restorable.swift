import FlickKit

extension Shell: Restorable {
    /// "shell" (the session file's top level is the shell's part).
    var restorationID: String { DemoName.shell.rawValue }

    /// `{"demo": name}`: the demo shown (`{}` while the welcome page shows, so the next launch
    /// opens on it again until a demo is chosen).
    func restorationState() -> RestorationValue {
        showsWelcome ? .object([:]) : .object(["demo": .string(current.rawValue)])
    }

    /// Shows the saved demo at once (a name of no built demo is ignored).
    func restoreState(from state: RestorationValue, now: Double) {
        guard let name = state["demo"]?.stringValue, let demo = DemoName(rawValue: name), demo != .shell,
              demo != current else { return }
        show(demo, now: now)
    }

    /// The demos made so far that remember something, by name.
    var restorationChildren: [any Restorable] {
        demos.sorted { $0.key.rawValue < $1.key.rawValue }.compactMap { $0.value as? any Restorable }
    }
}
