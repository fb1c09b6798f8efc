import FlickCore

extension PageCarousel {
    /// True while the undo toast shows ("Page closed — Undo").
    public var showsUndoToast: Bool { toast != nil }

    /// Puts the page the toast is about back where it was (the toast's Undo, ctrl+z) and hides the toast.
    public func undoClose(now: Double) {
        guard let t = toast else { return }
        toast = nil
        guard closedPages.last?.entry.serial == t.serial else { return }
        reopenClosedPage(now: now)
    }

    /// The toast's frame in the carousel.
    var toastFrame: Rect { CarouselUndoToast.frame(in: size, bottomInsetPx: options.bottomInsetPx) }

    /// A left-button press on the toast's Undo (and the rest of its sequence): a tap undoes the close.
    /// Returns nil for gestures the toast does not take.
    func handleToastGesture(_ gesture: Gesture, now: Double) -> Bool? {
        guard var t = toast else { return nil }
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1, CarouselUndoToast.buttonFrame(in: toastFrame).contains(p) else { return nil }
            t.pressed = true
            toast = t
            return true
        case .release, .panBegin, .panUpdate, .panEnd, .longPress:
            return t.pressed ? true : nil
        case .tap(let p, _, _, _):
            guard t.pressed else { return nil }
            t.pressed = false
            toast = t
            if CarouselUndoToast.buttonFrame(in: toastFrame).contains(p) { undoClose(now: now) }
            return true
        case .cancel:
            guard t.pressed else { return nil }
            t.pressed = false
            toast = t
            return nil
        default:
            return nil
        }
    }

    /// The toast over `content`, when it shows.
    func withToast(_ content: SceneNode) -> SceneNode {
        guard let t = toast else { return content }
        return .stack([content, t.scene(in: toastFrame, message: options.closedPageToastText,
                                         undo: options.undoButtonLabel, palette: environment.palette)])
    }

    /// The toast as a named group with its Undo button, when it shows.
    func toastSemantics() -> [SemanticsNode] {
        guard toast != nil else { return [] }
        let frame = toastFrame
        let undo = SemanticsNode(role: .button, name: options.undoButtonLabel, frame: CarouselUndoToast.buttonFrame(in: frame),
                                 actions: [.activate], actionHandler: { [weak self] action, now in
                                     guard action == .activate, let self, self.toast != nil else { return false }
                                     self.undoClose(now: now)
                                     return true
                                 })
        return [SemanticsNode(role: .group, name: options.closedPageToastText, frame: frame, children: [undo])]
    }
}
