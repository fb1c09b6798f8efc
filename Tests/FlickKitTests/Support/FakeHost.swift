import FlickCore
import FlickKit

/// A host for FlickKit tests: counts frames asked for, records titles and closes, loads
/// pictures through `loader` (nil: none) and, when `measuresText`, measures text as a monospaced
/// face would: `charWidthPx` per character, lines `lineHeightPx` high, wrapped at the width asked.
final class FakeHost: ComponentHosting {
    private(set) var displayRequests = 0
    private(set) var titles: [String] = []
    private(set) var closes = 0
    var pictureLoader: (any PictureLoading)?
    var measuresText = false
    static let charWidthPx: Double = 7
    static let lineHeightPx: Double = 14

    func measureText(_ text: String, font: FontSpec, maxWidth: Double?) -> Size? {
        guard measuresText else { return nil }
        let width = Double(text.count) * FakeHost.charWidthPx
        guard let maxWidth, width > maxWidth else { return Size(width, FakeHost.lineHeightPx) }
        let perLine = max(1, (maxWidth / FakeHost.charWidthPx).rounded(.down))
        let lines = (Double(text.count) / perLine).rounded(.up)
        return Size(maxWidth, lines * FakeHost.lineHeightPx)
    }

    func setNeedsDisplay() { displayRequests += 1 }
    func setWindowTitle(_ title: String) { titles.append(title) }
    func closeWindow() { closes += 1 }

    /// An environment at `scale` carrying this host.
    func environment(scale: Double = 1) -> ComponentEnvironment {
        var e = ComponentEnvironment(scale: scale)
        e.host = self
        return e
    }
}

/// A picture loader that answers when the test says: it records each request (its path's bytes
/// and, weakly, its requester) and keeps its completion; `held` pictures come at once.
final class FakePictureLoader: PictureLoading {
    struct Request {
        var path: FilePathBytes
        weak var requester: AnyObject?
        var file: String { path.description }
        var size: Size
        var scale: Double
        var contentMode: ContentMode
        var completion: (Result<LoadedPicture, PictureLoadFailure>) -> Void
    }
    private(set) var requests: [Request] = []
    var held: [String: LoadedPicture] = [:]

    func picture(file: String, size: Size, scale: Double, contentMode: ContentMode,
                 completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        if let picture = held[file] { return picture }
        requests.append(Request(path: FilePathBytes(file), size: size, scale: scale, contentMode: contentMode, completion: completion))
        return nil
    }

    func picture(path: FilePathBytes, size: Size, scale: Double, contentMode: ContentMode, requester: AnyObject,
                 completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        if let picture = held[path.description] { return picture }
        requests.append(Request(path: path, requester: requester, size: size, scale: scale, contentMode: contentMode,
                                completion: completion))
        return nil
    }

    /// A solid `width`x`height` picture of `argb`.
    static func picture(_ width: Int, _ height: Int, argb: UInt32 = 0xFFFF_0000) -> LoadedPicture {
        let bitmap = Bitmap(width: width, height: height) { rows, stride in
            for y in 0..<height {
                let row = rows.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = argb }
            }
        }
        return LoadedPicture(bitmap: bitmap, pixelSize: Size(Double(width), Double(height)))
    }
}
