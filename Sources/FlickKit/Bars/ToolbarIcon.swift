/// A `ToolbarButton`'s icon: the app's one icon type, `Icon` (its former name).
public typealias ToolbarIcon = Icon
