import FlickApp
import FlickCore
@testable import FlickDemo
import FlickKit
import XCTest

/// Every demo and the shell describe what they show: the controls a person would name are found by
/// that name and role, pages off screen are marked so, and nothing on screen is an unnamed button.
final class DemoSemanticsTests: XCTestCase {
    private func tree(_ demo: DemoName, size: Size = Size(1024, 700)) -> (ComponentHost, SemanticsNode) {
        let host = ComponentHost(DemoFactory.make(demo), size: size, now: 0)
        host.advance(to: 0)
        return (host, host.semanticsTree(title: "Flick", now: 0))
    }

    private func assertEveryShownActionableNodeIsNamed(_ tree: SemanticsNode, file: StaticString = #filePath, line: UInt = #line) {
        let unnamed = tree.allNodes.filter { $0.isShowing && !$0.actions.isEmpty && $0.name.isEmpty
            && ![.pageList, .list, .toolbar].contains($0.role) }
        XCTAssertEqual(unnamed.map(\.summary), [], file: file, line: line)
        let glyphNamed = tree.allNodes.filter { $0.role == .button && $0.name.unicodeScalars.allSatisfy { !CharacterSet.letters.contains($0) } }
        XCTAssertEqual(glyphNamed.map(\.summary), [], "buttons are named after what they do, not their glyphs", file: file, line: line)
    }

    func testTheShellNamesItsBarButtonsAndDrawers() throws {
        let (_, tree) = tree(.shell)
        XCTAssertEqual(tree.role, .window)
        XCTAssertEqual(tree.name, "Flick")
        let demos = try XCTUnwrap(tree.locate("Demos", role: .button))
        XCTAssertEqual(demos.description, "Demos (F9)")
        XCTAssertTrue(demos.isShowing)
        XCTAssertNotNil(tree.locate("Settings", role: .button))
        let drawer = try XCTUnwrap(tree.locate("Demos", role: .group))
        XCTAssertFalse(drawer.isShowing, "the closed drawer is off screen")
        XCTAssertNotNil(drawer.locate("Carousel", role: .listItem))
        assertEveryShownActionableNodeIsNamed(tree)
    }

    func testTheCarouselToolbarHasNewPageAndItsActionAddsAPage() throws {
        let (host, tree) = tree(.carousel)
        let before = host.root.state["carousel.count"]
        let newPage = try XCTUnwrap(tree.locate("New Page", role: .button))
        XCTAssertEqual(newPage.description, "New page (ctrl+t)")
        XCTAssertTrue(newPage.perform(.activate, now: 0))
        var t = 0.0
        while host.isAnimating(now: t), t < 10 { t += 1.0 / 60; host.advance(to: t) }
        XCTAssertEqual(Int(host.root.state["carousel.count"] ?? ""), (Int(before ?? "") ?? 0) + 1)
        assertEveryShownActionableNodeIsNamed(tree)
    }

    func testTheSwiperPageIsAPictureNamedAfterItsItem() throws {
        let (host, tree) = tree(.swiper)
        let pages = try XCTUnwrap(tree.allNodes.first { $0.role == .pageList })
        let shown = try XCTUnwrap(pages.children.first(where: \.isShowing))
        XCTAssertEqual(shown.name, host.root.state["swiper.item"])
        XCTAssertEqual(shown.children.first?.role, .picture)
        assertEveryShownActionableNodeIsNamed(tree)
    }

    func testTheMuseumGridNamesItsCollectionsAndTheTabsAreTabs() throws {
        let (_, tree) = tree(.museum)
        let tabs = try XCTUnwrap(tree.allNodes.first { $0.role == .tabList })
        XCTAssertEqual(tabs.children.map(\.name), ["Collections", "Favorites"])
        XCTAssertTrue(tabs.children[0].states.contains(.selected))
        let pictures = tree.allNodes.filter { $0.role == .picture && $0.isShowing }
        XCTAssertGreaterThan(pictures.count, 1)
        XCTAssertFalse(pictures.contains { $0.name.hasPrefix("Item ") }, "named after their collections")
        assertEveryShownActionableNodeIsNamed(tree)
    }

    func testTheDeckDemoNamesItsMenuOptionsAndRows() throws {
        let (_, tree) = tree(.deck)
        XCTAssertNotNil(tree.locate("Menu", role: .button))
        XCTAssertNotNil(tree.locate("Deck options", role: .button))
        XCTAssertNotNil(tree.allNodes.first { $0.role == .menuItem && $0.states.contains(.selected) })
        let menu = try XCTUnwrap(tree.locate("Menu", role: .group))
        XCTAssertFalse(menu.isShowing)
        XCTAssertTrue(tree.allNodes.contains { $0.role == .listItem && $0.isShowing }, "the center's rows")
        assertEveryShownActionableNodeIsNamed(tree)
    }

    func testTheSlidesButtonsSayWhatTheyDo() throws {
        let (_, tree) = tree(.slides)
        XCTAssertNotNil(tree.locate("Cover left", role: .button))
        XCTAssertNotNil(tree.locate("Random", role: .button))
        XCTAssertNotNil(tree.allNodes.first { $0.role == .page && $0.isShowing })
        assertEveryShownActionableNodeIsNamed(tree)
    }

    func testNodeCountsAtRest() {
        for demo in DemoName.allCases {
            let (_, tree) = tree(demo)
            let roles = Set(tree.allNodes.map(\.role.rawValue)).sorted()
            print("semantics: \(demo.rawValue): \(tree.allNodes.count) nodes (\(tree.allNodes.filter(\.isShowing).count) on screen); roles \(roles.joined(separator: " "))")
            XCTAssertGreaterThan(tree.allNodes.filter(\.isShowing).count, 3, demo.rawValue)
        }
    }
}
