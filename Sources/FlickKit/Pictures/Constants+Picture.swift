import FlickCore

/// `PictureView`'s timing and looks, with units in the names.
extension Constants {
    /// How long a picture takes to fade in when it arrives after its placeholder, s.
    public static let pictureFadeInS: Double = 0.15
    /// The colour a picture's frame shows until it arrives, or when it cannot be decoded.
    public static let picturePlaceholderColor = Palette.dark.placeholder
}
