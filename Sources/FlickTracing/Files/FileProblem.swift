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
