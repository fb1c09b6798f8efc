import FlickCore
import FlickKit

/// The landscape a procedural `Picture` draws.
enum PictureMotif: String, CaseIterable, Sendable {
    /// Night sky with aurora curtains, stars, a full moon and dark peaks.
    case aurora
    /// Daylight hills with a row of conifers and birches.
    case forest
    /// Open sea: rows of waves under a low sun and its glitter path.
    case sea
    /// Desert dunes under a large sun.
    case dunes
    /// A glowing volcano with a smoke plume and embers.
    case volcano
    /// Steep cliffs around still water with reflections.
    case fjord
    /// Jagged ice peaks over an ice field.
    case glacier
}
