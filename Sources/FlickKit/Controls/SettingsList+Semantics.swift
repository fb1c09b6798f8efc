import FlickCore

extension SettingsList {
    /// Its heading, then its rows and headers as its control group describes them.
    public func semantics(now: Double) -> [SemanticsNode] {
        let heading = self.heading.map { [SemanticsNode(role: .heading, name: $0, frame: Rect(size: group.size))] } ?? []
        return heading + group.semantics(now: now)
    }
}
