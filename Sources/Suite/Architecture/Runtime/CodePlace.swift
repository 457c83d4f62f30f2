import Catalogue
import Measure

/// A function that ran, placed in the sources: its module and layer, its file, and the member it
/// belongs to (closures count with the function they are written in).
package struct CodePlace: Sendable, Hashable {
    package let module: String
    package let layer: LayerName
    package let path: String
    /// `TodoListViewController`, or nil for code at file scope.
    package let typeName: String?
    /// `viewDidLoad()`; the type's name alone when no member precedes the code.
    package let member: String

    package var qualifiedName: String { typeName.map { $0 + "." + member } ?? member }
}

/// Places functions by their first line, with the layer table and the files' structure.
struct CodePlaces {
    private let files: [String: PlacedFile]

    init(files: [PlacedFile]) {
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func place(_ function: FunctionPlace) -> CodePlace? {
        guard let file = files[function.path] else { return nil }
        let member = file.structure.member(atLine: function.line)
        let typeName = member?.typeName ?? file.structure.enclosingTypes(atLine: function.line).last
        return CodePlace(
            module: file.module, layer: file.layer, path: file.path, typeName: typeName,
            member: member?.name ?? typeName ?? "(file scope)")
    }

    /// Whether a mangled Swift name is a closure's (`…fU_`, `…fU0_`) or an implicit closure's (`…fu_`),
    /// which run as functions of their own but are written inside another.
    static func isClosure(_ mangledName: String) -> Bool {
        guard mangledName.hasSuffix("_") else { return false }
        var name = mangledName.dropLast()
        while name.last?.isNumber == true { name = name.dropLast() }
        return name.hasSuffix("fU") || name.hasSuffix("fu")
    }
}
