import FlickCore
import FlickKit
import XCTest

final class SceneRegistryTests: XCTestCase {
    private func registry() -> SceneRegistry {
        var r = SceneRegistry()
        r.register("Red") { SlideTestScene("ignored", color: Color(hex: 0xFF0000)) }
        r.register("Blue") { SlideTestScene("Blue", color: Color(hex: 0x0000FF)) }
        return r
    }

    private func color(_ scene: any Component) -> Color? { (scene as? SlideTestScene)?.color }

    func testASceneIsMadeByItsRegisteredNameAndGoesByThatName() throws {
        let r = registry()
        let scene = try r.make("Red").get()
        XCTAssertEqual(r.name(of: scene), "Red", "the registry's name, not the scene's own title")
        XCTAssertEqual(color(scene), Color(hex: 0xFF0000))
        XCTAssertNil(r.name(of: SlideTestScene("Red")), "a scene the registry did not make has no name there")
        let copy = r
        XCTAssertEqual(copy.name(of: scene), "Red", "copies of a registry know its scenes")
    }

    func testEveryMakeIsANewScene() throws {
        let r = registry()
        XCTAssertFalse(try r.make("Blue").get() === r.make("Blue").get())
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
        r.register("Red") { SlideTestScene("Red", color: Color(hex: 0x00FF00)) }
        XCTAssertEqual(r.names, ["Red", "Blue"])
        XCTAssertEqual(color(try r.make("Red").get()), Color(hex: 0x00FF00))
        XCTAssertTrue(r.contains("Blue"))
        XCTAssertFalse(r.contains("blue"))
    }

    func testARegistryOfNamesMakesEachWithTheFactory() throws {
        let r = SceneRegistry(["One", "Two"]) { name in SlideTestScene(name, color: name == "Two" ? .black : .white) }
        XCTAssertEqual(r.names, ["One", "Two"])
        let two = try r.make("Two").get()
        XCTAssertEqual(color(two), .black)
        XCTAssertEqual(r.name(of: two), "Two")
    }

    func testTheRegistryNeverKeepsAScene() throws {
        let r = registry()
        weak var made: AnyObject?
        do { made = try r.make("Red").get() }
        XCTAssertNil(made, "the name table holds its scenes weakly")
    }

    func testTheControllerReportsAnUnknownNameAndKeepsItsScenes() {
        let c = SlideController(registry: registry())
        c.layout(size: Size(400, 300), now: 0)
        XCTAssertNoThrow(try c.show(named: "Red").get())
        XCTAssertThrowsError(try c.replace(withSceneNamed: "Nope", direction: .left, now: 0).get())
        XCTAssertThrowsError(try c.cover(withSceneNamed: "Nope", direction: .up, now: 0).get())
        XCTAssertThrowsError(try c.show(named: "Nope").get())
        XCTAssertEqual(c.stack.names, ["Red"])
        XCTAssertFalse(c.isAnimating(now: 0))
    }
}
