/// Reading JSON text straight into a `RestorationValue`, without `Codable`: one pass over the
/// bytes, so a large or hostile file costs time in proportion to its size (the generic
/// decoder's failed attempts cost more the deeper a value sits).
extension RestorationValue {
    /// JSON text that is not one well-formed value.
    struct JSONError: Error, CustomStringConvertible {
        /// What was wrong, and at which byte.
        let description: String
    }

    /// The value `bytes` hold (UTF-8 JSON); a value nested deeper than `depthLimit` reads as
    /// `null`. Throws an error whose description says what was wrong and at which byte for
    /// anything that is not exactly one JSON value.
    public init(json bytes: some Collection<UInt8>) throws {
        var reader = JSONReader(Array(bytes))
        self = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == reader.bytes.count else { throw reader.error("text after the value") }
    }
}

/// The parser behind `RestorationValue(json:)`.
private struct JSONReader {
    let bytes: [UInt8]
    var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func error(_ what: String) -> RestorationValue.JSONError {
        RestorationValue.JSONError(description: "\(what) at byte \(at)")
    }

    mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default: return
            }
        }
    }

    mutating func expect(_ word: String) throws {
        for b in word.utf8 {
            guard at < bytes.count, bytes[at] == b else { throw error("expected \(word)") }
            at += 1
        }
    }

    mutating func value(depth: Int) throws -> RestorationValue {
        skipSpace()
        guard at < bytes.count else { throw error("unexpected end") }
        if depth > RestorationValue.depthLimit, bytes[at] == UInt8(ascii: "{") || bytes[at] == UInt8(ascii: "[") {
            try skipNested()
            return .null
        }
        switch bytes[at] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return try number()
        }
    }

    /// Passes over an array or object nested too deep, without recursion (a file of nothing but
    /// brackets must not exhaust the stack).
    mutating func skipNested() throws {
        var open = 0
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): open += 1; at += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                open -= 1
                at += 1
                if open == 0 { return }
            case UInt8(ascii: "\""): _ = try string()
            default: at += 1
            }
        }
        throw error("unexpected end")
    }

    mutating func object(depth: Int) throws -> RestorationValue {
        at += 1
        var members: [String: RestorationValue] = [:]
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return depth < RestorationValue.depthLimit ? .object(members) : .null }
        while true {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipSpace()
            try expect(":")
            members[key] = try value(depth: depth + 1)
            skipSpace()
            guard at < bytes.count else { throw error("unexpected end") }
            at += 1
            if bytes[at - 1] == UInt8(ascii: "}") { break }
            guard bytes[at - 1] == UInt8(ascii: ",") else { throw error("expected , or }") }
        }
        return depth < RestorationValue.depthLimit ? .object(members) : .null
    }

    mutating func array(depth: Int) throws -> RestorationValue {
        at += 1
        var elements: [RestorationValue] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return depth < RestorationValue.depthLimit ? .array([]) : .null }
        while true {
            let element = try value(depth: depth + 1)
            if depth < RestorationValue.depthLimit { elements.append(element) }
            skipSpace()
            guard at < bytes.count else { throw error("unexpected end") }
            at += 1
            if bytes[at - 1] == UInt8(ascii: "]") { break }
            guard bytes[at - 1] == UInt8(ascii: ",") else { throw error("expected , or ]") }
        }
        return depth < RestorationValue.depthLimit ? .array(elements) : .null
    }

    mutating func hex4() throws -> UInt32 {
        guard at + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16) else {
            throw error("bad \\u escape")
        }
        at += 4
        return v
    }

    mutating func string() throws -> String {
        at += 1
        var out: [UInt8] = []
        while true {
            guard at < bytes.count else { throw error("unterminated string") }
            let b = bytes[at]
            at += 1
            switch b {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard at < bytes.count else { throw error("unterminated string") }
                let e = bytes[at]
                at += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar), at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"),
                       bytes[at + 1] == UInt8(ascii: "u") {
                        at += 2
                        let low = try hex4()
                        scalar = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    out.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                default: throw error("bad escape")
                }
            default:
                guard b >= 0x20 else { throw error("control character in a string") }
                out.append(b)
            }
        }
    }

    mutating func number() throws -> RestorationValue {
        let start = at
        var whole = true
        var magnitude: UInt64 = 0
        var overflow = false
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        let digitsStart = at
        loop: while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if whole, !overflow {
                    let (m, o1) = magnitude.multipliedReportingOverflow(by: 10)
                    let (n, o2) = m.addingReportingOverflow(UInt64(bytes[at] - UInt8(ascii: "0")))
                    overflow = o1 || o2
                    magnitude = n
                }
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"): whole = false
            case UInt8(ascii: "-"): guard at > start else { break loop }; whole = false
            default: break loop
            }
            at += 1
        }
        guard at > digitsStart, bytes[digitsStart] != UInt8(ascii: "."), bytes[digitsStart] != UInt8(ascii: "+") else {
            throw error("bad number")
        }
        let negative = digitsStart > start
        if whole, !overflow {
            if !negative, magnitude <= UInt64(Int.max) { return .int(Int(magnitude)) }
            if negative, magnitude <= UInt64(Int.max) + 1 { return .int(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)) }
        }
        guard let d = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else { throw error("bad number") }
        return .double(d)
    }
}
