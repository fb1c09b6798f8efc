import FlickCore

/// Where a laid-out text's lines and caret positions are, as the host's Pango shaped it
/// (`ComponentHosting.layoutText(_:font:width:)`) or as `estimate(_:font:width:)` guesses it:
/// what a text field or view needs to draw a caret and a selection and to hit-test a click.
///
/// Offsets are UTF-8 byte offsets into the laid-out text (Pango's indices), at grapheme
/// boundaries only, so a caret never lands inside "é" made of two scalars or inside an emoji.
/// X positions are visual: in right-to-left text the caret after the first grapheme lies left of
/// the one before it.
public struct TextLayoutInfo: Equatable, Sendable {
    /// One line of the layout: the text it holds, where it sits and its caret stops.
    public typealias Line = TextLine

    /// The lines, top to bottom (at least one, empty for empty text).
    public var lines: [Line]
    /// The layout's logical size, px.
    public var size: Size

    /// A layout of `lines` taking `size`.
    public init(lines: [Line], size: Size) {
        self.lines = lines
        self.size = size
    }

    /// The index of the line the caret at `offset` sits on (at a wrap, the later line).
    public func lineIndex(of offset: Int) -> Int {
        guard !lines.isEmpty else { return 0 }
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].range.lowerBound <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The caret's rectangle's top-left at `offset`, px, and its line's height.
    public func caret(at offset: Int) -> (point: Point, height: Double) {
        guard !lines.isEmpty else { return (.zero, size.height) }
        let line = lines[lineIndex(of: offset)]
        return (Point(line.x(at: offset), line.top), line.height)
    }

    /// The grapheme boundary a click at `point` (px, layout coordinates) lands on: the line at its
    /// height (the first above, the last below), then the stop nearest its x.
    public func offset(at point: Point) -> Int {
        guard let first = lines.first else { return 0 }
        let line = lines.first { point.y < $0.top + $0.height } ?? lines.last ?? first
        return line.offset(nearestX: point.x)
    }
}
