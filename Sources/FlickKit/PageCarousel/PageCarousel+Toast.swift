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

    /// Hides the toast without undoing (its close button).
    public func dismissUndoToast() { toast = nil }

    /// The toast's frame in the carousel, above the page dots while the row shows them.
    var toastFrame: Rect {
        CarouselUndoToast.frame(in: size, bottomInsetPx: options.bottomInsetPx,
                                avoiding: grid.isShown ? nil : geometry.indicatorFrame)
    }

    /// A left-button press on the toast's Undo or close button (and the rest of its sequence): a
    /// tap undoes the close, or dismisses the toast. Returns nil for gestures the toast does not take.
    func handleToastGesture(_ gesture: Gesture, now: Double) -> Bool? {
        guard var t = toast else { return nil }
        switch gesture {
        case .press(let p, let button, _):
            guard button == 1 else { return nil }
            if CarouselUndoToast.buttonFrame(in: toastFrame).contains(p) {
                t.pressed = true
            } else if CarouselUndoToast.closeFrame(in: toastFrame).contains(p) {
                t.closePressed = true
            } else {
                return nil
            }
            toast = t
            return true
        case .release, .panBegin, .panUpdate, .panEnd, .longPress:
            return t.pressed || t.closePressed ? true : nil
        case .tap(let p, _, _, _):
            guard t.pressed || t.closePressed else { return nil }
            let undo = t.pressed
            t.pressed = false
            t.closePressed = false
            toast = t
            if undo, CarouselUndoToast.buttonFrame(in: toastFrame).contains(p) {
                undoClose(now: now)
            } else if !undo, CarouselUndoToast.closeFrame(in: toastFrame).contains(p) {
                dismissUndoToast()
            }
            return true
        case .cancel:
            guard t.pressed || t.closePressed else { return nil }
            t.pressed = false
            t.closePressed = false
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

    /// The toast as a named group with its Undo and Close buttons, when it shows.
    func toastSemantics() -> [SemanticsNode] {
        guard toast != nil else { return [] }
        let frame = toastFrame
        let undo = SemanticsNode(role: .button, name: options.undoButtonLabel, frame: CarouselUndoToast.buttonFrame(in: frame),
                                 actions: [.activate], actionHandler: { [weak self] action, now in
                                     guard action == .activate, let self, self.toast != nil else { return false }
                                     self.undoClose(now: now)
                                     return true
                                 })
        let close = SemanticsNode(role: .button, name: "Close", frame: CarouselUndoToast.closeFrame(in: frame),
                                  actions: [.activate], actionHandler: { [weak self] action, _ in
                                      guard action == .activate, let self, self.toast != nil else { return false }
                                      self.dismissUndoToast()
                                      return true
                                  })
        return [SemanticsNode(role: .group, name: options.closedPageToastText, frame: frame, children: [undo, close])]
    }
}
