import XCTest
@testable import FlickCore

final class KeyComboTests: XCTestCase {
    func testKeypadKeysTakeTheNamesOfTheKeysTheyStandFor() {
        XCTAssertEqual(KeyCombo("KP_Home").name, "Home")
        XCTAssertEqual(KeyCombo("KP_Page_Up"), KeyCombo("Prior"), "as X names the main Page Up key")
        XCTAssertEqual(KeyCombo("KP_Next"), KeyCombo("Next"))
        XCTAssertEqual(KeyCombo("KP_Enter", modifiers: .control), KeyCombo("Return", modifiers: .control))
        XCTAssertEqual(KeyCombo("KP_Add").name, "plus")
        XCTAssertEqual(KeyCombo("KP_7").name, "7")
        XCTAssertEqual(KeyCombo(parsing: "ctrl+KP_Delete"), KeyCombo("Delete", modifiers: .control))
        XCTAssertTrue(KeyCombo("Home").matches("KP_Home"))
        XCTAssertEqual(KeyCombo("KP_Home").description, "Home")
    }

    func testOtherKeyNamesStayAsGiven() {
        XCTAssertEqual(KeyCombo("Page_Up").name, "Page_Up")
        XCTAssertEqual(KeyCombo("Prior").name, "Prior")
        XCTAssertEqual(KeyCombo("KP_F1").name, "KP_F1", "the keypad's PF keys are no function keys")
        XCTAssertEqual(KeyCombo("Return").description, "Return")
    }

    func testParsesModifiersAndAKey() {
        let k = KeyCombo(parsing: "ctrl+shift+t")
        XCTAssertEqual(k?.name, "t")
        XCTAssertEqual(k?.modifiers, [.control, .shift])
    }

    func testParsesANamedKeyAlone() {
        XCTAssertEqual(KeyCombo(parsing: "Right"), KeyCombo("Right"))
        XCTAssertEqual(KeyCombo(parsing: "Right")?.modifiers, [])
    }

    func testPlusAfterAModifierIsThePlusKey() {
        XCTAssertEqual(KeyCombo(parsing: "ctrl++"), KeyCombo("plus", modifiers: .control))
        XCTAssertEqual(KeyCombo(parsing: "+"), KeyCombo("plus"))
    }

    func testAnUnknownModifierIsRejected() {
        XCTAssertNil(KeyCombo(parsing: "hyper+t"))
        XCTAssertNil(KeyCombo(parsing: "ctrl+meta+Return"))
    }

    func testAnEmptyOrBlankKeyIsRejected() {
        XCTAssertNil(KeyCombo(parsing: ""))
        XCTAssertNil(KeyCombo(parsing: "ctrl+ "))
    }

    func testModifierNamesIgnoreCase() {
        XCTAssertEqual(KeyCombo(parsing: "Control+Shift+Return"), KeyCombo("Return", modifiers: [.control, .shift]))
    }

    func testAnUppercaseLetterEqualsTheLowercaseOne() {
        XCTAssertEqual(KeyCombo("T"), KeyCombo("t"))
        XCTAssertEqual(KeyCombo(parsing: "ctrl+T"), KeyCombo(parsing: "ctrl+t"))
        XCTAssertTrue(KeyCombo("t").matches("T"))
    }

    func testLongerNamesKeepTheirCase() {
        XCTAssertEqual(KeyCombo("Escape").name, "Escape")
        XCTAssertNotEqual(KeyCombo("Escape"), KeyCombo("escape"))
    }

    func testDescriptionRoundTrips() {
        for text in ["ctrl+shift+t", "Right", "alt+F4", "ctrl+plus"] {
            XCTAssertEqual(KeyCombo(parsing: text)?.description, text)
            XCTAssertEqual(KeyCombo(parsing: KeyCombo(parsing: text)!.description), KeyCombo(parsing: text))
        }
    }

    func testMatchesNeedsTheSameModifiers() {
        let k = KeyCombo(parsing: "ctrl+t")!
        XCTAssertTrue(k.matches("t", .control))
        XCTAssertFalse(k.matches("t"))
    }

    func testTheTextAKeyTypedIsNoPartOfItsIdentity() {
        let typed = KeyCombo("eacute", text: "é")
        XCTAssertEqual(typed.text, "é")
        XCTAssertEqual(typed, KeyCombo("eacute"), "a shortcut matches whatever the key typed")
        XCTAssertEqual(KeyCombo("a", modifiers: .shift, text: "A"), KeyCombo(parsing: "shift+a"))
        XCTAssertNotEqual(KeyCombo("a", text: "a"), KeyCombo("a", modifiers: .shift, text: "a"))
        XCTAssertNotEqual(KeyCombo("a", text: "a"), KeyCombo("b", text: "a"))
        XCTAssertEqual(Set([KeyCombo("plus", text: "+"), KeyCombo("plus")]).count, 1, "hashed as compared")
        XCTAssertEqual([KeyCombo("q", modifiers: .control): "quit"][KeyCombo("q", modifiers: .control, text: "x")], "quit")
        XCTAssertTrue(KeyCombo("plus", text: "+").matches("plus"))
        XCTAssertEqual(KeyCombo("eacute", text: "é").description, "eacute", "described by name, as before")
        XCTAssertEqual(KeyCombo(parsing: "ctrl+t")?.text, "", "a written combo types nothing")
    }

    func testTextAnInputMethodCommittedIsAKeyWithoutAName() {
        let commit = KeyCombo("", text: "中文")
        XCTAssertEqual(commit.name, "")
        XCTAssertEqual(commit.text, "中文")
        XCTAssertNotEqual(commit, KeyCombo("a", text: "中文"))
    }
}
