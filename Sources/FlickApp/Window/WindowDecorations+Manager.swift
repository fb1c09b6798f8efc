import FlickKit
import FlickX11

extension WindowDecorations {
    /// The decorations of a window that decorates itself under the window manager `manager`: the
    /// layout `layoutSetting` names (`Gtk/DecorationLayout`; nil: `DecorationLayout.standard`)
    /// limited to Close and what the manager offers (Minimize, Maximize), maximized as the manager
    /// says, the bar acting on the window when a manager runs that moves windows.
    init(manager: WindowManagerState, layoutSetting: String?) {
        var offered: Set<WindowButtonKind> = [.close]
        if manager.offersMinimize { offered.insert(.minimize) }
        if manager.offersMaximize { offered.insert(.maximize) }
        let layout = layoutSetting.map(DecorationLayout.init(parsing:)) ?? .standard
        self.init(layout: layout.limited(to: offered), isMaximized: manager.isMaximized,
                  actsOnWindow: manager.hasManager && manager.movesWindows)
    }
}
