import FlickCore

extension Size {
    /// Whole pixels covering the size (rounded up), or nil when it is empty, non-finite or huge.
    var pixelSize: (width: Int, height: Int)? {
        guard width.isFinite, height.isFinite, width > 0, height > 0,
              width <= 16_384, height <= 16_384 else { return nil }
        return (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }
}
