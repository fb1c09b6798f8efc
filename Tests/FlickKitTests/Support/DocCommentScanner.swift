import Foundation

/// Finds the public declarations of a Swift source file that have no `///` (or `/** */`) doc
/// comment: declarations marked `public` or `open`, and those public without the word (the
/// members of a `public extension`, the requirements of a public protocol, the cases of a
/// public enum). Members of a non-public type do not count, nor anything inside a body.
///
/// It reads the text, not the syntax tree: it skips comments and string literals (with their
/// interpolations), follows braces to know which scope a line is in, and looks for the doc
/// comment on the lines just above a declaration, past its attributes.
struct DocCommentScanner {
    /// One public declaration without a doc comment.
    struct Finding: Equatable, CustomStringConvertible {
        /// 1-based line of the declaration.
        let line: Int
        /// The declaration's line, trimmed.
        let text: String

        var description: String { "\(line): \(text)" }
    }

    /// What a `{` opened.
    private enum Scope {
        /// A type or extension body whose members may be public; `implicit` says whether a member
        /// without an access word is public (public extension), and `requirements`/`cases` whether
        /// the body is a public protocol's or a public enum's.
        case members(isPublic: Bool, implicit: Bool, requirements: Bool, cases: Bool)
        /// A function, accessor, closure or statement body: nothing in it is a member.
        case body
    }

    /// A declaration's kind and access, read from the start of a line.
    private struct Declaration {
        let keyword: String
        let access: String?
        let isTypeLike: Bool
    }

    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "package", "static", "class", "final",
        "override", "mutating", "nonmutating", "convenience", "required", "lazy", "weak", "unowned",
        "dynamic", "nonisolated", "indirect", "optional",
    ]
    private static let keywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "typealias", "associatedtype", "class", "struct",
        "enum", "protocol", "actor", "extension", "case", "deinit",
    ]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]
    private static let accessWords: Set<String> = ["public", "open", "internal", "private", "fileprivate", "package"]

    /// The undocumented public declarations of `source`, in line order.
    static func undocumented(in source: String) -> [Finding] {
        let lines = source.components(separatedBy: "\n")
        let codeLines = stripCommentsAndStrings(lines)
        var findings: [Finding] = []
        // The scope stack, and what the latest declaration at the current depth would open with `{`.
        var scopes: [Scope] = []
        var pending: Scope = .body
        for (index, code) in codeLines.enumerated() {
            let inBody = scopes.contains { if case .body = $0 { return true } else { return false } }
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if !inBody, let declaration = declaration(in: trimmed) {
                let enclosing = scopes.last
                if isPublic(declaration, in: enclosing), declaration.keyword != "extension",
                   declaration.keyword != "deinit", !hasDocComment(above: index, in: lines) {
                    findings.append(Finding(line: index + 1,
                                            text: lines[index].trimmingCharacters(in: .whitespaces)))
                }
                pending = scope(opening: declaration, in: enclosing)
            }
            for character in code {
                if character == "{" {
                    scopes.append(inBody ? .body : pending)
                    pending = .body
                } else if character == "}" {
                    if !scopes.isEmpty { scopes.removeLast() }
                    pending = .body
                }
            }
        }
        return findings
    }

    /// The declaration starting `line` (modifiers and attributes, then a keyword), if any.
    private static func declaration(in line: String) -> Declaration? {
        var access: String?
        var rest = Substring(line)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if rest.first == "@" {
                // An attribute, possibly with a parenthesised argument.
                rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
                if rest.first == "(" {
                    var depth = 0
                    var end = rest.startIndex
                    for position in rest.indices {
                        if rest[position] == "(" { depth += 1 }
                        if rest[position] == ")" { depth -= 1 }
                        if depth == 0 { end = position; break }
                    }
                    rest = rest[rest.index(after: end)...]
                }
                continue
            }
            let word = String(rest.prefix { $0.isLetter || $0 == "_" })
            guard !word.isEmpty else { return nil }
            if keywords.contains(word) {
                let after = rest.dropFirst(word.count).first
                // `class` is a modifier when another keyword follows (`class func`).
                if word == "class", let next = nextWord(after: rest.dropFirst(word.count)), keywords.contains(next) {
                    rest = rest.dropFirst(word.count)
                    continue
                }
                guard after == nil || after == " " || after == "(" || after == "<" || after == "?"
                    || after == "!" || after == "{" else { return nil }
                return Declaration(keyword: word, access: access, isTypeLike: typeKeywords.contains(word))
            }
            guard modifiers.contains(word) else { return nil }
            if accessWords.contains(word), access == nil { access = word }
            rest = rest.dropFirst(word.count)
            // `private(set)` and the like restrict a setter only.
            if rest.hasPrefix("(") { rest = rest.drop { $0 != ")" }.dropFirst() }
        }
    }

    private static func nextWord(after text: Substring) -> String? {
        let word = String(text.drop { $0 == " " }.prefix { $0.isLetter || $0 == "_" })
        return word.isEmpty ? nil : word
    }

    private static func isPublic(_ declaration: Declaration, in scope: Scope?) -> Bool {
        let explicit = declaration.access == "public" || declaration.access == "open"
        guard let scope else { return explicit }
        guard case let .members(isPublic, implicit, requirements, cases) = scope else { return false }
        if declaration.keyword == "case" { return cases }
        if requirements { return true }
        if explicit { return isPublic }
        return implicit && declaration.access == nil
    }

    private static func scope(opening declaration: Declaration, in enclosing: Scope?) -> Scope {
        guard declaration.isTypeLike else { return .body }
        let explicit = declaration.access == "public" || declaration.access == "open"
        var enclosingIsPublic = true
        if let enclosing, case let .members(isPublic, implicit, requirements, _) = enclosing {
            enclosingIsPublic = isPublic && (explicit || implicit || requirements)
        }
        let isPublic: Bool
        if declaration.keyword == "extension" {
            // An extension's own type may be public; trust its members' access words.
            isPublic = true
        } else {
            isPublic = enclosingIsPublic && (explicit || isPublicImplicitly(enclosing))
        }
        return .members(isPublic: isPublic,
                        implicit: declaration.keyword == "extension" && explicit,
                        requirements: declaration.keyword == "protocol" && isPublic,
                        cases: declaration.keyword == "enum" && isPublic)
    }

    private static func isPublicImplicitly(_ scope: Scope?) -> Bool {
        guard let scope, case let .members(isPublic, implicit, _, _) = scope else { return false }
        return isPublic && implicit
    }

    /// True when the lines just above `index` (past attribute lines) end a doc comment.
    private static func hasDocComment(above index: Int, in lines: [String]) -> Bool {
        var line = index - 1
        while line >= 0 {
            let text = lines[line].trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("@") && !text.hasPrefix("@_exported") {
                line -= 1
                continue
            }
            if text.hasPrefix("///") { return true }
            if text.hasSuffix("*/") {
                // The block must open with `/**`.
                var start = line
                while start >= 0, !lines[start].contains("/*") { start -= 1 }
                return start >= 0 && lines[start].contains("/**")
            }
            return false
        }
        return false
    }

    /// Each line with its comments and the contents of its string literals blanked out, so that
    /// only code (and empty quotes) remain.
    static func stripCommentsAndStrings(_ lines: [String]) -> [String] {
        // A stack of modes: code, a string literal (single-line or multi-line, with the number of
        // `#`s of a raw string), or an interpolation inside one (with its parenthesis depth).
        enum Mode { case code(parens: Int), string(multiline: Bool, hashes: Int), blockComment(depth: Int) }
        var stack: [Mode] = [.code(parens: 0)]
        var result: [String] = []
        for line in lines {
            let characters = Array(line)
            var output = ""
            var position = 0
            func at(_ offset: Int) -> Character? {
                position + offset < characters.count ? characters[position + offset] : nil
            }
            while position < characters.count {
                let character = characters[position]
                switch stack.last! {
                case .blockComment(let depth):
                    if character == "*", at(1) == "/" {
                        stack.removeLast()
                        if depth > 1 { stack.append(.blockComment(depth: depth - 1)) }
                        position += 2
                    } else if character == "/", at(1) == "*" {
                        stack[stack.count - 1] = .blockComment(depth: depth + 1)
                        position += 2
                    } else {
                        position += 1
                    }
                case .string(let multiline, let hashes):
                    let hashText = String(repeating: "#", count: hashes)
                    let rest = String(characters[position...])
                    if character == "\\", rest.dropFirst().hasPrefix(hashText + "(") {
                        stack.append(.code(parens: 1))
                        position += 2 + hashes
                    } else if character == "\\", hashes == 0 {
                        position += 2
                    } else if multiline, rest.hasPrefix("\"\"\"" + hashText) {
                        stack.removeLast()
                        output += "\"\"\"" + hashText
                        position += 3 + hashes
                    } else if !multiline, rest.hasPrefix("\"" + hashText) {
                        stack.removeLast()
                        output += "\"" + hashText
                        position += 1 + hashes
                    } else {
                        position += 1
                    }
                case .code(let parens):
                    let rest = String(characters[position...])
                    if character == "/", at(1) == "/" {
                        position = characters.count
                    } else if character == "/", at(1) == "*" {
                        stack.append(.blockComment(depth: 1))
                        position += 2
                    } else if character == "#" || character == "\"" {
                        let hashes = rest.prefix { $0 == "#" }.count
                        let afterHashes = rest.dropFirst(hashes)
                        if afterHashes.hasPrefix("\"\"\"") {
                            stack.append(.string(multiline: true, hashes: hashes))
                            output += rest.prefix(hashes + 3)
                            position += hashes + 3
                        } else if afterHashes.hasPrefix("\"") {
                            stack.append(.string(multiline: false, hashes: hashes))
                            output += rest.prefix(hashes + 1)
                            position += hashes + 1
                        } else {
                            output.append(character)
                            position += 1
                        }
                    } else if character == "(" {
                        stack[stack.count - 1] = .code(parens: parens + 1)
                        output.append(character)
                        position += 1
                    } else if character == ")" {
                        if parens == 1, stack.count > 1 {
                            // The end of an interpolation: back in its string.
                            stack.removeLast()
                        } else {
                            stack[stack.count - 1] = .code(parens: max(0, parens - 1))
                            output.append(character)
                        }
                        position += 1
                    } else {
                        output.append(character)
                        position += 1
                    }
                }
            }
            // A single-line string does not outlive its line (an unterminated one is a syntax error).
            while case .string(false, _)? = stack.last { stack.removeLast() }
            result.append(output)
        }
        return result
    }
}
