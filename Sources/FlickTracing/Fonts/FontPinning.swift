import FlickCore
import FlickCairo
import Foundation

/// Pins text rendering to the DejaVu fonts with fixed hinting and antialiasing, so that the
/// same scenario renders byte-identical PNGs on every run (docs/ARCHITECTURE.md, "Tests"). Must run before
/// the first Pango call.
///
/// The configuration and fontconfig's cache live in a folder private to the user (mode 0700):
/// `$XDG_CACHE_HOME/flick/fonts`, else `~/.cache/flick/fonts`, else a fresh `mkdtemp` folder.
/// A folder there that is a link, belongs to someone else or others may write is refused, so
/// no other user can plant a configuration (a shared `/tmp/flick-fonts-UID` could be).
public enum FontPinning {
    /// Writes the pinned fontconfig file into the private folder and returns its path. Throws
    /// `FlickError` (exit 1) naming the folder and the problem.
    public static func writeConfig(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let dir = try folder(environment: environment)
        let file = PathNames.joined(dir, "fonts.conf")
        do {
            try FontConfiguration.writeTestConfig(to: file, cacheDir: PathNames.joined(dir, "cache"))
        } catch {
            throw FlickError.runtime("cannot write the pinned font configuration in \(Quoted.text(dir)): \(FileProblem(error))")
        }
        return file
    }

    /// Writes the pinned configuration and points FONTCONFIG_FILE at it.
    public static func pin() throws {
        setenv("FONTCONFIG_FILE", try writeConfig(), 1)
    }

    /// The private folder, made (mode 0700) and checked.
    static func folder(environment: [String: String]) throws -> String {
        let cache: String?
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cache = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            cache = PathNames.joined(home, ".cache")
        } else {
            cache = nil
        }
        guard let cache else { return try temporaryFolder(environment: environment) }
        var path = ""
        for part in [cache, "flick", "fonts"] {
            path = path.isEmpty ? part : PathNames.joined(path, part)
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw FlickError.runtime("cannot make the font folder \(Quoted.text(path)): \(FileProblem(errno: errno)); "
                    + "set XDG_CACHE_HOME to a folder of yours")
            }
        }
        try checkPrivate(path)
        return path
    }

    /// A fresh private folder in the temporary folder (`mkdtemp`), for a user without a home.
    private static func temporaryFolder(environment: [String: String]) throws -> String {
        let base = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array(PathNames.joined(base, "flick-fonts-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FlickError.runtime("cannot make a font folder in \(Quoted.text(base)): \(FileProblem(errno: errno)); "
                + "set TMPDIR or XDG_CACHE_HOME to a writable folder")
        }
        return String(cString: made)
    }

    /// Refuses a folder that is not a real folder of this user's, closed to others.
    static func checkPrivate(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw FlickError.runtime("cannot use the font folder \(Quoted.text(path)): \(FileProblem(errno: errno))")
        }
        let refuse = { (why: String) in
            FlickError.runtime("refusing the font folder \(Quoted.text(path)): \(why); remove it, or set XDG_CACHE_HOME to a folder of yours")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw refuse("it is not a folder (a link or a file)") }
        guard info.st_uid == getuid() else { throw refuse("it belongs to another user") }
        guard info.st_mode & 0o022 == 0 else { throw refuse("other users may write in it") }
    }
}
