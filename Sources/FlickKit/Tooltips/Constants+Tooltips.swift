import FlickCore

/// The tooltips' timing, with units in the names.
extension Constants {
    /// The pointer rests this long on a bar button before its tooltip shows, s.
    public static let tooltipDelayS: Double = 0.6
}
