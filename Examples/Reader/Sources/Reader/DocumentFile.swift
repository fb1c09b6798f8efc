import FlickApp
import Foundation

/// Reading a text file to show, off the UI thread: opened without blocking (a named pipe or a
/// device named like a document is refused, never waited on), at most `maximumBytes` read, and
/// bytes that are not UTF-8 shown as U+FFFD.
enum DocumentFile {
    /// The largest file the reader shows: 64 MB.
    static let maximumBytes = 64 << 20

    /// The text of `path`, or why it cannot be shown (a sentence for the page).
    static func read(_ path: FilePathBytes) -> Result<String, DocumentProblem> {
        let fd = path.withCString { name in name.map { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) } ?? -1 }
        guard fd >= 0 else { return .failure(DocumentProblem(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(DocumentProblem(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(DocumentProblem("it is not a regular file")) }
        guard info.st_size <= maximumBytes else {
            return .failure(DocumentProblem("it is \(info.st_size >> 20) MB; the reader shows files up to \(maximumBytes >> 20) MB"))
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            filled += n
        }
        return .success(String(decoding: bytes.prefix(filled), as: UTF8.self))
    }
}

/// Why a file cannot be shown.
struct DocumentProblem: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
