import FlickCore
import Foundation

/// Why a window could not be made. Each message names the problem and the way out.
public enum X11Error: Error, LocalizedError, CustomStringConvertible, Equatable {
    /// DISPLAY is unset or the server could not be reached; the payload is the whole message.
    case noDisplay(String)
    /// The screen's visual is not 24/32-bit TrueColor with 0xff0000/0xff00/0xff masks.
    case unsupportedVisual(String)
    /// The frame buffer (shared memory or plain memory) could not be made.
    case frameBuffer(String)
    /// A kernel facility the loop needs (timerfd, signalfd, eventfd) failed.
    case system(String)
    /// The window handed to `EmbeddedWindow` does not exist on that display.
    case badWindow(UInt)

    /// The `.noDisplay` error for an unset or empty DISPLAY.
    static var displayUnset: X11Error {
        .noDisplay("no X display (DISPLAY is unset); \(headlessHint)")
    }

    /// The `.noDisplay` error for a display that XOpenDisplay refused.
    static func cannotOpen(_ name: String) -> X11Error {
        .noDisplay("cannot open X display \(Quoted.text(name)) (no X server answered there, or it refused "
            + "the connection); \(headlessHint)")
    }

    static let headlessHint = "run under X, or use 'flick record' to render headless"

    public var description: String {
        switch self {
        case .noDisplay(let message):
            return message
        case .unsupportedVisual(let what):
            return "unsupported X visual (\(what)); run the X server at depth 24, "
                + "e.g. 'Xvfb -screen 0 1280x800x24', or use 'flick record' to render headless"
        case .frameBuffer(let what):
            return "cannot make the frame buffer (\(what)); try a smaller window with --size, "
                + "or FLICK_NO_SHM=1 to skip MIT-SHM"
        case .system(let what):
            return "\(what); check the process limits (open files) and try again"
        case .badWindow(let id):
            return "no window 0x\(String(id, radix: 16)) on this display; pass the id of a window your "
                + "program created on the same Display (XCreateWindow), before destroying it"
        }
    }

    public var errorDescription: String? { description }
}
