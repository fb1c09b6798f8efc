extension String {
    /// The number of Unicode scalars before UTF-8 offset `utf8Offset` (an AT-SPI character offset).
    func scalarOffset(ofUTF8 utf8Offset: Int) -> Int {
        let end = utf8.index(utf8.startIndex, offsetBy: Swift.min(Swift.max(0, utf8Offset), utf8.count))
        return unicodeScalars[..<end].count
    }

    /// The UTF-8 offset of Unicode scalar number `scalarOffset` (clamped to the text).
    func utf8Offset(ofScalar scalarOffset: Int) -> Int {
        let scalars = unicodeScalars
        let i = scalars.index(scalars.startIndex, offsetBy: Swift.max(0, scalarOffset), limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        return utf8.distance(from: utf8.startIndex, to: i)
    }
}
