import FlickCore
@testable import FlickKit
import FlickTestSupport
import XCTest

/// A host that notes what the bar asks of the window.
private final class WindowHostProbe: ComponentHosting {
    var actions: [WindowAction] = []
    func setNeedsDisplay() {}
    func setWindowTitle(_ title: String) {}
    func closeWindow() { actions.append(.close) }
    var pictureLoader: (any PictureLoading)? { nil }
    func performWindowAction(_ action: WindowAction) { actions.append(action) }
}

final class NavigationBarWindowButtonsTests: XCTestCase {
    private let host = WindowHostProbe()
    private let gear = Button(icon: .settings, name: "Settings")

    private func bar(_ decorations: WindowDecorations?) -> NavigationBar {
        let bar = NavigationBar(title: "Photos", trailing: [gear])
        var environment = ComponentEnvironment()
        environment.host = host
        environment.windowDecorations = decorations
        bar.layout(size: Size(800, NavigationBar.heightPx), now: 0, environment: environment)
        return bar
    }

    private func click(_ bar: NavigationBar, _ p: Point, button: Int = 1, count: Int = 1) {
        _ = bar.handle(.press(p, button: button, modifiers: []), now: 0)
        _ = bar.handle(.release(p, button: button), now: 0)
        _ = bar.handle(.tap(p, count: count, button: button, modifiers: []), now: 0)
    }

    func testTheWindowsButtonsFollowTheBarsOwnAtTheEndTheLayoutGives() {
        let b = bar(WindowDecorations(layout: .standard, actsOnWindow: true))
        let w = b.windowButtons
        XCTAssertEqual(b.subcontrols.map(\.name), ["Settings", "Minimize", "Maximize", "Close"], "their Tab order")
        XCTAssertEqual(w.close.frame.maxX, 794)
        XCTAssertEqual(w.close.frame.width, WindowButtons.widthPx)
        XCTAssertLessThan(gear.frame.maxX, w.minimize.frame.minX)
        XCTAssertEqual([w.minimize, w.maximize, w.close].map(\.tooltip), ["Minimize", "Maximize", "Close"])
        XCTAssertLessThanOrEqual(b.titleFrame.maxX, gear.frame.minX)

        let leading = bar(WindowDecorations(layout: DecorationLayout(parsing: "close:"), actsOnWindow: true))
        XCTAssertEqual(leading.windowButtons.close.frame.minX, 6)
        XCTAssertEqual(leading.subcontrols.map(\.name), ["Close", "Settings"])
    }

    func testWithoutDecorationsTheBarCarriesNoWindowButton() {
        XCTAssertEqual(bar(nil).subcontrols.map(\.name), ["Settings"])
    }

    func testEachButtonAsksTheHostAndMaximizeBecomesRestore() {
        let b = bar(WindowDecorations(layout: .standard, actsOnWindow: true))
        for button in [b.windowButtons.minimize, b.windowButtons.maximize, b.windowButtons.close] {
            click(b, button.frame.center)
        }
        XCTAssertEqual(host.actions, [.minimize, .toggleMaximize, .close])
        var environment = b.appliedEnvironment!
        environment.windowDecorations?.isMaximized = true
        b.apply(environment)
        XCTAssertEqual(b.windowButtons.maximize.name, "Restore")
        XCTAssertEqual(b.windowButtons.maximize.icon, .windowRestore)
    }

    func testTheKeyboardReachesAndPressesAWindowButton() {
        let b = bar(WindowDecorations(layout: DecorationLayout(parsing: ":close"), actsOnWindow: true))
        b.windowButtons.close.isFocused = true
        _ = b.handle(.key(KeyCombo("Return")), now: 0)
        XCTAssertEqual(host.actions, [.close])
    }

    func testOnALiveWindowTheBarMovesMaximizesAndShowsTheWindowMenu() {
        let b = bar(WindowDecorations(layout: .standard, actsOnWindow: true))
        let onBar = Point(300, 20)
        XCTAssertTrue(b.handlesDrag(startingAt: onBar))
        XCTAssertFalse(b.handlesDrag(startingAt: gear.frame.center), "a button's drag stays the button's")
        _ = b.handle(.press(onBar, button: 1, modifiers: []), now: 0)
        _ = b.handle(.panBegin(PanInfo(start: onBar, location: Point(320, 30))), now: 0)
        click(b, onBar, count: 2)
        click(b, onBar, button: 3)
        XCTAssertEqual(host.actions, [.beginMove, .toggleMaximize, .showMenu])
    }

    func testInARecordingTheBarLeavesTheWindowAlone() {
        let b = bar(.withoutWindowManager)
        XCTAssertEqual(b.subcontrols.map(\.name), ["Settings", "Close"])
        let onBar = Point(300, 20)
        XCTAssertFalse(b.handlesDrag(startingAt: onBar))
        click(b, onBar, count: 2)
        click(b, onBar, button: 3)
        XCTAssertEqual(host.actions, [])
    }
}
