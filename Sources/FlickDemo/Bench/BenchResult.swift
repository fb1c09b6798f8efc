import FlickCore
import FlickTracing

/// What `flick bench` measured (docs/CONTRACTS.md §7).
public struct BenchResult {
    public var demo: DemoName
    public var size: Size
    /// The UI scale measured at (not in the JSON, whose fields are the contract's; `size` is the device size).
    public var scale: Double = 1
    public var pages: Int
    public var frames: Int
    var p50: Double
    var p99: Double
    public var max: Double
    var referenceMs: Double
    var rssMB: Double

    var ratioP99: Double { referenceMs > 0 ? p99 / referenceMs : 0 }

    /// The contract's one-line JSON object.
    public var json: String {
        var ms = JSONLine()
        ms.add("p50", p50, decimals: 2)
        ms.add("p99", p99, decimals: 2)
        ms.add("max", max, decimals: 2)
        var line = JSONLine()
        line.add("demo", demo.rawValue)
        line.add("size", size.description)
        line.add("pages", pages)
        line.add("frames", frames)
        line.addRaw("frame_ms", ms.text)
        line.add("reference_ms", referenceMs, decimals: 2)
        line.add("ratio_p99", ratioP99, decimals: 2)
        line.add("rss_mb", rssMB, decimals: 1)
        return line.text
    }

    /// A few readable lines for people.
    public var summary: String {
        func f(_ v: Double) -> String { JSONLine.number(v, decimals: 2) }
        return """
        flick bench: \(demo.rawValue) at \(size)\(scale == 1 ? "" : " (scale \(JSONLine.number(scale, decimals: 2)))"), \(pages) pages, \(frames) frames
          frame time   p50 \(f(p50)) ms   p99 \(f(p99)) ms   max \(f(max)) ms
          reference    \(f(referenceMs)) ms (a full-window image scaled by 0.6, bilinear, with alpha)
          ratio p99    \(f(ratioP99))
          memory       \(JSONLine.number(rssMB, decimals: 1)) MB resident
        """
    }
}
