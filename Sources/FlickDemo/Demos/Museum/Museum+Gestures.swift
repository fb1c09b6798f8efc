import FlickCore
import FlickKit

extension Museum {
    /// The router decides the pointer sequences (`ContainerSwipe`): the tab bar takes its clicks,
    /// a press catches the sliding tabs, the browser keeps the pans it claims (grid paging, a
    /// detail's back swipe) and the tabs take the other horizontal ones. The shown tab's browser
    /// takes wheel gestures, keys and pinches first, and Tab after it goes to the tab bar's items
    /// (`moveFocus(backward:now:)`); horizontal wheel gestures and `Left`/`Right`/`1`/`2` it leaves
    /// switch tabs.
    func handleGesture(_ gesture: Gesture, now: Double) -> Bool {
        let bar = tabBarFrame
        let children = routedChildren(now: now)
        if let used = router.route(gesture, in: children, swipe: declaredSwipe, now: now) { return used }
        switch gesture {
        case .scroll(let p, let delta, let modifiers):
            guard !bar.contains(p) else { return false }
            if router.route(gesture, in: children, now: now) { return true }
            // A horizontal wheel, or shift+wheel (sideways), changes tab.
            return scrollTabs(delta.x != 0 ? delta.x : (modifiers.contains(.shift) ? delta.y : 0), now: now)

        case .key(let key):
            if ComponentRouter.isTab(key) { return moveFocus(backward: ComponentRouter.isBackTab(key), now: now) }
            // A focused tab takes the keys first, then the shown browser, then the museum.
            if tabBar.hasFocus, tabBar.handle(gesture, now: now) { return true }
            if activeBrowser.handle(gesture, now: now) { return true }
            return handleKey(key, now: now)

        case .pinch(let p, _):
            guard !bar.contains(p), !tabPosition.isAnimating(now: now), !isPanning else { return false }
            return router.route(gesture, in: children, now: now)

        case .pinchBegin(let i):
            guard !bar.contains(i.startCenter), !tabPosition.isAnimating(now: now), !isPanning else { return false }
            return router.route(gesture, in: children, now: now)

        case .pinchUpdate, .pinchEnd:
            // The rest of a pinch follows the browser it began on (a tab switch cancels it there).
            return router.route(gesture, in: children, now: now)

        case .hover, .leave:
            return router.route(gesture, in: children, now: now)

        case .longPress, .press, .release, .tap, .panBegin, .panUpdate, .panEnd, .cancel:
            return false
        }
    }

    /// The tabs' swipe as the router decides it: a horizontal pan the browser does not claim.
    var declaredSwipe: ContainerSwipe {
        ContainerSwipe(tabSwipe, axis: { ContainerSwipe.dominantAxis(of: $0) },
                       swipeMayStart: { pan, _ in ContainerSwipe.dominantAxis(of: pan) == .horizontal })
    }

    /// The tab bar (a control over the tabs' swipe), then the shown tab's browser above it (museum coordinates).
    func routedChildren(now: Double) -> [RoutedChild] {
        [RoutedChild(tabBar, frame: tabBarFrame, pressesBypassSwipe: true), RoutedChild(activeBrowser, frame: contentFrame)]
    }

    /// The shown tab's browser, then the tab bar's items: the Tab order (`FocusChain`).
    func focusChildren(now: Double) -> [RoutedChild] {
        [RoutedChild(activeBrowser, frame: contentFrame), RoutedChild(tabBar, frame: tabBarFrame)]
    }

    /// Tab through the browser, then the tab bar; false past the last, so the focus goes on.
    func moveFocus(backward: Bool, now: Double) -> Bool {
        router.moveFocus(in: focusChildren(now: now), backward: backward, wraps: false, now: now)
    }

    /// A pan is under way: the browser's, the tabs', or one that moves nothing.
    var isPanning: Bool { router.isPanning || tabSwipe.isDragging }

    // MARK: Wheel and keys

    /// One tab per horizontal wheel gesture (notches within `scrollGestureGapS`), right = next.
    func scrollTabs(_ dx: Double, now: Double) -> Bool {
        guard dx != 0, !isPanning else { return false }
        let step = scrollStepper.add(dx, now: now)
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
