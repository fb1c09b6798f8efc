/// One XI 2.1 scroll valuator of a device: which valuator, which way it scrolls, and how much of
/// it makes one scroll unit (a wheel notch).
struct XInput2ScrollAxis: Equatable {
    /// The valuator's number in the device's (and its events') valuator list.
    var number: Int
    /// True for horizontal scrolling, false for vertical.
    var horizontal: Bool
    /// Valuator units per scroll increment (one wheel notch); never zero.
    var increment: Double
}
