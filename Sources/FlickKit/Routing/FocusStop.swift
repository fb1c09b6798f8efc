import FlickCore

/// A focus stop for a part its owner draws itself (a toolbar's button, a grid's picture, a row of
/// cards): a component with no drawing of its own that the one focus mechanism (`FocusChain`)
/// walks to, focuses on a press and takes the focus from, as it does a control.
///
/// The owner lists its stops among its focus children (`focusChildren(now:)`) at the frames where
/// it draws the parts, in Tab order, only while they take the focus; it draws the focus ring of the
/// stop that `isFocused` (once, where the part is), marks that part's semantics node `focused`, and
/// hands it the keys first, as a container hands its focused child: Space and Return run
/// `onActivate`. The stop keeps no state but whether it holds the focus, so the focus of the
/// owner's parts is the window's one focused node.
public final class FocusStop: Component {
    /// A short name for the part (tests and traces use it).
    public var name: String
    /// Whether Tab and a press may give the stop the focus (a disabled button's may not).
    public var isEnabled = true
    /// Whether the stop holds the window's keyboard focus (set by `FocusChain`).
    public var isFocused = false
    /// Runs on Space and Return while the stop holds the focus (a button's click), with the key's
    /// time; nil: those keys are left to the owner.
    public var onActivate: ((_ now: Double) -> Void)?

    /// A stop named `name` that runs `onActivate` on Space and Return while focused.
    public init(name: String = "", onActivate: ((_ now: Double) -> Void)? = nil) {
        self.name = name
        self.onActivate = onActivate
    }

    /// A stop while it is enabled.
    public var acceptsFocus: Bool { isEnabled }

    /// A leaf's focus function: a stop that holds the focus lets it go (false, so the walk moves
    /// on past it); one that does not takes it while enabled.
    public func moveFocus(backward: Bool, now: Double) -> Bool { FocusChain.moveFocus(ofLeaf: self) }

    /// Nothing to lay out: the owner places the part.
    public func layout(size: Size, now: Double) {}

    /// While focused and enabled, Space and Return run `onActivate`. Nothing else: the owner
    /// handles the other keys and the pointer over its parts.
    @discardableResult
    public func handle(_ gesture: Gesture, now: Double) -> Bool {
        guard case .key(let key) = gesture, isFocused, isEnabled, let onActivate,
              key.matches("space") || key.matches("Return") || key.matches("KP_Enter") else { return false }
        onActivate(now)
        return true
    }

    /// Nothing: the owner draws the part and its focus ring.
    public func scene(now: Double) -> SceneNode { .empty }

    /// Never moves.
    public func isAnimating(now: Double) -> Bool { false }

    /// No state of its own.
    public var state: [String: String] { [:] }
}
