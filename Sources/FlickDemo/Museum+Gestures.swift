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
            pressOnTabBar = bar.contains(p)
            if pressOnTabBar {
                tabSwipe.letGo(now: now)
                return tabBar.handle(gesture.offsetBy(bar.x, bar.y), now: now)
            }
            // Catches the sliding tabs where they are; the browser does not see that press.
            if tabSwipe.press(now: now) { return true }
            return activeBrowser.handle(gesture, now: now)

        case .release(_, let button):
            guard button == 1 else { return false }
            if pressOnTabBar { return tabBar.handle(gesture.offsetBy(bar.x, bar.y), now: now) }
            if tabSwipe.isHolding { tabSwipe.release(now: now); return true }
            return activeBrowser.handle(gesture, now: now)

        case .tap(_, _, let button, _):
            guard button == 1 else { return false }
            if pressOnTabBar { pressOnTabBar = false; return tabBar.handle(gesture.offsetBy(bar.x, bar.y), now: now) }
            if tabSwipe.takesTap() { return true }
            return activeBrowser.handle(gesture, now: now)

        case .panBegin(let info):
            guard info.button == 1, panOwner == nil else { return false }
            if pressOnTabBar {
                pressOnTabBar = false
                _ = tabBar.handle(gesture.offsetBy(bar.x, bar.y), now: now)
            } else if !tabSwipe.isHolding && activeBrowser.handle(gesture, now: now) {
                panOwner = .browser
                return true
            }
            guard abs(info.totalTranslation.x) > abs(info.totalTranslation.y) else {
                // Vertical over the tab bar or over caught tabs: nothing moves; caught tabs settle.
                tabSwipe.letGo(now: now)
                panOwner = .tabBar
                return true
            }
            panOwner = .tabs
            tabSwipe.begin(info, now: now)
            return true

        case .panUpdate(let info):
            switch panOwner {
            case .browser: return activeBrowser.handle(gesture, now: now)
            case .tabs:
                tabSwipe.update(info)
                return true
            case .tabBar: return true
            case nil: return false
            }

        case .panEnd(let info):
            let owner = panOwner
            panOwner = nil
            switch owner {
            case .browser: return activeBrowser.handle(gesture, now: now)
            case .tabs: tabSwipe.end(info, now: now); return true
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

        case .pinchBegin(let i), .pinchUpdate(let i), .pinchEnd(let i):
            guard !bar.contains(i.startCenter), !tabPosition.isAnimating(at: now), panOwner == nil else { return false }
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

    // MARK: Wheel and keys

    /// One tab per horizontal wheel gesture (notches within `scrollGestureGapS`), right = next.
    func scrollTabs(_ dx: Double, now: Double) -> Bool {
        guard dx != 0, panOwner == nil else { return false }
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
