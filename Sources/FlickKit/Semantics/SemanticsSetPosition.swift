/// Where a node stands among its like when its container holds only some of them: the swiper
/// keeps three pages of seven, so its shown page says "3 of 7" itself (screen readers read it as
/// the item's position, AT-SPI's `posinset` and `setsize`).
public struct SemanticsSetPosition: Equatable, Sendable {
    /// The node's place, from 1.
    public var position: Int
    /// How many there are.
    public var count: Int

    /// Place `position` (from 1) of `count`.
    public init(_ position: Int, of count: Int) {
        self.position = position
        self.count = count
    }
}
