import FlickCore

extension Constants {
    /// A selection owner that has not answered a read, or sent the next chunk of an INCR transfer,
    /// within this is given up on (the read completes with nil); a requestor that has not taken
    /// Flick's next INCR chunk within it is dropped, s.
    public static let selectionTimeoutS: Double = 2
    /// The most text one paste takes, bytes (16 MiB): a longer selection is cut there, at a
    /// character, and the rest of its transfer discarded.
    public static let maxPasteBytes = 16 << 20
    /// The most of a selection's property read in one turn of the loop, bytes (1 MiB, about 2 ms
    /// from Xvfb): a longer property (an owner may write up to the server's request limit, 16 MB)
    /// is read over several turns, so no frame waits for all of it.
    public static let selectionPieceBytes = 1 << 20
    /// The largest text Flick writes in one property as a selection owner, bytes (256 KiB, as GTK);
    /// a longer one, or one past the server's request limit, goes in INCR chunks of this size.
    public static let selectionChunkBytes = 256 << 10
}
