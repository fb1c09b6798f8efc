import FlickCore
@testable import FlickDemo
import XCTest

/// Drawing a slides scene costs work bounded by the visible area (issue 18 item 11): the Stripes
/// scene at 1x16384 took 9 s for one frame, every stripe crossing all 16384 rows.
final class SlidesDemoSceneWorkTests: XCTestCase {
    /// Fill work of the paths in `node`: for each closed shape, the rows it can cover (its own
    /// rows within the enclosing clip).
    private func pathWork(_ node: SceneNode, clip: Rect?) -> Double {
        switch node {
        case .group(let g):
            let c = g.clip ?? clip
            return g.children.reduce(0) { $0 + pathWork($1, clip: c) }
        case .path(let p):
            var work = 0.0
            var ys: [Double] = []
            func close() {
                guard let lo = ys.min(), let hi = ys.max() else { return }
                let top = max(lo, clip?.minY ?? lo), bottom = min(hi, clip?.maxY ?? hi)
                work += max(0, bottom - top)
                ys = []
            }
            for e in p.elements {
                switch e {
                case .move(let pt): close(); ys.append(pt.y)
                case .line(let pt): ys.append(pt.y)
                default: break
                }
            }
            close()
            return work
        default:
            return 0
        }
    }

    func testEveryPatternAtExtremeSizesKeepsItsPathWorkNearItsArea() throws {
        for size in [Size(1, 16384), Size(3, 9000), Size(16384, 1), Size(640, 400)] {
            for name in SlidesDemoScenes.names {
                let scene = try SlidesDemoScenes.registry().make(name).get()
                scene.layout(size: size, now: 0)
                let work = pathWork(scene.scene(now: 0), clip: nil)
                XCTAssertLessThanOrEqual(work, 32 * size.width * size.height + 200_000, "\(name) at \(size)")
            }
        }
    }
}
