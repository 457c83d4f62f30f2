/// One type of a style with all its files counted together: the file that declares it
/// (`TodoListViewController.swift`) and the files that extend it (`TodoListViewController+Alerts.swift`).
package struct TypeReport: Sendable, Equatable, Codable {
    /// The type's name, as its files are named.
    package var name: String
    /// The layer of the file that declares it.
    package var layer: String
    /// Sorted by path.
    package var files: [String]
    package var code: Int

    /// The type a file declares or extends, from its name: one primary type per file, extensions
    /// named `Type+Concern.swift`.
    package static func typeName(ofFile path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        return base.split(separator: "+", maxSplits: 1).first.map(String.init) ?? base
    }

    /// The types of a style's layers, largest first (by code lines, then by name).
    package static func types(of layers: [LayerReport]) -> [TypeReport] {
        var types: [String: TypeReport] = [:]
        for layer in layers {
            for file in layer.files {
                let name = typeName(ofFile: file.path)
                var type = types[name] ?? TypeReport(name: name, layer: layer.name, files: [], code: 0)
                type.files.append(file.path)
                type.code += file.code
                if !file.path.contains("+") { type.layer = layer.name }
                types[name] = type
            }
        }
        return types.values
            .map { type in
                var sorted = type
                sorted.files.sort()
                return sorted
            }
            .sorted { ($1.code, $0.name) < ($0.code, $1.name) }
    }

    package init(name: String, layer: String, files: [String], code: Int) {
        self.name = name
        self.layer = layer
        self.files = files
        self.code = code
    }
}
