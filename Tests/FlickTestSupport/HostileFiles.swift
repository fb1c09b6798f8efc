import FlickCore
import Foundation

/// Files that misbehave, made by a test: a picture bomb (a PNG whose header claims far more
/// pixels than it holds), a named pipe, a file whose name is not UTF-8; and the process's peak
/// resident memory, reset and read (Linux's `/proc/self/clear_refs` and `VmHWM`).
public enum HostileFiles {
    /// A PNG of `width`x`height` RGB pixels by its header, 109 bytes long: the signature, the
    /// header, one image-data chunk whose zlib stream promises a 65,535-byte block and holds 45
    /// zero bytes of it, and the end. Every chunk's CRC is right, so a loader believes it.
    public static func pngBomb(width: UInt32, height: UInt32) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be(UInt32(body.count)) + typed + be(crc32(typed))
        }
        let header = be(width) + be(height) + [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, no filter, no interlace
        let stream: [UInt8] = [0x78, 0x01, 0x00, 0xFF, 0xFF, 0x00, 0x00] + [UInt8](repeating: 0, count: 45)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(signature + chunk("IHDR", header) + chunk("IDAT", stream) + chunk("IEND", []))
    }

    /// The CRC-32 of PNG's chunks (ISO 3309).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// A named pipe at `path` that nobody writes to.
    public static func fifo(at path: String) throws {
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Writes `data` to the file at `path`, opened with its bytes.
    public static func write(_ data: Data, to path: FilePathBytes) throws {
        let fd = path.withCString { $0.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? -1 }
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        _ = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
    }

    /// Forgets the process's peak resident memory: from now on it is the current one.
    public static func resetPeakResidentMemory() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The process's peak (`VmHWM`) or current (`VmRSS`) resident memory in bytes.
    public static func residentBytes(peak: Bool) -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let field = peak ? "VmHWM:" : "VmRSS:"
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kb = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return kb * 1024
    }

    /// Runs `body` on a thread of its own and waits at most `seconds` for it: nil when it did not
    /// return in time (it goes on, and the test fails instead of hanging).
    public static func within<T>(_ seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        // Written by the thread before it signals `done`, read only after the wait saw that signal.
        nonisolated(unsafe) var result: T?
        Thread {
            result = body()
            done.signal()
        }.start()
        return done.wait(timeout: .now() + seconds) == .success ? result : nil
    }
}
