import FlickKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One remembered JSON file: read with every failure turned into one warning and the defaults,
/// written through a temporary file in the same folder, flushed to disk and renamed over the
/// old one, so the file is always either the previous or the new document, never half of one
/// (also after a `kill -9` or a power cut mid-write). Writes hold an exclusive `flock` on a lock
/// file beside it (`.session.json.lock`), so several Flick windows sharing the folders take
/// turns: each re-reads the file under the lock and replaces only the members it changed
/// (`write(_:changedSince:)`). The lock is only tried, never waited for without a bound: a lock
/// another program holds (a backup tool, a stuck writer) fails the write with
/// `StateFileError.isLockHeld`, and the caller tries again later. A write never leaves a file
/// the reader would refuse: the bytes are compact JSON within `sizeLimit` that decode as the
/// document, or nothing is written. A damaged file is either replaced by the next write (the
/// default) or, with `setsAsideDamaged`, renamed when read to `<name>.damaged` beside it, where
/// the user finds it.
public struct StateFile<Document: StateDocument> {
    /// The file.
    public let url: URL
    /// The program named at the start of every message (`flick`, or an app's process name).
    public let program: String
    /// Whether `read` moves a damaged file aside (to `damagedURL`) rather than leaving it to be
    /// replaced by the next write.
    public let setsAsideDamaged: Bool

    /// The file at `url`; messages start with `program`; `setsAsideDamaged` as above.
    public init(url: URL, program: String = "flick", setsAsideDamaged: Bool = false) {
        self.url = url
        self.program = program
        self.setsAsideDamaged = setsAsideDamaged
    }

    /// Where `read` moves a damaged file when `setsAsideDamaged`: `<name>.damaged` beside it (an
    /// older one there is replaced).
    public var damagedURL: URL { url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".damaged") }

    /// Larger files are neither read nor written (Flick's own are a few kilobytes), bytes.
    public static var sizeLimit: Int { 1 << 20 }

    /// What reading gave: the document, or the defaults and the one warning line to print.
    public struct Outcome {
        /// The document read, or `Document()`.
        public var document: Document
        /// Why the defaults are used (nil when the file was read): one line for stderr.
        public var warning: String?
    }

    /// Reads the file. Missing, unreadable, not JSON, not Flick's format, or of a newer
    /// version: the defaults and a warning naming the file and what happens next (a damaged file
    /// moved aside: where it went). Never throws.
    public func read() -> Outcome {
        let name = Document.documentName
        let path = url.path
        func fallback(_ why: String) -> Outcome {
            Outcome(document: Document(), warning: "\(program): \(why); using the default \(name)")
        }
        func damaged(_ what: String) -> Outcome {
            guard setsAsideDamaged else {
                return fallback("the saved \(name) at \(path) is damaged (\(what)); it is replaced once something changes")
            }
            let aside = damagedURL.path
            guard rename(path, aside) == 0 else {
                return fallback("the saved \(name) at \(path) is damaged (\(what)) and could not be moved aside to \(aside) (\(String(cString: strerror(errno)))); it is replaced once something changes")
            }
            return fallback("the saved \(name) at \(path) is damaged (\(what)); it was moved to \(aside)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return fallback("no saved \(name) yet at \(path)")
        }
        if isDirectory.boolValue { return fallback("cannot read the saved \(name): \(path) is a folder") }
        if let bytes = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, bytes > StateFile.sizeLimit {
            return damaged("\(bytes) bytes; Flick's are a few kilobytes")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.isReadableFile(atPath: path) ? "it could not be read" : "permission denied"
            return fallback("cannot read the saved \(name) at \(path) (\(reason))")
        }
        guard let members = (try? RestorationValue(json: data))?.objectValue, case .int(let version) = members["version"] else {
            return damaged("not a JSON object with a version")
        }
        if version > Document.formatVersion {
            return fallback("the saved \(name) at \(path) is of format \(version), written by a newer Flick (this one reads \(Document.formatVersion)); it is kept until something changes")
        }
        guard version >= 1, let document = try? Document.decoded(from: members, data: data) else {
            return damaged("not Flick's \(name) format")
        }
        return Outcome(document: document, warning: nil)
    }

    /// The bytes `write` puts in the file: compact JSON with sorted keys and a final newline.
    public static func encode(_ document: Document) throws -> Data {
        try bytes(of: document)
    }

    private static func bytes(of value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    /// The JSON members of `data`, or nil when it is not a JSON object.
    private static func members(in data: Data) -> [String: RestorationValue]? {
        (try? RestorationValue(json: data))?.objectValue
    }

    /// `document` as JSON members.
    private static func members(of document: Document) throws -> [String: RestorationValue] {
        try members(in: JSONEncoder().encode(document)) ?? [:]
    }

    /// The members of the file on disk when the reader would take it (else nil: it is replaced).
    private func membersOnDisk() -> [String: RestorationValue]? {
        guard let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
              bytes <= StateFile.sizeLimit, let data = try? Data(contentsOf: url),
              let members = StateFile.members(in: data), case .int(let version) = members["version"],
              (1...Document.formatVersion).contains(version), (try? Document.decoded(from: members, data: data)) != nil
        else { return nil }
        return members
    }

    /// Writes `document`, replacing the whole file (see `write(_:changedSince:)`).
    public func write(_ document: Document) throws { try write(document, changedSince: nil) }

    /// How often a held lock is tried again within a write's `lockWaitS`, s.
    static var lockRetryIntervalS: Double { 0.02 }

    /// Writes `document` under the lock. With `base` (what this program last wrote or read),
    /// the file is re-read first and only the members where `document` differs from `base` are
    /// replaced: another window's changes to the other members stay. The folder is made if
    /// missing, the bytes go to a temporary file next to the target, are flushed to disk, and the
    /// temporary file is renamed over the target. Throws a message naming the file and the
    /// failure (also for a document larger than `sizeLimit`); the old file is then untouched.
    /// A lock held by another program is tried again for at most `lockWaitS` (0: once), then the
    /// write fails with `isLockHeld`.
    public func write(_ document: Document, changedSince base: Document?, lockWaitS: Double = 0) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw StateFileError("cannot make the folder \(folder.path) (\(error.localizedDescription))")
        }
        let lock = open(folder.appendingPathComponent(".\(url.lastPathComponent).lock").path,
                        O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw StateFileError("cannot lock \(url.path) (\(String(cString: strerror(errno))))") }
        defer { close(lock) }
        var retries = Int((max(0, lockWaitS) / StateFile.lockRetryIntervalS).rounded(.up))
        while flock(lock, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            guard errno == EWOULDBLOCK else { throw StateFileError("cannot lock \(url.path) (\(String(cString: strerror(errno))))") }
            guard retries > 0 else {
                let waited = lockWaitS > 0 ? " and did not let go within \(lockWaitS) s" : ""
                throw StateFileError("another program holds the lock on \(url.path) (\(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).lock").path))\(waited)",
                                     isLockHeld: true)
            }
            retries -= 1
            usleep(useconds_t(StateFile.lockRetryIntervalS * 1_000_000))
        }
        let data = try mergedBytes(document, changedSince: base)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StateFileError("cannot write \(temporary) (\(String(cString: strerror(errno))))") }
        var ok = data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return true
        }
        let failure = String(cString: strerror(errno))
        ok = ok && fsync(fd) == 0
        close(fd)
        guard ok, rename(temporary, url.path) == 0 else {
            let reason = ok ? String(cString: strerror(errno)) : failure
            unlink(temporary)
            throw StateFileError("cannot write \(url.path) (\(reason))")
        }
        // The rename itself reaches the disk with the folder.
        let dir = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 { fsync(dir); close(dir) }
        removeStaleTemporaries(in: folder)
    }

    /// The bytes to write: `document`, or with `base` the file on disk with the members that
    /// changed since `base` replaced; refused when the reader would not take them.
    private func mergedBytes(_ document: Document, changedSince base: Document?) throws -> Data {
        var data = try StateFile.encode(document)
        if let base, var merged = membersOnDisk() {
            let ours = try StateFile.members(of: document), theirs = try StateFile.members(of: base)
            for key in Set(ours.keys).union(theirs.keys) where ours[key] != theirs[key] { merged[key] = ours[key] }
            merged["version"] = .int(document.version)
            data = try StateFile.bytes(of: merged)
        }
        guard data.count <= StateFile.sizeLimit else {
            throw StateFileError("the \(Document.documentName) would be \(data.count) bytes, more than Flick reads (\(StateFile.sizeLimit)); \(url.path) is left as it is")
        }
        guard let members = StateFile.members(in: data), (try? Document.decoded(from: members, data: data)) != nil else {
            throw StateFileError("the \(Document.documentName) would not read back; \(url.path) is left as it is")
        }
        return data
    }

    /// Removes the temporary files of Flick processes that died mid-write (`kill -9`): those
    /// named after a process that no longer exists (a running Flick's are left alone).
    private func removeStaleTemporaries(in folder: URL) {
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let pid = Int32(name.dropFirst(prefix.count).dropLast(4)), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }
}

/// A file that could not be written, with the path and the reason.
public struct StateFileError: Error, CustomStringConvertible {
    /// What went wrong, as a sentence naming the file.
    public let description: String
    /// Another program held the file's lock: the same write may succeed later.
    public let isLockHeld: Bool
    /// The error `description`; `isLockHeld` when another program held the lock.
    public init(_ description: String, isLockHeld: Bool = false) {
        self.description = description
        self.isLockHeld = isLockHeld
    }
}
