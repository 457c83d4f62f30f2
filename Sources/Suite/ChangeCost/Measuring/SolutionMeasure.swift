import Catalogue
import Measure
import Results

/// Measures one style's solution from the text of each file it touches, before and after: code
/// lines added and removed (the project's lexer decides what is code), declarations added, and the
/// layer of each file (the layer table decides).
package struct SolutionMeasure: Sendable {
    /// A file the patch touches, with its text on main and after the patch (nil where it does not exist).
    package struct Input: Sendable, Equatable {
        package var file: SolutionPatch.File
        package var oldText: String?
        package var newText: String?

        package init(file: SolutionPatch.File, oldText: String?, newText: String?) {
            self.file = file
            self.oldText = oldText
            self.newText = newText
        }
    }

    let style: StyleDefinition
    let table: LayerTable

    package init(style: StyleDefinition, table: LayerTable) {
        self.style = style
        self.table = table
    }

    /// The folders a solution of this style may change.
    package var allowedFolders: [String] {
        [style.sourceFolder + "/", style.testFolder + "/"]
    }

    /// Throws when the patch touches a file outside the style's folders.
    package func check(_ patch: SolutionPatch, name: String) throws(PatchError) {
        for file in patch.files {
            for path in [file.oldPath, file.newPath].compactMap({ $0 })
            where !allowedFolders.contains(where: path.hasPrefix) {
                throw .outsideStyle(patch: name, path: path, allowed: allowedFolders.map { String($0.dropLast()) })
            }
        }
    }

    /// Throws `UnmappedFilesError` when a source file of the solution fits no layer of the style.
    package func measure(_ inputs: [Input]) throws -> SolutionCost {
        let files = inputs.map(fileChange)
        let unmapped = files.filter { !$0.isTest && $0.path.hasSuffix(".swift") && $0.layer == nil }.map(\.path)
        guard unmapped.isEmpty else { throw UnmappedFilesError(paths: unmapped) }
        let sources = files.filter { !$0.isTest }
        let layers = style.layers.compactMap { layer -> LayerChange? in
            let inLayer = sources.filter { $0.layer == layer.rawValue }
            guard !inLayer.isEmpty else { return nil }
            return LayerChange(
                layer: layer.rawValue, files: inLayer.count, codeAdded: inLayer.map(\.codeAdded).reduce(0, +),
                codeRemoved: inLayer.map(\.codeRemoved).reduce(0, +))
        }
        return SolutionCost(style: style.name, layers: layers, files: files.sorted { $0.path < $1.path })
    }

    private func fileChange(_ input: Input) -> FileChange {
        let path = input.file.path
        let isTest = path.hasPrefix("Tests/")
        let status: FileChange.Status =
            input.file.oldPath == nil ? .added : input.file.newPath == nil ? .deleted : .modified
        let old = FileText(input.oldText ?? "", isSwift: (input.file.oldPath ?? "").hasSuffix(".swift"))
        let new = FileText(input.newText ?? "", isSwift: path.hasSuffix(".swift"))
        let diff = LineDiff(old: old.lines, new: new.lines)
        return FileChange(
            path: path, status: status, layer: layer(of: path, isTest: isTest), isTest: isTest,
            codeAdded: diff.added.count { new.isCode($0) }, codeRemoved: diff.removed.count { old.isCode($0) },
            typesAdded: new.declarations.types - old.declarations.types,
            protocolsAdded: new.declarations.protocols - old.declarations.protocols)
    }

    private func layer(of path: String, isTest: Bool) -> String? {
        if isTest { return table.layer(ofTestFile: path, in: style)?.rawValue }
        guard path.hasSuffix(".swift"), case .style(_, let layer) = table.placement(ofSource: path) else { return nil }
        return layer.rawValue
    }
}

/// A file's lines as the lexer numbers them, with the kind of each line. A file that is not Swift
/// (a style's README) has lines but no code.
private struct FileText {
    let lines: [Substring]
    let kinds: [LineKind]
    let declarations: DeclarationCounts

    init(_ text: String, isSwift: Bool) {
        // The lexer's rule: a final line without a newline counts, the empty rest after a final newline does not.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
        let metrics = isSwift ? SwiftLexer.measure(text) : nil
        kinds = metrics?.lineKinds ?? []
        declarations = metrics?.declarations ?? DeclarationCounts()
    }

    func isCode(_ line: Int) -> Bool {
        kinds.indices.contains(line) && kinds[line] == .code
    }
}
