/// A failure with the exit code of DESIGN.md §4: 2 for bad usage or bad input, 1 at run time.
public struct FlickError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var exitCode: Int32

    public init(_ message: String, exitCode: Int32) { self.message = message; self.exitCode = exitCode }

    /// Bad usage or bad input: exit 2.
    public static func usage(_ message: String) -> FlickError { FlickError(message, exitCode: 2) }
    /// A runtime failure (failed expect, lost X connection): exit 1.
    public static func runtime(_ message: String) -> FlickError { FlickError(message, exitCode: 1) }

    public var description: String { message }
}
