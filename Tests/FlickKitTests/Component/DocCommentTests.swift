import FlickTestSupport
import Foundation
import XCTest

/// Every public declaration of the library (FlickCore, FlickCairo, FlickKit, FlickHost and FlickApp:
/// the modules `make docs` documents) has a `///` doc comment,
/// and the scanner that checks it finds what it should.
final class DocCommentTests: XCTestCase {
    private var packageRoot: URL { PackageRoot.url }

    private func swiftFiles(under folder: String) throws -> [URL] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    func testEveryPublicDeclarationOfTheLibraryHasADocComment() throws {
        var missing: [String] = []
        var scanned = 0
        for folder in ["Sources/FlickCore", "Sources/FlickCairo", "Sources/FlickKit", "Sources/FlickHost", "Sources/FlickApp"] {
            for file in try swiftFiles(under: folder) {
                scanned += 1
                let source = try String(contentsOf: file, encoding: .utf8)
                let findings = DocCommentScanner.undocumented(in: source)
                missing += findings.map { "\(folder)/\(file.path.dropFirst(packageRoot.path.count + folder.count + 2)):\($0)" }
            }
        }
        XCTAssertGreaterThan(scanned, 50, "the library's sources were not found under \(packageRoot.path)")
        XCTAssertTrue(missing.isEmpty, "\(missing.count) public declarations without a /// doc comment:\n"
                      + missing.joined(separator: "\n"))
    }

    func testAnUndocumentedPublicFunctionIsFound() {
        let source = """
        /// A type.
        public struct Thing {
            /// Documented.
            public func a() {}
            public func b() {}
            func internalOne() {}
            private func privateOne() {}
        }
        """
        XCTAssertEqual(DocCommentScanner.undocumented(in: source).map(\.line), [5])
    }

    func testAttributesAndBlockCommentsSitBetweenCommentAndDeclaration() {
        let source = """
        /** A type. */
        public final class Thing {
            /// Documented, past an attribute.
            @discardableResult
            public func a() -> Int { 1 }
            @discardableResult
            public func b() -> Int { 2 }
        }
        """
        XCTAssertEqual(DocCommentScanner.undocumented(in: source).map(\.line), [7])
    }

    func testPublicWithoutTheWordCounts() {
        let source = """
        /// A protocol.
        public protocol Shape {
            var area: Double { get }
        }
        /// An enum.
        public enum Kind {
            /// Documented.
            case one
            case two, three
        }
        public extension Kind {
            var name: String { "" }
            private var hidden: Int { 0 }
        }
        """
        XCTAssertEqual(DocCommentScanner.undocumented(in: source).map(\.line), [3, 9, 12])
    }

    func testBodiesStringsAndCommentsAreNotDeclarations() {
        let source = """
        /// A type.
        public struct Thing {
            /// Documented.
            public func a() {
                let text = "public func fake() { \\("}") "
                // public func commented() {}
                /* public func blocked() { */
                let closure = { public_value in }
            }
            public var after: Int { 0 }
        }
        internal struct Hidden {
            public var notReallyPublic: Int
        }
        """
        XCTAssertEqual(DocCommentScanner.undocumented(in: source).map(\.line), [10])
    }
}
