import CAtk
import CFlickAtk
import FlickCore
import FlickKit

/// What a screen reader that takes no `object:announcement` hears instead (Orca before 45, as
/// Debian 12 ships it): a notification, the frame's last child, named with the text and shown
/// (`showing` on) for each announcement, as a notification bubble is shown. Made on the first
/// announcement such a reader is to hear; hidden again before the next one.
final class AccessibleAnnouncer {
    /// The notification object.
    let object: AccessibleObject

    /// ATK's notification role, and the states of a notification shown (visible and showing).
    static let role = ATK_ROLE_NOTIFICATION
    static let shownBits: UInt64 = (1 << UInt64(ATK_STATE_VISIBLE.rawValue)) | (1 << UInt64(ATK_STATE_SHOWING.rawValue))

    /// A hidden notification with id `id` (give it to the frame as a child, then `object.announce()`).
    init(id: UInt64) {
        let node = SemanticsNode(role: .group, name: "", frame: .zero)
        object = AccessibleObject(id: id, node: node)
        object.show(node, name: "", scale: 1)
        flick_atk_node_set_role(object.handle, Int32(Self.role.rawValue))
        object.setStates(0)
    }

    /// Shows the notification named `text` (hidden first when it shows the one before).
    func speak(_ text: String) {
        if object.shownStates != 0 { object.setStates(0) }
        flick_atk_node_set_name(object.handle, text)
        object.setStates(Self.shownBits)
    }

    /// Whether the readers on the bus take announcements: true unless the registry says none
    /// listens for them (not known yet, or no registry: the announcement is sent as it is).
    static var readersTakeAnnouncements: Bool { flick_atk_listeners_hear("Object", "Announcement") != 0 }
}
