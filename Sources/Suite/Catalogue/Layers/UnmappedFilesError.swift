/// Source files the layer table cannot place: the report would be wrong without them, so it stops.
public struct UnmappedFilesError: Error, CustomStringConvertible, Equatable {
    public let paths: [String]

    public init(paths: [String]) {
        self.paths = paths
    }

    public var description: String {
        "These source files map to no layer (see the layer rules in Reports/README.md); "
            + "rename them or extend Sources/Suite/Catalogue/Layers/LayerTable.swift:\n"
            + paths.map { "  " + $0 }.joined(separator: "\n")
    }
}
