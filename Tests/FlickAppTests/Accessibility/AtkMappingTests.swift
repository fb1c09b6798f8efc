import CFlickAtk
@testable import FlickApp
import XCTest

/// Which ATK role, states, actions and kind of object each semantics node gets.
final class AtkMappingTests: XCTestCase {
    private func node(_ role: SemanticsRole, states: SemanticsStates = [], value: String? = nil,
                      description: String? = nil) -> SemanticsNode {
        SemanticsNode(role: role, name: "n", value: value, description: description, states: states,
                      frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }

    func testEveryRoleHasTheATKRoleAScreenReaderAnnouncesForIt() {
        let expected: [SemanticsRole: String] = [
            .window: "frame", .group: "panel", .button: "push button", .toggle: "toggle button",
            .checkBox: "check box", .slider: "slider", .tab: "page tab", .tabList: "page tab list",
            .list: "list", .listItem: "list item", .menuItem: "menu item", .menu: "menu", .page: "page tab",
            .pageList: "page tab list", .picture: "image", .text: "label", .heading: "heading",
            .scrollPane: "scroll pane", .toolbar: "tool bar", .dialog: "dialog", .tooltip: "tool tip",
            .indicator: "label", .entry: "entry", .passwordText: "password text", .textView: "text",
        ]
        XCTAssertEqual(Set(expected.keys), Set(SemanticsRole.allCases), "every role is mapped here")
        for role in SemanticsRole.allCases {
            XCTAssertEqual(AtkMapping.roleName(role), expected[role], "\(role)")
        }
    }

    func testTheATSPINamesScenariosAcceptAreTheNamesOfTheATKRolesGiven() {
        for role in SemanticsRole.allCases {
            XCTAssertEqual(role.atSpiName, AtkMapping.roleName(role), "\(role): a scenario's \"\(role.atSpiName)\" must find it")
            XCTAssertTrue(SemanticsRole.roles(named: role.atSpiName).contains(role) || SemanticsRole(rawValue: role.atSpiName) != nil)
        }
    }

    func testAPlainNodeIsEnabledVisibleAndShowing() {
        XCTAssertEqual(AtkMapping.stateNames(AtkMapping.states(of: node(.button))),
                       ["enabled", "sensitive", "showing", "visible"])
    }

    func testEachSemanticStateBecomesItsATKState() {
        let all: SemanticsStates = [.focusable, .focused, .selected, .checked, .expanded, .checkable, .expandable]
        let names = Set(AtkMapping.stateNames(AtkMapping.states(of: node(.group, states: all))))
        for name in ["focusable", "focused", "selected", "checked", "expanded", "checkable", "expandable"] {
            XCTAssertTrue(names.contains(name), "\(name) missing from \(names)")
        }
    }

    func testDisabledDropsEnabledAndSensitiveAndOffscreenDropsShowing() {
        let names = AtkMapping.stateNames(AtkMapping.states(of: node(.button, states: [.disabled, .offscreen])))
        XCTAssertEqual(names, ["visible"])
    }

    func testRolesAddTheStatesTheirKindAlwaysHas() {
        func names(_ role: SemanticsRole) -> Set<String> { Set(AtkMapping.stateNames(AtkMapping.states(of: node(role)))) }
        XCTAssertTrue(names(.window).isSuperset(of: ["active", "resizable"]))
        XCTAssertTrue(names(.page).contains("selectable"))
        XCTAssertTrue(names(.tab).contains("selectable"))
        XCTAssertTrue(names(.listItem).contains("selectable"))
        XCTAssertTrue(names(.toggle).contains("checkable"))
        XCTAssertTrue(names(.checkBox).contains("checkable"))
        XCTAssertTrue(names(.slider).contains("horizontal"))
        XCTAssertFalse(names(.button).contains("checkable"))
    }

    func testActivateIsAClickAndTheOtherActionsKeepTheirNames() {
        XCTAssertEqual(SemanticsAction.allCases.map(AtkMapping.actionName),
                       ["click", "increment", "decrement", "dismiss", "scroll-forward", "scroll-backward"])
    }

    func testTheDescriptionIsTheTooltipElseATextValue() {
        XCTAssertEqual(AtkMapping.description(of: node(.button, description: "New page (ctrl+t)")), "New page (ctrl+t)")
        XCTAssertEqual(AtkMapping.description(of: node(.indicator, value: "3 of 7")), "3 of 7")
        var slider = node(.slider, value: "0.5")
        slider.valueRange = SemanticsValueRange(current: 0.5, minimum: 0, maximum: 1, step: 0.05)
        XCTAssertNil(AtkMapping.description(of: slider), "a number in a range is read through the Value interface")
        XCTAssertNil(AtkMapping.description(of: node(.button)))
    }

    func testASliderIsAValueObjectTheWindowAFrameTheRestPlain() {
        let slider = Slider(value: 0.25, range: 0...1, step: 0.25, name: "Volume")
        slider.layout(size: Size(200, 40), now: 0, environment: ComponentEnvironment())
        let sliderNode = slider.semantics(now: 0)[0]
        XCTAssertEqual(sliderNode.valueRange, SemanticsValueRange(current: 0.25, minimum: 0, maximum: 1, step: 0.25))
        XCTAssertNotEqual(AtkMapping.kind(of: sliderNode), AtkMapping.kind(of: node(.button)))
        XCTAssertNotEqual(AtkMapping.kind(of: node(.window)), AtkMapping.kind(of: node(.button)))
        XCTAssertEqual(sliderNode.valueHandler?(0.8, 0), true)
        XCTAssertEqual(slider.value, 0.75, "set as a drag would: stepped")
    }

    func testTextIsOfATextKindEditableOnlyWithAnEditHandlerAndLabelsReadTheirName() {
        var field = node(.entry)
        field.text = SemanticsText("Ada", caretOffset: 3, isEditable: true)
        XCTAssertEqual(AtkMapping.kind(of: field), Int32(FLICK_ATK_TEXT), "no edit handler: read-only Text")
        field.textEditHandler = { _, _ in true }
        XCTAssertEqual(AtkMapping.kind(of: field), Int32(FLICK_ATK_EDITABLE_TEXT))
        field.text?.isEditable = false
        XCTAssertEqual(AtkMapping.kind(of: field), Int32(FLICK_ATK_TEXT), "not editable: read-only Text")
        XCTAssertEqual(AtkMapping.text(of: field)?.content, "Ada")
        XCTAssertEqual(AtkMapping.text(of: node(.text)), SemanticsText("n"), "a label reads its name")
        XCTAssertEqual(AtkMapping.text(of: node(.heading)), SemanticsText("n"))
        XCTAssertEqual(AtkMapping.kind(of: node(.heading)), Int32(FLICK_ATK_TEXT))
        XCTAssertNil(AtkMapping.text(of: node(.button)))
        XCTAssertEqual(AtkMapping.kind(of: node(.button)), Int32(FLICK_ATK_PLAIN))
    }

    func testStaticTextOfEveryKindReadsAsReadOnlyText() {
        XCTAssertEqual(AtkMapping.text(of: node(.tooltip)), SemanticsText("n"), "a tooltip reads its words")
        XCTAssertEqual(AtkMapping.text(of: node(.indicator, value: "3 of 57")), SemanticsText("3 of 57"),
                       "a position indicator reads its value")
        for role in [SemanticsRole.text, .heading, .tooltip, .indicator] {
            XCTAssertEqual(AtkMapping.kind(of: node(role)), Int32(FLICK_ATK_TEXT), "\(role)")
            XCTAssertEqual(AtkMapping.text(of: node(role))?.isEditable, false, "\(role)")
        }
    }

    func testEachRelationHasItsATKNameAndItsInverse() {
        let names = SemanticsRelation.Kind.allCases.map { kind -> [String] in
            let (forward, inverse) = AtkMapping.relationTypes(kind)
            return [AtkMapping.relationName(forward), AtkMapping.relationName(inverse)]
        }
        XCTAssertEqual(names, [["labelled-by", "label-for"], ["controller-for", "controlled-by"]])
        XCTAssertEqual(SemanticsRelation.Kind.allCases.map(\.rawValue), ["labelled-by", "controller-for"],
                       "the names the semantics tree uses are ATK's")
    }

    func testEachTextOperationOfATKIsItsEdit() {
        let edit = { (operation: Int32, text: String?) in
            AccessibilityBridge.textEdit(operation: operation, start: 2, end: 5, text: text)
        }
        XCTAssertEqual(edit(Int32(FLICK_TEXT_SET_CONTENT), "x"), .setContent("x"))
        XCTAssertEqual(edit(Int32(FLICK_TEXT_INSERT), "é"), .insert("é", at: 2))
        XCTAssertEqual(edit(Int32(FLICK_TEXT_DELETE), nil), .delete(2..<5))
        XCTAssertEqual(edit(Int32(FLICK_TEXT_SET_CARET), nil), .setCaret(2))
        XCTAssertEqual(edit(Int32(FLICK_TEXT_SELECT), nil), .select(2..<5))
        XCTAssertEqual(edit(Int32(FLICK_TEXT_COPY), nil), .copy(2..<5))
        XCTAssertEqual(edit(Int32(FLICK_TEXT_CUT), nil), .cut(2..<5))
        XCTAssertEqual(edit(Int32(FLICK_TEXT_PASTE), nil), .paste(at: 2))
        XCTAssertNil(edit(99, nil))
    }

    func testWhileNothingHasFocusTheSelectedShowingPageOfThePageListHasIt() {
        var shown = node(.page, states: .selected)
        shown.name = "Aurora"
        let pages = SemanticsNode(role: .pageList, name: "Pages", frame: .zero,
                                  children: [node(.page, states: .offscreen), shown, node(.page, states: .offscreen)])
        let tree = SemanticsNode(role: .window, frame: .zero, children: [pages, node(.button)])
        let focused = AtkMapping.withImplicitFocus(tree).allNodes.filter { $0.states.contains(.focused) }
        XCTAssertEqual(focused.map(\.name), ["Aurora"])
        XCTAssertTrue(focused[0].states.contains(.focusable))

        var withFocus = tree
        withFocus.children[1].states.insert(.focused)
        XCTAssertEqual(AtkMapping.withImplicitFocus(withFocus).allNodes.filter { $0.states.contains(.focused) }.map(\.role),
                       [.button], "a focused control keeps the focus")
    }
}
