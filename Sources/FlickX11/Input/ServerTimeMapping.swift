/// Maps X server timestamps (milliseconds since the server started, 32-bit, wrapping) onto
/// the app clock: `appTime = serverMs / 1000 + offset`. The offset is learned from the first
/// event and lowered whenever an event would land ahead of the clock, so mapped times keep
/// the true spacing between events and are never in the future.
struct ServerTimeMapping {
    private var lastServerMs: UInt32?
    private var extendedMs: Int64 = 0
    private var offset: Double?

    /// The app-clock time of an event stamped `serverMs`, given the clock reads `now`.
    /// A zero stamp (CurrentTime, some synthetic events) maps to `now`.
    mutating func appTime(serverMs: UInt, now: Double) -> Double {
        guard serverMs != 0 else { return now }
        let ms = UInt32(truncatingIfNeeded: serverMs)
        if let last = lastServerMs {
            // Signed difference: survives the 49.7-day wrap and slightly older stamps.
            extendedMs += Int64(Int32(bitPattern: ms &- last))
        } else {
            extendedMs = Int64(ms)
        }
        lastServerMs = ms
        let seconds = Double(extendedMs) / 1000
        if offset == nil || seconds + offset! > now {
            offset = now - seconds
        }
        return seconds + offset!
    }
}
