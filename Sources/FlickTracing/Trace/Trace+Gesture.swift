import FlickCore

extension Trace {
    /// Traces the gestures worth a line (not presses, hovers or every pan step).
    public func gesture(_ g: Gesture, now: Double) {
        switch g {
        case .tap(let p, let count, let button, _):
            gesture(now: now, kind: count >= 2 ? "double-tap" : "tap", location: p) {
                $0.add("button", button)
            }
        case .longPress(let p):
            gesture(now: now, kind: "long-press", location: p)
        case .panBegin(let i):
            gesture(now: now, kind: "pan-begin", location: i.location)
        case .panEnd(let i):
            gesture(now: now, kind: "pan-end", location: i.location) {
                $0.add("vx", i.velocity.x, decimals: 1)
                $0.add("vy", i.velocity.y, decimals: 1)
            }
        case .scroll(let p, let d, _):
            gesture(now: now, kind: "scroll", location: p) {
                $0.add("dx", d.x, decimals: 1)
                $0.add("dy", d.y, decimals: 1)
            }
        case .pinch(let p, let s):
            gesture(now: now, kind: "pinch", location: p) { $0.add("scale", s, decimals: 3) }
        case .pinchBegin(let i):
            gesture(now: now, kind: "pinch-begin", location: i.center)
        case .pinchEnd(let i):
            gesture(now: now, kind: "pinch-end", location: i.center) {
                $0.add("scale", i.scale, decimals: 3)
                $0.add("vscale", i.velocity, decimals: 3)
            }
        case .key(let k):
            gesture(now: now, kind: "key", location: nil) {
                $0.add("key", Trace.sentName(k))
                if !k.text.isEmpty { $0.add("text", k.text) }
            }
        case .press, .release, .panUpdate, .pinchUpdate, .hover, .leave, .cancel:
            break
        }
    }

    /// An assistive technology's action (AT-SPI's doAction, a value set, a text edit) on the node
    /// of AT-SPI role `role` named `name`: a `gesture` of kind `action` with the next `seq`, e.g.
    /// `{"type":"gesture","seq":5,"kind":"action","action":"click","role":"push button","name":"New Page"}`.
    public func assistiveAction(_ action: String, role: String, name: String, now: Double) {
        gesture(now: now, kind: "action", location: nil) {
            $0.add("action", action)
            $0.add("role", role)
            $0.add("name", name)
        }
    }
}
