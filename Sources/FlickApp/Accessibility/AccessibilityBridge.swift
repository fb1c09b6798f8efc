import CAtk
import CFlickAtk
import FlickCore
import FlickKit
import FlickX11
import Foundation

/// Exports the windows' semantics trees to AT-SPI through ATK and atk-bridge, so screen readers
/// (Orca) and UI test tools (pyatspi, dogtail, Accerciser) see every Flick window: an application
/// object named after the program whose children are the frames of the windows running, each
/// frame named after its window's title and holding the window's elements.
///
/// Process-wide, started by the first `HostWindow.run` that shows `AccessibleContent` when an
/// accessibility bus may be reached (`isWanted(environment:)`); nothing is set up otherwise.
/// atk-bridge's start waits on the session and accessibility buses with no time limit, so it
/// runs only once a probe on a thread of its own (`flick_bus_probe_start`) found the bus
/// answering: the first frame waits for that answer at most `firstAnswerWaitS`, and a bus that
/// does not answer within `answerTimeoutS` is given up with one line on stderr, the window going
/// on without it.
/// The tree is built when an assistive technology first reads it, and from then on brought up to
/// date at every frame drawn at rest (never while things move), which emits the events of what
/// changed (focus, states, children, names, values).
final class AccessibilityBridge {
    /// The bridge (atk-bridge started once the bus answers), or nil before the first window or when it is off.
    // Read and set only on the UI thread, as the bridge's ATK and GLib callbacks run there.
    nonisolated(unsafe) private static var running: AccessibilityBridge?
    /// Whether a start was tried (it is tried once per process).
    // Read and set only by `attach` on the UI thread, beside `running`.
    nonisolated(unsafe) private static var tried = false

    /// The toolkit version ATK reports (with the toolkit name "Flick").
    static let toolkitVersion = "0.1.0"
    /// The longest the accessibility bus may take to answer before the app goes on without it, s.
    static let answerTimeoutS = 2.0
    /// The longest the first frame waits for the bus's answer, s: a bus that answers (in a few
    /// milliseconds, or about 0.1 s when it starts the accessibility bus on demand) has the app on
    /// it by the first frame, as screen readers and tests expect; a silent one holds the window
    /// back no longer than this.
    static let firstAnswerWaitS = 0.25

    /// What dispatches GLib's main context from the window's loop.
    var loopSource: GLibLoopSource { .shared }
    private let application: AccessibleObject
    private var windows: [Attachment] = []
    private var nextID: UInt64 = 1
    /// The probe asking whether the bus answers; nil once it has answered.
    private var probe: OpaquePointer?
    /// Where the line for a bus that does not answer goes.
    private let report: (String) -> Void

    /// One window shown through the bridge.
    final class Attachment {
        let content: AccessibleContent
        let window: X11Window
        let clock: Clock
        let tree: AccessibleWindow
        /// An assistive technology read the tree: keep it up to date.
        var isRead = false
        fileprivate weak var bridge: AccessibilityBridge?

        fileprivate init(content: AccessibleContent, window: X11Window, clock: Clock, tree: AccessibleWindow) {
            self.content = content
            self.window = window
            self.clock = clock
            self.tree = tree
        }

        /// A frame was drawn with nothing moving: what changed since the last is shown and announced.
        func contentDidRest(now: Double) {
            guard isRead else { return }
            sync(now: now)
        }

        /// Builds or updates the tree now.
        fileprivate func sync(now: Double) {
            let made = tree.sync(content.accessibilityTree(now: now), title: window.title, scale: content.scale).made
            if made { bridge?.showWindows() }
        }

        /// The window is no longer shown.
        func detach() { bridge?.detach(self) }
    }

    /// Whether the bridge should start in `environment`: not when `NO_AT_BRIDGE` is 1 (as in GTK),
    /// nor when no bus can be reached (no `AT_SPI_BUS_ADDRESS`, no `DBUS_SESSION_BUS_ADDRESS` and
    /// no `$XDG_RUNTIME_DIR/bus`), so a program without a desktop session starts nothing.
    static func isWanted(environment: [String: String], fileExists: (String) -> Bool = FileManager.default.fileExists) -> Bool {
        if environment["NO_AT_BRIDGE"] == "1" { return false }
        if let a11y = environment["AT_SPI_BUS_ADDRESS"], !a11y.isEmpty { return true }
        if let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty { return true }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return fileExists(runtime + "/bus") }
        return false
    }

    /// Shows `content` of `window` (whose clock is `clock`) through the bridge, starting it the
    /// first time (once the bus answers); nil when the bridge is off. Call `detach()` on the
    /// result when the window stops.
    static func attach(_ content: AccessibleContent, window: X11Window, clock: Clock) -> Attachment? {
        if !tried {
            tried = true
            let environment = ProcessInfo.processInfo.environment
            if isWanted(environment: environment) {
                let bridge = AccessibilityBridge(report: FlickApp.report)
                running = bridge
                bridge.probe(environment: environment, window: window)
                if let probe = bridge.probe {
                    _ = flick_bus_probe_wait(probe, Int32(AccessibilityBridge.firstAnswerWaitS * 1000))
                }
            }
        }
        guard let bridge = running else { return nil }
        let attachment = Attachment(content: content, window: window, clock: clock,
                                    tree: AccessibleWindow(makeID: { [unowned bridge] in bridge.makeID() }))
        attachment.bridge = bridge
        bridge.windows.append(attachment)
        window.loopSource = bridge.loopSource
        return attachment
    }

    /// The application object, named after the program; the bridge starts once the bus answers.
    private init(report: @escaping (String) -> Void) {
        let program = ProcessInfo.processInfo.processName
        let app = AccessibleObject(id: 0, node: SemanticsNode(role: .group, name: program, frame: .zero))
        flick_atk_node_set_role(app.handle, Int32(ATK_ROLE_APPLICATION.rawValue))
        flick_atk_node_set_name(app.handle, program)
        app.announce()
        application = app
        self.report = report
    }

    /// Asks, off this thread, whether the accessibility bus atk-bridge would use answers: the one
    /// `AT_SPI_BUS_ADDRESS` names, else the X root window's `AT_SPI_BUS`, else the one the
    /// session bus gives. The answer comes on GLib's main context, which the window's loop
    /// dispatches: `probed(outcome:)`.
    private func probe(environment: [String: String], window: X11Window) {
        let named = environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
        let a11y = named ?? window.rootText(property: "AT_SPI_BUS")
        let session = SettingsPortal.sessionBusAddress(environment: environment, fileExists: FileManager.default.fileExists)
        probe = flick_bus_probe_start(a11y, session, Int32(AccessibilityBridge.answerTimeoutS * 1000), { context, outcome in
            AccessibilityBridge.from(context).probed(outcome: outcome)
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The probe's answer: start atk-bridge on a bus that answers; say once that a bus that does
    /// not answer is given up; stay off quietly without a bus.
    private func probed(outcome: Int32) {
        // On the connection the probe made: which events the readers listen for (`AccessibleWindow`
        // speaks an announcement as a notification to a reader that does not take announcements).
        if outcome == Int32(FLICK_BUS_ANSWERS) { flick_atk_listeners_watch(probe) }
        flick_bus_probe_cancel(probe)
        probe = nil
        switch outcome {
        case Int32(FLICK_BUS_ANSWERS): start()
        case Int32(FLICK_BUS_NOT_ANSWERING):
            report("accessibility bus not answering after \(Int(AccessibilityBridge.answerTimeoutS)) s; going on without screen reader support")
        default: break
        }
    }

    /// Starts atk-bridge with the application object; false when it cannot (no accessibility bus).
    @discardableResult
    private func start() -> Bool {
        var callbacks = FlickAtkCallbacks(
            context: Unmanaged.passUnretained(self).toOpaque(),
            doAction: { context, id, index in
                AccessibilityBridge.from(context).perform(id: id, actionIndex: Int(index)) ? 1 : 0
            },
            setValue: { context, id, value in
                AccessibilityBridge.from(context).setValue(id: id, to: value) ? 1 : 0
            },
            windowOrigin: { context, x, y in
                let origin = AccessibilityBridge.from(context).windows.last?.window.screenOrigin() ?? .zero
                x?.pointee = Int32(origin.x)
                y?.pointee = Int32(origin.y)
            },
            willRead: { context in AccessibilityBridge.from(context).willRead() },
            editText: { context, id, operation, start, end, text in
                let edit = AccessibilityBridge.textEdit(operation: operation, start: Int(start), end: Int(end),
                                                        text: text.map { String(cString: $0) })
                guard let edit else { return 0 }
                return AccessibilityBridge.from(context).editText(id: id, edit) ? 1 : 0
            })
        return flick_atk_start(&callbacks, application.handle, AccessibilityBridge.toolkitVersion) == 0
    }

    /// The edit a `FLICK_TEXT_*` operation of ATK asks for (offsets in characters, checked by the
    /// C side against the text), or nil for an operation it does not know.
    static func textEdit(operation: Int32, start: Int, end: Int, text: String?) -> SemanticsTextEdit? {
        let range = start..<max(start, end)
        switch operation {
        case Int32(FLICK_TEXT_SET_CONTENT): return .setContent(text ?? "")
        case Int32(FLICK_TEXT_INSERT): return .insert(text ?? "", at: start)
        case Int32(FLICK_TEXT_DELETE): return .delete(range)
        case Int32(FLICK_TEXT_SET_CARET): return .setCaret(start)
        case Int32(FLICK_TEXT_SELECT): return .select(range)
        case Int32(FLICK_TEXT_COPY): return .copy(range)
        case Int32(FLICK_TEXT_CUT): return .cut(range)
        case Int32(FLICK_TEXT_PASTE): return .paste(at: start)
        default: return nil
        }
    }

    private static func from(_ context: UnsafeMutableRawPointer?) -> AccessibilityBridge {
        Unmanaged<AccessibilityBridge>.fromOpaque(context!).takeUnretainedValue()
    }

    private func makeID() -> UInt64 {
        nextID += 1
        return nextID
    }

    /// An assistive technology asked for the windows: build the trees not built yet.
    private func willRead() {
        for attachment in windows where !attachment.isRead {
            attachment.isRead = true
            attachment.sync(now: attachment.clock.now)
        }
    }

    /// The application's children: the frames built.
    fileprivate func showWindows() {
        application.setChildren(windows.compactMap(\.tree.frame))
    }

    private func detach(_ attachment: Attachment) {
        windows.removeAll { $0 === attachment }
        showWindows()
        attachment.tree.release()
        if attachment.window.loopSource === loopSource { attachment.window.loopSource = nil }
    }

    /// The window and object of `id`.
    private func find(_ id: UInt64) -> (Attachment, AccessibleObject)? {
        for attachment in windows {
            if let object = attachment.tree.objects[id] { return (attachment, object) }
        }
        return nil
    }

    /// Runs action `actionIndex` of object `id` at the window's time (traced as the content's
    /// assistive action), then asks for a frame.
    private func perform(id: UInt64, actionIndex: Int) -> Bool {
        guard let (attachment, object) = find(id), object.node.actions.indices.contains(actionIndex) else { return false }
        let action = object.node.actions[actionIndex]
        return run(AtkMapping.actionName(action), on: object, in: attachment) { now in
            object.node.perform(action, now: now)
        }
    }

    /// Applies `edit` to the text of object `id` at the window's time, then asks for a frame (whose
    /// sync at rest shows the new text and emits its events).
    private func editText(id: UInt64, _ edit: SemanticsTextEdit) -> Bool {
        guard let (attachment, object) = find(id), let handler = object.node.textEditHandler else { return false }
        return run("edit-text", on: object, in: attachment) { handler(edit, $0) }
    }

    /// Sets the value of object `id` at the window's time, then asks for a frame.
    private func setValue(id: UInt64, to value: Double) -> Bool {
        guard let (attachment, object) = find(id), let handler = object.node.valueHandler, value.isFinite else { return false }
        return run("set-value", on: object, in: attachment) { handler(value, $0) }
    }

    /// Runs `body` (given the component time) as the assistive action named `action` on
    /// `object`, through the content (which traces it), then asks for a frame.
    private func run(_ action: String, on object: AccessibleObject, in attachment: Attachment,
                     _ body: (Double) -> Bool) -> Bool {
        let content = attachment.content
        let now = attachment.clock.now
        let taken = content.performAssistiveAction(action, role: AtkMapping.roleName(object.node.role),
                                                   name: object.node.name, now: now) {
            body(content.componentTime(now))
        }
        content.setNeedsDisplay()
        return taken
    }
}
