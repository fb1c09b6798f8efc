import CX11

/// What Flick needs to know of an XInput 2 device to read its events: its scroll valuators,
/// whether it is a touchpad (its smooth scrolling follows the fingers) and whether it is a
/// touchscreen (its touches are fingers on the window).
struct XInput2Device: Equatable {
    /// Scroll valuators by valuator number.
    var scrollAxes: [Int: XInput2ScrollAxis] = [:]
    /// A touchpad: GTK's rule, a touch class in `XIDependentTouch` mode, or (for drivers that give
    /// touchpads no touch class, as xf86-input-libinput does) a name that says so.
    var isTouchpad = false
    /// A touchscreen: a touch class in `XIDirectTouch` mode.
    var isTouchscreen = false

    init(scrollAxes: [Int: XInput2ScrollAxis] = [:], isTouchpad: Bool = false, isTouchscreen: Bool = false) {
        self.scrollAxes = scrollAxes
        self.isTouchpad = isTouchpad
        self.isTouchscreen = isTouchscreen
    }

    /// Reads a device's classes (as `XIQueryDevice` and `XI_DeviceChanged` give them) and its name.
    init(name: String, classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int) {
        for i in 0..<max(0, count) {
            guard let info = classes?[i] else { continue }
            switch info.pointee.type {
            case XIScrollClass:
                let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                guard scroll.increment != 0, scroll.increment.isFinite else { continue }
                let axis = XInput2ScrollAxis(number: Int(scroll.number),
                                             horizontal: scroll.scroll_type == XIScrollTypeHorizontal,
                                             increment: scroll.increment)
                scrollAxes[axis.number] = axis
            case XITouchClass:
                let touch = UnsafeRawPointer(info).assumingMemoryBound(to: XITouchClassInfo.self).pointee
                if touch.mode == XIDependentTouch { isTouchpad = true }
                if touch.mode == XIDirectTouch { isTouchscreen = true }
            default:
                continue
            }
        }
        if !isTouchscreen, XInput2Device.namesATouchpad(name) { isTouchpad = true }
    }

    /// Device names that say touchpad ("SynPS/2 Synaptics TouchPad", "ELAN0501:00 04F3:3060
    /// Touchpad", "Apple Inc. Magic Trackpad").
    static func namesATouchpad(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("touchpad") || lower.contains("trackpad") || lower.contains("synaptics")
    }
}
