/// The snapshots of children drawn live through a snapshot (for a shadow or rounded corners):
/// drawn afresh each time (`SnapshotNode.drawsAfresh`), under their own part of the child's key,
/// apart from its cached image.
enum LiveDrawing {
    static let part = "live"
}
