import Catalogue
import Measure

/// Places every source file with the layer table, reads its structure, and traces the names each
/// style's files use to the layer that declares them.
package enum StructureAnalysis {
    /// Throws `UnmappedFilesError` when a file of a style or shared module fits no layer.
    package static func analyse(sources: [SourceFile], table: LayerTable) throws -> PackageStructure {
        var placed: [PlacedFile] = []
        var unmapped: [String] = []
        for file in sources {
            let module: String
            let layer: LayerName
            switch table.placement(ofSource: file.path) {
            case .style(let name, let placedLayer): (module, layer) = (name, placedLayer)
            case .shared(let name, let placedLayer): (module, layer) = (name, placedLayer)
            case .tooling: continue
            case .unmapped:
                unmapped.append(file.path)
                continue
            }
            placed.append(
                PlacedFile(
                    path: file.path, module: module, layer: layer, codeLines: file.metrics.lines.code,
                    structure: StructureReader.read(file.metrics.tokens)))
        }
        guard unmapped.isEmpty else { throw UnmappedFilesError(paths: unmapped.sorted()) }
        let index = TypeIndex(files: placed, shared: table.shared)
        let shared = Set(table.shared.map(\.name))
        return PackageStructure(
            styles: table.styles.map { style in
                let files = placed.filter { $0.module == style.name }.sorted { $0.path < $1.path }
                return StyleStructure(
                    style: style, files: files, references: files.flatMap { references(of: $0, index: index) })
            },
            sharedFiles: placed.filter { shared.contains($0.module) }.sorted { $0.path < $1.path })
    }

    /// The file's imports of shared modules and its names that resolve to another layer, once per
    /// name and line.
    static func references(of file: PlacedFile, index: TypeIndex) -> [LayerReference] {
        var seen: Set<NamedLine> = []
        var found: [LayerReference] = []
        func add(_ home: TypeHome, _ name: String, _ line: Int) {
            guard home.layer != file.layer || home.module != file.module,
                seen.insert(NamedLine(name, line: line)).inserted
            else { return }
            found.append(
                LayerReference(
                    path: file.path, line: line, fromLayer: file.layer, toLayer: home.layer, module: home.module,
                    name: name, kind: home.kind))
        }
        for module in file.structure.imports {
            if let home = index.sharedModule(named: module.name) {
                add(home, "import " + module.name, module.line)
            }
        }
        let local = file.structure.localNames
        let imports = Set(file.structure.imports.map(\.name))
        for reference in file.structure.references where !local.contains(reference.name) {
            if let home = index.resolve(
                reference.name, fromModule: file.module,
                inside: file.structure.enclosingTypes(atLine: reference.line), importing: imports)
            {
                add(home, reference.name, reference.line)
            }
        }
        return found.sorted { ($0.line, $0.name) < ($1.line, $1.name) }
    }
}
