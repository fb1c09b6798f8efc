/// The size a picture is decoded at, chosen when the loader has read its header and before it
/// allocates a pixel (gdk-pixbuf's `size-prepared`), so that no buffer of the decode holds more
/// than `PictureDecoder.maxDecodedPixels`; and how far the loader got (its `area-updated` rows),
/// so a file that ends early is told apart from a whole picture.
///
/// The loader is asked for the size its format decodes at natively (`Sizes.load`: the whole
/// picture, a JPEG's eighths, a vector picture's target), never for a size it would reach by
/// scaling afterwards: then it reports every row it decodes, and the decoder scales to
/// `Sizes.target` itself.
final class DecodePlan {
    /// What the loader decodes at, and what the decode gives.
    struct Sizes: Equatable {
        var load: Pixels
        var target: Pixels
    }

    /// A size in pixels.
    struct Pixels: Equatable {
        var width: Int
        var height: Int
        init(_ width: Int, _ height: Int) { self.width = width; self.height = height }
        var count: Int { width * height }
    }

    /// What a loader allocates to decode a picture at a size.
    enum Allocation {
        /// The whole picture, scaled to the size afterwards (PNG, GIF, TIFF, WebP and most).
        case whole
        /// The picture divided by 1, 2, 4 or 8, the largest that stays at least the size
        /// (JPEG: libjpeg's scaled decoding), scaled to the size afterwards.
        case eighths
        /// Only the size (a scalable format: SVG).
        case requested
    }

    /// The size asked for (the picture fits in it, never enlarged); nil for its own size.
    let requested: (width: Int, height: Int)?
    /// Only the header is wanted: the loader is told to stop at it.
    let headerOnly: Bool
    /// The picture's own size, once the header is read.
    private(set) var natural: (width: Int, height: Int)?
    /// The decode was refused: the loader would have held more than the cap.
    private(set) var refused = false
    /// The sizes chosen at the header (nil before, or for the header alone or a refused decode).
    private(set) var sizes: Sizes?
    /// The rows the loader has decoded, from the top (the lowest edge of its updates).
    var rowsDecoded = 0

    init(requested: (width: Int, height: Int)?, headerOnly: Bool) {
        self.requested = requested
        self.headerOnly = headerOnly
    }

    /// Nothing more is to be read: the header was all that was wanted, or the decode was refused.
    var isSettled: Bool { refused || (headerOnly && natural != nil) }

    /// Records the header's size and gives the size the loader decodes at; 0x0 (gdk-pixbuf's
    /// "stop here, allocate nothing") for the header alone or a refused decode.
    func prepare(natural: (width: Int, height: Int), allocation: Allocation) -> (width: Int, height: Int) {
        self.natural = natural
        guard !headerOnly, natural.width > 0, natural.height > 0 else { return (0, 0) }
        guard let sizes = Self.sizes(natural: Pixels(natural.width, natural.height),
                                     requested: requested.map { Pixels($0.width, $0.height) },
                                     allocation: allocation, cap: PictureDecoder.maxDecodedPixels) else {
            refused = true
            return (0, 0)
        }
        self.sizes = sizes
        return (sizes.load.width, sizes.load.height)
    }

    /// The sizes to decode a `natural` picture at: the target fits `requested` (never enlarged)
    /// in at most `cap` pixels, and the loader decodes at a native size (`allocation`) of at most
    /// `cap` pixels, no smaller than the target where it can; nil when the loader cannot decode
    /// it within the cap.
    static func sizes(natural: Pixels, requested: Pixels?, allocation: Allocation, cap: Int) -> Sizes? {
        var target = fit(natural, in: requested ?? natural)
        if target.count > cap {
            let s = (Double(cap) / Double(target.count)).squareRoot()
            target = Pixels(max(1, Int(Double(target.width) * s)), max(1, Int(Double(target.height) * s)))
        }
        switch allocation {
        case .requested:
            return Sizes(load: target, target: target)
        case .whole:
            return natural.count <= cap ? Sizes(load: natural, target: target) : nil
        case .eighths:
            // libjpeg decodes at the picture divided by 1, 2, 4 or 8, rounding up.
            let divided = [1, 2, 4, 8].map { d in Pixels((natural.width + d - 1) / d, (natural.height + d - 1) / d) }
                .filter { $0.count <= cap }
            guard let largest = divided.first else { return nil }
            if let load = divided.last(where: { $0.width >= target.width && $0.height >= target.height }) {
                return Sizes(load: load, target: target)
            }
            return Sizes(load: largest, target: fit(target, in: largest))
        }
    }

    /// `size` scaled down (never up) to fit in `box`, keeping its aspect, at least 1x1.
    static func fit(_ size: Pixels, in box: Pixels) -> Pixels {
        guard box.width > 0, box.height > 0 else { return size }
        let s = min(1, Double(box.width) / Double(size.width), Double(box.height) / Double(size.height))
        return Pixels(max(1, min(box.width, Int((Double(size.width) * s).rounded()))),
                      max(1, min(box.height, Int((Double(size.height) * s).rounded()))))
    }
}
