import CX11
import FlickCore
import Foundation

/// A real X window drawn through MIT-SHM (or XPutImage when shared memory is unavailable).
///
/// Make it, then call `run(delegate:)` on the thread that made it; `run` returns when the
/// window manager asks the window to close, another program destroys it or `stop()` is called
/// (0), on SIGINT, SIGTERM, SIGHUP or SIGQUIT (0), or when the X connection is lost (one line on
/// stderr, exit code 1; Xlib exits the process itself with 1 when it notices the loss inside a
/// call). After a signal, release the window soon: if its display is not closed within
/// 2 s (a stopped X server never answers), the process exits with one line and code 1.
public final class X11Window {
    /// The X window id (as `xwininfo -id` and `import -window` take it).
    public let windowID: UInt
    /// The size of the window's content in pixels (the whole window, or inside its shadow: see
    /// `decoratesItself`); updated before the delegate receives `.resize`.
    public internal(set) var size: Size
    /// True when frames go through MIT-SHM shared memory; false on the XPutImage fallback.
    public var usesSharedMemory: Bool { presenter.usesSharedMemory }
    /// Which input the window reads: "xi2 2.4" (XInput 2 and the version the server agreed to:
    /// smooth scrolling, touches, and from 2.4 touchpad gestures) or "core" (core pointer events:
    /// the server has no XInput ≥ 2.2, or FLICK_NO_XI2=1). Also on the window as the STRING
    /// property `_FLICK_INPUT`, for tests and `xprop`.
    public let input: String
    /// The window's title, as last set (`init`, `setTitle(_:)`).
    public private(set) var title: String
    /// How the window reads typed text: "xim" (an X input method: the server `XMODIFIERS` names,
    /// else Xlib's local one with compose sequences and dead keys), "xim over-the-spot" (one that
    /// places its candidate window at `textInputSpot`) or "keymap" (the keyboard map alone: no
    /// input method opened, or FLICK_NO_XIM=1).
    public let textInput: String
    /// The copy and paste of the window's connection (CLIPBOARD and PRIMARY).
    public let clipboard: X11Clipboard
    /// Where the text being typed is, in content pixels (the caret's left end on its baseline), for
    /// an input method that places its preedit and candidate window there; nil: nowhere in
    /// particular. Set it when the caret moves.
    public var textInputSpot: Point? {
        didSet {
            guard let spot = textInputSpot, spot != oldValue else { return }
            translator.inputMethod?.setSpot(frame.windowPoint(spot))
        }
    }
    /// True when the window asked the window manager for no frame (`_MOTIF_WM_HINTS`) and draws
    /// its own title bar: client-side decorations, as GTK does (`X11Window+Decorations`). When a
    /// compositor runs as the window is made, it has a 32-bit visual and, while it is neither
    /// maximized, fullscreen nor tiled, draws a soft shadow around its content and rounds the
    /// content's top corners (`X11Window+Frame`): the shadow is an inset of the X window that
    /// `size`, input coordinates and `textInputSpot` leave out.
    public let decoratesItself: Bool
    /// True when the window's visual keeps the alpha of its pixels (32-bit), so it can draw a
    /// shadow under a compositor: a window that decorates itself made while a compositor runs.
    let isTranslucent: Bool
    /// The smallest content size asked of the window manager, px (the shadow comes on top).
    let minimumContent: (width: Int, height: Int)
    /// What the window manager offers the window and says of it, followed as it changes.
    public internal(set) var windowManager = WindowManagerState()
    /// Descriptors another library wants polled by `run`'s loop beside the window's own (the
    /// accessibility bridge's D-Bus connection); nil: none. Set it before `run` or from a callback.
    public var loopSource: LoopSource?

    /// Frames a second while something moves: the rate the app fixed, else the refresh rate of
    /// the monitor the window is on (followed as the window moves and the monitors change, through
    /// RandR), else `fallbackFPS`.
    public private(set) var fps: Double
    /// True when `fps` follows the display (the app fixed no rate).
    public var followsDisplay: Bool { fixedFPS == nil }
    /// The frame rate when the display says none (no RandR, or modes without timing as on Xvfb), Hz.
    public static let fallbackFPS: Double = 60
    /// The highest frame rate taken, Hz.
    public static let maxFPS: Double = 1000

    let display: OpaquePointer
    let clock: Clock
    private let fixedFPS: Double?
    let translator: EventTranslator
    let presenter: Presenter
    let stopRequest: StopRequest
    /// The resize arrows over the edges of a window that decorates itself.
    let resizeCursors: ResizeCursors
    /// Another program destroyed the window; it must not be destroyed again.
    var isDestroyed = false
    /// After `run` ended on a signal: watches the teardown until the display is closed.
    var shutdownWatch: SignalWatcher?
    private let ownedColormap: Colormap?
    /// Events that arrived while waiting for the window to appear, delivered by `run`.
    private var earlyEvents: [TranslatedEvent] = []

    /// Opens the display named by DISPLAY and shows a window of `size` (at least `minimumSize`,
    /// at most the screen size and 8192 a side). Returns once the window is mapped and exposed.
    /// `minimumSize` goes to the window manager (never above the screen). `background` is what the
    /// server shows where the window has no frame drawn yet (a window that grows), nil: nothing
    /// (the old pixels stay). `decoratesItself` asks the window manager for no frame
    /// (client-side decorations; with a shadow under a compositor, the sizes are the content's).
    /// `fps` fixes the
    /// frame rate while something moves; nil paces frames to the window's monitor (`fps`).
    /// Set FLICK_NO_SHM=1 to force the XPutImage path. With XInput ≥ 2.2 the window reads XInput 2
    /// pointer, touch and touchpad gesture events (`input`); FLICK_NO_XI2=1 keeps core events.
    public init(size requested: Size, title: String = "Flick", className: String = "flick",
                minimumSize: Size = Size(360, 360), background: Color? = nil, decoratesItself: Bool = false,
                fps: Double? = nil, clock: Clock) throws {
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty else {
            throw X11Error.displayUnset
        }
        guard let display = DisplayConnection.open(name) else { throw X11Error.cannotOpen(name) }
        XErrorTrap.install(displayName: String(cString: XDisplayString(display)))

        var window: Window = 0
        var colormap: Colormap?
        var inputMethod: InputMethod?
        do {
            let screen = XDefaultScreen(display)
            // A self-decorated window under a compositor gets a visual whose alpha shows (its shadow).
            let compositing = decoratesItself && X11Window.compositorRuns(display: display, screen: screen)
            let visual = try VisualChoice.pick(display: display, screen: screen, translucent: compositing)
            if visual.ownsColormap { colormap = visual.colormap }
            let screenWidth = Int(XDisplayWidth(display, screen)), screenHeight = Int(XDisplayHeight(display, screen))
            let minimumWidth = X11Window.clamp(minimumSize.width, to: screenWidth)
            let minimumHeight = X11Window.clamp(minimumSize.height, to: screenHeight)
            let contentWidth = max(X11Window.clamp(requested.width, to: screenWidth), minimumWidth)
            let contentHeight = max(X11Window.clamp(requested.height, to: screenHeight), minimumHeight)
            var manager = WindowManagerState()
            manager.isCompositing = compositing
            let initialFrame = WindowFrame.decided(windowSize: .zero, translucent: visual.isTranslucent, manager: manager)
            let windowSize = initialFrame.windowSize(forContent: Size(Double(contentWidth), Double(contentHeight)))
            let width = Int(windowSize.width), height = Int(windowSize.height)

            var attributes = XSetWindowAttributes()
            var valueMask = CWBorderPixel | CWBitGravity | CWColormap | CWEventMask
            if let background {
                // What a window that grows shows at once, before its new frame is drawn.
                attributes.background_pixel = X11Window.pixel(background, opaqueIn: visual.depth)
                valueMask |= CWBackPixel
            } else {
                attributes.background_pixmap = 0  // None: the server never clears to a colour
                valueMask |= CWBackPixmap
            }
            attributes.border_pixel = 0
            attributes.bit_gravity = NorthWestGravity  // keep the old pixels while resizing
            attributes.colormap = visual.colormap
            attributes.event_mask = X11Window.coreEventMask
            window = XCreateWindow(display, XRootWindow(display, screen), 0, 0, UInt32(width), UInt32(height),
                                   0, visual.depth, UInt32(InputOutput), visual.visual, UInt(valueMask), &attributes)
            guard window != 0 else { throw X11Error.system("XCreateWindow failed") }

            let wmProtocols = XInternAtom(display, "WM_PROTOCOLS", False)
            let wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", False)
            let netWmPing = XInternAtom(display, "_NET_WM_PING", False)
            WindowProperties.apply(
                display: display, window: window, title: title, className: className,
                minimumWidth: minimumWidth, minimumHeight: minimumHeight,
                protocols: [wmDeleteWindow, netWmPing], decoratesItself: decoratesItself)
            let compositorWatch = visual.isTranslucent ? CompositorWatch(display: display, window: window, screen: screen) : nil

            let noShm = ProcessInfo.processInfo.environment["FLICK_NO_SHM"].map { !$0.isEmpty && $0 != "0" } ?? false
            let presenter = try Presenter(display: display, window: window, visual: visual.visual,
                                          depth: visual.depth, width: width, height: height,
                                          allowSharedMemory: !noShm)
            let completionType = presenter.usesSharedMemory ? XShmGetEventBase(display) + Int32(ShmCompletion) : nil
            let xinput = XInput2.enable(display: display, window: window)
            let noXIM = ProcessInfo.processInfo.environment["FLICK_NO_XIM"].map { !$0.isEmpty && $0 != "0" } ?? false
            let localeReady = XLocale.prepare()
            inputMethod = noXIM || !localeReady ? nil : InputMethod.open(display: display, window: window)
            // Focus changes for the input method, property changes for selection transfers.
            XSelectInput(display, window, (xinput != nil ? XInput2.coreMaskWithXInput2 : X11Window.coreEventMask)
                | FocusChangeMask | PropertyChangeMask | (inputMethod?.filterEvents ?? 0))
            textInput = inputMethod?.description ?? "keymap"
            input = xinput.map { "xi2 " + $0.version } ?? "core"
            XInput2.announce(input, display: display, window: window)
            translator = EventTranslator(display: display, window: window, clock: clock, width: width,
                                         height: height, wmProtocols: wmProtocols,
                                         wmDeleteWindow: wmDeleteWindow, netWmPing: netWmPing,
                                         shmCompletionType: completionType, xinput: xinput,
                                         inputMethod: inputMethod, compositorWatch: compositorWatch)
            stopRequest = try StopRequest()
            let translator = self.translator
            clipboard = X11Clipboard(display: display, window: window, clock: clock) { translator.lastServerTime }
            var frame = initialFrame
            frame.windowSize = Size(Double(width), Double(height))
            presenter.frame = frame
            self.presenter = presenter
            self.size = frame.contentSize
            isTranslucent = visual.isTranslucent
            minimumContent = (minimumWidth, minimumHeight)
        } catch {
            inputMethod?.close()
            if window != 0 { XDestroyWindow(display, window) }
            if let colormap { XFreeColormap(display, colormap) }
            XCloseDisplay(display)
            throw error
        }
        self.display = display
        self.windowID = UInt(window)
        resizeCursors = ResizeCursors(display: display, window: window)
        self.decoratesItself = decoratesItself
        self.ownedColormap = colormap
        self.title = title
        self.clock = clock
        fixedFPS = fps.map { $0.isFinite && $0 > 0 ? min($0, X11Window.maxFPS) : X11Window.fallbackFPS }
        self.fps = fixedFPS ?? X11Window.fallbackFPS
        translator.displayRefresh = fixedFPS == nil ? DisplayRefresh(display: display, window: Window(windowID)) : nil

        if isTranslucent { tellWindowManager(frame) }
        XMapWindow(display, window)
        waitUntilVisible()
        windowManager = WindowManagerState.read(display: display, window: Window(windowID))
        _ = refreshFrame()
        takeFocusWithoutWindowManager()
        followDisplayRefresh()
    }

    /// Sets `fps` to the refresh rate of the monitor the window is on now, unless the app fixed
    /// a rate; true when it changed.
    @discardableResult
    func followDisplayRefresh() -> Bool {
        guard fixedFPS == nil else { return false }
        let rate = translator.displayRefresh?.rateHz.map { min($0, X11Window.maxFPS) } ?? X11Window.fallbackFPS
        guard abs(rate - fps) > 0.01 else { return false }
        fps = rate
        return true
    }

    /// With no window manager running (a bare Xvfb, a kiosk) nobody gives the new window the
    /// keyboard, and keys follow the pointer instead; take the focus as a managed window would get it
    /// (`windowManager`, read just before, says whether one runs).
    private func takeFocusWithoutWindowManager() {
        guard !windowManager.hasManager else { return }
        XSetInputFocus(display, Window(windowID), RevertToParent, Time(CurrentTime))
        XFlush(display)
    }

    deinit {
        translator.inputMethod?.close()
        presenter.close()
        resizeCursors.close()
        if !isDestroyed { XDestroyWindow(display, Window(windowID)) }
        if let ownedColormap { XFreeColormap(display, ownedColormap) }
        XCloseDisplay(display)
        shutdownWatch?.restore()
    }

    /// Runs the event loop until a close request, `stop()`, SIGINT/SIGTERM (returns 0) or a
    /// lost connection (returns 1).
    public func run(delegate: WindowDelegate) -> Int32 {
        do {
            let loop = try EventLoop(window: self, delegate: delegate, initialEvents: earlyEvents)
            earlyEvents = []
            return loop.run()
        } catch {
            StandardError.write("\(error)")
            return 1
        }
    }

    /// Renames the window (`_NET_WM_NAME`, `WM_NAME` and the icon names). Call it on the thread
    /// that runs the window, e.g. from a delegate callback.
    public func setTitle(_ title: String) {
        self.title = title
        WindowProperties.setTitle(title, display: display, window: Window(windowID))
        // Synced, so that whoever learns of the change afterwards (a trace reader) finds it set.
        XSync(display, False)
    }

    /// Sets what the server shows where the window has no frame drawn yet (a window that grows),
    /// e.g. the theme's window colour when the theme changes.
    public func setBackground(_ color: Color) {
        XSetWindowBackground(display, Window(windowID), X11Window.pixel(color, opaqueIn: isTranslucent ? 32 : 24))
        XFlush(display)
    }

    /// `color` as an opaque pixel of a visual of `depth` (0xRRGGBB: `VisualChoice` takes no other;
    /// a 32-bit visual's top byte is the alpha, 0xff).
    static func pixel(_ color: Color, opaqueIn depth: Int32 = 24) -> UInt {
        func channel(_ v: Double) -> UInt { UInt((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded()) }
        let alpha: UInt = depth == 32 ? 0xff << 24 : 0
        return alpha | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }

    /// Gives the window manager and taskbars the window's icon in several sizes (`_NET_WM_ICON`);
    /// an empty list removes it. Call it on the thread that runs the window.
    public func setIcons(_ icons: [WindowIcon]) {
        WindowProperties.setIcons(icons, display: display, window: Window(windowID))
        XSync(display, False)
    }

    /// Runs `hook` once if the connection to the X server is lost (Xlib then ends the process
    /// with exit code 1, never returning to the loop): the place to save what must not be lost.
    /// The hook must not call Xlib. Process-wide: the last hook set wins.
    public static func onLostConnection(_ hook: @escaping () -> Void) { XErrorTrap.onLostConnection = hook }

    /// Ends `run` at its next wait (callable from a delegate callback or another thread).
    public func stop() {
        stopRequest.request()
    }

    /// Waits for the first Expose (or 200 ms after MapNotify, at most 5 s), so the first
    /// frame lands on a visible window. Events seen meanwhile are kept for `run`.
    private func waitUntilVisible() {
        let start = X11Window.monotonicSeconds()
        var mappedAt: Double?
        while true {
            let events = translator.drainQueued()
            earlyEvents += events
            for event in events {
                if case .window(.resize(let newSize)) = event { windowDidResize(to: newSize) }
            }
            if events.contains(where: { if case .window(.expose) = $0 { return true }; return false }) { return }
            let now = X11Window.monotonicSeconds()
            if mappedAt == nil, events.contains(where: { if case .mapped = $0 { return true }; return false }) {
                mappedAt = now
            }
            let remaining = (mappedAt.map { $0 + 0.2 } ?? start + 5) - now
            if remaining <= 0 { return }
            var connection = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&connection, 1, Int32(remaining * 1000) + 1)
        }
    }

    /// The events the window selects without XInput 2 (with it, pointer events come through XI2).
    private static let coreEventMask = KeyPressMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
        | LeaveWindowMask | StructureNotifyMask | ExposureMask

    private static func clamp(_ side: Double, to screen: Int) -> Int {
        let limit = max(1, min(screen, Presenter.maximumSide))
        guard side.isFinite else { return limit }
        return Int(min(max(side.rounded(), 1), Double(limit)))
    }

    private static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
