import FlickCore
@testable import FlickX11
import XCTest

/// What a key types from the keyboard map alone, when no input method is open.
final class KeysymTextTests: XCTestCase {
    func testLatin1KeysymsAreTheirOwnCharacters() {
        XCTAssertEqual(KeysymText.text(keysym: 0x61, lookupBytes: []), "a")
        XCTAssertEqual(KeysymText.text(keysym: 0x41, lookupBytes: []), "A", "Shift's level: the keysym of A")
        XCTAssertEqual(KeysymText.text(keysym: 0x20, lookupBytes: []), " ")
        XCTAssertEqual(KeysymText.text(keysym: 0x40, lookupBytes: []), "@", "AltGr's level on a German map")
        XCTAssertEqual(KeysymText.text(keysym: 0xe9, lookupBytes: []), "é")
        XCTAssertEqual(KeysymText.text(keysym: 0xdf, lookupBytes: []), "ß")
        XCTAssertEqual(KeysymText.text(keysym: 0xa0, lookupBytes: []), "\u{a0}")
    }

    func testUnicodeKeysymsCarryTheirCodePoint() {
        XCTAssertEqual(KeysymText.text(keysym: 0x100_03a9, lookupBytes: []), "Ω")
        XCTAssertEqual(KeysymText.text(keysym: 0x100_4e2d, lookupBytes: []), "中")
        XCTAssertEqual(KeysymText.text(keysym: 0x101_f600, lookupBytes: []), "😀")
        XCTAssertEqual(KeysymText.text(keysym: 0x100_d800, lookupBytes: []), "", "a surrogate is no character")
        XCTAssertEqual(KeysymText.text(keysym: 0x100_0009, lookupBytes: []), "", "a control character types nothing")
    }

    func testOtherKeysymsTakeWhatTheLocaleConverted() {
        // EuroSign (0x20ac) and Greek_OMEGA (0x7d9), as XLookupString converts them in UTF-8.
        XCTAssertEqual(KeysymText.text(keysym: 0x20ac, lookupBytes: Array("€".utf8)), "€")
        XCTAssertEqual(KeysymText.text(keysym: 0x7d9, lookupBytes: Array("Ω".utf8)), "Ω")
        XCTAssertEqual(KeysymText.text(keysym: 0x20ac, lookupBytes: []), "", "nothing converted, nothing typed")
        XCTAssertEqual(KeysymText.text(keysym: 0x6c1, lookupBytes: [0xe9]), "é", "bytes that are not UTF-8 read as Latin-1")
    }

    func testKeysThatTypeControlCharactersTypeNothing() {
        XCTAssertEqual(KeysymText.text(keysym: 0xff0d, lookupBytes: [0x0d]), "", "Return")
        XCTAssertEqual(KeysymText.text(keysym: 0xff09, lookupBytes: [0x09]), "", "Tab")
        XCTAssertEqual(KeysymText.text(keysym: 0xff08, lookupBytes: [0x08]), "", "BackSpace")
        XCTAssertEqual(KeysymText.text(keysym: 0xff1b, lookupBytes: [0x1b]), "", "Escape")
        XCTAssertEqual(KeysymText.text(keysym: 0xffff, lookupBytes: [0x7f]), "", "Delete (DEL)")
        XCTAssertEqual(KeysymText.text(keysym: 0xff51, lookupBytes: []), "", "Left")
        XCTAssertEqual(KeysymText.text(keysym: 0xffbe, lookupBytes: []), "", "F1")
        XCTAssertEqual(KeysymText.text(keysym: 0xffb1, lookupBytes: Array("1".utf8)), "1", "the keypad's 1")
        XCTAssertEqual(KeysymText.printable("a\u{85}"), "", "C1 controls too")
    }

    func testADeadKeyAloneTypesNothing() {
        XCTAssertEqual(KeysymText.text(keysym: 0xfe51, lookupBytes: Array("´".utf8)), "", "dead_acute")
        XCTAssertEqual(KeysymText.text(keysym: 0xfe50, lookupBytes: Array("`".utf8)), "", "dead_grave")
    }

    func testAKeyHeldWithControlAltOrSuperIsAShortcutAndTypesNothing() {
        XCTAssertEqual(KeysymText.typed("a", modifiers: .control), "")
        XCTAssertEqual(KeysymText.typed("1", modifiers: .control), "", "ctrl+1 makes no control character yet types nothing")
        XCTAssertEqual(KeysymText.typed("b", modifiers: .alt), "")
        XCTAssertEqual(KeysymText.typed("c", modifiers: .super), "")
        XCTAssertEqual(KeysymText.typed("A", modifiers: .shift), "A")
        XCTAssertEqual(KeysymText.typed("@", modifiers: []), "@", "AltGr is not Alt: its levels type")
        XCTAssertEqual(KeysymText.typed("\u{1}", modifiers: []), "")
    }
}
