import FlickTestSupport
import CX11
@testable import FlickDemo
import Foundation
import XCTest

/// No orphaned or stuck process (issue 13, item 4): a window destroyed from outside, SIGQUIT,
/// SIGTERM while the X server is stopped and a closed stdout all end `flick`, with one line;
/// `_NET_WM_PING` is answered.
final class LiveProcessLifetimeTests: XCTestCase {
    private var server: XvfbServer!
    private var app: LiveFlick!
    private var window = ""

    override func setUpWithError() throws {
        server = try XvfbServer()
        app = try LiveFlick(["--demo", "swiper"], server: server,
                            environment: ["FONTCONFIG_FILE": try FontPinning.writeConfig()])
        window = try app.waitReady()
        try app.waitSettled(after: 0)
    }

    override func tearDown() {
        if let pid = server?.process.processIdentifier, pid > 0 { kill(pid, SIGCONT) }
        _ = app?.stop()
        server?.stop()
    }

    /// Waits for the app (or `other`) to exit (a guard against a hang, not pacing); returns its status.
    private func waitForExit(_ other: LiveFlick? = nil, within seconds: Double = 10) throws -> Int32 {
        let app: LiveFlick = other ?? self.app
        let done = DispatchSemaphore(value: 0)
        let process = app.process
        Thread.detachNewThread { process.waitUntilExit(); done.signal() }
        guard done.wait(timeout: .now() + seconds) == .success else {
            throw HarnessError.message("flick still runs \(seconds) s later; stderr: \(app.standardError)")
        }
        // Its last words may still be in the pipe: read it to its end before looking at stderr.
        guard app.waitForEnd(timeout: seconds) else {
            throw HarnessError.message("flick's output did not end \(seconds) s after it exited")
        }
        return process.terminationStatus
    }

    func testAWindowDestroyedByAnotherProgramEndsFlick() throws {
        try app.xdotool(["windowclose", window])
        XCTAssertEqual(try waitForExit(), 0)
        XCTAssertTrue(app.standardError.contains("the window was destroyed by another program"), app.standardError)
    }

    func testSIGQUITEndsFlickCleanly() throws {
        kill(app.process.processIdentifier, SIGQUIT)
        XCTAssertEqual(try waitForExit(), 0)
        XCTAssertEqual(app.process.terminationReason, .exit)
        XCTAssertFalse(app.standardError.contains("crashed"), app.standardError)
    }

    func testSIGTERMEndsFlickEvenWhileTheXServerIsStopped() throws {
        kill(server.process.processIdentifier, SIGSTOP)
        kill(app.process.processIdentifier, SIGTERM)
        let status = try waitForExit()
        kill(server.process.processIdentifier, SIGCONT)
        XCTAssertEqual(app.process.terminationReason, .exit)
        XCTAssertTrue([0, 1].contains(status), "status \(status); stderr: \(app.standardError)")
    }

    /// Issue 18 item 11: a stopped server accepts the connection and never answers; the start
    /// times out after `DisplayConnection.connectTimeoutS` (5 s) instead of blocking forever.
    func testStartingAgainstAStoppedXServerEndsWithExitTwoAndSaysSo() throws {
        kill(server.process.processIdentifier, SIGSTOP)
        let second = try LiveFlick(["--demo", "swiper", "--fresh"], server: server)
        let status = try waitForExit(second, within: 30)
        kill(server.process.processIdentifier, SIGCONT)
        XCTAssertEqual(status, 2, second.standardError)
        XCTAssertTrue(second.standardError.contains("did not answer within 5 s (is it stopped?)"), second.standardError)
    }

    func testAClosedStdoutUnderTraceEndsFlickWithAMessage() throws {
        // A second flick whose stdout pipe has no reader at all: its first trace line meets it.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: PackagePaths.flick)
        p.arguments = ["--demo", "swiper", "--trace"]
        p.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { $1 }
            .merging(StateDirs.seasoned().environment) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try out.fileHandleForReading.close()
        try p.run()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { p.waitUntilExit(); done.signal() }
        guard done.wait(timeout: .now() + 20) == .success else {
            p.terminate()
            throw HarnessError.message("flick kept running with a closed stdout")
        }
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(p.terminationReason, .exit, "not killed by SIGPIPE")
        XCTAssertEqual(p.terminationStatus, 1, message)
        XCTAssertTrue(message.contains("standard output was closed"), message)
    }

    func testAWindowManagerPingIsAnsweredOnTheRootWindow() throws {
        guard let display = XOpenDisplay(server.display) else { throw HarnessError.message("cannot open \(server.display)") }
        defer { XCloseDisplay(display) }
        let root = XDefaultRootWindow(display)
        XSelectInput(display, root, SubstructureNotifyMask)
        let target = Window(UInt(window.dropFirst(2), radix: 16)!)
        var ping = XEvent()
        ping.xclient.type = ClientMessage
        ping.xclient.window = target
        ping.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False)
        ping.xclient.format = 32
        let pingAtom = XInternAtom(display, "_NET_WM_PING", False)
        ping.xclient.data.l.0 = Int(pingAtom)
        ping.xclient.data.l.1 = 4242
        ping.xclient.data.l.2 = Int(target)
        XSendEvent(display, target, False, NoEventMask, &ping)
        XFlush(display)
        let deadline = Date().addingTimeInterval(10)
        var reply = XEvent()
        while Date() < deadline {
            while XPending(display) > 0 {
                XNextEvent(display, &reply)
                if reply.type == ClientMessage, reply.xclient.window == root,
                   Atom(truncatingIfNeeded: reply.xclient.data.l.0) == pingAtom {
                    XCTAssertEqual(reply.xclient.data.l.1, 4242, "the ping's timestamp comes back")
                    XCTAssertEqual(Window(truncatingIfNeeded: reply.xclient.data.l.2), target)
                    return
                }
            }
            var fd = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&fd, 1, 100)
        }
        XCTFail("no _NET_WM_PING answer on the root window within 10 s")
    }
}
