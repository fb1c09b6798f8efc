import FlickCairo
import FlickCore
import FlickKit
import Foundation

/// Decodes picture files for `PictureView` off the UI thread and keeps what it decoded within a
/// byte budget: what `FlickApp.run` gives its host (`ComponentHost.pictureLoader`).
///
/// A request names a file, the frame's size, the UI scale and the content mode; the picture is
/// decoded by `PictureDecoder` (gdk-pixbuf) on a background queue at the size it is drawn in device
/// pixels (a JPEG shrinks while it loads), and handed back on the UI thread through `FlickApp.post`.
/// Requests for the same picture at the same size share one decode, and at most
/// `maxConcurrentDecodes` decodes run at once, the others waiting their turn in the order asked (on
/// a machine of two cores or fewer, one: the other core stays for the UI thread and the display
/// server). A file that changed (size or modification time) is decoded again; a failure warns once
/// on stderr with its reason, and is tried again when the file changes. Least recently used
/// pictures go while the store holds more than `maxBytes` (the newest always stays; a view keeps
/// the picture it shows).
public final class PictureStore: PictureLoading {
    /// The byte budget of the pictures held; lowering it drops the least recently used at once.
    public var maxBytes: Int {
        didSet { trim() }
    }
    /// The warnings written so far, in order (one per failed file, until it changes).
    public private(set) var warnings: [String] = []

    /// Up to this many cores, cores: one decode runs at a time (`decodeLimit(cores:)`).
    public static let singleDecodeMaxCores = 2
    /// How many decodes run at once on a machine with `cores` cores: 1 up to
    /// `singleDecodeMaxCores`, else `cores − 1`, so a core is left for the UI thread.
    public static func decodeLimit(cores: Int) -> Int {
        cores <= singleDecodeMaxCores ? 1 : cores - 1
    }

    /// Where decodes run.
    let queue: DispatchQueue
    /// How many decodes run at once (at least 1).
    public let maxConcurrentDecodes: Int
    private let handOff: (@escaping @Sendable () -> Void) -> Void

    /// One picture at one drawn size.
    private struct Key: Hashable {
        var file: String
        var width: Int
        var height: Int
        var contentMode: ContentMode
    }

    /// A file's identity on disk: when it changes, the file is read again.
    private struct Stamp: Equatable {
        var size: Int64
        var modified: Double

        static func of(_ path: String) -> Stamp? {
            var st = stat()
            guard stat(path, &st) == 0 else { return nil }
            return Stamp(size: Int64(st.st_size), modified: Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9)
        }
    }

    private struct Entry {
        var picture: LoadedPicture
        var stamp: Stamp?
        var lastUsed: Int
    }

    private typealias Completion = (Result<LoadedPicture, PictureLoadFailure>) -> Void

    /// A decode waiting for its turn.
    private struct Job {
        var key: Key
        var stamp: Stamp?
        var size: Size
        var scale: Double
    }

    private var entries: [Key: Entry] = [:]
    private var waiting: [Key: [Completion]] = [:]
    /// Decodes asked for and not started, oldest first.
    private var queued: [Job] = []
    /// Decodes started and not finished (at most `maxConcurrentDecodes`).
    private(set) var runningCount = 0
    /// Files whose last decode failed, with their stamp then and the reason (a warning was
    /// written for it): asked for again unchanged, they fail without a decode.
    private var failures: [String: (stamp: Stamp?, error: PictureError)] = [:]
    private var useCount = 0

    /// A store of at most `maxBytes` of decoded pictures, decoding on `queue`, at most
    /// `maxConcurrentDecodes` at once (by default from the machine's cores: `decodeLimit(cores:)`),
    /// and handing results back with `handOff` (which must run its closure on the UI thread:
    /// `FlickApp.post`).
    ///
    /// The default queue decodes at `.utility`, below the UI thread: Linux's libdispatch runs a
    /// queue's work at a nice value taken from its QoS (`.userInitiated` −2, `.utility` 2,
    /// `.background` 10) while the UI thread runs at 0, so `.userInitiated` decodes ran ahead of
    /// the frames of a swipe that needs the next picture.
    public init(maxBytes: Int = FlickAppConfiguration.defaultPictureBytes,
                queue: DispatchQueue = DispatchQueue(label: "flick.pictures", qos: .utility, attributes: .concurrent),
                maxConcurrentDecodes: Int = PictureStore.decodeLimit(cores: ProcessInfo.processInfo.activeProcessorCount),
                handOff: @escaping (@escaping @Sendable () -> Void) -> Void = FlickApp.post) {
        self.maxBytes = maxBytes
        self.queue = queue
        self.maxConcurrentDecodes = max(1, maxConcurrentDecodes)
        self.handOff = handOff
    }

    /// Number of pictures held.
    public var count: Int { entries.count }

    /// Bytes held by the pictures.
    public var byteCount: Int { entries.values.reduce(0) { $0 + $1.picture.bitmap.byteCount } }

    /// Requests still decoding or waiting for their turn.
    public var decodingCount: Int { waiting.count }

    /// The picture at once when it is held for that size and the file is unchanged; else nil, and
    /// `completion` later on the UI thread (`PictureLoading`).
    public func picture(file: String, size: Size, scale: Double, contentMode: ContentMode,
                        completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        let device = Size(size.width * scale, size.height * scale)
        let key = Key(file: file, width: Int(device.width.rounded(.up)), height: Int(device.height.rounded(.up)),
                      contentMode: contentMode)
        let stamp = Stamp.of(file)
        if var entry = entries[key], entry.stamp == stamp {
            useCount += 1
            entry.lastUsed = useCount
            entries[key] = entry
            return entry.picture
        }
        entries[key] = nil
        if let failed = failures[file], failed.stamp == stamp {
            let error = failed.error
            handOff { [completion = Handed(completion)] in
                completion.value(.failure(PictureLoadFailure(reason: error.description)))
            }
            return nil
        }
        if waiting[key] != nil {
            waiting[key]?.append(completion)
            return nil
        }
        waiting[key] = [completion]
        queued.append(Job(key: key, stamp: stamp, size: size, scale: scale))
        startDecodes()
        return nil
    }

    /// Starts the oldest queued decodes while fewer than `maxConcurrentDecodes` run.
    private func startDecodes() {
        while runningCount < maxConcurrentDecodes, !queued.isEmpty {
            let job = queued.removeFirst()
            runningCount += 1
            let link = Link(store: self)
            queue.async {
                let result = Self.decode(file: job.key.file, size: job.size, scale: job.scale,
                                         contentMode: job.key.contentMode)
                link.handOff {
                    link.store.finish(job.key, stamp: job.stamp, result: result)
                }
            }
        }
    }

    /// A completion as a handed-off closure carries it back to the UI thread, where it runs.
    private struct Handed: @unchecked Sendable {
        let value: Completion
        init(_ value: @escaping Completion) { self.value = value }
    }

    /// The store as the decode's closures carry it: they touch it only on the UI thread.
    private struct Link: @unchecked Sendable {
        let store: PictureStore
        func handOff(_ work: @escaping @Sendable () -> Void) { store.handOff(work) }
    }

    /// Decodes on the calling (background) thread: the picture's own size first (its header),
    /// then its pixels at the size the content mode draws it in device pixels, never enlarged.
    private static func decode(file: String, size: Size, scale: Double,
                               contentMode: ContentMode) -> Result<(Bitmap, Size), PictureError> {
        do {
            let natural = try PictureDecoder.pixelSize(ofFile: file)
            let pixelSize = Size(Double(natural.width), Double(natural.height))
            let s = min(1, contentMode.scale(picture: pixelSize, in: size) * scale)
            let maxSize = (width: max(1, Int((pixelSize.width * s).rounded(.up))),
                           height: max(1, Int((pixelSize.height * s).rounded(.up))))
            return .success((try PictureDecoder.decode(file: file, maxSize: maxSize), pixelSize))
        } catch let error as PictureError {
            return .failure(error)
        } catch {
            return .failure(.unreadable("\(error)"))
        }
    }

    /// On the UI thread: keeps the picture (or notes the failure) and answers every waiting request.
    private func finish(_ key: Key, stamp: Stamp?, result: Result<(Bitmap, Size), PictureError>) {
        runningCount -= 1
        startDecodes()
        let completions = waiting.removeValue(forKey: key) ?? []
        switch result {
        case .success(let (bitmap, pixelSize)):
            let picture = LoadedPicture(bitmap: bitmap, pixelSize: pixelSize)
            useCount += 1
            entries[key] = Entry(picture: picture, stamp: stamp, lastUsed: useCount)
            failures[key.file] = nil
            trim()
            for completion in completions { completion(.success(picture)) }
        case .failure(let error):
            if let failed = failures[key.file], failed.stamp == stamp {
                // Warned already for this file as it is.
            } else {
                failures[key.file] = (stamp, error)
                let message = "\(ProcessInfo.processInfo.processName): warning: cannot show the picture "
                    + "\(Quoted.text(key.file)): \(error); showing a placeholder"
                warnings.append(message)
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
            for completion in completions { completion(.failure(PictureLoadFailure(reason: error.description))) }
        }
    }

    /// Drops the least recently used pictures while over `maxBytes`, keeping the newest.
    private func trim() {
        var bytes = byteCount
        guard bytes > maxBytes else { return }
        for (key, entry) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }).dropLast() where bytes > maxBytes {
            entries[key] = nil
            bytes -= entry.picture.bitmap.byteCount
        }
    }

    /// Forgets every picture and failure (pictures views show stay with them).
    public func removeAll() {
        entries.removeAll()
        failures.removeAll()
    }
}
