import Foundation
import XCTest

/// The dependency rule (`DependencyRule`) holds for the package as it is: Package.swift declares
/// what the rule allows, every import is declared, nothing under Sources/ uses the test-only
/// targets, the examples use FlickApp alone, FlickKit's folders use only the layers below their
/// own, there is no cycle, and ARCHITECTURE.md's tables say the same as the rule.
final class DependencyRuleTests: XCTestCase {
    private var manifest: PackageManifest!
    private var sourceTargets: [PackageManifest.Target] { manifest.targets.filter { $0.path.hasPrefix("Sources/") } }
    private var testTargets: [PackageManifest.Target] { manifest.targets.filter { $0.path.hasPrefix("Tests/") } }

    override func setUpWithError() throws {
        manifest = PackageManifest(text: try PackageFiles.text("Package.swift"))
        XCTAssertFalse(manifest.targets.isEmpty, "Package.swift: no targets read")
    }

    func testEveryTargetUnderSourcesIsInTheRule() {
        let declared = Set(sourceTargets.map(\.name)), ruled = Set(DependencyRule.targets.keys)
        for name in declared.subtracting(ruled).sorted() {
            XCTFail("Package.swift declares \(name), which DependencyRule.targets does not name: add it there")
        }
        for name in ruled.subtracting(declared).sorted() {
            XCTFail("DependencyRule.targets names \(name), which Package.swift does not declare under Sources/")
        }
    }

    func testPackageDeclaresExactlyWhatTheRuleAllows() {
        for target in sourceTargets {
            guard let allowed = DependencyRule.targets[target.name] else { continue }
            let declared = Set(target.dependencies)
            for name in declared.subtracting(allowed).sorted() {
                XCTFail("Package.swift: \(target.name) -> \(name) is an edge the rule does not allow (DependencyRule.targets)")
            }
            for name in allowed.subtracting(declared).sorted() {
                XCTFail("DependencyRule.targets allows \(target.name) -> \(name), which Package.swift does not declare: remove it from the rule or declare it")
            }
        }
    }

    func testOnlyTestsUseTheTestOnlyTargets() {
        let sources = Set(sourceTargets.map(\.name))
        for target in sourceTargets {
            for name in target.dependencies where DependencyRule.testOnly.contains(name) {
                XCTFail("Package.swift: \(target.name) -> \(name): \(name) is for tests only")
            }
        }
        for target in testTargets {
            for name in target.dependencies where !sources.contains(name) && !DependencyRule.testOnly.contains(name) {
                XCTFail("Package.swift: test target \(target.name) -> \(name), which is neither under Sources/ nor test-only")
            }
        }
    }

    func testEveryImportIsDeclaredAndAllowed() throws {
        var edges = 0
        for target in manifest.targets where target.kind != .systemLibrary {
            let declared = Set(target.dependencies)
            var imported: Set<String> = []
            for source in try PackageFiles.swiftSources(under: target.path) {
                for item in source.imports where !DependencyRule.systemModules.contains(item.module) {
                    imported.insert(item.module)
                    if !declared.contains(item.module) {
                        XCTFail("\(source.path):\(item.line) imports \(item.module), which \(target.name) does not declare in Package.swift")
                    }
                    if let allowed = DependencyRule.targets[target.name], !allowed.contains(item.module) {
                        XCTFail("\(source.path):\(item.line): \(target.name) -> \(item.module) is an edge the rule does not allow (DependencyRule.targets)")
                    }
                }
            }
            edges += imported.count
        }
        print("targets: \(manifest.targets.count), import edges between them: \(edges)")
        XCTAssertGreaterThan(edges, 0, "no imports read")
    }

    func testExamplesUseFlickAppAlone() throws {
        let examples = try PackageFiles.subfolders(of: "Examples")
        XCTAssertFalse(examples.isEmpty, "no examples under Examples/")
        for example in examples {
            let own = PackageManifest(text: try PackageFiles.text("Examples/\(example)/Package.swift"))
            let ownNames = Set(own.targets.map(\.name))
            for target in own.targets {
                for name in target.dependencies where !ownNames.contains(name) && !DependencyRule.exampleImports.contains(name) {
                    XCTFail("Examples/\(example)/Package.swift: \(target.name) -> \(name): an example uses \(DependencyRule.exampleImports.sorted()) only")
                }
            }
            for source in try PackageFiles.swiftSources(under: "Examples/\(example)") where !source.path.hasSuffix("/Package.swift") {
                for item in source.imports where !DependencyRule.systemModules.contains(item.module)
                    && !DependencyRule.exampleImports.contains(item.module) && !ownNames.contains(item.module) {
                    XCTFail("\(source.path):\(item.line) imports \(item.module): an example uses \(DependencyRule.exampleImports.sorted()) only")
                }
            }
        }
    }

    func testTargetsHaveNoCycle() {
        var graph = DependencyGraph()
        for target in manifest.targets {
            for name in target.dependencies { graph.add(target.name, name, witness: "Package.swift: \(target.name) -> \(name)") }
        }
        for cycle in graph.cycles { XCTFail("a cycle of targets: \(graph.describe(cycle))") }
    }

    func testFlickKitFoldersUseOnlyTheLayersBelowTheirOwn() throws {
        let graph = try flickKitGraph()
        let layer = flickKitLayerOfFolder
        let folders = try PackageFiles.subfolders(of: "Sources/FlickKit")
        for folder in folders where layer[folder] == nil {
            XCTFail("FlickKit/\(folder) is in no layer of DependencyRule.flickKitLayers: add it to one")
        }
        for folder in layer.keys.sorted() where !folders.contains(folder) {
            XCTFail("DependencyRule.flickKitLayers names FlickKit/\(folder), which does not exist")
        }
        let excepted = Set(DependencyRule.flickKitExceptions.map { "\($0.from)->\($0.to)" })
        for from in graph.nodes {
            for to in graph.targets(of: from) {
                guard let a = layer[from], let b = layer[to], b >= a, !excepted.contains("\(from)->\(to)") else { continue }
                XCTFail("FlickKit/\(from) -> FlickKit/\(to) (\(graph.witness(from, to) ?? "?")): \(from) is in layer \(a + 1) and may use layers 1 to \(a) only (DependencyRule.flickKitLayers)")
            }
        }
    }

    func testFlickKitFoldersHaveNoCycle() throws {
        let graph = try flickKitGraph()
        let excepted = DependencyRule.flickKitExceptions.map { (from: $0.from, to: $0.to) }
        for cycle in graph.removing(excepted).cycles {
            XCTFail("a cycle of FlickKit folders: \(graph.describe(cycle, prefix: "FlickKit/"))")
        }
        let groups = graph.cyclicGroups.map { $0.joined(separator: ", ") }
        print("FlickKit: \(graph.nodes.count) folders, \(graph.edgeCount) edges between them; folders in cycles through the listed exceptions: \(groups.isEmpty ? "none" : groups.joined(separator: " | "))")
    }

    func testEachFlickKitExceptionIsStillNeeded() throws {
        let graph = try flickKitGraph()
        let layer = flickKitLayerOfFolder
        for exception in DependencyRule.flickKitExceptions {
            if graph.witness(exception.from, exception.to) == nil {
                XCTFail("FlickKit/\(exception.from) -> FlickKit/\(exception.to) is gone: delete its exception from DependencyRule.flickKitExceptions")
            } else if let a = layer[exception.from], let b = layer[exception.to], b < a {
                XCTFail("FlickKit/\(exception.from) -> FlickKit/\(exception.to) is allowed by the layers: delete its exception from DependencyRule.flickKitExceptions")
            }
        }
    }

    func testArchitectureTargetTableSaysWhatTheRuleSays() throws {
        let document = try PackageFiles.text("docs/ARCHITECTURE.md")
        let table = try XCTUnwrap(MarkdownTable(in: document, header: ["target", "holds", "imports"]),
                                  "docs/ARCHITECTURE.md has no table headed | target | holds | imports |")
        var seen: [String: Set<String>] = [:]
        for row in table.rows where row.count == 3 {
            let imports = Set(MarkdownTable.listedNames(row[2])).subtracting(DependencyRule.systemModules)
            for name in MarkdownTable.codeNames(row[0]) { seen[name] = imports }
        }
        for (name, allowed) in DependencyRule.targets.sorted(by: { $0.key < $1.key }) {
            guard let written = seen[name] else {
                XCTFail("docs/ARCHITECTURE.md's target table has no row for `\(name)`")
                continue
            }
            XCTAssertTrue(written == allowed, "docs/ARCHITECTURE.md's row for `\(name)` lists imports \(written.sorted()); the rule allows \(allowed.sorted())")
        }
        for name in Set(seen.keys).subtracting(DependencyRule.targets.keys).sorted() {
            XCTFail("docs/ARCHITECTURE.md's target table names `\(name)`, which DependencyRule.targets does not")
        }
    }

    func testArchitectureLayerTableSaysWhatTheRuleSays() throws {
        let document = try PackageFiles.text("docs/ARCHITECTURE.md")
        let table = try XCTUnwrap(MarkdownTable(in: document, header: ["layer", "FlickKit folders"]),
                                  "docs/ARCHITECTURE.md has no table headed | layer | FlickKit folders |")
        let written = table.rows.filter { $0.count == 2 }.map { MarkdownTable.codeNames($0[1]).map { $0.replacingOccurrences(of: "/", with: "") } }
        XCTAssertEqual(written, DependencyRule.flickKitLayers,
                       "docs/ARCHITECTURE.md's FlickKit layers differ from DependencyRule.flickKitLayers")
    }

    // MARK: - FlickKit's folders

    private var flickKitLayerOfFolder: [String: Int] {
        var layer: [String: Int] = [:]
        for (index, folders) in DependencyRule.flickKitLayers.enumerated() {
            for folder in folders { layer[folder] = index }
        }
        return layer
    }

    /// FlickKit's folders and their uses of each other: a folder uses another when its code names
    /// a type declared at the top level of exactly one file of the other (the witness names the
    /// first such use and its file).
    private func flickKitGraph() throws -> DependencyGraph {
        let folders = try PackageFiles.subfolders(of: "Sources/FlickKit")
        var sources: [String: [SwiftSource]] = [:]
        var owners: [String: Set<String>] = [:]
        for folder in folders {
            sources[folder] = try PackageFiles.swiftSources(under: "Sources/FlickKit/\(folder)")
            for source in sources[folder]! {
                for name in source.declaredTypes { owners[name, default: []].insert(folder) }
            }
        }
        var graph = DependencyGraph()
        for folder in folders {
            for source in sources[folder]! {
                let file = source.path.replacingOccurrences(of: "Sources/FlickKit/", with: "")
                for reference in source.references {
                    guard let owner = owners[reference.name], owner.count == 1, let other = owner.first else { continue }
                    let use = reference.member.map { "\(reference.name).\($0)" } ?? reference.name
                    graph.add(folder, other, witness: "\(use) in \(file)")
                }
            }
        }
        XCTAssertGreaterThan(graph.edgeCount, 0, "no references between FlickKit's folders read")
        return graph
    }
}
