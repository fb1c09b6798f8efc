import FlickCore

extension PageDots {
    /// An indicator valued "3 of 7" with a button per dot ("Page 3"), the current one `selected`;
    /// activating a dot goes to its page as a click does.
    public func semantics(now: Double) -> [SemanticsNode] {
        guard count > 0 else { return [] }
        let current = CircularIndex.wrap(Int(progress.rounded()), count: count)
        let pitch = PageDots.pitchPx
        let originX = (size.width - Double(count) * pitch) / 2
        let dots = (0..<count).map { i -> SemanticsNode in
            SemanticsNode(role: .button, name: "Page \(i + 1)", states: i == current ? .selected : [],
                          frame: Rect(x: originX + Double(i) * pitch, y: 0, width: pitch, height: size.height),
                          actions: onSelect == nil ? [] : [.activate],
                          actionHandler: { [weak self] action, now in
                              guard action == .activate, let onSelect = self?.onSelect else { return false }
                              onSelect(i, now)
                              return true
                          })
        }
        return [SemanticsNode(role: .indicator, name: "Pages", value: "\(current + 1) of \(count)",
                              frame: Rect(size: size), children: dots)]
    }
}
