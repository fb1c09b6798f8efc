import FlickCore
/// A failure with the exit code of docs/CONTRACTS.md §4: 2 for bad usage or bad input, 1 at run time.
public struct FlickError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var exitCode: Int32
    /// The message starts with `FILE:LINE:` (a scenario error) and is printed as it is, without
    /// the `flick: ` prefix (docs/CONTRACTS.md §5).
    public var isLocated: Bool

    public init(_ message: String, exitCode: Int32, isLocated: Bool = false) {
        self.message = message; self.exitCode = exitCode; self.isLocated = isLocated
    }

    /// Bad usage or bad input: exit 2.
    public static func usage(_ message: String) -> FlickError { FlickError(message, exitCode: 2) }
    /// A runtime failure (failed expect, lost X connection): exit 1.
    public static func runtime(_ message: String) -> FlickError { FlickError(message, exitCode: 1) }

    /// A scenario syntax error at `location` (FILE:LINE): exit 2.
    public static func syntax(at location: String, _ message: String) -> FlickError {
        FlickError("\(location): \(message)", exitCode: 2, isLocated: true)
    }

    /// A scenario step that failed at `location` (FILE:LINE), e.g. an `expect`: exit 1.
    public static func failure(at location: String, _ message: String) -> FlickError {
        FlickError("\(location): \(message)", exitCode: 1, isLocated: true)
    }

    public var description: String { message }
}
