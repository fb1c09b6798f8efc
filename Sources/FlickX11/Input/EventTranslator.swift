import CX11
import FlickCore

/// The only reader of `XEvent`: drains Xlib's queue and converts each event into Flick's
/// own terms (`InputEvent`, `WindowEvent`, `SelectionEvent`), with times mapped onto the app clock.
/// With XInput 2 (`xinput`), it takes each XI2 event's data out of its cookie and hands the
/// structure to an `XInput2Decoder`, querying the devices it has not met yet. With an input method
/// (`inputMethod`), every event goes through `XFilterEvent` first (the events the method takes are
/// dropped) and keys are looked up through it; without one, through the keyboard map.
final class EventTranslator {
    private let display: OpaquePointer
    private let window: Window
    private let clock: Clock
    private let wmProtocols: Atom
    private let wmDeleteWindow: Atom
    /// _NET_WM_PING: a window manager checking that the app still answers.
    private let netWmPing: Atom
    /// The event type of ShmCompletion, or nil without MIT-SHM.
    private let shmCompletionType: Int32?
    private var times = ServerTimeMapping()
    /// XInput 2 on this window, or nil for core pointer events.
    private let xinput: XInput2?
    /// Where the window reads its monitor's refresh rate; its RandR events become `.displaysChanged`.
    var displayRefresh: DisplayRefresh?
    private var decoder = XInput2Decoder()
    /// The window's input method, or nil: keys type through the keyboard map (`KeysymText`).
    let inputMethod: InputMethod?
    /// The server time of the latest event that carried one (0 before any): the time a selection
    /// is taken at, as ICCCM asks (never CurrentTime when an event gave a real one).
    private(set) var lastServerTime: Time = 0
    /// XFixes' notice that a compositor started or stopped, or nil: not watched.
    private let compositorWatch: CompositorWatch?
    /// The window size last reported, to report `.resize` only on a real change.
    private var width: Int32
    private var height: Int32

    init(display: OpaquePointer, window: Window, clock: Clock, width: Int, height: Int,
         wmProtocols: Atom, wmDeleteWindow: Atom, netWmPing: Atom, shmCompletionType: Int32?,
         xinput: XInput2? = nil, inputMethod: InputMethod? = nil, compositorWatch: CompositorWatch? = nil) {
        self.display = display
        self.compositorWatch = compositorWatch
        self.inputMethod = inputMethod
        self.xinput = xinput
        self.window = window
        self.clock = clock
        self.width = Int32(width)
        self.height = Int32(height)
        self.wmProtocols = wmProtocols
        self.wmDeleteWindow = wmDeleteWindow
        self.netWmPing = netWmPing
        self.shmCompletionType = shmCompletionType
        windowManagerProperties = [XInternAtom(display, "_NET_WM_STATE", False),
                                   XInternAtom(display, "_NET_WM_ALLOWED_ACTIONS", False)]
    }

    /// The window's properties the window manager sets to say what it offers and how the window is.
    private let windowManagerProperties: Set<Atom>

    /// Everything already queued or readable without blocking, in order. Consecutive pointer
    /// motions (ignoring buffer completions between them) collapse into the latest one;
    /// motion is never moved across a button, key or other window event.
    func drainQueued() -> [TranslatedEvent] {
        var result: [TranslatedEvent] = []
        var event = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            // The input method's own traffic, and the keys of a sequence it is composing.
            if inputMethod != nil, XFilterEvent(&event, Window(None)) != 0 { continue }
            for translated in translateAll(&event) { Self.append(translated, to: &result) }
        }
        return result
    }

    /// Like `drainQueued`, for a window another program made on its own display connection
    /// (`EmbeddedWindow`): takes only this window's events and its ShmCompletions, and leaves
    /// every other event (the program's windows, its client messages) in Xlib's queue.
    func drainQueuedForWindow() -> [TranslatedEvent] {
        var result: [TranslatedEvent] = []
        var event = XEvent()
        while takeEventForWindow(&event) {
            for translated in translateAll(&event) { Self.append(translated, to: &result) }
        }
        return result
    }

    /// Appends `translated`, collapsing consecutive pointer motions (ignoring buffer completions
    /// between them) into the latest one; motion never moves across another event.
    private static func append(_ translated: TranslatedEvent, to result: inout [TranslatedEvent]) {
        if translated.isPointerMove,
           let last = result.lastIndex(where: { if case .presentCompleted = $0 { return false }; return true }),
           result[last].isPointerMove {
            result[last] = translated
        } else {
            result.append(translated)
        }
    }

    /// What the XCheckIfEvent predicate matches (it is a C function and captures nothing).
    private struct WindowFilter {
        var window: Window
        var completionType: Int32
    }

    /// Takes the oldest event of this window from Xlib's queue (after reading what the
    /// connection holds); false when there is none.
    private func takeEventForWindow(_ event: inout XEvent) -> Bool {
        var filter = WindowFilter(window: window, completionType: shmCompletionType ?? -1)
        return withUnsafeMutablePointer(to: &filter) { pointer in
            XCheckIfEvent(display, &event, { _, candidate, argument in
                guard let candidate, let argument else { return False }
                let filter = UnsafeMutablePointer<WindowFilter>(OpaquePointer(argument)).pointee
                return EventTranslator.belongs(candidate, to: filter) ? True : False
            }, UnsafeMutablePointer<CChar>(OpaquePointer(pointer)))
        } != 0
    }

    /// This window's events of the kinds `EmbeddedWindow` selects (input, structure, exposure)
    /// and the ShmCompletions of puts to it; never client messages (closing is the embedding
    /// program's business) nor keyboard mapping changes (the program refreshes the mapping its
    /// connection shares), nor kinds only the program selected (key releases, property changes).
    private static func belongs(_ event: UnsafeMutablePointer<XEvent>, to filter: WindowFilter) -> Bool {
        let type = event.pointee.type
        if type == filter.completionType {
            let drawable = event.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.drawable }
            return drawable == filter.window
        }
        switch type {
        case ButtonPress, ButtonRelease, MotionNotify, LeaveNotify, KeyPress, Expose,
             ConfigureNotify, MapNotify, UnmapNotify, DestroyNotify, ReparentNotify, GravityNotify, CirculateNotify:
            return event.pointee.xany.window == filter.window
        default:
            return false
        }
    }

    /// One X event as what it means to Flick: none, one, or (an XI2 motion that moved and
    /// scrolled) several.
    private func translateAll(_ event: inout XEvent) -> [TranslatedEvent] {
        if event.type == GenericEvent, let xinput, event.xcookie.extension == xinput.opcode {
            return translateXInput2(&event.xcookie).map { .window(.input($0)) }
        }
        return translate(&event).map { [$0] } ?? []
    }

    /// An XI2 event: its data is fetched from the cookie, decoded, and freed.
    private func translateXInput2(_ cookie: inout XGenericEventCookie) -> [InputEvent] {
        guard XGetEventData(display, &cookie) != 0, let data = cookie.data else { return [] }
        defer { XFreeEventData(display, &cookie) }
        switch cookie.evtype {
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard e.event == window else { return [] }
            if cookie.evtype == XI_ButtonPress { lastServerTime = e.time }
            learn(e.sourceid)
            return decoder.decode(e, time: appTime(e.time))
        case XI_Enter, XI_Leave:
            let e = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            guard e.event == window else { return [] }
            return decoder.decode(e, time: appTime(e.time))
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            let e = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            guard e.event == window else { return [] }
            return decoder.decode(e, time: appTime(e.time))
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            let e = data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee
            guard e.event == window else { return [] }
            return decoder.decode(e, time: appTime(e.time))
        case XI_DeviceChanged:
            // Another slave drives the master now, or a device's classes changed: meet them again.
            let e = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            decoder.forget(Int(e.deviceid))
            decoder.forget(Int(e.sourceid))
            return []
        default:
            return []
        }
    }

    /// Queries a source device the decoder has not met (once; an unknown one counts as a plain mouse).
    private func learn(_ id: Int32) {
        guard !decoder.knows(Int(id)) else { return }
        decoder.register(Int(id), XInput2.device(id, display: display) ?? XInput2Device())
    }

    private func translate(_ event: inout XEvent) -> TranslatedEvent? {
        switch event.type {
        case ButtonPress:
            let b = event.xbutton
            lastServerTime = b.time
            let location = Point(Double(b.x), Double(b.y))
            let modifiers = Self.modifiers(b.state)
            let time = appTime(b.time)
            switch b.button {
            case 1...3:
                return .window(.input(.pointerDown(PointerInput(
                    location: location, button: Int(b.button), modifiers: modifiers, time: time))))
            case 4...7:
                let deltas = [Point(0, -1), Point(0, 1), Point(-1, 0), Point(1, 0)]
                return .window(.input(.scroll(ScrollInput(
                    location: location, delta: deltas[Int(b.button) - 4], modifiers: modifiers, time: time))))
            default:
                return nil
            }
        case ButtonRelease:
            let b = event.xbutton
            guard (1...3).contains(b.button) else { return nil }
            return .window(.input(.pointerUp(PointerInput(
                location: Point(Double(b.x), Double(b.y)), button: Int(b.button),
                modifiers: Self.modifiers(b.state), time: appTime(b.time)))))
        case MotionNotify:
            let m = event.xmotion
            return .window(.input(.pointerMove(PointerInput(
                location: Point(Double(m.x), Double(m.y)), button: Self.heldButton(m.state),
                modifiers: Self.modifiers(m.state), time: appTime(m.time)))))
        case LeaveNotify:
            return .window(.input(.pointerLeave(time: appTime(event.xcrossing.time))))
        case KeyPress:
            if event.xkey.time != 0 { lastServerTime = event.xkey.time }
            return key(&event.xkey).map { .window(.input(.key($0))) }
        case FocusIn, FocusOut:
            // The pointer's own focus changes (NotifyPointer) are not the window's.
            guard event.xfocus.window == window, event.xfocus.detail != NotifyPointer else { return nil }
            if event.type == FocusIn { inputMethod?.focusIn() } else { inputMethod?.focusOut() }
            return nil
        case SelectionRequest:
            let r = event.xselectionrequest
            guard r.owner == window else { return nil }
            return .selection(.request(ConversionRequest(requestor: r.requestor, selection: r.selection,
                                                        target: r.target, property: r.property, time: r.time)))
        case SelectionClear:
            let c = event.xselectionclear
            guard c.window == window else { return nil }
            return .selection(.clear(selection: c.selection, time: c.time))
        case SelectionNotify:
            let n = event.xselection
            guard n.requestor == window else { return nil }
            return .selection(.notify(selection: n.selection, target: n.target, property: n.property))
        case PropertyNotify:
            let p = event.xproperty
            if p.window == window { lastServerTime = p.time }
            if p.window == window, windowManagerProperties.contains(p.atom) { return .windowManagerChanged }
            return .selection(.property(window: p.window, atom: p.atom, deleted: p.state == PropertyDelete))
        case ConfigureNotify:
            let c = event.xconfigure
            guard c.window == window else { return nil }
            guard c.width != width || c.height != height else { return .moved }
            width = c.width
            height = c.height
            return .window(.resize(Size(Double(c.width), Double(c.height))))
        case Expose:
            return event.xexpose.count == 0 ? .window(.expose) : nil
        case MapNotify:
            return .mapped
        case ClientMessage:
            let c = event.xclient
            guard c.message_type == wmProtocols, c.format == 32 else { return nil }
            let protocolAtom = Atom(truncatingIfNeeded: c.data.l.0)
            if protocolAtom == netWmPing {
                answerPing(&event)
                return nil
            }
            guard protocolAtom == wmDeleteWindow else { return nil }
            return .window(.close)
        case DestroyNotify:
            // Another program destroyed the window (xdotool windowclose, xkill -id is different).
            guard event.xdestroywindow.window == window else { return nil }
            return .destroyed
        case MappingNotify:
            // The keyboard map changed (xdotool does this to type unmapped keysyms).
            XRefreshKeyboardMapping(&event.xmapping)
            return nil
        case let type where type == shmCompletionType:
            let segment = withUnsafePointer(to: &event) {
                $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.shmseg }
            }
            return .presentCompleted(shmseg: segment)
        case let type where type == compositorWatch?.eventType:
            // The compositor selection changed hands: a compositor started or stopped.
            return .windowManagerChanged
        default:
            if let displayRefresh, displayRefresh.isConfigurationChange(&event) { return .displaysChanged }
            return nil
        }
    }

    /// EWMH: send the ping back to the root window unchanged but for its window field, at once.
    private func answerPing(_ event: inout XEvent) {
        let root = XDefaultRootWindow(display)
        event.xclient.window = root
        XSendEvent(display, root, False, SubstructureNotifyMask | SubstructureRedirectMask, &event)
        XFlush(display)
    }

    /// The keysym name as XLookupString resolves it (so Shift+= is "plus"); Shift stays a modifier.
    /// Modifier keys pressed on their own (Shift_L, Control_R, ISO_Level3_Shift, …) are not keys
    /// to the app: they arrive as modifiers of the next key or pointer event. The key carries the
    /// text it typed (`KeyCombo.text`); text an input method committed without a keysym (IBus
    /// committing "中文") is a key named "" with that text.
    private func key(_ keyEvent: inout XKeyEvent) -> KeyInput? {
        let modifiers = Self.modifiers(keyEvent.state)
        var keysym: KeySym = 0
        var text: String
        if let inputMethod {
            (keysym, text) = inputMethod.lookup(&keyEvent)
            if keysym == 0, !text.isEmpty {
                let committed = KeysymText.printable(text)
                guard !committed.isEmpty else { return nil }
                return KeyInput(key: KeyCombo("", modifiers: modifiers, text: committed), time: appTime(keyEvent.time))
            }
        } else {
            var bytes = [CChar](repeating: 0, count: 32)
            let count = XLookupString(&keyEvent, &bytes, Int32(bytes.count), &keysym, nil)
            let typed = bytes.prefix(max(0, min(Int(count), bytes.count))).map { UInt8(bitPattern: $0) }
            text = KeysymText.text(keysym: UInt(keysym), lookupBytes: typed)
        }
        if keysym == 0 { keysym = XLookupKeysym(&keyEvent, 0) }
        guard keysym != 0, !Self.isModifierKey(keysym), let name = XKeysymToString(keysym) else { return nil }
        return KeyInput(key: KeyCombo(String(cString: name), modifiers: modifiers,
                                      text: KeysymText.typed(text, modifiers: modifiers)),
                        time: appTime(keyEvent.time))
    }

    /// Xlib's IsModifierKey: Shift_L…Hyper_R, ISO_Lock…ISO_Level5_Lock, Mode_switch, Num_Lock.
    static func isModifierKey(_ k: KeySym) -> Bool {
        (UInt(XK_Shift_L)...UInt(XK_Hyper_R)).contains(UInt(k))
            || (UInt(XK_ISO_Lock)...UInt(XK_ISO_Level5_Lock)).contains(UInt(k))
            || UInt(k) == UInt(XK_Mode_switch) || UInt(k) == UInt(XK_Num_Lock)
    }

    private func appTime(_ serverMs: Time) -> Double {
        times.appTime(serverMs: UInt(serverMs), now: clock.now)
    }

    private static func modifiers(_ state: UInt32) -> Modifiers {
        Modifiers(xState: Int32(bitPattern: state))
    }

    /// The lowest held button of 1-3 during a motion, 0 when none.
    private static func heldButton(_ state: UInt32) -> Int {
        let state = Int32(bitPattern: state)
        if state & Button1Mask != 0 { return 1 }
        if state & Button2Mask != 0 { return 2 }
        if state & Button3Mask != 0 { return 3 }
        return 0
    }
}
