import FlickCore
import FlickKit
import XCTest

final class SceneRegistryTests: XCTestCase {
    private func registry() -> SceneRegistry {
        var r = SceneRegistry()
        r.register("Red") { SlideScene(name: "ignored", color: Color(hex: 0xFF0000)) }
        r.register("Blue") { SlideScene(name: "Blue", color: Color(hex: 0x0000FF)) }
        return r
    }

    func testASceneIsMadeByItsRegisteredNameAndCarriesThatName() throws {
        let scene = try registry().make("Red").get()
        XCTAssertEqual(scene.name, "Red")
        XCTAssertEqual(scene.background, Color(hex: 0xFF0000))
    }

    func testAnUnknownNameIsAnErrorListingTheKnownScenes() {
        let result = registry().make("Green")
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual(error as? SceneRegistryError, .unknownScene(name: "Green", known: ["Red", "Blue"]))
            XCTAssertEqual("\(error)", "no scene named 'Green'; known scenes: Red, Blue")
        }
    }

    func testAnEmptyRegistrySaysNoneAreRegistered() {
        XCTAssertEqual("\(SceneRegistryError.unknownScene(name: "X", known: []))", "no scene named 'X'; none are registered")
    }

    func testNamesKeepRegistrationOrderAndRegisteringAgainReplacesTheFactory() throws {
        var r = registry()
        r.register("Red") { SlideScene(name: "Red", color: Color(hex: 0x00FF00)) }
        XCTAssertEqual(r.names, ["Red", "Blue"])
        XCTAssertEqual(try r.make("Red").get().background, Color(hex: 0x00FF00))
        XCTAssertTrue(r.contains("Blue"))
        XCTAssertFalse(r.contains("blue"))
    }

    func testARegistryOfReadyScenesMakesEachUnderItsName() throws {
        let r = SceneRegistry([SlideScene(name: "One", color: .white), SlideScene(name: "Two", color: .black)])
        XCTAssertEqual(r.names, ["One", "Two"])
        XCTAssertEqual(try r.make("Two").get().background, .black)
    }

    func testTheControllerReportsAnUnknownNameAndKeepsItsScenes() {
        let c = SlideController(registry: registry())
        c.layout(size: Size(400, 300), now: 0)
        XCTAssertNoThrow(try c.show(named: "Red").get())
        XCTAssertThrowsError(try c.replace(withSceneNamed: "Nope", direction: .left, now: 0).get())
        XCTAssertThrowsError(try c.cover(withSceneNamed: "Nope", direction: .up, now: 0).get())
        XCTAssertThrowsError(try c.show(named: "Nope").get())
        XCTAssertEqual(c.stack.names, ["Red"])
        XCTAssertFalse(c.isAnimating(at: 0))
    }
}
