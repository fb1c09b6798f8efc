import FlickCairo
import FlickCore
import FlickKit
import Foundation

/// `check accessibility`: what on screen breaks three guidelines (WCAG 2.2), found from the
/// semantics tree and the scene of one frame:
/// - an element a person can use (it has actions or takes the focus) without a name (4.1.2);
/// - text under 4.5:1 contrast, 3:1 when large (24 px, or 18 px bold) (1.4.3): the text's colour
///   at its opacity over the pixels drawn behind its glyphs (what the scene draws before it,
///   without other text), over the glyph pixels nothing drawn after it covers; the contrast 90%
///   of them reach (`Constants.contrastPercentile`); text within a disabled element is exempt;
/// - a pointer target (an element that activates, or a control) smaller than 24x24 px (2.5.8);
/// - a switch (a checkable toggle drawn as a pill track) whose boundary shows under 3:1 against
///   what lies behind it (1.4.11): its track (the largest solid rectangle drawn within it) or an
///   outline along the track, whichever stands out more, measured as text is, over the pixels the
///   track covers.
public enum AccessibilityCheck {
    /// The findings of the frame whose semantics are `tree` (layout pixels) and whose scene is
    /// `scene` (device pixels), in a window of `size` device pixels at `scale` on `background`;
    /// frames in the findings are in window pixels.
    public static func findings(tree: SemanticsNode, scene: SceneNode, size: Size, scale: Double,
                                background: Color) -> [AccessibilityFinding] {
        let window = Rect(x: 0, y: 0, width: size.width / scale, height: size.height / scale)
        let shown = tree.allNodes.filter { $0.role != .window && $0.isShowing && $0.frame.overlap(window) != nil }
        func windowFrame(_ r: Rect) -> Rect { Rect(x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale) }
        var found: [AccessibilityFinding] = []
        for node in shown where isInteractive(node) && node.name.trimmingCharacters(in: .whitespaces).isEmpty {
            found.append(AccessibilityFinding(kind: .unnamed, frame: windowFrame(node.frame),
                                              description: "\(node.role.atSpiName) at \(windowFrame(node.frame)) can be used but has no name"))
        }
        // Text of an inactive control has no contrast to keep (1.4.3's exception).
        let inactive = shown.filter { $0.states.contains(.disabled) }.map { windowFrame($0.frame) }
        found += contrastFindings(scene: scene, size: size, scale: scale, background: background).filter { finding in
            !inactive.contains { $0.contains(Point(finding.frame.midX, finding.frame.midY)) }
        }
        let least = Constants.pointerTargetMinPx
        for node in shown where isPointerTarget(node) && (node.frame.width < least - 0.01 || node.frame.height < least - 0.01) {
            found.append(AccessibilityFinding(kind: .targetSize, frame: windowFrame(node.frame),
                                              description: "\(label(node)) is \(pixels(node.frame.width))x\(pixels(node.frame.height)) px at \(windowFrame(node.frame)), "
                                                  + "smaller than \(Int(least))x\(Int(least)) px"))
        }
        found += boundaryFindings(shown.filter(isSwitch), scene: scene, size: size, scale: scale, background: background)
        return found
    }

    /// Whether `node` is a switch: a toggle that can be checked.
    static func isSwitch(_ node: SemanticsNode) -> Bool {
        node.role == .toggle && node.states.contains(.checkable)
    }

    /// The switches among `nodes` whose boundary contrast is under 3:1.
    static func boundaryFindings(_ nodes: [SemanticsNode], scene: SceneNode, size: Size, scale: Double,
                                 background: Color) -> [AccessibilityFinding] {
        guard !nodes.isEmpty else { return [] }
        let shapes = PlacedShape.all(in: scene)
        var found: [AccessibilityFinding] = []
        for node in nodes {
            let frame = Rect(x: node.frame.x * scale, y: node.frame.y * scale, width: node.frame.width * scale, height: node.frame.height * scale)
            guard let ratio = boundaryContrast(within: frame, shapes: shapes, scene: scene, size: size, scale: scale, background: background),
                  ratio.value < Constants.boundaryContrastMin else { continue }
            found.append(AccessibilityFinding(
                kind: .boundary, frame: frame,
                description: "\(label(node)) at \(frame.integral) has boundary contrast \(ContrastRatio.text(ratio.value)) "
                    + "(\(ContrastRatio.hex(ratio.drawn)) on \(ContrastRatio.hex(ratio.behind))), needs \(ContrastRatio.text(Constants.boundaryContrastMin))"))
        }
        return found
    }

    /// The contrast of the track drawn within the device rectangle `frame` (the largest solid
    /// rectangle there) or of an outline around it, whichever is higher, with the colours that
    /// give it; nil when no pill-shaped track is drawn there (a toggle button's fill is no track).
    static func boundaryContrast(within frame: Rect, shapes: [PlacedShape], scene: SceneNode, size: Size, scale: Double,
                                 background: Color) -> (value: Double, drawn: Color, behind: Color)? {
        let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let inside = shapes.filter { shape in
            guard shape.opacity > 0, shape.color.alpha > 0, let box = shape.deviceFrame else { return false }
            let reach = frame.insetBy(-1)
            return box.width > 0 && box.height > 0 && box.minX >= reach.minX && box.minY >= reach.minY
                && box.maxX <= reach.maxX && box.maxY <= reach.maxY
        }
        func area(_ s: PlacedShape) -> Double { s.deviceFrame.map { $0.width * $0.height } ?? 0 }
        guard let track = inside.filter({ !$0.isOutline }).max(by: { area($0) < area($1) }), track.isPill,
              let trackBox = track.deviceFrame else { return nil }
        // An outline counts where it runs along the track (a focus ring stands apart from it).
        let outlines = inside.filter { $0.isOutline && abs(area($0) - area(track)) <= 3 * (trackBox.width + trackBox.height) }
        let renderer = CairoRenderer()
        renderer.deviceScale = scale
        let width = Int(size.width), height = Int(size.height)
        let behind = OffscreenBuffer(width: width, height: height)
        let alone = OffscreenBuffer(width: width, height: height)
        var best: (value: Double, drawn: Color, behind: Color)?
        for shape in [track] + outlines {
            guard let box = shape.deviceFrame?.overlap(window) else { continue }
            var opaque = shape.node
            switch opaque {
            case .rect(let r, _, let radius): opaque = .rect(r, .solid(shape.color.withAlpha(1)), cornerRadius: radius)
            case .strokeRect(let r, let c, let w, let radius): opaque = .strokeRect(r, c.withAlpha(1), lineWidth: w, cornerRadius: radius)
            default: break
            }
            renderer.render(.group(GroupNode([opaque], transform: shape.transform, clip: nil)), into: alone.buffer, background: .clear)
            renderer.render(PlacedShape.below(scene, atShape: shape.order), into: behind.buffer, background: background)
            var samples: [(ratio: Double, behind: Color)] = []
            for y in Int(box.minY)..<Int(box.maxY.rounded(.up)) {
                for x in Int(box.minX)..<Int(box.maxX.rounded(.up)) {
                    guard UInt32(alone.pixel(x: x, y: y).a) >= Constants.glyphCoverageMin else { continue }
                    let p = behind.pixel(x: x, y: y)
                    let under = Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
                    samples.append((ContrastRatio.of(ContrastRatio.composited(shape.color, opacity: shape.opacity, over: under), under), under))
                }
            }
            guard !samples.isEmpty else { continue }
            samples.sort { $0.ratio < $1.ratio }
            let at = samples[min(samples.count - 1, Int(Double(samples.count) * Constants.contrastPercentile))]
            if best == nil || at.ratio > best!.value {
                best = (at.ratio, ContrastRatio.composited(shape.color, opacity: shape.opacity, over: at.behind), at.behind)
            }
        }
        return best
    }

    /// Whether a person can use `node`: it takes actions or the focus.
    static func isInteractive(_ node: SemanticsNode) -> Bool {
        !node.actions.isEmpty || node.states.contains(.focusable)
    }

    /// Whether a pointer presses `node`: it activates, or it is a control.
    static func isPointerTarget(_ node: SemanticsNode) -> Bool {
        node.actions.contains(.activate) || controlRoles.contains(node.role)
    }

    /// Roles a pointer operates whatever their actions.
    static let controlRoles: Set<SemanticsRole> = [.button, .toggle, .checkBox, .slider, .entry, .passwordText]

    /// `push button "Close page"`.
    static func label(_ node: SemanticsNode) -> String { "\(node.role.atSpiName) \"\(Quoted.line(node.name, limit: 60))\"" }

    /// A length for a message: whole pixels, or one decimal.
    static func pixels(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
    }

    /// The texts of `scene` under their contrast: each drawn alone to find its glyph pixels, what
    /// the scene draws before it for what lies behind them, what it draws after for what covers them.
    static func contrastFindings(scene: SceneNode, size: Size, scale: Double, background: Color) -> [AccessibilityFinding] {
        let width = Int(size.width), height = Int(size.height)
        guard width > 0, height > 0 else { return [] }
        // A renderer of its own: the split snapshots never reach the window's caches.
        let renderer = CairoRenderer()
        renderer.deviceScale = scale
        let behind = OffscreenBuffer(width: width, height: height)
        let over = OffscreenBuffer(width: width, height: height)
        let glyphs = OffscreenBuffer(width: width, height: height)
        let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var found: [AccessibilityFinding] = []
        for (index, text) in PlacedText.all(in: scene).enumerated()
        where !text.node.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            guard text.opacity > 0, let frame = text.deviceFrame?.overlap(window) else { continue }
            var alone = text.node
            alone.color = text.node.color.withAlpha(1)
            renderer.render(.group(GroupNode([.text(alone)], transform: text.transform, clip: nil)),
                            into: glyphs.buffer, background: .clear)
            let (below, above) = PlacedText.split(scene, atText: index)
            renderer.render(below, into: behind.buffer, background: background)
            renderer.render(above, into: over.buffer, background: .clear)
            // Glyphs may reach a little past the frame (ascenders, a slanted ellipsis).
            let reach = frame.insetBy(-ceil(text.deviceFontSize / 4)).overlap(text.clip ?? window)?.overlap(window) ?? frame
            var samples: [(ratio: Double, behind: Color)] = []
            for y in Int(reach.minY)..<Int(reach.maxY.rounded(.up)) {
                for x in Int(reach.minX)..<Int(reach.maxX.rounded(.up)) {
                    // A glyph pixel that something drawn later covers is not seen.
                    guard UInt32(glyphs.pixel(x: x, y: y).a) >= Constants.glyphCoverageMin,
                          UInt32(over.pixel(x: x, y: y).a) < Constants.glyphCoverageMin else { continue }
                    let p = behind.pixel(x: x, y: y)
                    let under = Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
                    samples.append((ContrastRatio.of(ContrastRatio.composited(text.node.color, opacity: text.opacity, over: under), under), under))
                }
            }
            guard !samples.isEmpty else { continue }
            samples.sort { $0.ratio < $1.ratio }
            let at = samples[min(samples.count - 1, Int(Double(samples.count) * Constants.contrastPercentile))]
            let fontPx = text.deviceFontSize / scale
            let large = fontPx >= Constants.largeTextPx - 0.01 || (text.node.font.weight == .bold && fontPx >= Constants.largeBoldTextPx - 0.01)
            let least = large ? Constants.largeTextContrastMin : Constants.textContrastMin
            guard at.ratio < least else { continue }
            let drawn = ContrastRatio.composited(text.node.color, opacity: text.opacity, over: at.behind)
            found.append(AccessibilityFinding(
                kind: .contrast, frame: frame,
                description: "text \"\(Quoted.line(text.node.text, limit: 60))\" (\(pixels(fontPx)) px\(text.node.font.weight == .bold ? " bold" : "")) at \(frame.integral) "
                    + "has contrast \(ContrastRatio.text(at.ratio)) (\(ContrastRatio.hex(drawn)) on \(ContrastRatio.hex(at.behind))), needs \(ContrastRatio.text(least))"))
        }
        return found
    }
}
