import FlickCore
import FlickKit

/// How the runner finds the element a locator names: strictly for pointer commands (one match on
/// screen, or the one `first` or `nth N` picks), scrolled into view when partly hidden in a
/// scrolling container; and what `expect visible` and `expect hidden` check.
extension ScenarioRunner {
    /// A matching node with the nodes that hold it (outermost first, the window's node first).
    typealias Located = (node: SemanticsNode, ancestors: [SemanticsNode])

    /// Where `target` is in window pixels: the point, or the centre of the part in view of the one
    /// element its locator means (scrolled into view first when partly out of view).
    func point(of target: ScenarioTarget, at line: ScenarioLine) throws -> Point {
        switch target {
        case .point(let p):
            return p
        case .element(let locator):
            let tree = elements()
            let found = try element(locator, in: tree, at: line)
            guard found.node.isShowing else {
                throw FlickError.failure(at: line.location, "\(locator) is not on screen (hidden, covered or scrolled out of view at \(windowFrame(found.node.frame))); open, uncover or scroll to it first (visible: \(visibleList(tree)))")
            }
            let shown = try scrolledIntoView(found, locator, at: line)
            let window = Rect(x: 0, y: 0, width: size.width / scale, height: size.height / scale)
            return windowFrame(shown.frame.overlap(window) ?? shown.frame).center
        }
    }

    /// `expect visible` holds while at least one element the locator matches is on screen (the
    /// one it picks, with `first` or `nth N`); `expect hidden` while none is.
    func expect(_ locator: ElementLocator, visible: Bool, at line: ScenarioLine) throws {
        let tree = elements()
        let all = tree.locateAll(locator.name, roles: locator.roles)
        let showing = all.filter(\.node.isShowing)
        let considered: [Located]
        switch locator.pick {
        case nil: considered = showing
        case .first: considered = Array(showing.prefix(1))
        case .nth(let n): considered = showing.count >= n ? [showing[n - 1]] : []
        }
        if visible, considered.isEmpty {
            throw failure(at: line, "expected \(locator) on screen, but \(all.isEmpty ? "no element has that name" : showing.isEmpty ? "it is off screen" : "only \(showing.count) on screen match") (visible: \(visibleList(tree)))")
        }
        if !visible, let shown = considered.first {
            throw failure(at: line, "expected no \(locator) on screen, but \(shown.node.summary) shows at \(windowFrame(shown.node.frame))")
        }
    }

    /// The one element `locator` means in `tree`: of its matches on screen, the only one, or the
    /// one its pick names (several without a pick fail, naming them); when none is on screen, the
    /// first (or picked) of the others, for the caller to name as out of view.
    func element(_ locator: ElementLocator, in tree: SemanticsNode, at line: ScenarioLine) throws -> Located {
        let all = tree.locateAll(locator.name, roles: locator.roles)
        guard !all.isEmpty else {
            let what = locator.role.map { "no \($0.rawValue) named" } ?? locator.roleName.map { "no \($0) named" } ?? "no element named"
            throw FlickError.failure(at: line.location, "\(what) \"\(Quoted.line(locator.name, limit: 80))\" (visible: \(visibleList(tree)))")
        }
        let showing = all.filter(\.node.isShowing)
        // None on screen: the one meant is named as out of view (by the pointer command).
        guard !showing.isEmpty else {
            if case .nth(let n) = locator.pick, n <= all.count { return all[n - 1] }
            return all[0]
        }
        let pool = showing
        switch locator.pick {
        case .first:
            return pool[0]
        case .nth(let n):
            guard n <= pool.count else {
                throw FlickError.failure(at: line.location, "\(locator): only \(pool.count) element(s) match on screen: \(ScenarioRunner.listed(pool)); pick one from 1 to \(pool.count)")
            }
            return pool[n - 1]
        case nil:
            guard pool.count == 1 else {
                throw FlickError.failure(at: line.location, "\"\(Quoted.line(locator.name, limit: 80))\" matches \(pool.count) elements: \(ScenarioRunner.listed(pool)); "
                    + "name one with a ROLE, or pick one with first or nth N")
            }
            return pool[0]
        }
    }

    /// At most `namesInMessages` elements as AT-SPI names their roles: `push button "Pages"`.
    static func listed(_ nodes: [Located]) -> String {
        let shown = nodes.prefix(namesInMessages).map { "\($0.node.role.atSpiName) \"\(Quoted.line($0.node.name, limit: 40))\"" }
        return shown.joined(separator: ", ") + (nodes.count > shown.count ? ", …" : "")
    }

    /// The part of the window an element can be seen in: the window's bounds, within the frame
    /// of each list, page list or scroll pane holding it that does not contain it whole (a
    /// scrolling container that clips it). `scrolls`: such a container holds it, or it sticks out
    /// of the window inside some container (the wheel then shows whether that one scrolls).
    func view(of node: SemanticsNode, ancestors: [SemanticsNode]) -> (rect: Rect, scrolls: Bool) {
        let window = Rect(x: 0, y: 0, width: size.width / scale, height: size.height / scale)
        var rect = window
        var scrolls = false
        // The window's own node (the first) is the window, not a container that scrolls.
        for holder in ancestors.dropFirst() where ScenarioRunner.scrollingRoles.contains(holder.role)
            && !holder.frame.holds(node.frame) {
            rect = rect.overlap(holder.frame) ?? rect
            scrolls = true
        }
        if !window.holds(node.frame), ancestors.count > 1 { scrolls = true }
        return (rect, scrolls)
    }

    /// The roles of containers whose content scrolls under a fixed frame.
    static let scrollingRoles: Set<SemanticsRole> = [.list, .pageList, .scrollPane]

    /// `found` brought wholly into view: while it sticks out of what shows of it, wheel notches
    /// over its visible part towards it, each followed by a settle, through the scrolling
    /// container that clips it (at most `ScenarioLimits.scrollIntoViewNotches`). An element only
    /// the window clips, or one the wheel does not move, fails as an element out of view does.
    func scrolledIntoView(_ found: Located, _ locator: ElementLocator, at line: ScenarioLine) throws -> SemanticsNode {
        var current = found
        var stuck = 0
        for _ in 0...ScenarioLimits.scrollIntoViewNotches {
            let view = view(of: current.node, ancestors: current.ancestors)
            let frame = current.node.frame
            // Sides longer than the view cannot fit; only the other axis is scrolled.
            let dx = frame.width > view.rect.width ? 0 : frame.maxX > view.rect.maxX + 0.5 ? 1 : frame.minX < view.rect.minX - 0.5 ? -1 : 0
            let dy = frame.height > view.rect.height ? 0 : frame.maxY > view.rect.maxY + 0.5 ? 1 : frame.minY < view.rect.minY - 0.5 ? -1 : 0
            guard dx != 0 || dy != 0 else { return current.node }
            guard view.scrolls, stuck < ScenarioRunner.notchesWithoutProgress,
                  let visible = frame.overlap(view.rect) else {
                throw FlickError.failure(at: line.location, "\(locator) is not on screen: it is partly out of view at \(windowFrame(frame)) "
                    + "(the window is \(Int(size.width))x\(Int(size.height))\(view.scrolls ? "; scrolling did not bring it into view" : ", and nothing holding it scrolls")); "
                    + "open, uncover or scroll to it first")
            }
            let at = windowFrame(visible).center
            send(.pointerMove(PointerInput(location: at, button: 0, modifiers: [], time: now)))
            send(.scroll(ScrollInput(location: at, delta: Point(Double(dx), dx == 0 ? Double(dy) : 0), modifiers: [], time: now)))
            try settle(at: line)
            let tree = elements()
            let again = try element(locator, in: tree, at: line)
            stuck = again.node.frame == frame ? stuck + 1 : 0
            current = again
        }
        return current.node
    }

    /// Wheel notches in a row that may leave the element where it was before scrolling gives up
    /// (a container may need more than one notch for a step).
    static let notchesWithoutProgress = 3
}
