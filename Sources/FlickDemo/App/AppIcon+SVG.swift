import FlickCore
import Foundation

extension AppIcon {
    /// The icon as a standalone SVG document (the hicolor theme's scalable icon): the same shapes
    /// as the PNGs, in a `0 0 256 256` view box.
    public static var svg: String {
        var defs: [String] = []
        var body: [String] = []
        for shape in shapes {
            switch shape {
            case let .roundedRect(r, radius, paint):
                let fill = svgFill(paint, defs: &defs)
                body.append("  <rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" rx=\"\(n(radius))\" \(fill)/>")
            case let .ellipse(r, paint):
                let fill = svgFill(paint, defs: &defs)
                body.append("  <ellipse cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" rx=\"\(n(r.width / 2))\" ry=\"\(n(r.height / 2))\" \(fill)/>")
            }
        }
        let side = n(canvas)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(side)\" height=\"\(side)\" viewBox=\"0 0 \(side) \(side)\">",
                     "  <title>Flick</title>"]
        if !defs.isEmpty { lines += ["  <defs>"] + defs + ["  </defs>"] }
        return (lines + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// The `fill` attributes of `paint`; a gradient is added to `defs` and referenced.
    private static func svgFill(_ paint: Paint, defs: inout [String]) -> String {
        switch paint {
        case .solid(let c):
            return c.alpha < 1 ? "fill=\"\(hex(c))\" fill-opacity=\"\(n(c.alpha))\"" : "fill=\"\(hex(c))\""
        case let .linearGradient(start, end, stops):
            let id = "g\(defs.count)"
            defs.append("    <linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">"
                        + stops.map(svgStop).joined() + "</linearGradient>")
            return "fill=\"url(#\(id))\""
        case let .radialGradient(center, radius, stops):
            let id = "g\(defs.count)"
            defs.append("    <radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\">"
                        + stops.map(svgStop).joined() + "</radialGradient>")
            return "fill=\"url(#\(id))\""
        }
    }

    private static func svgStop(_ stop: GradientStop) -> String {
        "<stop offset=\"\(n(stop.offset))\" stop-color=\"\(hex(stop.color))\" stop-opacity=\"\(n(stop.color.alpha))\"/>"
    }

    private static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return String(format: "#%02x%02x%02x", byte(c.red), byte(c.green), byte(c.blue))
    }

    /// A number as SVG writes it: no trailing ".0", at most 3 decimals.
    private static func n(_ v: Double) -> String {
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.3f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}
