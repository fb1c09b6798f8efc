import FlickCore

/// How a stack lines up its children: the arithmetic of `Stack`, usable on its own to place the
/// controls of a `ControlGroup` (whose `layoutHandler` calls `place(_:in:)` and returns its height).
///
/// Along the axis each child gets its `StackItem.length` or its preferred size, one after the
/// other with `spacing` between (or the item's `spacingAfter`), inside `padding`; items that
/// `expands` share what is left of the stack's length. Across the axis
/// each child is aligned (`alignment`, or the item's own): at the start, in the middle, at the end,
/// or stretched. A column wider than `maxContentWidth` keeps its content that wide, placed by
/// `contentPosition` (centred by default, as GNOME's `AdwClamp`). Frames are whole pixels where
/// the inputs are.
public struct StackLayout: Equatable, Sendable {
    /// The direction the children line up in.
    public var axis: StackAxis
    /// Space between two children, px.
    public var spacing: Double
    /// Space kept clear inside the stack's edges, px.
    public var padding: EdgeInsets
    /// Where children sit across the axis unless their item says otherwise.
    public var alignment: StackAlignment
    /// The widest a column's content gets (nil: as wide as the stack), px. Ignored by rows.
    public var maxContentWidth: Double?
    /// Where content clamped by `maxContentWidth` sits in a wider column (`.fill` is `.center`).
    public var contentPosition: StackAlignment

    /// A stack along `axis` with `spacing` px between children, `padding`, `alignment` across,
    /// content at most `maxContentWidth` px wide (a column), placed by `contentPosition`.
    public init(axis: StackAxis = .vertical, spacing: Double = 0, padding: EdgeInsets = .zero,
                alignment: StackAlignment = .fill, maxContentWidth: Double? = nil,
                contentPosition: StackAlignment = .center) {
        self.axis = axis; self.spacing = spacing; self.padding = padding; self.alignment = alignment
        self.maxContentWidth = maxContentWidth; self.contentPosition = contentPosition
    }

    /// The children's frames in a stack of `size`, in the order of `items`, and the length the
    /// content needs along the axis (padding included): a column's height, a row's width.
    public func frames(for items: [StackItem], in size: Size) -> (frames: [Rect], contentLength: Double) {
        frames(for: items, in: size, expanding: true)
    }

    /// `frames(for:in:)`, with the expanding items at their own length when `expanding` is false
    /// (a stack measuring the length its children need).
    func frames(for items: [StackItem], in size: Size, expanding: Bool) -> (frames: [Rect], contentLength: Double) {
        let size = size.finiteLayout
        let vertical = axis == .vertical
        // The content box: inside the padding, a column clamped to its maximum width.
        var boxX = padding.leading, boxWidth = max(0, size.width - padding.horizontal)
        let boxY = padding.top, boxHeight = max(0, size.height - padding.vertical)
        if vertical, let limit = maxContentWidth, limit.isFinite, boxWidth > max(0, limit) {
            let w = max(0, limit), spare = boxWidth - w
            switch contentPosition {
            case .leading: break
            case .center, .fill: boxX += (spare / 2).rounded()
            case .trailing: boxX += spare
            }
            boxWidth = w
        }
        let crossLength = vertical ? boxWidth : boxHeight
        // Each item's own length along the axis, and its preferred size.
        let measured = items.map { item -> (length: Double, preferred: Size) in
            let m = item.margin
            let crossRoom = max(0, crossLength - (vertical ? m.horizontal : m.vertical))
            let preferred = item.preferredSize(for: vertical ? crossRoom : boxWidth)
            let own = item.length.flatMap { $0.isFinite ? max(0, $0) : nil } ?? (vertical ? preferred.height : preferred.width)
            return (own, preferred)
        }
        // What the expanding items share: the box's length less everything else along the axis.
        let growing = expanding ? items.indices.filter { items[$0].expands } : []
        var share = 0.0
        if !growing.isEmpty {
            let fixed = items.indices.reduce(0.0) { sum, i in
                let m = items[i].margin
                let gap = i < items.count - 1 ? items[i].spacingAfter ?? spacing : 0
                return sum + (items[i].expands ? 0 : measured[i].length) + (vertical ? m.vertical : m.horizontal) + gap
            }
            share = (max(0, (vertical ? boxHeight : boxWidth) - fixed) / Double(growing.count)).rounded(.down)
        }
        var position = vertical ? boxY : boxX
        var frames: [Rect] = []
        for (i, item) in items.enumerated() {
            let m = item.margin
            let crossStart = vertical ? boxX + m.leading : boxY + m.top
            let crossRoom = max(0, crossLength - (vertical ? m.horizontal : m.vertical))
            let preferred = measured[i].preferred
            let least = item.length.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
            let wanted = growing.contains(i) ? max(least, share) : measured[i].length
            let across = min(crossRoom, max(0, vertical ? preferred.width : preferred.height))
            let (offset, extent): (Double, Double)
            switch item.alignment ?? alignment {
            case .fill: (offset, extent) = (0, crossRoom)
            case .leading: (offset, extent) = (0, across)
            case .center: (offset, extent) = (((crossRoom - across) / 2).rounded(), across)
            case .trailing: (offset, extent) = (crossRoom - across, across)
            }
            position += vertical ? m.top : m.leading
            frames.append(vertical
                ? Rect(x: crossStart + offset, y: position, width: extent, height: wanted)
                : Rect(x: position, y: crossStart + offset, width: wanted, height: extent))
            position += wanted + (vertical ? m.bottom : m.trailing)
            if i < items.count - 1 { position += item.spacingAfter ?? spacing }
        }
        return (frames, position + (vertical ? padding.bottom : padding.trailing))
    }

    /// Places `items` in a stack of `size`: a control's frame is set, any other component is laid
    /// out at its frame's size. Returns the content length along the axis (a column's height, for
    /// a `ControlGroup`'s `layoutHandler`).
    @discardableResult
    public func place(_ items: [StackItem], in size: Size, now: Double = 0,
                      environment: ComponentEnvironment? = nil) -> Double {
        let (frames, length) = self.frames(for: items, in: size)
        for (item, frame) in zip(items, frames) {
            item.child.place(in: frame, now: now, environment: environment)
        }
        return length
    }
}
