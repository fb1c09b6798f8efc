/// Whether the bytes of a JPEG file reach its end-of-image marker (EOI, `FF D9`), read as they
/// are fed to the loader: gdk-pixbuf's JPEG loader, given a file that ends early, reports no
/// error and every row (libjpeg fills what is missing with grey), so the file's own end is what
/// tells a whole JPEG from a cut one.
///
/// The marker segments before and between scans are skipped by their lengths (an EXIF thumbnail
/// inside APP1 has an EOI of its own); inside a scan's entropy-coded data a byte `FF` is followed
/// by `00` (stuffing) or a restart marker, so any other marker there is a real one. Bytes that do
/// not begin with the start-of-image marker (`FF D8`) are not a JPEG: `isJPEG` stays false.
struct JPEGEndScanner {
    private enum Phase: Equatable {
        /// Expecting the start-of-image marker's first or second byte.
        case start(second: Bool)
        /// Between segments: expecting `FF` (anything else is skipped, as libjpeg does).
        case marker
        /// After `FF`: the marker's code (`FF` fill bytes skipped).
        case code
        /// A segment's length, its high byte (and its low byte after `high`); `scan`: a start of scan.
        case length(high: Int?, scan: Bool)
        /// The rest of a segment to skip; entropy-coded data follows a start of scan.
        case skip(remaining: Int, scan: Bool)
        /// Entropy-coded data (`afterFF`: its last byte was `FF`).
        case entropy(afterFF: Bool)
        case notJPEG
        case ended
    }

    private var phase = Phase.start(second: false)
    /// The bytes began with the start-of-image marker.
    private(set) var isJPEG = false
    /// The end-of-image marker was read.
    var reachedEnd: Bool { phase == .ended }

    /// Reads the next `bytes` of the file.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) {
        var i = 0
        while i < bytes.count {
            switch phase {
            case .notJPEG, .ended:
                return
            case .skip(let remaining, let scan):
                let taken = min(remaining, bytes.count - i)
                i += taken
                phase = taken < remaining ? .skip(remaining: remaining - taken, scan: scan) : (scan ? .entropy(afterFF: false) : .marker)
            case .entropy(afterFF: false):
                // Most of a file: jump to the next FF.
                guard let next = bytes[i...].firstIndex(of: 0xFF) else { return }
                i = next + 1
                phase = .entropy(afterFF: true)
            default:
                step(bytes[i])
                i += 1
            }
        }
    }

    /// One byte outside skipped segments and plain entropy-coded data.
    private mutating func step(_ b: UInt8) {
        switch phase {
        case .start(let second):
            if !second, b == 0xFF {
                phase = .start(second: true)
            } else if second, b == 0xD8 {
                isJPEG = true
                phase = .marker
            } else {
                phase = .notJPEG
            }
        case .marker:
            if b == 0xFF { phase = .code }
        case .code:
            markerCode(b)
        case .length(nil, let scan):
            phase = .length(high: Int(b), scan: scan)
        case .length(let high?, let scan):
            let remaining = high << 8 + Int(b) - 2
            phase = remaining > 0 ? .skip(remaining: remaining, scan: scan) : (scan ? .entropy(afterFF: false) : .marker)
        case .entropy(afterFF: true):
            switch b {
            case 0x00, 0xD0...0xD7: phase = .entropy(afterFF: false)
            case 0xFF: break
            default: markerCode(b)
            }
        case .entropy(afterFF: false), .skip, .notJPEG, .ended:
            break
        }
    }

    /// The code of a marker: the end of the image, a marker without a segment, or a segment's start.
    private mutating func markerCode(_ code: UInt8) {
        switch code {
        case 0xFF: phase = .code
        case 0xD9: phase = .ended
        case 0x01, 0xD0...0xD8: phase = .marker
        default: phase = .length(high: nil, scan: code == 0xDA)
        }
    }
}
