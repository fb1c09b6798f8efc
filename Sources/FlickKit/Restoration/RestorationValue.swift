/// One saved value of a `Restorable`'s part: any JSON value. Reading it back never trusts it:
/// the readers (`int(in:)`, `string(oneOf:)`, …) give nil for a value of the wrong kind and
/// clamp numbers into the range the caller can produce, so a damaged or hostile file restores
/// to something the component could have shown itself.
public enum RestorationValue: Codable, Equatable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits in `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([RestorationValue])
    /// An object: a part with members.
    case object([String: RestorationValue])

    /// Deepest nesting read; anything deeper reads as `null` (no part nests that deep).
    public static let depthLimit = 24

    /// Reads any JSON value (a number too large for `Int` becomes a `double`; a value nested
    /// deeper than `depthLimit` becomes `null`, so a hostile file costs little to read).
    public init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= RestorationValue.depthLimit else { self = .null; return }
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let v = try? c.decode(Bool.self) { self = .bool(v) }
        else if let v = try? c.decode(Int.self) { self = .int(v) }
        else if let v = try? c.decode(Double.self) { self = .double(v) }
        else if let v = try? c.decode(String.self) { self = .string(v) }
        else if let v = try? c.decode([RestorationValue].self) { self = .array(v) }
        else { self = .object(try c.decode([String: RestorationValue].self)) }
    }

    /// Writes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let v): try c.encode(v)
        case .int(let v): try c.encode(v)
        case .double(let v): try c.encode(v.isFinite ? v : 0)
        case .string(let v): try c.encode(v)
        case .array(let v): try c.encode(v)
        case .object(let v): try c.encode(v)
        }
    }
}

extension RestorationValue {
    /// The member `key` of an object (nil for anything else or a missing key).
    public subscript(key: String) -> RestorationValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The members of an object, or nil.
    public var objectValue: [String: RestorationValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The elements of an array, at most `limit` of them (the first), or nil.
    public func arrayValue(limit: Int = .max) -> [RestorationValue]? {
        if case .array(let a) = self { return Array(a.prefix(max(0, limit))) }
        return nil
    }

    /// A boolean, or nil.
    public var boolValue: Bool? {
        if case .bool(let v) = self { return v }
        return nil
    }

    /// A string, or nil.
    public var stringValue: String? {
        if case .string(let v) = self { return v }
        return nil
    }

    /// A string that is one of `allowed`, or nil (names that do not exist are dropped).
    public func string(oneOf allowed: some Sequence<String>) -> String? {
        guard let s = stringValue else { return nil }
        return allowed.contains(s) ? s : nil
    }

    /// A whole number clamped into `range` (a fractional or non-finite number, or anything
    /// else, gives nil; a huge one saturates at the range's end).
    public func int(in range: ClosedRange<Int>) -> Int? {
        switch self {
        case .int(let v): return min(max(v, range.lowerBound), range.upperBound)
        case .double(let d):
            guard d.isFinite, d.rounded() == d else { return nil }
            if d <= Double(range.lowerBound) { return range.lowerBound }
            if d >= Double(range.upperBound) { return range.upperBound }
            return Int(d)
        default: return nil
        }
    }

    /// A finite number clamped into `range`, or nil.
    public func double(in range: ClosedRange<Double>) -> Double? {
        let d: Double
        switch self {
        case .int(let v): d = Double(v)
        case .double(let v): d = v
        default: return nil
        }
        guard d.isFinite else { return nil }
        return min(max(d, range.lowerBound), range.upperBound)
    }
}
