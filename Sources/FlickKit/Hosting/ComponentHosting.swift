import FlickCore

/// What a component may ask of the host that shows it (the window's `ComponentHost`): a frame,
/// the window's title, the window's end, and the decoding of pictures. It reaches every
/// component in its environment (`ComponentEnvironment.host`), handed down at layout:
///
/// ```swift
/// func layout(size: Size, now: Double, environment: ComponentEnvironment) {
///     self.environment = environment
///     environment.host?.setWindowTitle("Photos — \(album)")
/// }
/// ```
///
/// Call it on the UI thread (from a gesture, a layout, an `advance` or a closure given to
/// `FlickApp.post`).
public protocol ComponentHosting: AnyObject {
    /// Asks for a frame: something the host cannot see changed (a value set from a posted closure).
    func setNeedsDisplay()
    /// Renames the window (nothing happens where the host has no window of its own).
    func setWindowTitle(_ title: String)
    /// Closes the window: the program's run ends as when the user closes it.
    func closeWindow()
    /// Does what a header bar's window button, drag, double click or right click asks of the window
    /// (`WindowDecorations`); nothing where the host has no window of its own.
    func performWindowAction(_ action: WindowAction)
    /// What decodes pictures off the UI thread for `PictureView`, or nil (then pictures show
    /// their placeholder: a host on virtual time, a recording).
    var pictureLoader: (any PictureLoading)? { get }
    /// The size `text` takes in `font` as the host draws it, wrapped at `maxWidth` when given
    /// (layout px), or nil where the host cannot measure text (then estimate).
    func measureText(_ text: String, font: FontSpec, maxWidth: Double?) -> Size?
    /// `text` laid out in `font` as the host draws it (a `TextNode` with no line limit, leading,
    /// wrapped at words in `width` when given): its lines and caret stops by grapheme, or nil where
    /// the host lays out no text (then `TextLayoutInfo.estimate(_:font:width:)`).
    func layoutText(_ text: String, font: FontSpec, width: Double?) -> TextLayoutInfo?
    /// Where the caret at `offset` (UTF-8, at a grapheme boundary) in `text` laid out as
    /// `layoutText` lays it out lands one position to the right (`rightward`) or left on screen,
    /// as GTK's arrow keys move it (in a right-to-left run Left goes forward in the text); moving
    /// past the layout's visual end gives the logical end it reached (0, or the text's length).
    /// Nil where the host lays out no text (then the caret moves in logical order).
    func caretMovedVisually(in text: String, font: FontSpec, width: Double?, from offset: Int, rightward: Bool) -> Int?
    /// Says that `input` (a `TextField`, an editable `TextView`) took the keyboard focus, or lost
    /// it: a host places an input method's window at a caret only while a text input holds the
    /// focus, and looks for none otherwise.
    func textInputFocusChanged(_ input: AnyObject, isFocused: Bool)
}

extension ComponentHosting {
    /// Closes the window for `.close`; a host without a window manager to ask does nothing else.
    public func performWindowAction(_ action: WindowAction) {
        if action == .close { closeWindow() }
    }
    /// Measures nothing: a host that draws text measures it as it draws.
    public func measureText(_ text: String, font: FontSpec, maxWidth: Double?) -> Size? { nil }
    /// Lays out nothing: the caller estimates.
    public func layoutText(_ text: String, font: FontSpec, width: Double?) -> TextLayoutInfo? { nil }
    /// Knows no visual order: the caller moves the caret logically.
    public func caretMovedVisually(in text: String, font: FontSpec, width: Double?, from offset: Int, rightward: Bool) -> Int? { nil }
    /// Places no input method: nothing to remember.
    public func textInputFocusChanged(_ input: AnyObject, isFocused: Bool) {}
}
