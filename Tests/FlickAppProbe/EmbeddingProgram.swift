import CX11
import FlickApp
import Foundation

/// An "existing X11 program" that embeds Flick: it opens its own display, makes a top-level
/// window of its own (white, 400x300) with a child window (240x160 at 80,70) for Flick, and runs
/// its own poll loop on the X connection and stdin. It reports `ready CHILD TOP` once its window
/// is mapped, `presented rest|moving` for Flick's frames, `program press X Y` for presses on its
/// own window (which Flick must leave in the queue). A line `resize W H` on stdin resizes the
/// child window; it exits 0 when stdin closes.
enum EmbeddingProgram {
    static func run() -> Int32 {
        guard let display = XOpenDisplay(nil) else {
            FileHandle.standardError.write(Data("flick-app-probe: cannot open the X display; set DISPLAY\n".utf8))
            return 2
        }
        let screen = XDefaultScreen(display)
        let top = XCreateSimpleWindow(display, XRootWindow(display, screen), 0, 0, 400, 300, 0, 0,
                                      XWhitePixel(display, screen))
        let ownMask = ButtonPressMask | StructureNotifyMask
        XSelectInput(display, top, Int(ownMask))
        let child = XCreateSimpleWindow(display, top, 80, 70, 240, 160, 0, 0, XBlackPixel(display, screen))
        let flick: EmbeddedHost
        do {
            flick = try EmbeddedHost(ProbeView(), display: display, window: UInt(child))
        } catch {
            FileHandle.standardError.write(Data("flick-app-probe: \(error)\n".utf8))
            return 1
        }
        flick.onFramePresented = { rest in ProbeOutput.line("presented \(rest ? "rest" : "moving")") }
        XMapWindow(display, child)
        XMapWindow(display, top)

        var ready = false
        var input = [UInt8](repeating: 0, count: 256)
        var commands = ""
        loop: while true {
            do { try flick.processPending() } catch {
                FileHandle.standardError.write(Data("flick-app-probe: \(error)\n".utf8))
                return 1
            }
            // The program's own events only: its window's, and keyboard mapping changes.
            var event = XEvent()
            while XCheckWindowEvent(display, top, Int(ownMask), &event) != 0 {
                switch event.type {
                case MapNotify where !ready:
                    ready = true
                    ProbeOutput.line("ready 0x\(String(child, radix: 16)) 0x\(String(top, radix: 16))")
                case ButtonPress:
                    ProbeOutput.line("program press \(event.xbutton.x) \(event.xbutton.y)")
                default:
                    break
                }
            }
            while XCheckTypedEvent(display, MappingNotify, &event) != 0 {
                XRefreshKeyboardMapping(&event.xmapping)
            }
            var fds = [pollfd(fd: flick.fileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 2, flick.pollTimeout) < 0, errno != EINTR { return 1 }
            if fds[1].revents != 0 {
                let count = read(0, &input, input.count)
                if count <= 0 { break loop }
                commands += String(decoding: input[0..<count], as: UTF8.self)
                while let newline = commands.firstIndex(of: "\n") {
                    let words = commands[..<newline].split(separator: " ")
                    commands = String(commands[commands.index(after: newline)...])
                    if words.count == 3, words[0] == "resize", let w = UInt32(words[1]), let h = UInt32(words[2]) {
                        XResizeWindow(display, child, w, h)
                    }
                }
            }
        }
        flick.close()
        XDestroyWindow(display, child)
        XDestroyWindow(display, top)
        XCloseDisplay(display)
        ProbeOutput.line("closed")
        return 0
    }
}
