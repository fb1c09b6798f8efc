import FlickCore
import FlickKit

extension Museum {
    /// The tab bar takes its clicks; the shown tab's browser takes the rest first; horizontal
    /// pans, horizontal wheel gestures and `Left`/`Right`/`1`/`2` it leaves switch tabs.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let bar = tabBarFrame
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1, panOwner == nil else { return false }
            caughtTabs = false
            pressOnTabBar = bar.contains(p)
            if pressOnTabBar { return tabBar.handle(gesture.offsetBy(bar.x, bar.y), now: now) }
            if tabPosition.isAnimating(at: now) {
                // Catch the sliding tabs where they are.
                tabPosition.grab(at: now)
                caughtTabs = true
                return true
            }
            return activeBrowser.handle(gesture, now: now)

        case .release(_, let button):
            guard button == 1 else { return false }
            if pressOnTabBar { return tabBar.handle(gesture.offsetBy(bar.x, bar.y), now: now) }
            if caughtTabs { settleTabsNearest(now: now); return true }
            return activeBrowser.handle(gesture, now: now)

        case .tap(_, _, let button, _):
            guard button == 1 else { return false }
            if pressOnTabBar { pressOnTabBar = false; return tabBar.handle(gesture.offsetBy(bar.x, bar.y), now: now) }
            if caughtTabs { caughtTabs = false; return true }
            return activeBrowser.handle(gesture, now: now)

        case .panBegin(let info):
            guard info.button == 1, panOwner == nil else { return false }
            if pressOnTabBar {
                pressOnTabBar = false
                _ = tabBar.handle(gesture.offsetBy(bar.x, bar.y), now: now)
            } else if !caughtTabs && activeBrowser.handle(gesture, now: now) {
                panOwner = .browser
                return true
            }
            caughtTabs = false
            guard abs(info.totalTranslation.x) > abs(info.totalTranslation.y) else { panOwner = .tabBar; return true }
            beginTabSwipe(info, now: now)
            return true

        case .panUpdate(let info):
            switch panOwner {
            case .browser: return activeBrowser.handle(gesture, now: now)
            case .tabs:
                tabPosition.set(tabTracker.update(translation: info.translation.x))
                return true
            case .tabBar: return true
            case nil: return false
            }

        case .panEnd(let info):
            let owner = panOwner
            panOwner = nil
            switch owner {
            case .browser: return activeBrowser.handle(gesture, now: now)
            case .tabs: endTabSwipe(info, now: now); return true
            case .tabBar: return true
            case nil: return false
            }

        case .scroll(let p, let delta, let modifiers):
            guard !bar.contains(p) else { return false }
            if activeBrowser.handle(gesture, now: now) { return true }
            // A horizontal wheel, or shift+wheel (sideways), changes tab.
            return scrollTabs(delta.x != 0 ? delta.x : (modifiers.contains(.shift) ? delta.y : 0), now: now)

        case .key(let key):
            if activeBrowser.handle(gesture, now: now) { return true }
            return handleKey(key, now: now)

        case .pinch(let p, _):
            guard !bar.contains(p), !tabPosition.isAnimating(at: now), panOwner == nil else { return false }
            return activeBrowser.handle(gesture, now: now)

        case .hover(let p):
            _ = tabBar.handle(bar.contains(p) ? gesture.offsetBy(bar.x, bar.y) : .leave, now: now)
            return activeBrowser.handle(gesture, now: now)

        case .leave:
            _ = tabBar.handle(gesture, now: now)
            return activeBrowser.handle(gesture, now: now)

        case .longPress:
            return false
        }
    }

    // MARK: Tab swipe

    func beginTabSwipe(_ info: PanInfo, now: Double) {
        panOwner = .tabs
        let start = tabPosition.grab(at: now)
        tabTracker.begin(progress: start, distance: max(1, size.width),
                         snapPoints: MuseumTab.allCases.map { Double($0.rawValue) })
        tabPosition.set(tabTracker.update(translation: info.translation.x))
    }

    func endTabSwipe(_ info: PanInfo, now: Double) {
        tabPosition.set(tabTracker.update(translation: info.translation.x))
        let end = tabTracker.end(velocity: info.velocity.x.isFinite ? info.velocity.x : 0)
        let index = Int((end.target.isFinite ? end.target : tabPosition.value(at: now)).rounded())
        let tab = MuseumTab(rawValue: min(max(0, index), MuseumTab.allCases.count - 1)) ?? .collections
        tabPosition.animate(to: Double(tab.rawValue), at: now, spring: .settle,
                            velocity: end.velocity.isFinite ? end.velocity : 0, tolerance: tabTolerance)
        selectedTab = tab
        tabBar.selected = tab
    }

    func settleTabsNearest(now: Double) {
        let here = tabPosition.value(at: now)
        let tab = MuseumTab(rawValue: min(max(0, Int(here.rounded())), MuseumTab.allCases.count - 1)) ?? .collections
        select(tab, now: now)
    }

    // MARK: Wheel and keys

    /// One tab per horizontal wheel gesture (notches within `scrollGestureGapS`), right = next.
    func scrollTabs(_ dx: Double, now: Double) -> Bool {
        guard dx != 0, dx.isFinite, panOwner == nil else { return false }
        let step = scrollStepper.add(dx, at: now)
        if step != 0 { self.step(tabs: step, now: now) }
        return true
    }

    func step(tabs delta: Int, now: Double) {
        let i = min(max(0, selectedTab.rawValue + delta), MuseumTab.allCases.count - 1)
        if let tab = MuseumTab(rawValue: i), tab != selectedTab { select(tab, now: now) }
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        guard key.modifiers.isEmpty, panOwner == nil else { return false }
        switch key.name {
        case "Left", "KP_Left": step(tabs: -1, now: now)
        case "Right", "KP_Right": step(tabs: 1, now: now)
        case "1", "KP_1": select(.collections, now: now)
        case "2", "KP_2": select(.favorites, now: now)
        default: return false
        }
        return true
    }
}
