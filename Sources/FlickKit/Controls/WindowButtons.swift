import FlickCore

/// The window's own buttons a header bar carries when the app decorates its window
/// (`WindowDecorations`): Minimize, Maximize (Restore while maximized) and Close, each a plain
/// icon `Button` with a name, a tooltip and a place in the Tab order, at the ends the decoration
/// layout gives. A click asks the host (`ComponentHosting.performWindowAction(_:)`).
public final class WindowButtons {
    /// A window button's width, px (its height is the bar's, less the bar's inset).
    public static let widthPx: Double = 36

    /// The buttons by kind, made once and kept (a bar keeps their focus and hover across changes).
    public let minimize = Button(icon: .windowMinimize, name: "Minimize")
    /// Maximizes the window, or restores it (then named "Restore").
    public let maximize = Button(icon: .windowMaximize, name: "Maximize")
    /// Closes the window.
    public let close = Button(icon: .close, name: "Close")
    /// The decorations the buttons show (nil: none).
    public private(set) var decorations: WindowDecorations?
    /// Asked to do a button's action (set by the bar: its host's `performWindowAction(_:)`).
    public var perform: (WindowAction) -> Void = { _ in }

    /// Three buttons, shown at no end until `update(_:)` gives decorations.
    public init() {
        for b in [minimize, maximize, close] { b.frame = Rect(x: 0, y: 0, width: WindowButtons.widthPx, height: 0) }
        minimize.tooltip = "Minimize"
        close.tooltip = "Close"
        minimize.action = { [unowned self] _ in self.perform(.minimize) }
        maximize.action = { [unowned self] _ in self.perform(.toggleMaximize) }
        close.action = { [unowned self] _ in self.perform(.close) }
        update(nil)
    }

    /// Follows `decorations`: Maximize becomes Restore while the window is maximized. True when
    /// the buttons shown at either end changed.
    @discardableResult
    public func update(_ decorations: WindowDecorations?) -> Bool {
        let maximized = decorations?.isMaximized ?? false
        maximize.icon = maximized ? .windowRestore : .windowMaximize
        maximize.title = maximized ? "Restore" : "Maximize"
        maximize.name = maximize.title
        maximize.tooltip = maximize.title
        let changed = decorations?.layout != self.decorations?.layout
        self.decorations = decorations
        return changed
    }

    /// The buttons at the leading end, left to right.
    public var leading: [Button] { (decorations?.layout.leading ?? []).map(button) }
    /// The buttons at the trailing end, left to right.
    public var trailing: [Button] { (decorations?.layout.trailing ?? []).map(button) }

    /// The button of `kind`.
    public func button(_ kind: WindowButtonKind) -> Button {
        switch kind {
        case .minimize: return minimize
        case .maximize: return maximize
        case .close: return close
        }
    }
}
