extension SlideController: Restorable {
    /// Most covers a saved or restored stack holds above its base (a stack's `depth`), so a
    /// stack is kept whole up to this many covers: the base and up to 100 covers, 101 names.
    public static let restorableDepthLimit = 100
    /// Most names a saved or restored stack holds: the base and `restorableDepthLimit` covers.
    public static var restorableNameLimit: Int { restorableDepthLimit + 1 }

    /// "slides".
    public var restorationID: String { "slides" }

    /// `{"stack": [names]}`, the base first (at most `restorableNameLimit`: the base and the
    /// newest `restorableDepthLimit` covers).
    public func restorationState() -> RestorationValue {
        let names = stack.names
        let kept = names.count > SlideController.restorableNameLimit
            ? [names[0]] + names.suffix(SlideController.restorableDepthLimit) : names
        return .object(["stack": .array(kept.map(RestorationValue.string))])
    }

    /// Shows the saved stack at once (the base and its bottom `restorableDepthLimit` covers);
    /// names the registry does not know are dropped, and without a known base nothing changes.
    public func restoreState(from state: RestorationValue, now: Double) {
        let names = (state["stack"]?.arrayValue(limit: 4 * SlideController.restorableNameLimit) ?? [])
            .compactMap { $0.stringValue.flatMap { registry.contains($0) ? $0 : nil } }
            .prefix(SlideController.restorableNameLimit)
        guard let base = names.first, case .success = show(named: base) else { return }
        for name in names.dropFirst() { cover(withSceneNamed: name, direction: .left, animated: false, now: now) }
    }
}
