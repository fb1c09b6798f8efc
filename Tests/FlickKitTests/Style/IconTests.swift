import FlickCore
import FlickTesting
@testable import FlickKit
import XCTest

final class IconTests: XCTestCase {
    let drawn = Icon.allCases.filter { $0 != .none }

    func testEveryIconDrawsInsideItsSquareAtEverySize() {
        for side in [12.0, 16, 20, 24, 32, 40] {
            let box = Rect(x: 3, y: 5, width: side, height: side)
            for icon in drawn {
                let paths = icon.paths(in: box, color: .white)
                XCTAssertFalse(paths.isEmpty, "\(icon) at \(side)")
                guard let b = IconTests.inkBounds(paths) else { XCTFail("\(icon) has no points"); continue }
                XCTAssertGreaterThanOrEqual(max(b.width, b.height), side * 0.55, "\(icon) at \(side) is too small")
                // Minimize is a line by design (GNOME's window-minimize): only its length is checked.
                if icon != .windowMinimize {
                    XCTAssertGreaterThan(min(b.width, b.height), side * 0.3, "\(icon) at \(side) is too thin")
                }
                XCTAssertTrue(b.minX >= box.minX - 0.001 && b.maxX <= box.maxX + 0.001 && b.minY >= box.minY - 0.001
                              && b.maxY <= box.maxY + 0.001, "\(icon) at \(side): \(b) leaves \(box)")
            }
        }
    }

    func testNoneAndTooSmallBoxesDrawNothing() {
        XCTAssertTrue(Icon.none.paths(in: Rect(x: 0, y: 0, width: 20, height: 20), color: .white).isEmpty)
        guard case .empty = Icon.none.scene(in: Rect(x: 0, y: 0, width: 20, height: 20), color: .white) else {
            return XCTFail("no icon draws nothing")
        }
        XCTAssertTrue(Icon.menu.paths(in: Rect(x: 0, y: 0, width: 3, height: 20), color: .white).isEmpty)
        XCTAssertTrue(Icon.menu.paths(in: Rect(x: 0, y: 0, width: .nan, height: 20), color: .white).isEmpty)
    }

    func testSymmetricIconsAreMirrorImagesOfThemselves() {
        let symmetric: [Icon] = [.menu, .settings, .grid, .random, .close, .add, .arrowUp, .arrowDown,
                                 .favorite, .favoriteFilled, .home, .mail, .place]
        for side in [16.0, 20, 32] {
            let box = Rect(x: 0, y: 0, width: side, height: side)
            for icon in symmetric {
                let b = IconTests.inkBounds(icon.paths(in: box, color: .white))!
                XCTAssertEqual(b.midX, box.midX, accuracy: 0.001, "\(icon) at \(side) is off centre")
                let points = IconTests.points(icon.paths(in: box, color: .white))
                for p in points where !icon.hasCurvedOutline {
                    XCTAssertTrue(points.contains { abs($0.x - (2 * box.midX - p.x)) < 1e-6 && abs($0.y - p.y) < 1e-6 },
                                  "\(icon) at \(side): \(p) has no mirror image")
                }
            }
        }
    }

    func testPairsAreMirrorImagesOfEachOther() {
        let pairs: [(Icon, Icon)] = [(.back, .forward), (.previous, .next), (.first, .last),
                                     (.sidebarLeft, .sidebarRight), (.arrowLeft, .arrowRight)]
        let box = Rect(x: 0, y: 0, width: 20, height: 20)
        for (a, b) in pairs {
            let left = IconTests.inkBounds(a.paths(in: box, color: .white))!
            let right = IconTests.inkBounds(b.paths(in: box, color: .white))!
            XCTAssertEqual(left.minX, box.maxX - right.maxX, accuracy: 0.001, "\(a) and \(b)")
            XCTAssertEqual(left.maxX, box.maxX - right.minX, accuracy: 0.001, "\(a) and \(b)")
            XCTAssertEqual(left.minY, right.minY, accuracy: 0.001, "\(a) and \(b)")
        }
    }

    func testStrokesAreAboutTwoGridUnitsOnWholePixelsRoundJoined() {
        for (side, width) in [(12.0, 1.0), (16, 2), (20, 2), (32, 4), (40, 5)] {
            let paths = Icon.menu.paths(in: Rect(x: 0.4, y: 0.3, width: side, height: side), color: .white)
            XCTAssertEqual(paths.count, 3)
            for p in paths {
                XCTAssertEqual(p.lineWidth, width, "at \(side)")
                XCTAssertTrue(p.isRounded)
                // A horizontal line of whole-pixel width covers whole pixels: its centre on a pixel
                // edge for an even width, in a pixel's middle for an odd one.
                for y in IconTests.points([p]).map(\.y) {
                    let fraction = y - y.rounded(.down)
                    XCTAssertEqual(fraction, Int(width) % 2 == 0 ? 0 : 0.5, accuracy: 1e-9, "menu at \(side)")
                }
            }
        }
    }

    func testATranslucentIconFadesAsOneLayer() {
        let box = Rect(x: 0, y: 0, width: 20, height: 20)
        guard case .group(let g) = Icon.random.scene(in: box, color: Color.white.withAlpha(0.4)) else {
            return XCTFail("a translucent icon of several shapes is a group")
        }
        XCTAssertEqual(g.opacity, 0.4, accuracy: 1e-9)
        XCTAssertEqual(g.children.count, 6)
        XCTAssertNotNil(g.clip)
        guard case .group(let opaque) = Icon.random.scene(in: box, color: .white) else { return XCTFail("an opaque icon is a stack") }
        XCTAssertEqual(opaque.opacity, 1)
        XCTAssertEqual(opaque.children.count, 6)
    }

    func testTheSquareIsOnWholePixelsItsSideAsOddAsTheStroke() {
        let grid = IconGrid(box: Rect(x: 10.3, y: 4.6, width: 21.7, height: 30))!
        XCTAssertEqual(grid.square.width, 20)
        XCTAssertEqual(grid.strokePx, 2)
        XCTAssertEqual(grid.square.minX, grid.square.minX.rounded())
        XCTAssertEqual(grid.square.minY, grid.square.minY.rounded())
        XCTAssertEqual(grid.square.midX, 10.3 + 21.7 / 2, accuracy: 0.5)
        let odd = IconGrid(box: Rect(x: 0, y: 0, width: 24, height: 24))!
        XCTAssertEqual(odd.strokePx, 3)
        XCTAssertEqual(odd.square.width, 23, "an odd stroke through the middle needs an odd side")
    }

    func testToolbarIconIsTheAppsIcon() {
        let icon: ToolbarIcon = .settings
        XCTAssertEqual(icon, Icon.settings)
    }

    // MARK: Helpers

    /// Every point the paths name (arcs by their centres and radii's extremes).
    static func points(_ paths: [PathNode]) -> [Point] {
        paths.flatMap { p in
            p.elements.flatMap { e -> [Point] in
                switch e {
                case .move(let a), .line(let a): return [a]
                case let .curve(a, b, c): return [a, b, c]
                case let .arc(c, r, _, _): return [Point(c.x - r, c.y), Point(c.x + r, c.y), Point(c.x, c.y - r), Point(c.x, c.y + r)]
                case .close: return []
                }
            }
        }
    }

    /// The box the paths' ink covers: their points, grown by half the stroke for stroked paths
    /// (arcs counted as whole circles, so a little generous).
    static func inkBounds(_ paths: [PathNode]) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in paths {
            let grow = p.stroke == nil ? 0 : p.lineWidth / 2
            for pt in points([p]) {
                minX = min(minX, pt.x - grow); maxX = max(maxX, pt.x + grow)
                minY = min(minY, pt.y - grow); maxY = max(maxY, pt.y + grow)
            }
        }
        guard minX.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func testAnImageIsKeyedByItsOwnerAndRedrawnOnlyWhenTheIconSizeOrColourChanges() {
        final class Owner {}
        let owner = Owner(), box = Rect(x: 10, y: 6, width: 20, height: 20)
        func snapshot(_ node: SceneNode) -> SnapshotNode? {
            if case .snapshot(let s) = node { return s }
            if case .group(let g) = node, g.children.count == 1, case .snapshot(let s) = g.children[0] { return s }
            return nil
        }
        guard let a = snapshot(Icon.settings.image(in: box, color: .white, owner: owner, part: 1)) else {
            return XCTFail("an image is a snapshot")
        }
        XCTAssertEqual(a.key, SnapshotKey(owner, part: 1))
        XCTAssertTrue(a.frame.contains(box.center) && a.frame.width >= 20 && a.frame.width <= 24, "\(a.frame)")
        XCTAssertEqual(snapshot(Icon.settings.image(in: box, color: .white, owner: owner, part: 1))?.version, a.version)
        XCTAssertEqual(snapshot(Icon.settings.image(in: box, color: Color.white.withAlpha(0.4), owner: owner, part: 1))?.version,
                       a.version, "a translucent icon fades its image")
        for other in [Icon.menu.image(in: box, color: .white, owner: owner, part: 1),
                      Icon.settings.image(in: box, color: .black, owner: owner, part: 1),
                      Icon.settings.image(in: box.insetBy(2), color: .white, owner: owner, part: 1)] {
            XCTAssertNotEqual(snapshot(other)?.version, a.version)
        }
        XCTAssertEqual(SceneProbe.paths(.translated(a.frame.minX, a.frame.minY, [a.content()])).count,
                       SceneProbe.paths(Icon.settings.scene(in: box, color: .white)).count, "the image holds the icon's paths")
        if case .group(let g) = Icon.settings.image(in: box, color: Color.white.withAlpha(0.4), owner: owner, part: 1) {
            XCTAssertEqual(g.opacity, 0.4, accuracy: 1e-9)
        } else {
            XCTFail("a translucent icon is its image at the colour's opacity")
        }
        guard case .empty = Icon.none.image(in: box, color: .white, owner: owner, part: 1) else {
            return XCTFail("no icon, no image")
        }
    }
}

private extension Icon {
    /// Icons whose outline names points on one side only (an arc's start, not its end).
    var hasCurvedOutline: Bool { self == .place }
}
