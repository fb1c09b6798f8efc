import FlickCore
import FlickKit

/// The feel, guarded frame by frame on virtual time, written once: every check runs
/// on each `MotionSubject` it is given, driven through a real `GestureRecognizer`, and returns
/// what failed, one message each (empty: all held). Positions are read from the components' own
/// state, not from images. A test asserts the result is empty, in XCTest or Swift Testing:
/// `XCTAssertEqual(MotionCheck.duringADragTheContentMovesAsFarAsThePointerEveryFrame(subjects), [])`.
public enum MotionCheck {
    /// During a drag, the content moves as far as the pointer every frame (within 0.5 px),
    /// including the frame the pan is recognised on: no catch-up jump past the slop.
    public static func duringADragTheContentMovesAsFarAsThePointerEveryFrame(_ subjects: [MotionSubject]) -> [String] {
        var f = MotionFindings()
        for s in subjects {
            let d = MotionDriver(s)
            d.down()
            var moved = false
            for _ in 0..<20 {
                let (p0, c0) = (d.pointerAlongAxis, d.position)
                d.move(by: 3 * s.forward)
                d.step()
                let dp = d.pointerAlongAxis - p0, dc = d.position - c0
                if d.recognizer.isPanning {
                    if !moved { f.expect(dc != 0, "\(s.name): the pan's first frame moves the content") }
                    moved = true
                    f.equal(dc, dp, accuracy: 0.5, "\(s.name): content and pointer per frame")
                } else {
                    f.equal(dc, 0, accuracy: 0, "\(s.name): nothing moves inside the slop")
                }
            }
            f.expect(moved, "\(s.name): the drag panned")
            d.up()
            d.settle()
        }
        return f.failures
    }

    /// A press on moving content stops it on that frame (at most 0.5 px), and it stays while held.
    public static func aPressCatchesMovingContentOnTheGrabFrameAndHoldsIt(_ subjects: [MotionSubject]) -> [String] {
        var f = MotionFindings()
        for s in subjects {
            let d = MotionDriver(s)
            fling(d, s)
            for _ in 0..<3 { d.step() }
            f.expect(d.component.isAnimating(now: d.now), "\(s.name): the fling moves")
            let before = d.position
            d.down()
            d.step()
            f.equal(d.position, before, accuracy: 0.5, "\(s.name): the grab frame")
            let held = d.position
            for _ in 0..<10 { d.step() }
            f.equal(d.position, held, accuracy: 0, "\(s.name): held still")
            d.up()
            d.settle()
        }
        return f.failures
    }

    /// After a release, every frame lies within 0.5 px of the closed-form settle started from the
    /// release position and the pointer's velocity.
    public static func afterAReleaseEveryFrameFollowsTheClosedFormSettle(_ subjects: [MotionSubject]) -> [String] {
        var f = MotionFindings()
        for s in subjects {
            let d = MotionDriver(s)
            d.down()
            // 8 px a frame (480 px/s) for 12 frames, released on the last move.
            for _ in 0..<12 { d.move(by: 8 * s.forward); d.step() }
            d.move(by: 8 * s.forward)
            d.up()
            let from = d.position, release = d.now
            var frames: [(Double, Double)] = []
            while d.component.isAnimating(now: d.now) && d.now - release < 5 {
                d.step()
                frames.append((d.now - release, d.position))
            }
            let curve = s.settle(from, 480 * s.forward, d.position)
            f.expect(frames.count > 3, "\(s.name): the release animates")
            for (t, x) in frames {
                f.equal(x, curve(t), accuracy: 0.5, "\(s.name): \(Int(t * 1000)) ms after the release")
            }
        }
        return f.failures
    }

    /// A release after the pointer held still for 40 ms hands over no velocity: the content
    /// settles from rest, it does not fling.
    public static func aReleaseAfterHoldingStillHasNoVelocity(_ subjects: [MotionSubject]) -> [String] {
        var f = MotionFindings()
        for s in subjects {
            let d = MotionDriver(s)
            d.down()
            for _ in 0..<8 { d.move(by: 20 * s.forward); d.step() }
            d.now += 0.040
            d.up()
            let from = d.position, release = d.now
            var frames: [(Double, Double)] = []
            while d.component.isAnimating(now: d.now) && d.now - release < 5 {
                d.step()
                frames.append((d.now - release, d.position))
            }
            let curve = s.settle(from, 0, d.position)
            for (t, x) in frames {
                f.equal(x, curve(t), accuracy: 0.5, "\(s.name): \(Int(t * 1000)) ms after a still release")
            }
        }
        return f.failures
    }

    /// Past an edge the content follows the rubber band's formula (within 1 px) at 100, 200 and
    /// 300 px of pull.
    public static func pastAnEdgeTheRubberBandFollowsItsFormula(_ subjects: [MotionSubject]) -> [String] {
        var f = MotionFindings()
        for s in subjects {
            guard let edge = s.edgePull else { continue }
            let d = MotionDriver(s)
            let rest = d.position
            d.down()
            d.move(by: Constants.panSlopPx * edge.direction)
            d.step()
            var pulled = 0.0
            for target in [100.0, 200.0, 300.0] {
                while pulled < target {
                    let step = min(10, target - pulled)
                    d.move(by: step * edge.direction)
                    pulled += step
                    d.step()
                }
                let expected = RubberBand.offset(target, dimension: edge.dimension)
                f.equal(abs(d.position - rest), expected, accuracy: 1, "\(s.name): \(Int(target)) px of pull")
            }
            d.up()
            d.settle()
        }
        return f.failures
    }

    private static func fling(_ d: MotionDriver, _ s: MotionSubject) {
        d.down()
        for _ in 0..<6 { d.move(by: 25 * s.forward); d.step() }
        d.move(by: 25 * s.forward)
        d.up()
    }
}
