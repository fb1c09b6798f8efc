import FlickCore
import FlickHost
import FlickKit
import FlickX11
import Foundation

/// A Flick window of its own showing one `WindowContent` (a `ComponentHost`, or an app built
/// around one): opens the X window, feeds its events to the content and runs the loop until the
/// window is closed. `FlickApp.run` uses it, and so does the demo app's window.
public final class HostWindow: WindowDelegate {
    /// The X window (its id, its current size).
    public let window: X11Window
    private var content: WindowContent?
    private var onFirstFrame: ((Double) -> Void)?
    private var presented = false
    private let clock: Clock
    /// The content shown through the accessibility bridge while `run` runs, or nil.
    private var accessible: AccessibilityBridge.Attachment?
    /// A key that ends `run` (exit 0) before the content sees it, e.g. ctrl+q; nil (the default): none.
    public var quitKey: KeyCombo?
    /// Called with the system's colour scheme while `run` runs: once before the first frame (after
    /// waiting at most 0.1 s for the settings portal's answer), then on the loop's thread at each
    /// change. nil: the system's scheme is not read (the default). The scheme is the settings
    /// portal's `color-scheme` when it says dark or light, else the XSETTINGS theme name's (dark
    /// when it ends in "-dark"), else nil: the system says nothing.
    public var onSystemAppearance: ((Appearance?) -> Void)?
    /// The system's colour scheme followed while `run` runs, or nil.
    private var systemAppearance: SystemAppearance?
    /// Called with the window's decorations (`decorations`) while `run` runs: once before the first
    /// frame, then at each change (the window maximized or restored, the desktop's button layout
    /// changed). nil: not followed (the default). Give them to the host's environment
    /// (`ComponentEnvironment.windowDecorations`), so its header bar carries the window's buttons.
    public var onDecorations: ((WindowDecorations?) -> Void)?
    /// The desktop's XSETTINGS (the theme name for `onSystemAppearance`, the window buttons' layout
    /// for a window that decorates itself), one connection for both, followed while `run` runs
    /// when either is; nil without them or without an XSETTINGS manager's display.
    private var desktopSettings: XSettingsWatch?
    /// The decorations last reported to `onDecorations`.
    private var reportedDecorations: WindowDecorations??
    /// The root's state kept in its session file while `run` runs (`FlickApp.run` with an app
    /// id), or nil: told of every input, resize and deadline, its write deadline joins the
    /// content's, and it writes what is left when `run` ends or the X connection is lost.
    var keeper: RestorationKeeper?
    /// The focused text input's caret may have moved since the input method was last told (a key,
    /// a press, a scroll or a resize came): the next frame asks the content where it is.
    private var caretMayHaveMoved = false

    /// Opens the display named by DISPLAY and shows a window titled `title` (`_NET_WM_NAME` and
    /// `WM_NAME`) of `size` pixels (clamped to the screen). `className` names the program in
    /// `WM_CLASS` (default: the process's name). Throws `X11Error` (`.noDisplay` when there is
    /// no X display to open). `minimumSize` is the smallest size asked of the window manager.
    /// The window is made at least that large. `background` is what shows where no frame is drawn
    /// yet, as the window grows (nil: the old pixels stay; give the theme's window colour, and
    /// `setBackground(_:)` when it changes). `decoratesItself` asks the window manager for no
    /// frame: the app's header bar carries the window's buttons (`onDecorations`), and under a
    /// compositor the window draws a shadow around the content and rounds its top corners
    /// (`X11Window.decoratesItself`; `size` and `minimumSize` stay the content's).
    /// `fps` fixes the frame rate while something moves; nil (the default) paces frames to the
    /// refresh rate of the monitor the window is on, followed as it moves (RandR), else 60.
    public init(title: String, size: Size, className: String = ProcessInfo.processInfo.processName,
                minimumSize: Size = Size(360, 360), background: Color? = nil, decoratesItself: Bool = false,
                fps: Double? = nil, clock: Clock) throws {
        window = try X11Window(size: size, title: title, className: className, minimumSize: minimumSize,
                               background: background, decoratesItself: decoratesItself, fps: fps, clock: clock)
        self.clock = clock
    }

    /// The decorations the app draws for the window: nil when the window manager decorates it;
    /// else the desktop's button layout (`Gtk/DecorationLayout`, by default
    /// `DecorationLayout.standard`) limited to Close and what the window manager offers, whether
    /// the window is maximized, and whether the header bar acts on the window (a window manager runs).
    public var decorations: WindowDecorations? {
        guard window.decoratesItself else { return nil }
        return WindowDecorations(manager: window.windowManager, layoutSetting: desktopSettings?.decorationLayout)
    }

    /// Does what a header bar asks of the window (`ComponentHost.onWindowAction`): `.close` ends
    /// `run` as the window manager's close does; the others go to the window manager.
    public func perform(_ action: WindowAction) {
        switch action {
        case .minimize: window.minimize()
        case .toggleMaximize: window.toggleMaximized()
        case .close: window.stop()
        case .beginMove: window.beginMove()
        case .showMenu: window.showWindowMenu()
        }
    }

    /// Sets what shows where no frame is drawn yet as the window grows (the theme's window colour).
    public func setBackground(_ color: Color) { window.setBackground(color) }

    /// Frames a second while something moves (the fixed rate, or the monitor's).
    public var fps: Double { window.fps }

    /// The content's size in pixels: the window's, less the shadow a self-decorated window draws
    /// under a compositor (lay the content out for it before `run`).
    public var size: Size { window.size }

    /// The X window id (as `xwininfo -id` and `import -window` take it).
    public var windowID: UInt { window.windowID }

    /// Shows `content` until the window is closed (0), SIGINT/SIGTERM (0) or a lost connection
    /// (1); returns that exit status. `onFirstFrame` is called once, with the time the first
    /// frame reached the screen, before the content hears of that frame. `AccessibleContent`
    /// (a `ComponentHost`) is shown to screen readers and UI test tools through AT-SPI when an
    /// accessibility bus is there (`NO_AT_BRIDGE=1` turns it off). While it runs, `Clipboard`
    /// copies to and reads from the window's X selections.
    public func run(_ content: WindowContent, onFirstFrame: ((Double) -> Void)? = nil) -> Int32 {
        self.content = content
        self.onFirstFrame = onFirstFrame
        presented = false
        accessible = (content as? AccessibleContent).flatMap { AccessibilityBridge.attach($0, window: window, clock: clock) }
        followDesktop()
        let clipboard = WindowClipboard(window.clipboard)
        let previousClipboard = Clipboard.install(clipboard)
        if let keeper {
            // Xlib exits from inside a call when the server goes away: save there too.
            X11Window.onLostConnection { keeper.flush() }
        }
        defer {
            keeper?.flush()
            Clipboard.uninstall(clipboard, restoring: previousClipboard)
            systemAppearance?.stop()
            systemAppearance = nil
            desktopSettings = nil
            reportedDecorations = nil
            accessible?.detach()
            accessible = nil
            if window.loopSource === GLibLoopSource.shared || window.loopSource is LoopSourceGroup
                || window.loopSource is XSettingsWatch { window.loopSource = nil }
            self.content = nil
            self.onFirstFrame = nil
        }
        return window.run(delegate: self)
    }

    /// Starts following the desktop: the system's colour scheme for `onSystemAppearance` (its first
    /// answer now, its changes from GLib's main context, shared with the accessibility bridge) and
    /// the window's decorations for `onDecorations` (the window manager's state through the
    /// window's events), both from one XSETTINGS connection the loop polls beside the others.
    private func followDesktop() {
        let decorates = onDecorations != nil && window.decoratesItself
        if onSystemAppearance != nil || decorates { desktopSettings = XSettingsWatch() }
        // What the loop polls already (GLib's main context, when the accessibility bridge runs).
        var sources: [LoopSource] = window.loopSource.map { [$0] } ?? []
        if let follow = onSystemAppearance {
            let system = SystemAppearance(xsettings: desktopSettings)
            follow(system.appearance)
            system.onChange = follow
            systemAppearance = system
            if !sources.contains(where: { $0 === GLibLoopSource.shared }) { sources.append(GLibLoopSource.shared) }
        }
        if let settings = desktopSettings {
            settings.onChange = { [unowned self] in
                self.systemAppearance?.xsettingsChanged()
                if decorates { self.reportDecorations() }
            }
            sources.append(settings)
        }
        if !sources.isEmpty { window.loopSource = sources.count == 1 ? sources[0] : LoopSourceGroup(sources) }
        if decorates { reportDecorations() } else { onDecorations?(nil) }
    }

    /// Tells `onDecorations` of the decorations when they differ from those last told.
    private func reportDecorations() {
        let now = decorations
        guard reportedDecorations != .some(now) else { return }
        reportedDecorations = .some(now)
        onDecorations?(now)
    }

    // MARK: WindowDelegate

    /// Input, resizes and exposes go to the content; a close request (or `quitKey`) ends `run`.
    public func window(_ window: X11Window, received event: WindowEvent, now: Double) {
        switch event {
        case .input(.key(let key)) where quitKey != nil && key.key == quitKey:
            window.stop()
        case .input(let input):
            content?.handle(input, now: now)
            switch input {
            case .pointerMove, .pointerLeave, .touchpadPinch, .touchpadSwipe: break
            default: caretMayHaveMoved = true
            }
            switch input {
            case .pointerMove, .pointerLeave, .smoothScroll: keeper?.update(now: now, throttled: true)
            case .touch(let t) where t.phase == .changed: keeper?.update(now: now, throttled: true)
            default: keeper?.update(now: now)
            }
        case .resize(let size):
            content?.resize(to: size, now: now)
            caretMayHaveMoved = true
            keeper?.update(now: now)
        case .expose: content?.setNeedsDisplay()
        case .close: window.stop()
        case .windowManagerChanged: reportDecorations()
        }
    }

    /// The content's answer.
    public func isAnimating(now: Double) -> Bool { content?.isAnimating(now: now) ?? false }

    /// The content's answer.
    public func needsDisplay(now: Double) -> Bool { content?.needsDisplay(now: now) ?? false }

    /// The earlier of the content's deadline and the kept state's write.
    public func nextDeadline(now: Double) -> Double? {
        [content?.nextDeadline(now: now), keeper?.nextDeadline].compactMap { $0 }.min()
    }

    /// Advances the content, then the kept state (its capture throttled while something moves).
    public func advance(to now: Double) {
        content?.advance(to: now)
        keeper?.advance(to: now, moving: content?.isAnimating(now: now) ?? false)
    }

    /// Renders the content; after input that may have moved the focused text input's caret, tells
    /// the window's input method (when it has one) where the caret now is, its foot
    /// (`X11Window.textInputSpot`), so its preedit and candidate window sit at the caret.
    public func render(into buffer: PixelBuffer, now: Double) {
        content?.render(into: buffer, now: now)
        guard caretMayHaveMoved, window.textInput != "keymap" else { return }
        caretMayHaveMoved = false
        if let caret = content?.textInputCaret(now: now) { window.textInputSpot = Point(caret.minX, caret.maxY) }
    }

    /// Calls `onFirstFrame` for the first frame, then tells the content; a frame at rest brings
    /// the accessible tree up to date.
    public func didPresentFrame(now: Double) {
        if !presented {
            presented = true
            onFirstFrame?(now)
        }
        if content?.didPresentFrame(now: now) == true { accessible?.contentDidRest(now: now) }
    }
}
