import FlickCore
import Glibc

/// Writes a whole file safely: the bytes go to a temporary name in the same folder, are
/// `fsync`ed and renamed over `path`, so a full disk or a crash never leaves a truncated file
/// under the real name. Errors are `FileProblem`s (plain sentences).
public enum OutputFile {
    /// Writes `bytes` to `path` through a temporary file and a rename. Something at `path`
    /// that is not a regular file (a folder, a named pipe, a device such as `/dev/null`) is
    /// refused and left as it is: a rename would replace it.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        if let problem = FileProblem.notRegularFile(atPath: path), problem.code != ENOENT { throw problem }
        let folder = PathNames.parent(path)
        let temporary = PathNames.joined(folder, ".flick-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileProblem(errno: errno) }
        var failure: Int32 = 0
        var offset = 0
        while offset < bytes.count && failure == 0 {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno != EINTR { failure = errno }
            } else {
                offset += n
            }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileProblem(errno: failure)
        }
    }

    /// Nil when the folder `path` exists and a file can be created in it (tried with an empty
    /// probe file, removed at once: permissions alone do not tell for root or a read-only mount),
    /// else why not.
    public static func problemWritingInto(folder path: String) -> FileProblem? {
        var info = stat()
        guard stat(path, &info) == 0 else { return FileProblem(errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return FileProblem(errno: ENOTDIR) }
        let probe = PathNames.joined(path, ".flick-probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return FileProblem(errno: errno) }
        close(fd)
        unlink(probe)
        return nil
    }
}
