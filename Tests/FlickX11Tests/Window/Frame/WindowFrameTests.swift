import FlickCore
@testable import FlickX11
import XCTest

final class WindowFrameTests: XCTestCase {
    private var compositing: WindowManagerState {
        var state = WindowManagerState()
        state.hasManager = true
        state.isCompositing = true
        return state
    }

    private func frame(_ manager: WindowManagerState, translucent: Bool = true) -> WindowFrame {
        WindowFrame.decided(windowSize: Size(850, 650), translucent: translucent, manager: manager)
    }

    func testAShadowAndRoundCornersOnlyUnderACompositorOnATranslucentWindowThatIsNeitherMaximizedFullscreenNorTiled() {
        let shadowed = frame(compositing)
        XCTAssertEqual(shadowed.extents, .uniform(25))
        XCTAssertEqual(shadowed.cornerRadiusPx, WindowFrame.adwaitaCornerRadiusPx)
        XCTAssertFalse(frame(compositing, translucent: false).hasShadow, "a 24-bit window cannot show one")
        XCTAssertFalse(frame(WindowManagerState()).hasShadow, "no compositor")
        for change in [\WindowManagerState.isMaximized, \.isFullscreen, \.isTiled] {
            var state = compositing
            state[keyPath: change] = true
            let plain = frame(state)
            XCTAssertEqual(plain.extents, .zero)
            XCTAssertEqual(plain.cornerRadiusPx, 0)
            XCTAssertEqual(plain.contentSize, Size(850, 650), "the content fills the window")
        }
    }

    func testTheContentIsTheWindowLessTheShadowAndPointsMapIntoIt() {
        let f = frame(compositing)
        XCTAssertEqual(f.content, Rect(x: 25, y: 25, width: 800, height: 600))
        XCTAssertEqual(f.windowSize(forContent: Size(800, 600)), Size(850, 650))
        XCTAssertEqual(f.contentPoint(Point(25, 25)), Point(0, 0))
        XCTAssertEqual(f.contentPoint(Point(10, 300)), Point(-15, 275), "the shadow lies outside the content")
        XCTAssertEqual(f.windowPoint(Point(100, 40)), Point(125, 65))
        let plain = WindowFrame.plain(Size(800, 600))
        XCTAssertEqual(plain.contentPoint(Point(10, 20)), Point(10, 20))
    }

    func testOnlyTheShadowsResizeBandTakesInput() {
        XCTAssertEqual(frame(compositing).inputRect, Rect(x: 13, y: 13, width: 824, height: 624))
        XCTAssertEqual(WindowFrame.plain(Size(800, 600)).inputRect, Rect(x: 0, y: 0, width: 800, height: 600))
    }

    func testTheShadowsBandAndTheRoundCornersOutsideResize() {
        let f = frame(compositing)
        func edge(_ x: Double, _ y: Double) -> WindowEdge? { f.resizeEdge(at: Point(x, y), border: 6, corner: 20) }
        XCTAssertEqual(edge(20, 300), .left)
        XCTAssertEqual(edge(830, 300), .right)
        XCTAssertEqual(edge(400, 15), .top)
        XCTAssertEqual(edge(400, 630), .bottom)
        XCTAssertEqual(edge(20, 40), .topLeft, "a corner reaches along the content's edges")
        XCTAssertEqual(edge(830, 630), .bottomRight)
        XCTAssertNil(edge(5, 300), "beyond the band the shadow lets the pointer through")
        XCTAssertNil(edge(30, 300), "the content's edge is content")
        XCTAssertEqual(edge(25.5, 25.5), .topLeft, "outside the round corner")
        XCTAssertEqual(edge(824.5, 25.5), .topRight)
        XCTAssertNil(edge(25.5, 624.5), "the bottom corners are square")
        let plain = WindowFrame.plain(Size(800, 600))
        XCTAssertEqual(plain.resizeEdge(at: Point(2, 300), border: 6, corner: 20), .left, "without a shadow, inside the edge")
    }

    func testTheTopCornersAreRoundAndTheBottomOnesSquare() {
        let f = frame(compositing)
        XCTAssertEqual(f.contentCoverage(x: 25, y: 25), 0, "the corner pixel is outside the arc")
        XCTAssertEqual(f.contentCoverage(x: 824, y: 25), 0)
        XCTAssertEqual(f.contentCoverage(x: 37, y: 25), 1, "past the radius the top edge is straight")
        XCTAssertEqual(f.contentCoverage(x: 25, y: 37), 1)
        let onArc = f.contentCoverage(x: 28, y: 28)
        XCTAssertGreaterThan(onArc, 0)
        XCTAssertLessThan(onArc, 1, "the arc is antialiased")
        XCTAssertEqual(f.contentCoverage(x: 25, y: 624), 1)
        XCTAssertEqual(f.contentCoverage(x: 24, y: 300), 0)
        XCTAssertEqual(WindowFrame.plain(Size(800, 600)).contentCoverage(x: 0, y: 0), 1)
    }
}
