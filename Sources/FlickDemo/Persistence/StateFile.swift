import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One remembered JSON file: read with every failure turned into one warning and the defaults,
/// written through a temporary file in the same folder, flushed to disk and renamed over the
/// old one, so the file is always either the previous or the new document, never half of one
/// (also after a `kill -9` or a power cut mid-write).
public struct StateFile<Document: StateDocument> {
    /// The file.
    public let url: URL

    public init(url: URL) { self.url = url }

    /// Larger files are not read (Flick's own are a few kilobytes), bytes.
    public static var sizeLimit: Int { 4 << 20 }

    /// What reading gave: the document, or the defaults and the one warning line to print.
    public struct Outcome {
        /// The document read, or `Document()`.
        public var document: Document
        /// Why the defaults are used (nil when the file was read): one line for stderr.
        public var warning: String?
    }

    private struct VersionProbe: Decodable { var version: Int }

    /// Reads the file. Missing, unreadable, not JSON, not Flick's format, or of a newer
    /// version: the defaults and a warning naming the file and what happens next. Never throws.
    public func read() -> Outcome {
        let name = Document.documentName
        let path = url.path
        func fallback(_ why: String) -> Outcome {
            Outcome(document: Document(), warning: "flick: \(why); using the default \(name)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return fallback("no saved \(name) yet at \(path)")
        }
        if isDirectory.boolValue { return fallback("cannot read the saved \(name): \(path) is a folder") }
        if let bytes = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, bytes > StateFile.sizeLimit {
            return fallback("the saved \(name) at \(path) is damaged (\(bytes) bytes; Flick's are a few kilobytes); it is replaced once something changes")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.isReadableFile(atPath: path) ? "it could not be read" : "permission denied"
            return fallback("cannot read the saved \(name) at \(path) (\(reason))")
        }
        let decoder = JSONDecoder()
        guard let probe = try? decoder.decode(VersionProbe.self, from: data) else {
            return fallback("the saved \(name) at \(path) is damaged (not a JSON object with a version); it is replaced once something changes")
        }
        if probe.version > Document.formatVersion {
            return fallback("the saved \(name) at \(path) is of format \(probe.version), written by a newer Flick (this one reads \(Document.formatVersion)); it is kept until something changes")
        }
        guard probe.version >= 1, let document = try? decoder.decode(Document.self, from: data) else {
            return fallback("the saved \(name) at \(path) is damaged (not Flick's \(name) format); it is replaced once something changes")
        }
        return Outcome(document: document, warning: nil)
    }

    /// The bytes `write` puts in the file: sorted, indented JSON and a final newline.
    public static func encode(_ document: Document) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(document)
        data.append(0x0A)
        return data
    }

    /// Writes `document`: its folder is made if missing, the bytes go to a temporary file next
    /// to the target, are flushed to disk, and the temporary file is renamed over the target.
    /// Throws a message naming the file and the failure; the old file is then untouched.
    public func write(_ document: Document) throws {
        let data = try StateFile.encode(document)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw StateFileError("cannot make the folder \(folder.path) (\(error.localizedDescription))")
        }
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
    public let description: String
    init(_ description: String) { self.description = description }
}
