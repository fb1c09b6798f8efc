import Foundation

/// A Swift source file read for its structure by text alone: its imports, the types it declares
/// at the top level and the capitalized names it refers to, with comments (and, for references,
/// string literals) left out.
struct SwiftSource {
    /// The path relative to the package root, for messages.
    let path: String
    /// The text without comments.
    let code: String

    init(path: String, text: String) {
        self.path = path
        code = SwiftSource.removingComments(from: text, keepingStrings: true)
    }

    /// An import of a module, with its line for messages.
    struct Import: Hashable {
        let module: String
        let line: Int
    }

    /// The modules the file imports (`import M`, `@testable import M`, `@_exported import M`,
    /// `import struct M.T`).
    var imports: [Import] {
        code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            SwiftSource.match(SwiftSource.importLine, in: String(line)).map { Import(module: $0[1], line: index + 1) }
        }
    }

    /// The names of the types declared at the top level (at the start of a line): classes,
    /// structures, enumerations, protocols, type aliases and actors.
    var declaredTypes: [String] {
        SwiftSource.declaration.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { result in
            Range(result.range(at: 1), in: code).map { String(code[$0]) }
        }
    }

    /// Every capitalized name the code uses outside strings, each with the member written after it
    /// (`SwiperSlots.wrap`) when there is one, in order.
    var references: [(name: String, member: String?)] {
        let text = SwiftSource.removingComments(from: code, keepingStrings: false)
        return SwiftSource.reference.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { result in
            guard let name = Range(result.range(at: 1), in: text) else { return nil }
            let member = Range(result.range(at: 2), in: text).map { String(text[$0]) }
            return (String(text[name]), member)
        }
    }

    private static let importLine = try! NSRegularExpression(
        pattern: #"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#)
    private static let declaration = try! NSRegularExpression(
        pattern: #"^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect|nonisolated)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
        options: .anchorsMatchLines)
    private static let reference = try! NSRegularExpression(
        pattern: #"\b([A-Z][A-Za-z0-9_]*)(?:\.([a-z_][A-Za-z0-9_]*))?"#)

    private static func match(_ expression: NSRegularExpression, in line: String) -> [String]? {
        guard let result = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
        return (0..<result.numberOfRanges).map { i in
            Range(result.range(at: i), in: line).map { String(line[$0]) } ?? ""
        }
    }

    /// `text` without `//` and `/* */` comments (line breaks kept, so line numbers stay) and,
    /// unless `keepingStrings`, with every string literal emptied.
    static func removingComments(from text: String, keepingStrings: Bool) -> String {
        let chars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func starts(_ s: String, at j: Int) -> Bool {
            var k = j
            for scalar in s.unicodeScalars {
                guard k < chars.count, chars[k] == scalar else { return false }
                k += 1
            }
            return true
        }
        while i < chars.count {
            if starts("//", at: i) {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if starts("/*", at: i) {
                i += 2
                while i < chars.count, !starts("*/", at: i) {
                    if chars[i] == "\n" { out.append("\n") }
                    i += 1
                }
                i += 2
            } else if chars[i] == "\"" {
                let delimiter = starts("\"\"\"", at: i) ? "\"\"\"" : "\""
                let width = delimiter.unicodeScalars.count
                var j = i + width
                while j < chars.count, !starts(delimiter, at: j) {
                    if chars[j] == "\\" { j += 1 } else if width == 1, chars[j] == "\n" { break }
                    j += 1
                }
                let end = min(chars.count, j + width)
                if keepingStrings {
                    out.append(contentsOf: chars[i..<end])
                } else {
                    out.append("\"")
                    out.append(contentsOf: chars[i..<min(end, j)].filter { $0 == "\n" })
                    out.append("\"")
                }
                i = end
            } else {
                out.append(chars[i])
                i += 1
            }
        }
        return String(out)
    }
}
