import FlickKit

/// The restorable parts of one remembered document, each the member named by its restoration id:
/// restored from the document (a part that needs a layout first waits for it, and keeps its saved
/// member until then), and captured back into it. What walks the tree for an app's host
/// (`RestorationKeeper`) and for an app with a document of its own.
public final class RestorationParts {
    /// Restores that wait for their component's first layout, with the member they belong to.
    public private(set) var pending: [(part: String, restore: PendingRestoration)] = []
    /// The bounds on what is saved already said (each once).
    private var reportedNotices: Set<String> = []
    private let program: String
    private let warn: (String) -> Void

    /// Notices (`Restorable.restorationNotice`) go to `warn`, after `program` and a colon.
    public init(program: String, warn: @escaping (String) -> Void) {
        self.program = program
        self.warn = warn
    }

    /// True while a restore waits for a layout.
    public var isWaiting: Bool { !pending.isEmpty }

    /// The members whose restore still waits.
    public var waitingParts: Set<String> { Set(pending.map(\.part)) }

    /// Restores each of `parts` from its member of `saved` (a part with no member keeps what it
    /// shows); the parts not ready yet wait for `applyPending`.
    public func restore(_ parts: [any Restorable], from saved: [String: RestorationValue], now: Double) {
        for part in parts {
            guard let value = saved[part.restorationID] else { continue }
            pending += part.restoreTree(from: value, now: now).map { (part.restorationID, $0) }
        }
    }

    /// Runs the waiting restores whose component is ready now; returns whether any waited.
    @discardableResult
    public func applyPending(now: Double) -> Bool {
        guard !pending.isEmpty else { return false }
        pending = pending.flatMap { p in p.restore.retry(now: now).map { (p.part, $0) } }
        return true
    }

    /// Puts each part's tree into `members` under its id, except the parts whose restore waits
    /// (they keep their saved member); a part's notice is said once.
    public func capture(_ parts: [any Restorable], into members: inout [String: RestorationValue]) {
        let waiting = waitingParts
        for part in parts where !waiting.contains(part.restorationID) {
            members[part.restorationID] = part.restorationTree()
            for notice in part.restorationNotices() where reportedNotices.insert(notice).inserted { warn("\(program): \(notice)") }
        }
    }
}
