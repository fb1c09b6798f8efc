import FlickCore

extension PageDots {
    /// A page tab list named "Page dots", valued "3 of 7", with a page tab per dot ("Page 3")
    /// where it is drawn, the current one `selected`; activating a dot goes to its page as a
    /// click does. The container that owns the pages links the list to them (`controller-for`).
    public func semantics(now: Double) -> [SemanticsNode] {
        guard count > 0 else { return [] }
        let current = CircularIndex.wrap(Int(progress.rounded()), count: count)
        let pitch = PageDots.pitchPx
        let originX = (size.width - Double(count) * pitch) / 2
        let dots = (0..<count).map { i -> SemanticsNode in
            var dot = SemanticsNode(role: .tab, name: "Page \(i + 1)", states: i == current ? .selected : [],
                                    frame: Rect(x: originX + Double(i) * pitch, y: 0, width: pitch, height: size.height),
                                    actions: onSelect == nil ? [] : [.activate],
                                    actionHandler: { [weak self] action, now in
                                        guard action == .activate, let onSelect = self?.onSelect else { return false }
                                        onSelect(i, now)
                                        return true
                                    })
            dot.setPosition = SemanticsSetPosition(i + 1, of: count)
            return dot
        }
        return [SemanticsNode(role: .tabList, name: PageDots.accessibleName, value: "\(current + 1) of \(count)",
                              frame: Rect(x: originX, y: 0, width: Double(count) * pitch, height: size.height), children: dots)]
    }

    /// The name page dots go by for screen readers and locators.
    public static let accessibleName = "Page dots"
}
