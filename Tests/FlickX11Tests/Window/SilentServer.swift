import FlickX11
import Foundation

/// A listening socket at an X display's abstract address (`@/tmp/.X11-unix/XN`, which Xlib tries
/// first) that accepts a connection and never answers it: Xlib waits for the setup's reply.
final class SilentServer {
    /// The first display number tried; the next ones follow while one is taken.
    static let firstDisplay: Int32 = 6100
    static let displaysTried: Int32 = 100

    let display: Int32
    private let socket: Int32

    init() throws {
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw X11Error.system("socket failed: \(String(cString: strerror(errno)))") }
        for n in Self.firstDisplay..<(Self.firstDisplay + Self.displaysTried) {
            if Self.bind(fd, path: "/tmp/.X11-unix/X\(n)"), listen(fd, 1) == 0 {
                socket = fd
                display = n
                return
            }
        }
        Glibc.close(fd)
        throw X11Error.system("no free abstract X display address from \(Self.firstDisplay)")
    }

    /// Binds `fd` to `path` in the abstract namespace (a leading zero byte, no file).
    private static func bind(_ fd: Int32, path: String) -> Bool {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = [UInt8(0)] + Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in bytes.enumerated() where i < raw.count { raw[i] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, length) == 0 }
        }
    }

    /// Waits for a client's connection and returns it (close it to hang up).
    func accept() throws -> Int32 {
        let connection = Glibc.accept(socket, nil, nil)
        guard connection >= 0 else { throw X11Error.system("accept failed: \(String(cString: strerror(errno)))") }
        return connection
    }

    func close() { Glibc.close(socket) }
}
