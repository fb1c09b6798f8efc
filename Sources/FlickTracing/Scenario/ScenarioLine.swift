import FlickCore
/// A parsed scenario command with where it came from, for `FILE:LINE:` messages.
public struct ScenarioLine: Equatable {
    public var command: ScenarioCommand
    public var file: String
    public var line: Int

    public init(command: ScenarioCommand, file: String, line: Int) {
        self.command = command; self.file = file; self.line = line
    }

    public var location: String { "\(file):\(line)" }
}
