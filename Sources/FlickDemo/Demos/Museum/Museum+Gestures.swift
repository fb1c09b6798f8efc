import FlickCore
import FlickKit

extension Museum {
    /// The tab bar takes its clicks; the shown tab's browser takes the rest first (through the
    /// router), and Tab after it goes to the tab bar's items; horizontal pans, horizontal wheel gestures and `Left`/`Right`/`1`/`2` it leaves switch tabs.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let bar = tabBarFrame
        let children = routedChildren(at: now)
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1, !isPanning else { return false }
            if bar.contains(p) {
                tabSwipe.handle(.cancel, now: now)
                return router.route(gesture, in: children, now: now)
            }
            // Catches the sliding tabs where they are; the browser does not see that press.
            if tabSwipe.handle(gesture, now: now) { router.cancel(now: now); return true }
            return router.route(gesture, in: children, now: now)

        case .release(_, let button):
            guard button == 1 else { return false }
            if router.pressTarget === tabBar { return router.route(gesture, in: children, now: now) }
            if tabSwipe.handle(gesture, now: now) { return true }
            return router.route(gesture, in: children, now: now)

        case .tap(_, _, let button, _):
            guard button == 1 else { return false }
            if router.pressTarget === tabBar { return router.route(gesture, in: children, now: now) }
            if tabSwipe.handle(gesture, now: now) { return true }
            return router.route(gesture, in: children, now: now)

        case .panBegin(let info):
            guard info.button == 1, !isPanning else { return false }
            // The browser keeps the pans it claims (grid paging, a detail's back swipe); the tabs
            // take the other horizontal ones, and the press's bar button or browser is cancelled.
            let horizontal = abs(info.totalTranslation.x) > abs(info.totalTranslation.y)
            router.arbitratePan(info, along: horizontal ? .horizontal : .vertical, in: children, now: now) {
                horizontal && tabSwipe.handle(gesture, now: now)
            }
            if !tabSwipe.isDragging && !router.targetPans {
                // Vertical over the tab bar or over caught tabs: nothing moves; caught tabs settle.
                tabSwipe.handle(.cancel, now: now)
                swallowsPan = true
            }
            return true

        case .panUpdate:
            if router.targetPans { return router.route(gesture, in: children, now: now) }
            if tabSwipe.handle(gesture, now: now) { return true }
            return swallowsPan

        case .panEnd:
            let swallowed = swallowsPan
            swallowsPan = false
            if router.targetPans { return router.route(gesture, in: children, now: now) }
            if tabSwipe.handle(gesture, now: now) { return true }
            return swallowed

        case .scroll(let p, let delta, let modifiers):
            guard !bar.contains(p) else { return false }
            if router.route(gesture, in: children, now: now) { return true }
            // A horizontal wheel, or shift+wheel (sideways), changes tab.
            return scrollTabs(delta.x != 0 ? delta.x : (modifiers.contains(.shift) ? delta.y : 0), now: now)

        case .key(let key):
            // Tab goes through the shown browser, then the tab bar; a focused tab takes the keys first.
            if tabBar.hasFocus {
                if tabBar.handle(gesture, now: now) { return true }
                if ComponentRouter.isTab(key) { return false }
            }
            if activeBrowser.handle(gesture, now: now) { return true }
            if ComponentRouter.isTab(key) { return tabBar.handle(gesture, now: now) }
            return handleKey(key, now: now)

        case .pinch(let p, _):
            guard !bar.contains(p), !tabPosition.isAnimating(at: now), !isPanning else { return false }
            return router.route(gesture, in: children, now: now)

        case .pinchBegin(let i):
            guard !bar.contains(i.startCenter), !tabPosition.isAnimating(at: now), !isPanning else { return false }
            return router.route(gesture, in: children, now: now)

        case .pinchUpdate, .pinchEnd:
            // The rest of a pinch follows the browser it began on (a tab switch cancels it there).
            return router.route(gesture, in: children, now: now)

        case .hover, .leave:
            return router.route(gesture, in: children, now: now)

        case .cancel:
            swallowsPan = false
            let held = tabSwipe.handle(gesture, now: now)
            return router.route(gesture, in: children, now: now) || held

        case .longPress:
            return false
        }
    }

    /// The tab bar, then the shown tab's browser above it (museum coordinates).
    public func routedChildren(at now: Double) -> [RoutedChild] {
        [RoutedChild(tabBar, frame: tabBarFrame), RoutedChild(activeBrowser, frame: contentFrame)]
    }

    /// A pan is under way: the browser's, the tabs', or one that moves nothing.
    var isPanning: Bool { router.targetPans || tabSwipe.isDragging || swallowsPan }

    // MARK: Wheel and keys

    /// One tab per horizontal wheel gesture (notches within `scrollGestureGapS`), right = next.
    func scrollTabs(_ dx: Double, now: Double) -> Bool {
        guard dx != 0, !isPanning else { return false }
        let step = scrollStepper.add(dx, at: now)
        if step != 0 { self.step(tabs: step, now: now) }
        return true
    }

    func step(tabs delta: Int, now: Double) {
        let i = min(max(0, selectedTab.rawValue + delta), MuseumTab.allCases.count - 1)
        if let tab = MuseumTab(rawValue: i), tab != selectedTab { select(tab, now: now) }
    }

    func handleKey(_ key: KeyCombo, now: Double) -> Bool {
        guard key.modifiers.isEmpty, !isPanning else { return false }
        switch key.name {
        case "Left": step(tabs: -1, now: now)
        case "Right": step(tabs: 1, now: now)
        case "1": select(.collections, now: now)
        case "2": select(.favorites, now: now)
        default: return false
        }
        return true
    }
}
