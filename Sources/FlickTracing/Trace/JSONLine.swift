import FlickCore
import Foundation

/// Builds one compact JSON object, fields in insertion order (for trace lines and bench output).
public struct JSONLine {
    private var fields: [String] = []

    public init() {}

    public mutating func add(_ key: String, _ value: String) {
        fields.append("\(JSONLine.quote(key)):\(JSONLine.quote(value))")
    }

    public mutating func add(_ key: String, _ value: Int) {
        fields.append("\(JSONLine.quote(key)):\(value)")
    }

    /// A number with `decimals` digits after the point (NaN and infinities become 0).
    public mutating func add(_ key: String, _ value: Double, decimals: Int = 1) {
        fields.append("\(JSONLine.quote(key)):\(JSONLine.number(value, decimals: decimals))")
    }

    /// A pre-rendered JSON value (an object or array).
    public mutating func addRaw(_ key: String, _ json: String) {
        fields.append("\(JSONLine.quote(key)):\(json)")
    }

    public var text: String { "{" + fields.joined(separator: ",") + "}" }

    public static func number(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return "0" }
        return String(format: "%.\(decimals)f", v)
    }

    public static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}
