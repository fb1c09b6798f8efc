import Foundation

/// A package's targets as its Package.swift declares them, read from the manifest's text: each
/// `.target`, `.executableTarget`, `.testTarget` and `.systemLibrary` with its name, folder and
/// dependencies (a product dependency by the product's name, which is its module's here).
struct PackageManifest {
    struct Target {
        enum Kind: String { case target, executableTarget, testTarget, systemLibrary }
        let name: String
        let kind: Kind
        /// The target's folder relative to the package root.
        let path: String
        let dependencies: [String]
    }

    let targets: [Target]

    init(text: String) {
        let code = SwiftSource.removingComments(from: text, keepingStrings: true)
        let chars = Array(code)
        var found: [Target] = []
        let start = try! NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|systemLibrary)\("#)
        for result in start.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            guard let kindRange = Range(result.range(at: 1), in: code),
                  let kind = Target.Kind(rawValue: String(code[kindRange])),
                  let whole = Range(result.range, in: code) else { continue }
            let open = code.distance(from: code.startIndex, to: whole.upperBound) - 1
            let body = PackageManifest.balanced(chars, from: open, open: "(", close: ")")
            guard let name = PackageManifest.firstString(after: #"name:\s*"#, in: body) else { continue }
            let dependencies = PackageManifest.dependencyList(in: body)
            let folder = kind == .testTarget ? "Tests" : "Sources"
            let path = PackageManifest.firstString(after: #"\bpath:\s*"#, in: PackageManifest.outsideBrackets(body))
            found.append(Target(name: name, kind: kind, path: path ?? "\(folder)/\(name)", dependencies: dependencies))
        }
        targets = found
    }

    /// The text between the bracket at `index` and its match (strings and nesting respected).
    private static func balanced(_ chars: [Character], from index: Int, open: Character, close: Character) -> String {
        var depth = 0
        var inString = false
        var i = index
        while i < chars.count {
            let c = chars[i]
            if inString {
                if c == "\\" { i += 1 } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == open {
                depth += 1
            } else if c == close {
                depth -= 1
                if depth == 0 { return String(chars[(index + 1)..<i]) }
            }
            i += 1
        }
        return String(chars[(index + 1)...])
    }

    /// `body` with every bracketed list emptied, so a target's own `path:` is not a dependency's.
    private static func outsideBrackets(_ body: String) -> String {
        var depth = 0
        return String(body.filter { c in
            if c == "[" { depth += 1 } else if c == "]" { depth -= 1; return false }
            return depth == 0
        })
    }

    private static func firstString(after label: String, in text: String) -> String? {
        let expression = try! NSRegularExpression(pattern: label + #""([^"]*)""#)
        guard let result = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(result.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }

    /// The names in a target's `dependencies: [...]`: plain strings, `.target(name:)`,
    /// `.byName(name:)` and `.product(name:package:)` by their names.
    private static func dependencyList(in body: String) -> [String] {
        guard let label = body.range(of: #"dependencies:\s*\["#, options: .regularExpression) else { return [] }
        let chars = Array(body)
        let open = body.distance(from: body.startIndex, to: label.upperBound) - 1
        let list = balanced(chars, from: open, open: "[", close: "]")
        let named = try! NSRegularExpression(pattern: #"\.(?:product|target|byName)\(\s*name:\s*"([^"]*)"[^)]*\)"#)
        var names: [String] = []
        var rest = list
        for result in named.matches(in: list, range: NSRange(list.startIndex..., in: list)).reversed() {
            if let name = Range(result.range(at: 1), in: list) { names.append(String(list[name])) }
            if let whole = Range(result.range, in: rest) { rest.replaceSubrange(whole, with: "") }
        }
        let plain = try! NSRegularExpression(pattern: #""([^"]*)""#)
        for result in plain.matches(in: rest, range: NSRange(rest.startIndex..., in: rest)) {
            if let name = Range(result.range(at: 1), in: rest) { names.append(String(rest[name])) }
        }
        return names
    }
}
