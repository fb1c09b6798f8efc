import FlickCore

extension Constants {
    /// A picture decode that has not finished after this long is given up (its file sits on a
    /// stalled disk or network, or a loader hangs): its views keep the placeholder, a warning
    /// names the file, and the decodes after it go on.
    public static let pictureDecodeLimitS: Double = 20
    /// How much nicer than the UI thread a decode thread runs (Linux nice values; libdispatch's
    /// `.utility` is 2), so decodes yield the processor to the frames of a swipe.
    public static let pictureDecodeNiceIncrement: Int32 = 2
    /// How long past `pictureDecodeLimitS` a headless recording waits for a decode the store is
    /// giving up, s.
    static let recordingPictureGraceS: Double = 1
}
