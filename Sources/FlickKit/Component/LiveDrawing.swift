/// Versions for the snapshots of children drawn live through a snapshot: never the same twice,
/// so such a snapshot is drawn afresh each time (under its own part, apart from the cached image).
enum LiveDrawing {
    static let part = "live"
    nonisolated(unsafe) private static var counter = 0

    static func nextVersion() -> Int {
        counter &+= 1
        return counter
    }
}
