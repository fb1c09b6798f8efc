import FlickCairo
import FlickCore
import FlickKit
import Foundation

/// Decodes picture files for `PictureView` off the UI thread and keeps what it decoded within a
/// byte budget: what `FlickApp.run` gives its host (`ComponentHost.pictureLoader`).
///
/// A request names a file (its path as bytes: `FilePathBytes`), the frame's size, the UI scale
/// and the content mode; the picture is decoded by `PictureDecoder` (gdk-pixbuf) on a thread of
/// its own at the size it is drawn in device pixels (a JPEG shrinks while it loads), and handed
/// back on the UI thread through `FlickApp.post`. Requests for the same picture at the same size
/// share one decode, and at most `maxConcurrentDecodes` decodes run at once, the others waiting
/// their turn in the order asked (on a machine of two cores or fewer, one: the other core stays
/// for the UI thread and the display server).
///
/// A decode that has not finished after `decodeLimitS` (`Constants.pictureDecodeLimitS`) is
/// given up: its requests fail, its slot goes to the next decode, and its thread is left to end
/// on its own (a read blocked on a stalled disk cannot be interrupted). A request made for a
/// `requester` lasts as long as the requester: a queued decode whose requesters have all gone is
/// dropped before it starts (`cancelledCount`).
///
/// A file that changed (size or modification time) is decoded again; a failure warns once on
/// stderr with its reason, and is tried again when the file changes. Least recently used pictures
/// go while the store holds more than `maxBytes` (the newest always stays; a view keeps the
/// picture it shows).
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

    /// How many decodes run at once (at least 1).
    public let maxConcurrentDecodes: Int
    /// How long a decode may take before it is given up, in seconds.
    public let decodeLimitS: Double
    private let handOff: (@escaping @Sendable () -> Void) -> Void

    /// One picture at one drawn size.
    private struct Key: Hashable {
        var path: FilePathBytes
        var width: Int
        var height: Int
        var contentMode: ContentMode

        /// The key of a picture drawn in a frame of `size` layout pixels at `scale`.
        init(path: FilePathBytes, size: Size, scale: Double, contentMode: ContentMode) {
            self.path = path
            width = Int((size.width * scale).rounded(.up))
            height = Int((size.height * scale).rounded(.up))
            self.contentMode = contentMode
        }
    }

    /// A file's identity on disk: when it changes, the file is read again.
    private struct Stamp: Equatable {
        var size: Int64
        var modified: Double

        static func of(_ path: FilePathBytes) -> Stamp? {
            var st = stat()
            guard path.withCString({ $0.map { stat($0, &st) } ?? -1 }) == 0 else { return nil }
            return Stamp(size: Int64(st.st_size), modified: Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9)
        }
    }

    private struct Entry {
        var picture: LoadedPicture
        var stamp: Stamp?
        var lastUsed: Int
    }

    private typealias Completion = (Result<LoadedPicture, PictureLoadFailure>) -> Void

    /// One request waiting for a decode: it is wanted while it has no requester or its
    /// requester lives.
    private struct Waiter {
        weak var requester: AnyObject?
        let hasRequester: Bool
        let completion: Completion

        var isWanted: Bool { !hasRequester || requester != nil }
    }

    /// A decode waiting for its turn.
    private struct Job {
        var key: Key
        var stamp: Stamp?
        var size: Size
        var scale: Double
    }

    /// A decode started and not finished: its stop flag and the timer that gives it up.
    private struct Running {
        var key: Key
        var stamp: Stamp?
        let stop: StopFlag
        let timer: DispatchSourceTimer
    }

    private var entries: [Key: Entry] = [:]
    private var waiting: [Key: [Waiter]] = [:]
    /// Decodes asked for and not started, oldest first.
    private var queued: [Job] = []
    /// Decodes started and not finished or given up (at most `maxConcurrentDecodes`), by number.
    private var running: [Int: Running] = [:]
    private var decodeNumber = 0
    /// Files whose last decode failed, with their stamp then and the reason (a warning was
    /// written for it): asked for again unchanged, they fail without a decode.
    private var failures: [FilePathBytes: (stamp: Stamp?, error: PictureError)] = [:]
    private var useCount = 0
    /// Queued decodes dropped because every request for them had gone.
    public private(set) var cancelledCount = 0
    /// Decodes given up after `decodeLimitS`.
    public private(set) var abandonedCount = 0
    /// Runs on a decode's thread before it reads the file (tests hold a decode here to stand
    /// for a read that never returns).
    var decodeWillStart: (@Sendable (FilePathBytes) -> Void)?

    /// A store of at most `maxBytes` of decoded pictures, decoding at most `maxConcurrentDecodes`
    /// at once (by default from the machine's cores: `decodeLimit(cores:)`), each given up after
    /// `decodeLimitS` seconds, and handing results back with `handOff` (which must run its closure
    /// on the UI thread: `FlickApp.post`).
    public init(maxBytes: Int = FlickAppConfiguration.defaultPictureBytes,
                maxConcurrentDecodes: Int = PictureStore.decodeLimit(cores: ProcessInfo.processInfo.activeProcessorCount),
                decodeLimitS: Double = Constants.pictureDecodeLimitS,
                handOff: @escaping (@escaping @Sendable () -> Void) -> Void = FlickApp.post) {
        self.maxBytes = maxBytes
        self.maxConcurrentDecodes = max(1, maxConcurrentDecodes)
        self.decodeLimitS = decodeLimitS
        self.handOff = handOff
    }

    /// Number of pictures held.
    public var count: Int { entries.count }

    /// Bytes held by the pictures.
    public var byteCount: Int { entries.values.reduce(0) { $0 + $1.picture.bitmap.byteCount } }

    /// Requests still decoding or waiting for their turn.
    public var decodingCount: Int { waiting.count }

    /// Decodes running now (given-up ones not counted).
    var runningCount: Int { running.count }

    /// The picture at once when it is held for that size and the file is unchanged; else nil, and
    /// `completion` later on the UI thread (`PictureLoading`).
    public func picture(file: String, size: Size, scale: Double, contentMode: ContentMode,
                        completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        request(Key(path: FilePathBytes(file), size: size, scale: scale, contentMode: contentMode), size: size, scale: scale,
                waiter: Waiter(requester: nil, hasRequester: false, completion: completion))
    }

    /// As `picture(file:…)` for the file at `path` (opened with the bytes it has), wanted while
    /// `requester` lives (`PictureLoading`).
    public func picture(path: FilePathBytes, size: Size, scale: Double, contentMode: ContentMode, requester: AnyObject,
                        completion: @escaping (Result<LoadedPicture, PictureLoadFailure>) -> Void) -> LoadedPicture? {
        request(Key(path: path, size: size, scale: scale, contentMode: contentMode), size: size, scale: scale,
                waiter: Waiter(requester: requester, hasRequester: true, completion: completion))
    }

    private func request(_ key: Key, size: Size, scale: Double, waiter: Waiter) -> LoadedPicture? {
        let stamp = Stamp.of(key.path)
        if var entry = entries[key], entry.stamp == stamp {
            useCount += 1
            entry.lastUsed = useCount
            entries[key] = entry
            return entry.picture
        }
        entries[key] = nil
        if let failed = failures[key.path], failed.stamp == stamp {
            let error = failed.error
            handOff { [completion = Handed(waiter.completion)] in
                completion.value(.failure(PictureLoadFailure(reason: error.description)))
            }
            return nil
        }
        if waiting[key] != nil {
            waiting[key]?.append(waiter)
            return nil
        }
        waiting[key] = [waiter]
        queued.append(Job(key: key, stamp: stamp, size: size, scale: scale))
        startDecodes()
        return nil
    }

    /// Starts the oldest queued decodes still wanted while fewer than `maxConcurrentDecodes` run;
    /// queued decodes nobody wants any more are dropped.
    private func startDecodes() {
        while running.count < maxConcurrentDecodes, !queued.isEmpty {
            let job = queued.removeFirst()
            let wanted = (waiting[job.key] ?? []).filter(\.isWanted)
            guard !wanted.isEmpty else {
                waiting[job.key] = nil
                cancelledCount += 1
                continue
            }
            waiting[job.key] = wanted
            decodeNumber += 1
            let number = decodeNumber, stop = StopFlag(), link = Link(store: self)
            let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
            timer.setEventHandler { link.handOff { link.store.giveUp(number) } }
            timer.schedule(deadline: .now() + decodeLimitS)
            running[number] = Running(key: job.key, stamp: job.stamp, stop: stop, timer: timer)
            timer.resume()
            let willStart = decodeWillStart
            Self.runOffThread {
                willStart?(job.key.path)
                let result = Self.decode(job, stop: stop)
                link.handOff { link.store.finish(number, result: result) }
            }
        }
    }

    /// Runs `work` on a thread of its own, a little nicer than the caller
    /// (`Constants.pictureDecodeNiceIncrement`): a decode never waits behind a stuck one, and
    /// yields the processor to the UI thread. The thread blocks every signal, so SIGINT and
    /// SIGTERM keep going to the window's signalfd even when a decode starts before the window's
    /// loop blocks them (a picture asked for at the first layout).
    static func runOffThread(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread {
            // Linux keeps a nice value per thread: this one only.
            let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice + Constants.pictureDecodeNiceIncrement)
            work()
        }
        thread.name = "flick.pictures"
        SignalFreeThread.start(thread)
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

    /// Decodes on the calling (background) thread at the size the content mode draws the picture
    /// in device pixels, never enlarged; the header's size, read first, decides that size.
    private static func decode(_ job: Job, stop: StopFlag) -> Result<(Bitmap, Size), PictureError> {
        do {
            let natural = try PictureDecoder.pixelSize(of: job.key.path)
            let pixelSize = Size(Double(natural.width), Double(natural.height))
            let s = min(1, job.key.contentMode.scale(picture: pixelSize, in: job.size) * job.scale)
            let maxSize = (width: max(1, Int((pixelSize.width * s).rounded(.up))),
                           height: max(1, Int((pixelSize.height * s).rounded(.up))))
            let decoded = try PictureDecoder.decode(job.key.path, maxSize: maxSize, shouldStop: { stop.isSet })
            return .success((decoded.bitmap, pixelSize))
        } catch let error as PictureError {
            return .failure(error)
        } catch {
            return .failure(.unreadable("\(error)"))
        }
    }

    /// On the UI thread: decode `number` ran past `decodeLimitS`; its requests fail, it is told
    /// to stop, and the next decode takes its slot.
    private func giveUp(_ number: Int) {
        guard let job = running.removeValue(forKey: number) else { return }
        job.timer.cancel()
        job.stop.set()
        abandonedCount += 1
        startDecodes()
        fail(job.key, stamp: job.stamp, error: .tooSlow(seconds: decodeLimitS))
    }

    /// On the UI thread: keeps the picture (or notes the failure) and answers every waiting
    /// request; a decode given up already is dropped.
    private func finish(_ number: Int, result: Result<(Bitmap, Size), PictureError>) {
        guard let job = running.removeValue(forKey: number) else { return }
        job.timer.cancel()
        startDecodes()
        switch result {
        case .success(let (bitmap, pixelSize)):
            let waiters = waiting.removeValue(forKey: job.key) ?? []
            let picture = LoadedPicture(bitmap: bitmap, pixelSize: pixelSize)
            useCount += 1
            entries[job.key] = Entry(picture: picture, stamp: job.stamp, lastUsed: useCount)
            failures[job.key.path] = nil
            trim()
            for waiter in waiters where waiter.isWanted { waiter.completion(.success(picture)) }
        case .failure(let error):
            fail(job.key, stamp: job.stamp, error: error)
        }
    }

    /// Notes the failure (warning once while the file stays as it is) and answers every request.
    private func fail(_ key: Key, stamp: Stamp?, error: PictureError) {
        let waiters = waiting.removeValue(forKey: key) ?? []
        if let failed = failures[key.path], failed.stamp == stamp {
            // Warned already for this file as it is.
        } else {
            failures[key.path] = (stamp, error)
            let message = "\(ProcessInfo.processInfo.processName): warning: cannot show the picture "
                + "\(Quoted.text(key.path.description)): \(error); showing a placeholder"
            warnings.append(message)
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        for waiter in waiters where waiter.isWanted { waiter.completion(.failure(PictureLoadFailure(reason: error.description))) }
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
