import Catalogue
import Foundation
import Harness
import TestAids
import Testing

/// The catalogue is the one list of styles: the registry, the manifest and the folders follow it.
@Suite("StyleCatalogue agreement")
struct CatalogueAgreementTests {
    private static let root = PackageRoot.containing()

    private static func folders(in path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    private static func repository() throws -> CatalogueAgreement {
        CatalogueAgreement(
            catalogue: StyleCatalogue.styles, registry: StyleRegistry.all.map(\.name),
            manifest: try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8),
            sourceFolders: try folders(in: "Sources/Styles"), testFolders: try folders(in: "Tests/Styles"))
    }

    @Test("the registry, Package.swift and the style folders agree with the catalogue")
    func repositoryAgrees() throws {
        #expect(try Self.repository().differences == [])
    }

    @Test("a catalogue entry with nothing else behind it is named in every place that lacks it")
    func entryWithoutStyle() throws {
        var agreement = try Self.repository()
        agreement.catalogue.append(
            StyleDefinition(
                name: "Fake", displayName: "Fake", fullName: "A style only this test has", framework: .swiftUI,
                viewControllerLayer: .view,
                rules: [LayerRule(.view, mayReferTo: .anything, because: "it is a test's")]))

        #expect(
            agreement.differences == [
                "StyleCatalogue lists Fake, but StyleRegistry has no composition root for it",
                "Package.swift has no target Fake with path Sources/Styles/Fake",
                "Package.swift has no test target FakeTests with path Tests/Styles/FakeTests",
                "Sources/Styles has no folder Fake, which StyleCatalogue lists",
                "Tests/Styles has no folder FakeTests, which StyleCatalogue's Fake needs",
            ])
    }

    @Test("a registered style or a style folder the catalogue does not list is named")
    func styleWithoutEntry() throws {
        var agreement = try Self.repository()
        agreement.registry.append("Stray")
        agreement.sourceFolders.append("Stray")
        agreement.testFolders.append("StrayTests")

        #expect(
            agreement.differences == [
                "StyleRegistry has Stray, which StyleCatalogue does not list",
                "Sources/Styles/Stray is not in StyleCatalogue",
                "Tests/Styles/StrayTests belongs to no style of StyleCatalogue",
            ])
    }

    @Test("the registry in another order than the catalogue is named, with both orders")
    func registryOrder() throws {
        var agreement = try Self.repository()
        agreement.registry.swapAt(0, 1)

        #expect(
            agreement.differences == [
                "StyleRegistry lists the styles as MVVM, MVC, VIPER, MVP, MVVMC, TEA, VIP, MV, MVVMSwiftUI, TCA, "
                    + "StyleCatalogue as MVC, MVVM, VIPER, MVP, MVVMC, TEA, VIP, MV, MVVMSwiftUI, TCA"
            ])
    }

    @Test("a target is read with its path wherever the path stands in its entry")
    func manifestTargets() {
        let manifest = """
            .target(name: "A", dependencies: app, path: "Sources/Styles/A", exclude: ["README.md"]),
            .testTarget(
                name: "ATests", dependencies: ["A"] + support,
                path: "Tests/Styles/ATests"),
            .executableTarget(name: "tool", path: "Sources/Suite/tool"),
            .target(name: "NoPath"),
            """

        #expect(
            CatalogueAgreement.targetPaths(in: manifest) == [
                "A": "Sources/Styles/A", "ATests": "Tests/Styles/ATests", "tool": "Sources/Suite/tool",
            ])
    }
}
