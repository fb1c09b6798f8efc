/// Positions in a circular list (after the last item comes the first): the index arithmetic the
/// circular swiper and the page indicators that follow it share.
public enum CircularIndex {
    /// `i` wrapped into 0..<count; 0 when count < 1.
    public static func wrap(_ i: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let r = i % count
        return r < 0 ? r + count : r
    }
}
