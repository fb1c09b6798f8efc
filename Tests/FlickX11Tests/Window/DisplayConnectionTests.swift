@testable import FlickX11
import Foundation
import Synchronization
import XCTest

/// `DisplayConnection.open`'s time-limit thread blocks every signal: on a busy machine it can
/// still be there when the window's loop has blocked SIGTERM and the like for its signalfd, and a
/// thread that leaves them unblocked is where the kernel delivers them (their default action ends
/// the process). A server that accepts the connection and answers nothing holds the open while the
/// thread is looked at; closing the connection then ends the open (nil, no display).
final class DisplayConnectionTests: XCTestCase {
    /// How long the time-limit thread may take to show in /proc, seconds: a guard against a hang,
    /// well under `DisplayConnection.connectTimeoutS`, after which that thread ends the process.
    static let threadShowsS = 2.0

    /// The signals the window's loop takes from its signalfd (`SignalWatcher.watched`).
    static let loopSignals = SignalWatcher.watched

    func testTheTimeLimitThreadBlocksTheSignalsTheLoopTakes() throws {
        let server = try SilentServer()
        defer { server.close() }
        let before = Set(Self.threadIDs())
        let opener = Mutex<String?>(nil)
        let ended = DispatchSemaphore(value: 0)
        let name = ":\(server.display)"
        Thread {
            opener.withLock { $0 = Self.ownThreadID() }
            _ = DisplayConnection.open(name)
            ended.signal()
        }.start()
        // The time-limit thread starts before XOpenDisplay connects, so it is there once the
        // connection is.
        let connection = try server.accept()
        var masks: [String: UInt64] = [:]
        let deadline = Date().addingTimeInterval(Self.threadShowsS)
        while masks.isEmpty, Date() < deadline {
            let own = opener.withLock { $0 }
            for id in Self.threadIDs() where !before.contains(id) && id != own {
                if let mask = Self.blockedSignals(ofThread: id) { masks[id] = mask }
            }
            if masks.isEmpty { usleep(10_000) }
        }
        close(connection)
        XCTAssertEqual(ended.wait(timeout: .now() + DisplayConnection.connectTimeoutS), .success, "the open ends when the server hangs up")
        XCTAssertFalse(masks.isEmpty, "no thread besides the opener appeared while the open waited")
        for (id, mask) in masks {
            for signal in Self.loopSignals {
                XCTAssertNotEqual(mask & (UInt64(1) << UInt64(signal - 1)), 0, "thread \(id) leaves signal \(signal) unblocked")
            }
        }
    }

    /// The ids of the process's threads (/proc/self/task).
    private static func threadIDs() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    }

    /// The calling thread's id (/proc/thread-self links to PID/task/TID).
    private static func ownThreadID() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))?.split(separator: "/").last.map(String.init)
    }

    /// Thread `id`'s blocked signals (SigBlk in its status, bit n-1 for signal n), or nil once it is gone.
    private static func blockedSignals(ofThread id: String) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/self/task/\(id)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }) else { return nil }
        return UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    }
}
