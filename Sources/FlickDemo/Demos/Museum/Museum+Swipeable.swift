import FlickCore

/// The museum's tabs are one horizontal swipe: progress in tabs, one tab per width, a snap
/// point on every tab; past the first and last tab the rubber band.
extension Museum: Swipeable {
    var swipeDistance: Double { max(1, size.width) }

    var swipeSnapPoints: [Double]? { MuseumTab.allCases.map { Double($0.rawValue) } }

    var swipeProgress: AnimatedValue {
        get { tabPosition }
        set { tabPosition = newValue }
    }

    var swipeCancelProgress: Double { Double(selectedTab.rawValue) }

    /// Settles on the tab (clamped) and shows it.
    func swipeSettle(to target: Double, velocity: Double, now: Double) {
        let index = min(max(0, Int(target.rounded())), MuseumTab.allCases.count - 1)
        let tab = MuseumTab(rawValue: index) ?? .collections
        tabPosition.animate(to: Double(tab.rawValue), now: now, spring: .settle, velocity: velocity, tolerance: tabTolerance)
        selectedTab = tab
        tabBar.selected = tab
        shellBarChanged(now: now)
    }
}
