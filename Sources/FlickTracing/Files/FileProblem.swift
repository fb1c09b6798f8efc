import FlickCore
import Foundation

/// Why a file could not be read or written, as a plain sentence: POSIX error numbers and
/// Foundation's errors are mapped to a few words a user can act on ("the disk is full",
/// "permission denied"), never Foundation's own text or an `NSError` dump.
public struct FileProblem: Error, Equatable, CustomStringConvertible {
    /// The POSIX error number behind it (0 when none is known).
    public var code: Int32
    /// The plain sentence.
    public var description: String

    /// The problem behind POSIX error number `code`.
    public init(errno code: Int32) {
        self.code = code
        description = FileProblem.sentence(errno: code)
    }

    private init(code: Int32, description: String) {
        self.code = code
        self.description = description
    }

    /// The problem behind any error Foundation or a POSIX call threw.
    public init(_ error: any Error) {
        if let problem = error as? FileProblem { self = problem; return }
        if let posix = error as? POSIXError {
            self.init(errno: posix.code.rawValue)
            return
        }
        let ns = error as NSError
        if let code = FileProblem.posixCode(of: ns) {
            self.init(errno: code)
            return
        }
        self.init(code: 0, description: FileProblem.sentence(cocoaCode: ns.domain == NSCocoaErrorDomain ? ns.code : nil))
    }

    /// The POSIX error number of `error` or of the error under it.
    private static func posixCode(of error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: error.code) }
        // On Linux the error under it may be stored as a Swift error (POSIXError), not an NSError.
        if let under = error.userInfo[NSUnderlyingErrorKey] as? POSIXError { return under.code.rawValue }
        if let under = error.userInfo[NSUnderlyingErrorKey] as? any Error { return posixCode(of: under as NSError) }
        return nil
    }

    /// Nil when `path` names a regular file (links followed), else why it is not a file to read
    /// or write: missing (the `stat` error), a folder, a named pipe (FIFO), a device or a socket.
    /// Asked before a path a user named is opened: opening a FIFO waits for its other end, forever.
    public static func notRegularFile(atPath path: String) -> FileProblem? {
        var info = stat()
        guard stat(path, &info) == 0 else { return FileProblem(errno: errno) }
        return notRegularFile(mode: info.st_mode)
    }

    /// Nil for a regular file's `st_mode`, else what the file is instead.
    public static func notRegularFile(mode: mode_t) -> FileProblem? {
        guard let kind = kind(mode: mode, besides: S_IFREG) else { return nil }
        return FileProblem(code: mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL, description: "it is \(kind), not a file")
    }

    /// Nil when `path` is a folder or names nothing yet (links followed), else what is there
    /// instead: a file, a named pipe (FIFO), a device or a socket.
    public static func notFolder(atPath path: String) -> FileProblem? {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? nil : FileProblem(errno: errno) }
        guard let kind = kind(mode: info.st_mode, besides: S_IFDIR) else { return nil }
        return FileProblem(code: ENOTDIR, description: "it is \(kind), not a folder")
    }

    /// What a file of `mode` is, in words, unless it is of the type `expected`.
    private static func kind(mode: mode_t, besides expected: mode_t) -> String? {
        let type = mode & S_IFMT
        guard type != expected else { return nil }
        switch type {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    /// A sentence for POSIX error number `code`.
    public static func sentence(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC, EDQUOT: return "the disk is full"
        case ENAMETOOLONG: return "the name is too long"
        case EROFS: return "the file system is read-only"
        case EISDIR: return "it is a folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case EEXIST: return "something of that name is in the way"
        case ELOOP: return "too many symbolic links"
        case EIO: return "an input/output error"
        case EFBIG: return "the file is too large"
        case EPIPE: return "the reader went away"
        case EINVAL: return "the name is not valid there"
        default: return "cannot read or write it (error \(code))"
        }
    }

    /// A sentence for a Foundation file error without a POSIX error number under it.
    private static func sentence(cocoaCode: Int?) -> String {
        switch cocoaCode {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "the disk is full"
        case NSFileWriteInvalidFileNameError, NSFileReadInvalidFileNameError: return "the name is not valid or too long"
        case NSFileWriteFileExistsError: return "something of that name is in the way (a file or a dangling link)"
        case NSFileWriteVolumeReadOnlyError: return "the file system is read-only"
        case NSFileReadTooLargeError: return "the file is too large"
        case NSFileReadCorruptFileError, NSFileReadInapplicableStringEncodingError: return "it is not readable text"
        default: return "cannot read or write it"
        }
    }
}
