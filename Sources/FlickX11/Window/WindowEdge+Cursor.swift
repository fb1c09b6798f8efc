import CX11

extension WindowEdge {
    /// The X cursor font's shape for resizing from this edge or corner.
    var cursorShape: UInt32 {
        switch self {
        case .topLeft: return UInt32(XC_top_left_corner)
        case .top: return UInt32(XC_top_side)
        case .topRight: return UInt32(XC_top_right_corner)
        case .right: return UInt32(XC_right_side)
        case .bottomRight: return UInt32(XC_bottom_right_corner)
        case .bottom: return UInt32(XC_bottom_side)
        case .bottomLeft: return UInt32(XC_bottom_left_corner)
        case .left: return UInt32(XC_left_side)
        }
    }
}
