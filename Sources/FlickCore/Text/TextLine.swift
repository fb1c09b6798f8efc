/// One line of laid-out text: the UTF-8 range it holds, where it sits, and the caret's x at each
/// grapheme boundary in it. FlickCairo measures it from Pango (`TextRenderer.lineMetrics`), FlickKit's
/// `TextLayoutInfo` holds it (`TextLayoutInfo.Line`) or estimates it without a host.
public struct TextLine: Equatable, Sendable {
    /// The UTF-8 range the line holds (a wrapped line includes the space it broke at).
    public var range: Range<Int>
    /// The line's top, px from the layout's top.
    public var top: Double
    /// The line's height, px.
    public var height: Double
    /// The baseline, px from the layout's top.
    public var baseline: Double
    /// The grapheme boundaries in the line, from its start to its end, ascending.
    public var offsets: [Int]
    /// The caret's x at each of `offsets`, px.
    public var xs: [Double]

    /// A line holding `range`, at `top`, `height` tall, with caret stops `offsets` at `xs`.
    public init(range: Range<Int>, top: Double, height: Double, baseline: Double, offsets: [Int], xs: [Double]) {
        self.range = range; self.top = top; self.height = height; self.baseline = baseline
        self.offsets = offsets; self.xs = xs
    }

    /// The caret's x at `offset` (the nearest stop at or before it).
    public func x(at offset: Int) -> Double {
        guard !offsets.isEmpty else { return 0 }
        var lo = 0, hi = offsets.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offsets[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return xs[lo]
    }

    /// The stop nearest to `x`.
    public func offset(nearestX x: Double) -> Int {
        guard !offsets.isEmpty else { return range.lowerBound }
        var best = 0
        for i in offsets.indices where abs(xs[i] - x) < abs(xs[best] - x) { best = i }
        return offsets[best]
    }
}
