import FlickCore

/// One line of a scenario (DESIGN.md §5). Coordinates in window pixels, times in ms.
public enum ScenarioCommand: Equatable {
    case size(width: Int, height: Int)
    case wait(ms: Double)
    case move(Point)
    case down(Point, button: Int)
    case up(Point, button: Int)
    case drag(from: Point, to: Point, ms: Double)
    case click(Point)
    case doubleClick(Point)
    case hold(Point, ms: Double)
    case scroll(Point, dx: Int, dy: Int, modifiers: Modifiers)
    case key(KeyCombo)
    case settle
    case shot(name: String)
    case expect(key: String, value: String)
}
