import FlickX11
import XCTest

/// One resource read from the resource manager's text, as xrdb writes it.
final class XResourcesTests: XCTestCase {
    func testTheResourceIsFoundInTheDatabaseText() {
        let db = "! a comment\nXft.antialias:\t1\nXft.dpi:\t192\n*background:\tgrey\n"
        XCTAssertEqual(XResources.value(of: "Xft.dpi", in: db), "192")
        XCTAssertEqual(XResources.value(of: "Xft.antialias", in: db), "1")
        XCTAssertNil(XResources.value(of: "Xft.hinting", in: db))
        XCTAssertNil(XResources.value(of: "Xft.dpi", in: "!Xft.dpi: 192\nXft.dpix: 120\nnonsense line\n"))
        XCTAssertEqual(XResources.value(of: "Xft.dpi", in: "Xft.dpi: 96\n  Xft.dpi :  144  \n"), "144", "the later line wins")
        XCTAssertNil(XResources.value(of: "Xft.dpi", in: ""))
    }
}
