extension DemoName {
    /// What the demo shows, in a few words (as the shell's list says it).
    public var summary: String {
        self == .shell ? "every demo inside the deck shell, chosen from its list" : ShellEntry.entry(self).blurb
    }
}
