import FlickCore
@testable import FlickDemo
import FlickKit
import XCTest

/// The scenes' title block: its type follows the scene's size but never shrinks below the style's.
final class SlidesDemoScenesTests: XCTestCase {
    func testTheTitleAndCaptionKeepTheStylesSizesInTheSmallestWindowAndUnderTheClock() {
        // The scene area of a 360x360 window (under the top bar, over the slides' bar), and less.
        for size in [Size(360, 230), Size(320, 120), Size(200, 100)] {
            for scale in [1.0, 0.5] {
                let f = SlidesDemoScenes.titleBlockFrames(in: Rect(size: size), centerY: size.height / 2, scale: scale)
                XCTAssertGreaterThanOrEqual(f.titleFontPx, Constants.titleFontPx, "\(size), scale \(scale)")
                XCTAssertGreaterThanOrEqual(f.captionFontPx, Constants.smallFontPx, "\(size), scale \(scale): \"Scene 1 of 7\"")
            }
        }
    }

    func testALargeSceneStillScalesItsTitleWithItsShorterSide() {
        let f = SlidesDemoScenes.titleBlockFrames(in: Rect(size: Size(1280, 700)), centerY: 350, scale: 1)
        XCTAssertEqual(f.titleFontPx, 700 * SlidesDemoScenes.titleFontFraction, accuracy: 1e-9)
        XCTAssertEqual(f.captionFontPx, f.titleFontPx * SlidesDemoScenes.captionFontRatio, accuracy: 1e-9)
    }
}
