extension SlideController: Restorable {
    /// Most scenes a restored stack holds (the base and the newest covers).
    public static let restorableDepthLimit = 100

    /// "slides".
    public var restorationID: String { "slides" }

    /// `{"stack": [names]}`, the base first (at most `restorableDepthLimit`: the base and the newest covers).
    public func restorationState() -> RestorationValue {
        let names = stack.names
        let kept = names.count > SlideController.restorableDepthLimit
            ? [names[0]] + names.suffix(SlideController.restorableDepthLimit - 1) : names
        return .object(["stack": .array(kept.map(RestorationValue.string))])
    }

    /// Shows the saved stack at once; names the registry does not know are dropped, and without
    /// a known base nothing changes.
    public func restoreState(from state: RestorationValue, now: Double) {
        let names = (state["stack"]?.arrayValue(limit: 4 * SlideController.restorableDepthLimit) ?? [])
            .compactMap { $0.stringValue.flatMap { registry.contains($0) ? $0 : nil } }
            .prefix(SlideController.restorableDepthLimit)
        guard let base = names.first, case .success = show(named: base) else { return }
        for name in names.dropFirst() { cover(withSceneNamed: name, direction: .left, animated: false, now: now) }
    }
}
