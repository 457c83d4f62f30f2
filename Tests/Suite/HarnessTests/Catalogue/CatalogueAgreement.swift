import Catalogue
import Foundation

/// Compares the lists that must follow the style catalogue: the registry's composition roots, the
/// manifest's targets and the folders on disk. Each difference is one sentence naming the style and
/// the place that disagrees.
struct CatalogueAgreement {
    var catalogue: [StyleDefinition]
    /// The names of the registry's styles, in its order.
    var registry: [String]
    /// The text of Package.swift.
    var manifest: String
    /// The folders under Sources/Styles and under Tests/Styles.
    var sourceFolders: [String]
    var testFolders: [String]

    /// Every target of the manifest (`.target`, `.testTarget`, `.executableTarget`): name → path.
    static func targetPaths(in manifest: String) -> [String: String] {
        var paths: [String: String] = [:]
        let entries = manifest.replacingOccurrences(of: ".testTarget(", with: ".target(")
            .replacingOccurrences(of: ".executableTarget(", with: ".target(")
            .components(separatedBy: ".target(").dropFirst()
        for entry in entries {
            guard let name = Self.value(of: "name", in: entry), let path = Self.value(of: "path", in: entry) else {
                continue
            }
            paths[name] = path
        }
        return paths
    }

    private static func value(of label: String, in entry: String) -> String? {
        guard let start = entry.range(of: "\(label): \"") else { return nil }
        let rest = entry[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    var differences: [String] {
        var found: [String] = []
        let names = catalogue.map(\.name)
        if registry != names {
            for name in names where !registry.contains(name) {
                found.append("StyleCatalogue lists \(name), but StyleRegistry has no composition root for it")
            }
            for name in registry where !names.contains(name) {
                found.append("StyleRegistry has \(name), which StyleCatalogue does not list")
            }
            if Set(registry) == Set(names) {
                found.append(
                    "StyleRegistry lists the styles as \(registry.joined(separator: ", ")), StyleCatalogue as "
                        + names.joined(separator: ", "))
            }
        }
        let targets = Self.targetPaths(in: manifest)
        for style in catalogue {
            if targets[style.name] != style.sourceFolder {
                found.append("Package.swift has no target \(style.name) with path \(style.sourceFolder)")
            }
            if targets[style.testTarget] != style.testFolder {
                found.append("Package.swift has no test target \(style.testTarget) with path \(style.testFolder)")
            }
        }
        for name in names where !sourceFolders.contains(name) {
            found.append("\(StyleCatalogue.stylesFolder) has no folder \(name), which StyleCatalogue lists")
        }
        for folder in sourceFolders where !names.contains(folder) {
            found.append("\(StyleCatalogue.stylesFolder)/\(folder) is not in StyleCatalogue")
        }
        let testTargets = catalogue.map(\.testTarget)
        for target in testTargets where !testFolders.contains(target) {
            found.append("Tests/Styles has no folder \(target), which StyleCatalogue's \(target.dropLast(5)) needs")
        }
        for folder in testFolders where !testTargets.contains(folder) {
            found.append("Tests/Styles/\(folder) belongs to no style of StyleCatalogue")
        }
        return found
    }
}
