import FlickCore

/// One line of a scenario (docs/CONTRACTS.md §5). Coordinates in window pixels, times in ms.
public enum ScenarioCommand: Equatable {
    case size(width: Int, height: Int)
    case wait(ms: Double)
    case move(ScenarioTarget, modifiers: Modifiers = [])
    case down(Point, button: Int, modifiers: Modifiers = [])
    case up(Point, button: Int, modifiers: Modifiers = [])
    case drag(from: ScenarioTarget, to: ScenarioTarget, ms: Double, modifiers: Modifiers = [])
    case click(ScenarioTarget, modifiers: Modifiers = [])
    case doubleClick(ScenarioTarget, modifiers: Modifiers = [])
    case hold(ScenarioTarget, ms: Double, modifiers: Modifiers = [])
    case scroll(Point, dx: Int, dy: Int, modifiers: Modifiers)
    /// Touchscreen finger `id` (1...10) touches (`began`), moves (`changed`) or lifts (`ended`).
    case touch(id: Int, phase: InputPhase, Point)
    /// A touchpad pinch around the point from scale 1 to `scale` over `ms`, then the fingers lift.
    case pinch(Point, scale: Double, ms: Double)
    /// A touchpad two-finger scroll: the fingers travel (dx, dy) px over `ms`, then lift.
    case swipe(Point, dx: Double, dy: Double, ms: Double)
    case key(KeyCombo)
    /// `type "TEXT"`: the text as key presses carrying their text (`KeysymName.keys(typing:)`).
    case type(String)
    case settle
    case shot(name: String)
    case expect(key: String, value: String)
    /// `expect visible LOCATOR` (`visible` true) or `expect hidden LOCATOR`: an element the locator
    /// finds is on screen, or none is.
    case expectVisible(ElementLocator, visible: Bool)
    /// `check accessibility`: fails naming each element on screen that breaks a guideline
    /// (`AccessibilityCheck`): unnamed controls, text under contrast, pointer targets under 24x24 px.
    case checkAccessibility
    /// `elements NAME`: writes NAME.json, the semantics tree now.
    case elements(name: String)
    /// `match NAME`: the frame must match the golden NAME.png (`record --goldens`).
    case match(name: String)
    /// `demo NAME` (first line only): the demo (or app part) the scenario is for; the program that
    /// runs the scenario says which names it knows.
    case demo(String)
}

extension ScenarioCommand {
    /// The virtual time the command asks for, ms: the MS of `wait`, `drag`, `hold`, `pinch` and
    /// `swipe`, 0 for the others (`settle` takes what it needs, at most `Constants.settleLimitS`).
    public var durationMs: Double {
        switch self {
        case .wait(let ms), .drag(_, _, let ms, _), .hold(_, let ms, _), .pinch(_, _, let ms), .swipe(_, _, _, let ms):
            return ms
        default:
            return 0
        }
    }
}
