@testable import FlickApp
import XCTest

/// Which of the system's answers counts: the portal's dark or light, else the XSETTINGS theme's.
final class SystemAppearanceTests: XCTestCase {
    func testThePortalComesFirstThenTheThemeNameThenNothing() {
        XCTAssertEqual(SystemAppearance.resolved(portal: .light, themeName: "Adwaita-dark"), .light)
        XCTAssertEqual(SystemAppearance.resolved(portal: .dark, themeName: "Adwaita"), .dark)
        XCTAssertEqual(SystemAppearance.resolved(portal: nil, themeName: "Adwaita-dark"), .dark)
        XCTAssertEqual(SystemAppearance.resolved(portal: nil, themeName: "Adwaita"), .light)
        XCTAssertNil(SystemAppearance.resolved(portal: nil, themeName: nil))
        XCTAssertNil(SystemAppearance.resolved(portal: nil, themeName: ""))
    }
}
