import FlickCore

extension SnapshotKey {
    /// One long-lived owner for the renderer tests' keys: a test names its images by part.
    private final class TestOwner: Sendable {}
    private static let testOwner = TestOwner()

    /// The test image called `name` (the same name is the same image).
    static func test(_ name: String) -> SnapshotKey { SnapshotKey(testOwner, part: name) }
}
